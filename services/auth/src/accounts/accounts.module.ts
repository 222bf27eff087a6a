import { Module } from '@nestjs/common';
import { MailModule } from '../mail/mail.module';
import { ResetTokensModule } from '../password-reset/reset-tokens.module';
import { PasswordsModule } from '../passwords/passwords.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { TokensModule } from '../tokens/tokens.module';
import { UsersModule } from '../users/users.module';
import { AccountsController } from './accounts.controller';
import { AccountsService } from './accounts.service';
import { CurrentPasswordCheck } from './current-password.check';
import { OwnProfileImages } from './own-profile-images';
import { ProfileService } from './profile.service';

@Module({
  imports: [
    UsersModule,
    PasswordsModule,
    TokensModule,
    RateLimitModule,
    ResetTokensModule,
    MailModule,
  ],
  controllers: [AccountsController],
  providers: [AccountsService, ProfileService, CurrentPasswordCheck, OwnProfileImages],
  exports: [AccountsService],
})
export class AccountsModule {}
