import { Module } from '@nestjs/common';
import { MAIL_CONFIG, Mailer } from '@dd/nest-common';
import { AUTH_CONFIG } from '../auth-config.module';
import type { AuthConfig } from '../config';

/** The shared Mailer (@dd/nest-common) on auth's SMTP settings. */
@Module({
  providers: [
    {
      provide: MAIL_CONFIG,
      useFactory: (config: AuthConfig) => config.mail,
      inject: [AUTH_CONFIG],
    },
    Mailer,
  ],
  exports: [Mailer],
})
export class MailModule {}
