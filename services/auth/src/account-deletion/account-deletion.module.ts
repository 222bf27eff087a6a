import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ResetTokenRecord, ResetTokenRecordSchema } from '../password-reset/reset-token.schema';
import { PasswordsModule } from '../passwords/passwords.module';
import { RateLimitModule } from '../rate-limit/rate-limit.module';
import { UserRecord, UserRecordSchema } from '../users/user.schema';
import { AccountDeletionController } from './account-deletion.controller';
import { AccountDeletionService } from './account-deletion.service';
import { accountErasureProvider } from './account-erasure.provider';
import { AuthRecordsEraser } from './auth-records.eraser';

/** POST /api/auth/delete-account: the account here, and erasure jobs for every other service. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: UserRecord.name, schema: UserRecordSchema },
      { name: ResetTokenRecord.name, schema: ResetTokenRecordSchema },
    ]),
    PasswordsModule,
    RateLimitModule,
  ],
  controllers: [AccountDeletionController],
  providers: [AccountDeletionService, AuthRecordsEraser, accountErasureProvider],
})
export class AccountDeletionModule {}
