import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import { DEFAULT_SEED, generateDataset } from '../dataset/generate';
import { Gazetteer } from '../geocoder/gazetteer';
import { geocoderPlugin } from '../geocoder/plugin';
import { tilesPlugin } from '../tiles/plugin';
import { yelpPlugin } from '../yelp/plugin';

export interface DiscoveryPluginOptions {
  /** Seed of the generated data set (default DEFAULT_SEED). */
  seed?: number;
  /**
   * Base URL the browser reaches the sandbox at, for photo URLs in Yelp answers
   * (e.g. http://localhost:3010 when services call it as http://sandbox:3010).
   * Default: the origin each request was addressed to.
   */
  publicUrl?: string;
}

/**
 * The discovery stand-ins over one generated data set: Yelp Fusion under
 * /yelp/v3, a Nominatim-style geocoder under /geocoder and map tiles under
 * /tiles. The browser calls the geocoder and tiles directly, so they answer CORS.
 */
export async function discoveryPlugin(
  app: FastifyInstance,
  options: DiscoveryPluginOptions,
): Promise<void> {
  const dataset = generateDataset(options.seed ?? DEFAULT_SEED);
  const gazetteer = new Gazetteer(dataset);
  await app.register(cors, { origin: true, methods: ['GET', 'HEAD', 'OPTIONS'] });
  await app.register(yelpPlugin, {
    prefix: '/yelp',
    dataset,
    gazetteer,
    publicUrl: options.publicUrl,
  });
  await app.register(geocoderPlugin, { prefix: '/geocoder', gazetteer });
  await app.register(tilesPlugin, { prefix: '/tiles' });
}
