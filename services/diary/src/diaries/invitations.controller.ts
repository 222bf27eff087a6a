import { Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { AuthUser, DiaryInviteAccepted, DiaryInviteView } from '@dd/contracts';
import { CurrentUser, JwtAuthGuard } from '@dd/nest-common';
import { InviteTokenParam } from './diary-params';
import { InvitationsService } from './invitations.service';

/** The invited person's side of an invitation link (`/invites/<token>` in the app). */
@Controller('api/invites/:token')
export class InvitationsController {
  constructor(private readonly invitations: InvitationsService) {}

  /**
   * The diary's name, who invited (a first name), the role and whether it can
   * still be accepted. No sign-in: the link's secret token is the key, and
   * the person it was mailed to reads this before they have an account.
   */
  @Get()
  view(@InviteTokenParam() token: string): Promise<DiaryInviteView> {
    return this.invitations.view(token);
  }

  /** Joins the diary: 200 with it as GET /api/diaries lists it. */
  @Post('accept')
  @UseGuards(JwtAuthGuard)
  @HttpCode(200)
  accept(
    @CurrentUser() user: AuthUser,
    @InviteTokenParam() token: string,
  ): Promise<DiaryInviteAccepted> {
    return this.invitations.accept(user, token);
  }
}
