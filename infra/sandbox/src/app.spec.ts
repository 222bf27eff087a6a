import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';

describe('sandbox app', () => {
  let app: FastifyInstance;

  beforeEach(async () => {
    app = buildApp();
    await app.ready();
  });

  afterEach(async () => {
    await app.close();
  });

  it('reports itself healthy', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown routes with a JSON 404', async () => {
    const response = await app.inject({ method: 'POST', url: '/nowhere' });

    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'Cannot POST /nowhere' });
  });

  it('answers malformed requests with a JSON 400', async () => {
    const echo = buildApp();
    echo.post('/echo', async (request) => request.body);
    try {
      const response = await echo.inject({
        method: 'POST',
        url: '/echo',
        headers: { 'content-type': 'application/json' },
        payload: '{not json',
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: expect.any(String) });
    } finally {
      await echo.close();
    }
  });
});
