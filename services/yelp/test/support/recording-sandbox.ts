import { buildApp } from '@dd/sandbox';
import type { FastifyInstance } from 'fastify';

export interface RecordedCall {
  method: string;
  /** Path and query as the sandbox received them. */
  url: string;
  authorization?: string;
}

export interface RecordingSandbox {
  /** Base URL to give the service as YELP_API_URL. */
  yelpApiUrl: string;
  /** Every request that reached the Yelp endpoints, in order. */
  calls: RecordedCall[];
  close(): Promise<void>;
}

/** The real sandbox on a random port, recording what reaches its Yelp API. */
export async function startRecordingSandbox(): Promise<RecordingSandbox> {
  const app: FastifyInstance = buildApp();
  const calls: RecordedCall[] = [];
  app.addHook('onRequest', async (request) => {
    if (request.url.startsWith('/yelp/v3/')) {
      calls.push({
        method: request.method,
        url: request.url,
        authorization: request.headers.authorization,
      });
    }
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { yelpApiUrl: `${address}/yelp`, calls, close: () => app.close() };
}
