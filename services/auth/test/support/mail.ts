import type { CapturedMail, Outbox } from '@dd/sandbox/src/mail';

/** The newest mail the capture server received for `email` (mail goes out after the answer, so polled). */
export async function mailTo(outbox: Outbox, email: string): Promise<CapturedMail> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const [mail] = outbox.list(email);
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no mail to ${email}`);
}
