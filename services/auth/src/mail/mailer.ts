import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { AUTH_CONFIG } from '../auth-config.module';
import type { AuthConfig } from '../config';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mail through the SMTP server of SMTP_URL (locally the sandbox's capture server). */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly transport: Transporter;
  private readonly from: string;

  constructor(@Inject(AUTH_CONFIG) config: AuthConfig) {
    this.transport = createTransport(config.mail.smtpUrl);
    this.from = config.mail.from;
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...mail });
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }
}
