import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AccountsModule } from '../accounts/accounts.module';
import { MailModule } from '../mail/mail.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { UsersModule } from '../users/users.module';
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';
import { ResetTokenRecord, ResetTokenRecordSchema } from './reset-token.schema';
import { ResetTokensRepository } from './reset-tokens.repository';

@Module({
  imports: [
    MongooseModule.forFeature([{ name: ResetTokenRecord.name, schema: ResetTokenRecordSchema }]),
    UsersModule,
    AccountsModule,
    MailModule,
    RateLimitModule,
  ],
  controllers: [PasswordResetController],
  providers: [PasswordResetService, ResetTokensRepository],
})
export class PasswordResetModule {}
