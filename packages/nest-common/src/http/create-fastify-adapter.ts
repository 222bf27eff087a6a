import { FastifyAdapter } from '@nestjs/platform-fastify';
import { REQUEST_ID_HEADER, requestIdFor } from './request-id';

export interface FastifyAdapterOptions {
  /** Largest accepted request body in bytes (Fastify's default is 1 MiB). */
  bodyLimit?: number;
}

/**
 * The Fastify adapter every service uses: it sits behind the gateway (trustProxy),
 * and each request carries an id taken from `x-request-id` or generated, echoed
 * back in the response header.
 */
export function createFastifyAdapter(options: FastifyAdapterOptions = {}): FastifyAdapter {
  const adapter = new FastifyAdapter({
    trustProxy: true,
    genReqId: requestIdFor,
    ...(options.bodyLimit !== undefined && { bodyLimit: options.bodyLimit }),
  });
  adapter.getInstance().addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
  return adapter;
}
