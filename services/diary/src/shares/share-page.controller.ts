import { Controller, Get, Param, Query, Req, Res } from '@nestjs/common';
import { isImageVariantWidth } from '@dd/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NOT_AVAILABLE_PAGE, SHARE_PAGE_CSP } from './share-page.html';
import { SharePagesService } from './share-pages.service';

/** Headers of every answer under /s: never cached, indexed or referred from. */
function privateHeaders(reply: FastifyReply): FastifyReply {
  return reply
    .header('cache-control', 'private, no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex')
    .header('x-content-type-options', 'nosniff');
}

function notAvailable(reply: FastifyReply): FastifyReply {
  return privateHeaders(reply)
    .code(404)
    .header('content-security-policy', SHARE_PAGE_CSP)
    .type('text/html; charset=utf-8')
    .send(NOT_AVAILABLE_PAGE);
}

/** The origin the visitor used, for absolute Open Graph URLs (the gateway forwards it). */
function originOf(request: FastifyRequest): string {
  const proto = String(request.headers['x-forwarded-proto'] ?? request.protocol).split(',')[0];
  const host = String(request.headers['x-forwarded-host'] ?? request.headers.host ?? '').split(
    ',',
  )[0];
  return `${proto.trim()}://${host.trim()}`;
}

/**
 * The public, read-only page of a share link and its photos, without an
 * account. Unknown, revoked and malformed tokens answer the same 404 page.
 */
@Controller('s')
export class SharePageController {
  constructor(private readonly pages: SharePagesService) {}

  @Get(':token')
  async page(
    @Param('token') token: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const html = await this.pages.page(token, originOf(request), request.method === 'GET');
    if (html === undefined) return void notAvailable(reply);
    return void privateHeaders(reply)
      .header('content-security-policy', SHARE_PAGE_CSP)
      .type('text/html; charset=utf-8')
      .send(html);
  }

  @Get(':token/photos/:index')
  async photo(
    @Param('token') token: string,
    @Param('index') index: string,
    @Query('w') width: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const position = /^\d{1,4}$/.test(index) ? Number(index) : -1;
    // A width the media service does not make reads as the default one.
    const asked = /^\d{1,4}$/.test(width ?? '') ? Number(width) : NaN;
    const variant = isImageVariantWidth(asked) ? asked : undefined;
    const photo = position >= 0 ? await this.pages.photo(token, position, variant) : undefined;
    if (!photo) return void notAvailable(reply);
    return void privateHeaders(reply).type(photo.contentType).send(photo.body);
  }
}
