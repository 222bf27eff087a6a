import {
  Controller,
  Get,
  Headers,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Query,
  Res,
  UseGuards,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { AuthUser, ExportDownloadLink, ExportStatus } from '@dd/contracts';
import { CurrentSession, CurrentUser, JwtAuthGuard, type TokenSession } from '@dd/nest-common';
import { ExportsService } from './exports.service';

/** /api/exports: the signed-in user's diary as one zip (docs/export-format.md). */
@Controller('api/exports')
export class ExportsController {
  constructor(private readonly exports: ExportsService) {}

  /** 202 with a new export; 409 `{ message, id }` naming the one already under way. */
  @Post()
  @UseGuards(JwtAuthGuard)
  @HttpCode(HttpStatus.ACCEPTED)
  request(
    @CurrentUser() user: AuthUser,
    @Headers('authorization') authorization: string,
  ): Promise<ExportStatus> {
    return this.exports.request(user, authorization);
  }

  /** The latest export (an empty list when there is none, or it was swept). */
  @Get()
  @UseGuards(JwtAuthGuard)
  async list(@CurrentUser() user: AuthUser): Promise<ExportStatus[]> {
    const latest = await this.exports.latest(user.id);
    return latest ? [latest] : [];
  }

  @Get(':id')
  @UseGuards(JwtAuthGuard)
  status(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<ExportStatus> {
    return this.exports.status(user.id, id);
  }

  @Post(':id/download-link')
  @UseGuards(JwtAuthGuard)
  downloadLink(
    @CurrentUser() user: AuthUser,
    @CurrentSession() session: TokenSession,
    @Param('id') id: string,
  ): Promise<ExportDownloadLink> {
    return this.exports.downloadLink(user.id, id, session);
  }

  /**
   * No bearer header: the short-lived, single-use ticket from download-link is
   * the capability, valid while the session that asked for it lasts.
   */
  @Get(':id/file')
  async file(
    @Param('id') id: string,
    @Query('ticket') ticket: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const file = await this.exports.open(id, ticket ?? '');
    await reply
      .header('content-type', 'application/zip')
      .header('content-length', file.size)
      .header('content-disposition', `attachment; filename="${file.fileName}"`)
      .header('cache-control', 'private, no-store')
      .send(file.body);
  }
}
