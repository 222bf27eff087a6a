import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Outbox } from './outbox';

export interface SmtpCapture {
  /** The port it listens on (useful when started on port 0). */
  port: number;
  close(): Promise<void>;
}

/**
 * A local SMTP server that accepts every message without authentication and
 * puts it in `outbox` instead of delivering it: the mail server of a local or
 * test stack (SMTP_URL=smtp://127.0.0.1:<port>).
 */
export async function startSmtpCapture(
  outbox: Outbox,
  { port, host = '127.0.0.1' }: { port: number; host?: string },
): Promise<SmtpCapture> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          outbox.add({
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            from: addressText(parsed.from),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            date: new Date().toISOString(),
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function addressText(address: AddressObject | AddressObject[] | undefined): string {
  if (!address) return '';
  return (Array.isArray(address) ? address : [address]).map((entry) => entry.text).join(', ');
}
