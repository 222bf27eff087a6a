import type { FastifyInstance } from 'fastify';
import { renderTile } from './render';

export const MAX_ZOOM = 18;
const CACHE_ENTRIES = 2000;

/**
 * Slippy-map tiles at /tiles/{z}/{x}/{y}.png (256 px PNG, zoom 0–18) so
 * Leaflet maps render offline. Rendered tiles are kept in a small in-memory
 * LRU and may be cached by the browser for a day.
 */
export async function tilesPlugin(app: FastifyInstance): Promise<void> {
  const cache = new Map<string, Buffer>();

  app.get<{ Params: { z: string; x: string; file: string } }>(
    '/:z/:x/:file',
    async (request, reply) => {
      const y = /^(\d{1,6})\.png$/.exec(request.params.file)?.[1];
      const [z, x] = [request.params.z, request.params.x].map((value) =>
        /^\d{1,6}$/.test(value) ? Number(value) : NaN,
      );
      if (y === undefined || !Number.isInteger(z) || !Number.isInteger(x) || z! > MAX_ZOOM) {
        return reply.code(404).send({ message: 'Tile not found' });
      }
      const size = 2 ** z!;
      if (x! >= size || Number(y) >= size)
        return reply.code(404).send({ message: 'Tile not found' });

      const key = `${z}/${x}/${y}`;
      let png = cache.get(key);
      if (png) cache.delete(key);
      else png = await renderTile(z!, x!, Number(y));
      cache.set(key, png);
      if (cache.size > CACHE_ENTRIES) cache.delete(cache.keys().next().value!);

      return reply
        .header('content-type', 'image/png')
        .header('cache-control', 'public, max-age=86400')
        .send(png);
    },
  );
}
