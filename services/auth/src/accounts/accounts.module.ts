import { Module } from '@nestjs/common';
import { ResetTokensModule } from '../password-reset/reset-tokens.module';
import { PasswordsModule } from '../passwords/passwords.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { TokensModule } from '../tokens/tokens.module';
import { UsersModule } from '../users/users.module';
import { AccountsController } from './accounts.controller';
import { AccountsService } from './accounts.service';

@Module({
  imports: [UsersModule, PasswordsModule, TokensModule, RateLimitModule, ResetTokensModule],
  controllers: [AccountsController],
  providers: [AccountsService],
  exports: [AccountsService],
})
export class AccountsModule {}
