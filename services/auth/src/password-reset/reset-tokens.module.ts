import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ResetTokenRecord, ResetTokenRecordSchema } from './reset-token.schema';
import { ResetTokensRepository } from './reset-tokens.repository';

/** The stored reset links, apart from the reset flow: every password change retires them. */
@Module({
  imports: [
    MongooseModule.forFeature([{ name: ResetTokenRecord.name, schema: ResetTokenRecordSchema }]),
  ],
  providers: [ResetTokensRepository],
  exports: [ResetTokensRepository],
})
export class ResetTokensModule {}
