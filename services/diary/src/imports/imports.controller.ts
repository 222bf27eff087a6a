import {
  Controller,
  Get,
  Headers,
  HttpStatus,
  Param,
  Post,
  Req,
  Res,
  UnsupportedMediaTypeException,
  UseGuards,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { AuthUser, ImportStatus } from '@dd/contracts';
import { CurrentUser, JwtAuthGuard, ValidQuery } from '@dd/nest-common';
import { AcceptsBody } from '../common/http/accepted-body';
import { DiaryRecordsAccess } from '../diaries/diary-records-access';
import { ImportsService } from './imports.service';
import { ARCHIVE_CONTENT_TYPES } from './upload/archive-body.setup';
import { type ImportQuery, importQuerySchema } from './upload/import-query';

export const SEND_AS_ZIP = 'Send the export file as the body, as application/zip';

/**
 * /api/imports: a whole-diary export put back: its personal diary into the
 * diary `diaryId` names (one the user may write; their personal diary when
 * absent), its shared diaries into the user's own shared diaries of their names.
 */
@Controller('api/imports')
@UseGuards(JwtAuthGuard)
export class ImportsController {
  constructor(
    private readonly imports: ImportsService,
    private readonly records: DiaryRecordsAccess,
  ) {}

  /** The export zip as the body (`application/zip`); 202 with the queued import. */
  @Post()
  @AcceptsBody({ types: ARCHIVE_CONTENT_TYPES, refusal: SEND_AS_ZIP })
  async receive(
    @CurrentUser() user: AuthUser,
    @Headers('authorization') authorization: string,
    @Headers('content-length') contentLength: string | undefined,
    @ValidQuery(importQuerySchema) query: ImportQuery,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    // No body at all passes the type check (nothing to parse): there is no archive either.
    if (!(request.body instanceof Readable)) throw new UnsupportedMediaTypeException(SEND_AS_ZIP);
    const body = request.body;
    const diaryId = await this.records
      .diaryFor(user.id, query.diaryId, 'write')
      .catch((refusal: unknown) => {
        body.resume();
        throw refusal;
      });
    const status = await this.imports.receive(user, diaryId, authorization, {
      body,
      declaredLength: contentLength === undefined ? undefined : Number(contentLength),
      fileName: query.fileName,
    });
    await reply.status(HttpStatus.ACCEPTED).send(status);
  }

  /** The latest import (an empty list when there is none). */
  @Get()
  async list(@CurrentUser() user: AuthUser): Promise<ImportStatus[]> {
    const latest = await this.imports.latest(user.id);
    return latest ? [latest] : [];
  }

  @Get(':id')
  status(@CurrentUser() user: AuthUser, @Param('id') id: string): Promise<ImportStatus> {
    return this.imports.status(user.id, id);
  }
}
