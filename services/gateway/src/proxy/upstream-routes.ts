import type { ServiceName } from '../services';

export interface UpstreamRoute {
  /** Path prefix; it and everything below it (`<prefix>/...`) go to the service, path unchanged. */
  prefix: string;
  service: ServiceName;
}

/**
 * The routing table of docs/platform.md: the `/api` prefixes, the public
 * share pages, and last the web tier, which takes every other path (pages,
 * `/mfe/*`, the shell's files, `/config.json`). Fastify's router prefers the
 * longer static prefix, so the order only reads as the table does.
 */
export const UPSTREAM_ROUTES: readonly UpstreamRoute[] = [
  { prefix: '/api/auth', service: 'auth' },
  { prefix: '/api/restaurants', service: 'diary' },
  { prefix: '/api/meals', service: 'diary' },
  { prefix: '/api/tags', service: 'diary' },
  { prefix: '/api/restaurant-tags', service: 'diary' },
  { prefix: '/api/meal-tags', service: 'diary' },
  // Who the user ate with, across their meals (issue 45).
  { prefix: '/api/companions', service: 'diary' },
  { prefix: '/api/posts', service: 'diary' },
  { prefix: '/api/exports', service: 'diary' },
  { prefix: '/api/imports', service: 'diary' },
  { prefix: '/api/shares', service: 'diary' },
  // Read-only share pages and their photos, public (issue 29).
  { prefix: '/s', service: 'diary' },
  { prefix: '/api/uploads', service: 'media' },
  { prefix: '/api/yelp', service: 'yelp' },
  { prefix: '/api/categories', service: 'yelp' },
  { prefix: '/', service: 'web' },
];
