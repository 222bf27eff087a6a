/** Where a service's e-mail goes: its SMTP server (SMTP_URL) and the From address (MAIL_FROM). */
export interface MailConfig {
  smtpUrl: string;
  from: string;
}

/** The provider of a service's MailConfig, which Mailer is built from. */
export const MAIL_CONFIG = Symbol('MAIL_CONFIG');
