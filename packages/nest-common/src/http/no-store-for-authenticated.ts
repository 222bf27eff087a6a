import type { FastifyInstance } from 'fastify';

/**
 * An answer to a request that carries credentials holds that user's data, so
 * no cache (a shared proxy, the browser's disk) may keep it: `no-store`,
 * whatever the route set, unless it already says `no-store`.
 */
export function noStoreForAuthenticated(fastify: FastifyInstance): void {
  fastify.addHook('onSend', async (request, reply, payload) => {
    if (!request.headers.authorization) return payload;
    const cacheControl = reply.getHeader('cache-control');
    if (!String(cacheControl ?? '').includes('no-store'))
      void reply.header('cache-control', 'no-store');
    return payload;
  });
}
