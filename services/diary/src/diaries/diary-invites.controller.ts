import { Controller, Delete, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  AuthUser,
  DeletedResponse,
  deletedResponse,
  DiaryInviteInput,
  diaryInviteInputSchema,
  DiaryInviteSummary,
} from '@dd/contracts';
import { CurrentUser, JwtAuthGuard, ValidBody } from '@dd/nest-common';
import { DiaryInvitesService } from './diary-invites.service';
import { DiaryIdParam, InviteIdParam } from './diary-params';

/** A shared diary's invitations, for its owners. */
@Controller('api/diaries/:id/invites')
@UseGuards(JwtAuthGuard)
export class DiaryInvitesController {
  constructor(private readonly invites: DiaryInvitesService) {}

  /** 201 with the invitation; its link goes to the address by e-mail only. */
  @Post()
  create(
    @CurrentUser() user: AuthUser,
    @DiaryIdParam() id: string,
    @ValidBody(diaryInviteInputSchema) input: DiaryInviteInput,
  ): Promise<DiaryInviteSummary> {
    return this.invites.create(user, id, input);
  }

  /** The pending ones (neither accepted, revoked nor expired), oldest first. */
  @Get()
  list(@CurrentUser() user: AuthUser, @DiaryIdParam() id: string): Promise<DiaryInviteSummary[]> {
    return this.invites.listPending(user.id, id);
  }

  /** Revokes it; 200 `{ message }`. */
  @Delete(':inviteId')
  @HttpCode(200)
  async revoke(
    @CurrentUser() user: AuthUser,
    @DiaryIdParam() id: string,
    @InviteIdParam() inviteId: string,
  ): Promise<DeletedResponse> {
    await this.invites.revoke(user.id, id, inviteId);
    return deletedResponse('invitation');
  }
}
