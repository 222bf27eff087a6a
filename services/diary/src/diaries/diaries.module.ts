import { DynamicModule, Module } from '@nestjs/common';
import { MAIL_CONFIG, Mailer } from '@dd/nest-common';
import type { DiaryMailConfig } from '../config';
import { DiariesController } from './diaries.controller';
import { DiariesDataModule } from './diaries-data.module';
import { DiariesService } from './diaries.service';
import { DiaryAccessModule } from './diary-access.module';
import { DiaryInvitesController } from './diary-invites.controller';
import { DiaryInvitesService } from './diary-invites.service';
import { DIARY_MAIL_CONFIG } from './diary-mail-config.token';
import { DiaryMembersController } from './diary-members.controller';
import { DiaryMembersService } from './diary-members.service';
import { InvitationsController } from './invitations.controller';
import { InvitationsService } from './invitations.service';

/**
 * Shared diaries (issue 46, first slice): the diaries, their members and
 * invitations by e-mail, mailed through the shared Mailer.
 */
@Module({})
export class DiariesModule {
  static forRoot(mail: DiaryMailConfig): DynamicModule {
    return {
      module: DiariesModule,
      imports: [DiariesDataModule, DiaryAccessModule],
      controllers: [
        DiariesController,
        DiaryMembersController,
        DiaryInvitesController,
        InvitationsController,
      ],
      providers: [
        { provide: DIARY_MAIL_CONFIG, useValue: mail },
        { provide: MAIL_CONFIG, useValue: { smtpUrl: mail.smtpUrl, from: mail.from } },
        Mailer,
        DiariesService,
        DiaryMembersService,
        DiaryInvitesService,
        InvitationsService,
      ],
    };
  }
}
