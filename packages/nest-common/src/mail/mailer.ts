import {
  BeforeApplicationShutdown,
  Inject,
  Injectable,
  Logger,
  OnApplicationShutdown,
} from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { MAIL_CONFIG, type MailConfig } from './mail-config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

const SHUTDOWN_WAIT_MS = 5000;

/**
 * Sends e-mail through the SMTP server of SMTP_URL (locally the sandbox's
 * capture server): the one SMTP path of every service that mails (auth's
 * reset and e-mail-change notices, the diary's invitations). A service
 * provides MAIL_CONFIG next to it.
 */
@Injectable()
export class Mailer implements BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger(Mailer.name);
  private readonly transport: Transporter;
  private readonly from: string;
  /** Mail handed to sendInBackground and not yet sent. */
  private readonly sending = new Set<Promise<void>>();

  constructor(@Inject(MAIL_CONFIG) config: MailConfig) {
    this.transport = createTransport(config.smtpUrl);
    this.from = config.from;
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...mail });
  }

  /**
   * For a notice whose request has already succeeded: a slow or failing SMTP
   * server must neither hold the answer back nor turn it into an error.
   * Failures are logged with `what` (never the address).
   */
  sendInBackground(mail: OutgoingMail, what: string): void {
    const sent = this.send(mail).catch((error: Error) =>
      this.logger.error(`Sending ${what} failed: ${error.message}`),
    );
    this.sending.add(sent);
    void sent.finally(() => this.sending.delete(sent));
  }

  /** Lets mail being sent go out (for a few seconds at most) before the transport closes. */
  async beforeApplicationShutdown(): Promise<void> {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...this.sending]),
      new Promise((resolve) => (timer = setTimeout(resolve, SHUTDOWN_WAIT_MS))),
    ]);
    clearTimeout(timer);
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
