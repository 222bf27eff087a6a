import { loadWebConfig } from '../config';
import { contentSecurityPolicyDirectives, originOf } from './content-security-policy';

describe('originOf', () => {
  it.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://*.tile.openstreetmap.org'],
    ['http://127.0.0.1:3010/tiles/{z}/{x}/{y}.png', 'http://127.0.0.1:3010'],
    ['HTTPS://CDN.Example.com/mfe-meals/mf-manifest.json?v=2', 'https://cdn.example.com'],
    ['https://nominatim.openstreetmap.org', 'https://nominatim.openstreetmap.org'],
  ])('%s → %s', (url, origin) => {
    expect(originOf(url)).toBe(origin);
  });

  it.each([
    '/mfe/meals/mf-manifest.json',
    '/api/uploads/images',
    'mfe/meals.json',
    'ftp://files.example.com/x',
  ])('has no origin for the same-origin or non-web URL %s', (url) => {
    expect(originOf(url)).toBeUndefined();
  });
});

describe('contentSecurityPolicyDirectives', () => {
  it('allows only the own origin with the default, same-origin config (plus OSM tiles and geocoder, Yelp photos)', () => {
    const directives = contentSecurityPolicyDirectives(loadWebConfig({ JWT_PUBLIC_KEY: 'PEM' }));

    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'https://tile.openstreetmap.org',
      'https://nominatim.openstreetmap.org',
      'https://*.yelpcdn.com',
    ]);
    expect(directives['connect-src']).toEqual(["'self'", 'https://nominatim.openstreetmap.org']);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
  });

  it('adds each distinct origin the runtime config points at, once', () => {
    const directives = contentSecurityPolicyDirectives(
      loadWebConfig({
        JWT_PUBLIC_KEY: 'PEM',
        MFE_MEALS_MANIFEST: 'https://cdn.example.com/mfe-meals/2.0.0/mf-manifest.json',
        MFE_ACCOUNT_MANIFEST: 'https://cdn.example.com/mfe-account/1.0.0/mf-manifest.json',
        STORAGE_URL: 'https://images.example.com/dd',
        GEOCODER_URL: 'http://127.0.0.1:3010/geocoder',
        TILE_URL: 'http://127.0.0.1:3010/tiles/{z}/{x}/{y}.png',
      }),
    );

    expect(directives['script-src']).toEqual(["'self'", 'https://cdn.example.com']);
    expect(directives['img-src']).toEqual([
      "'self'",
      'data:',
      'blob:',
      'http://127.0.0.1:3010',
      'https://images.example.com',
      'https://*.yelpcdn.com',
    ]);
    expect(directives['connect-src']).toEqual([
      "'self'",
      'https://cdn.example.com',
      'http://127.0.0.1:3010',
      'https://images.example.com',
    ]);
  });
});
