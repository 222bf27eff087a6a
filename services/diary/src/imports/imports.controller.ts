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
  UseGuards,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { AuthUser, ImportStatus } from '@dd/contracts';
import { CurrentUser, JwtAuthGuard } from '@dd/nest-common';
import { ImportsService } from './imports.service';

/** /api/imports: a whole-diary export put back into the signed-in user's diary. */
@Controller('api/imports')
@UseGuards(JwtAuthGuard)
export class ImportsController {
  constructor(private readonly imports: ImportsService) {}

  /** The export zip as the body (`application/zip`); 202 with the queued import. */
  @Post()
  async receive(
    @CurrentUser() user: AuthUser,
    @Headers('authorization') authorization: string,
    @Headers('content-length') contentLength: string | undefined,
    @Query('fileName') fileName: string | undefined,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const status = await this.imports.receive(user.id, authorization, {
      body: request.body as Readable,
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
