import type { WebConfig } from '../config';

export type CspDirectives = Record<string, string[]>;

/**
 * The origin of an absolute http(s) URL, or undefined for a same-origin path
 * such as '/mfe/meals/mf-manifest.json'. Accepts URL templates: a Leaflet
 * `{s}` subdomain placeholder becomes the CSP wildcard `*`.
 */
export function originOf(url: string): string | undefined {
  const match = /^(https?):\/\/([^/?#]+)/i.exec(url.trim());
  if (!match) return undefined;
  const [, scheme, host] = match;
  return `${scheme}://${host.replace(/\{s\}/g, '*')}`.toLowerCase();
}

function origins(urls: string[]): string[] {
  return [
    ...new Set(urls.map(originOf).filter((origin): origin is string => origin !== undefined)),
  ];
}

/**
 * Where Yelp Fusion serves listing photos (`image_url`, `photos`): the
 * discover screen shows them and restaurants added from a listing keep them.
 */
export const LISTING_PHOTO_ORIGINS = ['https://*.yelpcdn.com'];

/**
 * The Content-Security-Policy of every web tier response: same origin by
 * default, widened only to the origins the runtime config points the browser
 * at (remotes hosted elsewhere, map tiles, image storage, geocoder), and for
 * images to Yelp's photo CDN. Map markers are inlined `data:` images.
 */
export function contentSecurityPolicyDirectives(config: WebConfig): CspDirectives {
  const remotes = origins([
    config.MFE_RESTAURANTS_MANIFEST,
    config.MFE_MEALS_MANIFEST,
    config.MFE_DISCOVER_MANIFEST,
    config.MFE_ACCOUNT_MANIFEST,
  ]);
  const tiles = origins([config.TILE_URL]);
  const storage = origins([config.STORAGE_URL]);
  const geocoder = origins([config.GEOCODER_URL]);
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", ...remotes],
    // A remote hosted elsewhere loads its CSS chunks from its own origin too.
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...new Set([...tiles, ...storage, ...geocoder, ...LISTING_PHOTO_ORIGINS]),
    ],
    'font-src': ["'self'", 'data:', ...remotes],
    'connect-src': ["'self'", ...new Set([...remotes, ...geocoder, ...storage])],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
  };
}
