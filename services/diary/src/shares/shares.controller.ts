import { Controller, Delete, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import {
  AuthUser,
  CreateShareInput,
  createShareSchema,
  DeletedResponse,
  deletedResponse,
  ShareSummary,
} from '@dd/contracts';
import { CurrentUser, IdParam, JwtAuthGuard, ValidBody } from '@dd/nest-common';
import { SharesService } from './shares.service';

/** The user's read-only share links (issue 29). */
@Controller('api/shares')
@UseGuards(JwtAuthGuard)
export class SharesController {
  constructor(private readonly shares: SharesService) {}

  /** 201 with the link's summary and, this once, its `path` (`/s/<token>`). */
  @Post()
  create(
    @CurrentUser() user: AuthUser,
    @ValidBody(createShareSchema) input: CreateShareInput,
  ): Promise<ShareSummary> {
    return this.shares.create(user, input);
  }

  /** The user's links, newest first, with how often each was opened. */
  @Get()
  list(@CurrentUser() user: AuthUser): Promise<ShareSummary[]> {
    return this.shares.list(user.id);
  }

  /** Revokes the link: its page and photos answer 404 from now on; 200 `{ message }`. */
  @Delete(':id')
  @HttpCode(200)
  async revoke(@CurrentUser() user: AuthUser, @IdParam() id: string): Promise<DeletedResponse> {
    await this.shares.revoke(user.id, id);
    return deletedResponse('share');
  }
}
