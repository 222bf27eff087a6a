import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { DiariesRepository } from './diaries.repository';
import { DiaryInviteRecord, DiaryInviteRecordSchema } from './diary-invite.schema';
import { DiaryInvitesRepository } from './diary-invites.repository';
import { DiaryMemberRecord, DiaryMemberRecordSchema } from './diary-member.schema';
import { DiaryMembersRepository } from './diary-members.repository';
import { DiaryRecord, DiaryRecordSchema } from './diary.schema';

/** The shared diaries, their members and their invitations. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: DiaryRecord.name, schema: DiaryRecordSchema },
      { name: DiaryMemberRecord.name, schema: DiaryMemberRecordSchema },
      { name: DiaryInviteRecord.name, schema: DiaryInviteRecordSchema },
    ]),
  ],
  providers: [DiariesRepository, DiaryMembersRepository, DiaryInvitesRepository],
  exports: [DiariesRepository, DiaryMembersRepository, DiaryInvitesRepository],
})
export class DiariesDataModule {}
