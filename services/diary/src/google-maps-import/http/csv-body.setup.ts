import { Injectable, OnModuleInit, PayloadTooLargeException } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { GOOGLE_MAPS_IMPORT_MAX_BYTES } from '@dd/contracts';
import type { FastifyInstance } from 'fastify';

/** The path prefix of the import's CSV endpoints. */
export const GOOGLE_MAPS_IMPORT_PATH = '/api/imports/google-maps';

export const CSV_TOO_LARGE = `The file is too large: a Google Maps import is at most ${GOOGLE_MAPS_IMPORT_MAX_BYTES / (1024 * 1024)} MB`;

/**
 * Lets the service read `text/csv` bodies (the saved-places import), as raw
 * bytes of at most GOOGLE_MAPS_IMPORT_MAX_BYTES: the import decodes and checks
 * them itself. Only the routes declaring text/csv (`AcceptsBody`) reach this
 * parser: RequestBodyTypeCheck answers 415 to a CSV sent anywhere else.
 * Done from the module, so the service and its tests get the same parser.
 */
@Injectable()
export class CsvBodySetup implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addContentTypeParser(
      'text/csv',
      { parseAs: 'buffer', bodyLimit: GOOGLE_MAPS_IMPORT_MAX_BYTES },
      (_request, body, done) => done(null, body),
    );
    // A body announced too large is answered before a byte of it is read, in
    // the import's words (a chunked one is cut by the parser's limit above).
    fastify.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'POST') return;
      if (!request.url.startsWith(GOOGLE_MAPS_IMPORT_PATH)) return;
      const declared = Number(request.headers['content-length']);
      if (!(declared > GOOGLE_MAPS_IMPORT_MAX_BYTES)) return;
      const error = new PayloadTooLargeException(CSV_TOO_LARGE);
      return reply.code(error.getStatus()).send({ message: error.message });
    });
  }
}
