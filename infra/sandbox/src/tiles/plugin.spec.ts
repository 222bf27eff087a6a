import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { buildApp } from '../app';

describe('sandbox map tiles', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = buildApp();
    await app.ready();
  });

  afterAll(() => app.close());

  it('serves a cacheable 256 px PNG tile', async () => {
    const response = await app.inject({ url: '/tiles/13/1420/2945.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toMatch(/max-age=\d+/);
    const metadata = await sharp(response.rawPayload).metadata();
    expect(metadata).toMatchObject({ format: 'png', width: 256, height: 256 });
  });

  it('serves the same bytes for the same tile', async () => {
    const first = await app.inject({ url: '/tiles/18/1000/2000.png' });
    const second = await app.inject({ url: '/tiles/18/1000/2000.png' });
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it.each([
    '/tiles/19/0/0.png',
    '/tiles/2/4/0.png',
    '/tiles/2/0/4.png',
    '/tiles/a/0/0.png',
    '/tiles/1/0/0.jpg',
  ])('answers 404 JSON for %s', async (url) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Tile not found' });
  });
});
