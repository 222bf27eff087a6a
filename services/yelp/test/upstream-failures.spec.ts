import Fastify, { type FastifyInstance } from 'fastify';
import { createServer, type Server, type Socket } from 'node:net';
import { startYelpService, type YelpServiceUnderTest } from './support/yelp-test-harness';

const NEARBY = '/api/yelp/search/nearby?latitude=43.6&longitude=-116.2';

/** A port nothing listens on: bound once, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('yelp proxy when the upstream fails', () => {
  describe('upstream down', () => {
    let service: YelpServiceUnderTest;

    beforeAll(async () => {
      service = await startYelpService({
        YELP_API_URL: `http://127.0.0.1:${await closedPort()}/yelp`,
      });
    });
    afterAll(() => service.stop());

    it('answers 503 JSON at once, well within the time-out', async () => {
      const started = Date.now();
      const response = await service.get(NEARBY);
      expect(response).toEqual({
        statusCode: 503,
        body: { message: 'Yelp is unreachable, try again later' },
      });
      expect(Date.now() - started).toBeLessThan(5000);
    });
  });

  describe('upstream that never answers', () => {
    let silent: Server;
    const sockets: Socket[] = [];
    let service: YelpServiceUnderTest;

    beforeAll(async () => {
      // Accepts connections and then says nothing.
      silent = createServer((socket) => sockets.push(socket));
      await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
      const { port } = silent.address() as { port: number };
      service = await startYelpService({
        YELP_API_URL: `http://127.0.0.1:${port}/yelp`,
        YELP_TIMEOUT_MS: '300',
      });
    });
    afterAll(async () => {
      await service.stop();
      sockets.forEach((socket) => socket.destroy());
      await new Promise((resolve) => silent.close(resolve));
    });

    it('answers 504 JSON once the time-out passes', async () => {
      const started = Date.now();
      const response = await service.get(NEARBY);
      expect(response).toEqual({
        statusCode: 504,
        body: { message: 'Yelp did not answer within 300 ms' },
      });
      expect(Date.now() - started).toBeLessThan(2000);
    });
  });

  describe('upstream error statuses', () => {
    let upstream: FastifyInstance;
    let status = 500;
    let hits = 0;
    let service: YelpServiceUnderTest;

    beforeAll(async () => {
      upstream = Fastify();
      upstream.get('/yelp/v3/businesses/search', async (_request, reply) => {
        hits++;
        return reply
          .code(status)
          .send({ error: { code: 'SOMETHING', description: 'upstream says no' } });
      });
      const address = await upstream.listen({ port: 0, host: '127.0.0.1' });
      service = await startYelpService({ YELP_API_URL: `${address}/yelp` });
    });
    afterAll(async () => {
      await service.stop();
      await upstream.close();
    });

    it.each([
      [401, 502, 'Yelp rejected the service credentials'],
      [403, 502, 'Yelp rejected the service credentials'],
      [429, 503, 'Yelp request quota reached, try again later'],
      [500, 502, 'Yelp is failing (HTTP 500), try again later'],
      [503, 502, 'Yelp is failing (HTTP 503), try again later'],
    ])(
      'maps upstream %i to %i JSON and does not cache it',
      async (upstreamStatus, expected, message) => {
        status = upstreamStatus;
        const before = hits;
        expect(await service.get(NEARBY)).toEqual({ statusCode: expected, body: { message } });
        expect(await service.get(NEARBY)).toEqual({ statusCode: expected, body: { message } });
        expect(hits - before).toBe(2);
      },
    );
  });
});
