import { Controller, Delete, Get, HttpCode, Post, Put, UseGuards } from '@nestjs/common';
import {
  AuthUser,
  DeletedResponse,
  deletedResponse,
  DiaryMember,
  DiaryMemberRoleInput,
  diaryMemberRoleInputSchema,
} from '@dd/contracts';
import { CurrentUser, JwtAuthGuard, ValidBody } from '@dd/nest-common';
import { DiaryMembersService } from './diary-members.service';
import { DiaryIdParam, MemberIdParam } from './diary-params';

/** A shared diary's members. */
@Controller('api/diaries/:id')
@UseGuards(JwtAuthGuard)
export class DiaryMembersController {
  constructor(private readonly members: DiaryMembersService) {}

  /** Any member: first names and roles, earliest joined first. */
  @Get('members')
  list(@CurrentUser() user: AuthUser, @DiaryIdParam() id: string): Promise<DiaryMember[]> {
    return this.members.list(user.id, id);
  }

  /** Owners only; 400 for demoting the last owner. */
  @Put('members/:userId')
  setRole(
    @CurrentUser() user: AuthUser,
    @DiaryIdParam() id: string,
    @MemberIdParam() memberId: string,
    @ValidBody(diaryMemberRoleInputSchema) { role }: DiaryMemberRoleInput,
  ): Promise<DiaryMember> {
    return this.members.setRole(user.id, id, memberId, role);
  }

  /** Owners only, not themselves (they leave). 200 `{ message }`. */
  @Delete('members/:userId')
  @HttpCode(200)
  async remove(
    @CurrentUser() user: AuthUser,
    @DiaryIdParam() id: string,
    @MemberIdParam() memberId: string,
  ): Promise<DeletedResponse> {
    await this.members.remove(user.id, id, memberId);
    return deletedResponse('member');
  }

  /** Any member; see DiaryDepartures for who owns the diary afterwards. 200 `{ message }`. */
  @Post('leave')
  @HttpCode(200)
  async leave(
    @CurrentUser() user: AuthUser,
    @DiaryIdParam() id: string,
  ): Promise<{ message: string }> {
    await this.members.leave(user.id, id);
    return { message: 'You left the diary' };
  }
}
