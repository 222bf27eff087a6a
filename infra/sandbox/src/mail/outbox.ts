/** A captured e-mail as GET /outbox/messages answers it. */
export interface CapturedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
  /** ISO date the capture server received it. */
  date: string;
}

/** The captured e-mails, in memory, newest first; the oldest drop off beyond `capacity`. */
export class Outbox {
  private messages: CapturedMail[] = [];

  constructor(private readonly capacity = 500) {}

  add(mail: CapturedMail): void {
    this.messages = [mail, ...this.messages].slice(0, this.capacity);
  }

  /** Newest first; with `to`, only mail addressed to it (case-insensitively). */
  list(to?: string): CapturedMail[] {
    if (!to) return [...this.messages];
    const wanted = to.toLowerCase();
    return this.messages.filter((mail) =>
      mail.to.some((address) => address.toLowerCase() === wanted),
    );
  }

  clear(): void {
    this.messages = [];
  }
}
