import type { FastifyInstance } from 'fastify';
import type { Gazetteer, Place } from './gazetteer';

export interface GeocoderPluginOptions {
  gazetteer: Gazetteer;
}

const searchQuerySchema = {
  type: 'object',
  required: ['q'],
  properties: {
    q: { type: 'string', maxLength: 300 },
    format: { type: 'string', enum: ['json', 'jsonv2'], default: 'json' },
    limit: { type: 'integer', minimum: 1, maximum: 50, default: 10 },
  },
} as const;

const reverseQuerySchema = {
  type: 'object',
  required: ['lat', 'lon'],
  properties: {
    lat: { type: 'number', minimum: -90, maximum: 90 },
    lon: { type: 'number', minimum: -180, maximum: 180 },
    format: { type: 'string', enum: ['json', 'jsonv2'], default: 'json' },
  },
} as const;

/**
 * A Nominatim-compatible geocoder (mounted under /geocoder) that knows the data
 * set's cities, zip codes and streets. Like Nominatim, coordinates are strings.
 */
export async function geocoderPlugin(
  app: FastifyInstance,
  { gazetteer }: GeocoderPluginOptions,
): Promise<void> {
  app.get<{ Querystring: { q: string; limit: number } }>(
    '/search',
    { schema: { querystring: searchQuerySchema } },
    async (request) => {
      const place = gazetteer.search(request.query.q);
      return place ? [searchResult(place)].slice(0, request.query.limit) : [];
    },
  );

  app.get<{ Querystring: { lat: number; lon: number } }>(
    '/reverse',
    { schema: { querystring: reverseQuerySchema } },
    async (request) => {
      const place = gazetteer.reverse({
        latitude: request.query.lat,
        longitude: request.query.lon,
      });
      return {
        ...searchResult(place),
        lat: String(request.query.lat),
        lon: String(request.query.lon),
        address: {
          ...(place.street ? { road: place.street } : {}),
          city: place.city.name,
          state: place.city.stateName,
          ...(place.postcode ? { postcode: place.postcode } : {}),
          country: 'United States',
          country_code: 'us',
        },
      };
    },
  );
}

function searchResult(place: Place) {
  return {
    place_id: placeId(place.displayName),
    licence: 'Offline sandbox data',
    lat: place.latitude.toFixed(7),
    lon: place.longitude.toFixed(7),
    display_name: place.displayName,
    class: place.kind === 'street' ? 'highway' : 'boundary',
    type: { city: 'administrative', postcode: 'postcode', street: 'residential' }[place.kind],
  };
}

/** A stable numeric id from the name (Nominatim answers a place_id). */
function placeId(name: string): number {
  let hash = 0;
  for (const char of name) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return hash;
}
