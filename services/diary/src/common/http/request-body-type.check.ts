import { HttpStatus, Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { acceptedBodyOf, mediaTypeOf } from './accepted-body';

/**
 * Answers 415 `{ message }` to a request whose body (or declared content
 * type) is not one its route accepts (`AcceptsBody`; JSON by default).
 * Fastify's content type parsers are global, and Nest registers every route
 * on the root instance, so this onRequest hook is what keeps a zip or a CSV
 * from reaching a JSON route (where it would parse into something else).
 */
@Injectable()
export class RequestBodyTypeCheck implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onRequest', async (request, reply) => {
      const type = mediaTypeOf(request.headers['content-type']);
      if (type === undefined && !hasBody(request)) return;
      const accepted = acceptedBodyOf(request.routeOptions.config);
      if (type !== undefined && accepted.types.includes(type)) return;
      return reply.code(HttpStatus.UNSUPPORTED_MEDIA_TYPE).send({ message: accepted.refusal });
    });
  }
}

function hasBody(request: FastifyRequest): boolean {
  const { 'content-length': length, 'transfer-encoding': encoding } = request.headers;
  return encoding !== undefined || Number(length ?? 0) > 0;
}
