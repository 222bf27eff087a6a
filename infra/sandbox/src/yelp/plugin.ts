import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Dataset } from '../dataset/types';
import type { Gazetteer } from '../geocoder/gazetteer';
import { autocomplete } from './autocomplete';
import { foodCardSvg } from './images';
import {
  LocationNotFoundError,
  MAX_RADIUS_M,
  searchBusinesses,
  SORT_BY,
  type SortBy,
} from './search';
import { YelpSerializer } from './serialize';

export interface YelpPluginOptions {
  dataset: Dataset;
  gazetteer: Gazetteer;
  /** Base URL of photo links; default the origin of each request. */
  publicUrl?: string;
}

interface SearchQuery {
  term?: string;
  location?: string;
  latitude?: number;
  longitude?: number;
  radius?: number;
  categories?: string;
  price?: string;
  open_now?: boolean;
  sort_by: SortBy;
  limit: number;
  offset: number;
}

interface AutocompleteQuery {
  text: string;
  latitude?: number;
  longitude?: number;
}

const searchQuerySchema = {
  type: 'object',
  properties: {
    term: { type: 'string', maxLength: 200 },
    location: { type: 'string', minLength: 1, maxLength: 250 },
    latitude: { type: 'number', minimum: -90, maximum: 90 },
    longitude: { type: 'number', minimum: -180, maximum: 180 },
    radius: { type: 'integer', minimum: 0, maximum: MAX_RADIUS_M },
    categories: { type: 'string' },
    price: { type: 'string', pattern: '^[1-4](,[1-4])*$' },
    open_now: { type: 'boolean' },
    sort_by: { type: 'string', enum: SORT_BY, default: 'best_match' },
    limit: { type: 'integer', minimum: 0, maximum: 50, default: 20 },
    offset: { type: 'integer', minimum: 0, maximum: 1000, default: 0 },
  },
} as const;

const autocompleteQuerySchema = {
  type: 'object',
  required: ['text'],
  properties: {
    text: { type: 'string', minLength: 1, maxLength: 200 },
    latitude: { type: 'number', minimum: -90, maximum: 90 },
    longitude: { type: 'number', minimum: -180, maximum: 180 },
  },
} as const;

/**
 * Yelp Fusion v3 over the generated data set, mounted under /yelp: the
 * business endpoints demand a bearer token like the real API and answer its
 * error shape `{ error: { code, description } }`; photos are public.
 */
export async function yelpPlugin(
  app: FastifyInstance,
  { dataset, gazetteer, publicUrl }: YelpPluginOptions,
): Promise<void> {
  const serializerFor = (request: FastifyRequest) =>
    new YelpSerializer(publicUrl?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`);

  app.get<{ Params: { id: string; file: string } }>('/photos/:id/:file', async (request, reply) => {
    const business = dataset.byIdOrAlias.get(request.params.id);
    const index = /^(\d)\.svg$/.exec(request.params.file)?.[1];
    if (!business || index === undefined || Number(index) >= business.photoCount) {
      return reply.code(404).send({ message: 'Photo not found' });
    }
    return reply
      .header('content-type', 'image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(foodCardSvg(business, Number(index)));
  });

  await app.register(
    async (v3) => {
      v3.addHook('onRequest', requireBearerToken);
      v3.setErrorHandler(
        (error: Error & { validation?: unknown; statusCode?: number }, _request, reply) => {
          if (error.validation) return yelpError(reply, 400, 'VALIDATION_ERROR', error.message);
          if (error instanceof LocationNotFoundError)
            return yelpError(reply, 400, 'LOCATION_NOT_FOUND', error.message);
          app.log.error(error);
          return yelpError(reply, 500, 'INTERNAL_ERROR', 'Something went wrong internally');
        },
      );

      v3.get<{ Querystring: SearchQuery }>(
        '/businesses/search',
        { schema: { querystring: searchQuerySchema } },
        async (request, reply) => {
          const query = request.query;
          const hasCentre = query.latitude !== undefined && query.longitude !== undefined;
          if (!hasCentre && !query.location) {
            return yelpError(
              reply,
              400,
              'VALIDATION_ERROR',
              'Please specify a location or a latitude and longitude',
            );
          }
          const result = searchBusinesses(dataset, gazetteer, {
            term: query.term,
            location: hasCentre ? undefined : query.location,
            centre: hasCentre
              ? { latitude: query.latitude!, longitude: query.longitude! }
              : undefined,
            radius: query.radius,
            categories: query.categories
              ?.split(',')
              .map((alias) => alias.trim())
              .filter(Boolean),
            prices: query.price?.split(',').map(Number),
            openNow: query.open_now,
            sortBy: query.sort_by,
            limit: query.limit,
            offset: query.offset,
          });
          const serializer = serializerFor(request);
          return {
            businesses: result.hits.map((hit) =>
              serializer.summary(hit.business, round1(hit.distance)),
            ),
            total: result.total,
            region: { center: result.centre },
          };
        },
      );

      v3.get<{ Params: { id: string } }>('/businesses/:id', async (request, reply) => {
        const business = dataset.byIdOrAlias.get(request.params.id);
        if (!business) return businessNotFound(reply);
        return serializerFor(request).details(business);
      });

      v3.get<{ Params: { id: string } }>('/businesses/:id/reviews', async (request, reply) => {
        const business = dataset.byIdOrAlias.get(request.params.id);
        if (!business) return businessNotFound(reply);
        return serializerFor(request).reviews(business);
      });

      v3.get<{ Querystring: AutocompleteQuery }>(
        '/autocomplete',
        { schema: { querystring: autocompleteQuerySchema } },
        async (request) => {
          const { text, latitude, longitude } = request.query;
          const centre =
            latitude !== undefined && longitude !== undefined ? { latitude, longitude } : undefined;
          return autocomplete(dataset, text, centre);
        },
      );
    },
    { prefix: '/v3' },
  );
}

async function requireBearerToken(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const token = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (!token) {
    await yelpError(
      reply,
      401,
      'TOKEN_MISSING',
      'An access token must be supplied in order to use this endpoint.',
    );
  }
}

function businessNotFound(reply: FastifyReply) {
  return yelpError(reply, 404, 'BUSINESS_NOT_FOUND', 'The requested business could not be found.');
}

function yelpError(reply: FastifyReply, status: number, code: string, description: string) {
  return reply.code(status).send({ error: { code, description } });
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
