import {
  Controller,
  Get,
  Headers,
  HttpStatus,
  Param,
  Post,
  Query,
  Req,
  Res,
  UnsupportedMediaTypeException,
  UseGuards,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { AuthUser, ImportStatus } from '@dd/contracts';
import { CurrentUser, JwtAuthGuard } from '@dd/nest-common';
import { AcceptsBody } from '../common/http/accepted-body';
import { ImportsService } from './imports.service';
import { ARCHIVE_CONTENT_TYPES } from './upload/archive-body.setup';

export const SEND_AS_ZIP = 'Send the export file as the body, as application/zip';

/** /api/imports: a whole-diary export put back into the signed-in user's diary. */
@Controller('api/imports')
@UseGuards(JwtAuthGuard)
export class ImportsController {
  constructor(private readonly imports: ImportsService) {}

  /** The export zip as the body (`application/zip`); 202 with the queued import. */
  @Post()
  @AcceptsBody({ types: ARCHIVE_CONTENT_TYPES, refusal: SEND_AS_ZIP })
  async receive(
    @CurrentUser() user: AuthUser,
    @Headers('authorization') authorization: string,
    @Headers('content-length') contentLength: string | undefined,
    @Query('fileName') fileName: string | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    // No body at all passes the type check (nothing to parse): there is no archive either.
    if (!(request.body instanceof Readable)) throw new UnsupportedMediaTypeException(SEND_AS_ZIP);
    const status = await this.imports.receive(user.id, authorization, {
      body: request.body,
      declaredLength: contentLength === undefined ? undefined : Number(contentLength),
      fileName,
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
