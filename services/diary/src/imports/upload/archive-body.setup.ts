import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';

/** How browsers label a zip the user picked. */
export const ARCHIVE_CONTENT_TYPES: readonly string[] = [
  'application/zip',
  'application/x-zip-compressed',
  'application/octet-stream',
];

/**
 * Lets an import archive's body through as a stream: the import writes it to
 * disk under its own limit instead of Fastify buffering it in memory. Only
 * the import route declares these types (`AcceptsBody`): RequestBodyTypeCheck
 * answers 415 to an archive sent to any other route.
 */
@Injectable()
export class ArchiveBodySetup implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    if (fastify.hasContentTypeParser('application/zip')) return;
    fastify.addContentTypeParser([...ARCHIVE_CONTENT_TYPES], (_request, payload, done) =>
      done(null, payload),
    );
  }
}
