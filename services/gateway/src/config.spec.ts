import { ConfigError } from '@dd/nest-common';
import { DEFAULT_RATE_LIMITS, jwtPublicKeyOf, loadGatewayConfig } from './config';

/** The one variable without a default. */
const KEY = { JWT_PUBLIC_KEY: 'PEM' };

describe('loadGatewayConfig', () => {
  it('defaults to the local ports of docs/platform.md and the web tier', () => {
    const config = loadGatewayConfig(KEY);

    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      AUTH_URL: ['http://127.0.0.1:3001'],
      DIARY_URL: ['http://127.0.0.1:3002'],
      MEDIA_URL: ['http://127.0.0.1:3003'],
      YELP_URL: ['http://127.0.0.1:3004'],
      WEB_URL: ['http://127.0.0.1:3005'],
      UPSTREAM_TIMEOUT_MS: 10_000,
      TRUSTED_PROXIES: [],
      INTERNAL_NETWORKS: ['127.0.0.1', '::1'],
      REDIS_URL: 'redis://127.0.0.1:6379',
      REDIS_PREFIX: 'dd:',
      API_BODY_LIMIT_BYTES: 1024 * 1024,
      UPLOAD_MAX_BYTES: 20 * 1024 * 1024,
      ...DEFAULT_RATE_LIMITS,
    });
  });

  it('needs the key that verifies tokens, inline or from a file', () => {
    expect(() => loadGatewayConfig({})).toThrow(/JWT_PUBLIC_KEY: required/);
    expect(jwtPublicKeyOf(loadGatewayConfig(KEY))).toBe('PEM');
  });

  it('reads the request budgets and the proxies in front of the gateway', () => {
    const config = loadGatewayConfig({
      ...KEY,
      RATE_LIMIT_READS_PER_USER: '5',
      RATE_LIMIT_WINDOW_SECONDS: '10',
      TRUSTED_PROXIES: '10.0.0.0/8',
      INTERNAL_NETWORKS: 'none',
    });
    expect(config).toMatchObject({
      RATE_LIMIT_READS_PER_USER: 5,
      RATE_LIMIT_WINDOW_SECONDS: 10,
      TRUSTED_PROXIES: ['10.0.0.0/8'],
      INTERNAL_NETWORKS: [],
    });
    expect(() => loadGatewayConfig({ ...KEY, RATE_LIMIT_UPLOADS_PER_IP: '0' })).toThrow(
      /RATE_LIMIT_UPLOADS_PER_IP/,
    );
  });

  it('reads overrides, coercing numbers', () => {
    const config = loadGatewayConfig({
      ...KEY,
      PORT: '9090',
      UPSTREAM_TIMEOUT_MS: '250',
      DIARY_URL: 'http://diary:3002',
    });

    expect(config).toMatchObject({
      PORT: 9090,
      UPSTREAM_TIMEOUT_MS: 250,
      DIARY_URL: ['http://diary:3002'],
    });
  });

  it("reads a service's replicas as a comma-separated list", () => {
    const config = loadGatewayConfig({
      ...KEY,
      DIARY_URL: 'http://127.0.0.1:3002, http://127.0.0.1:3012',
    });

    expect(config.DIARY_URL).toEqual(['http://127.0.0.1:3002', 'http://127.0.0.1:3012']);
    expect(() => loadGatewayConfig({ ...KEY, MEDIA_URL: 'http://m:1,not a url' })).toThrow(
      /MEDIA_URL/,
    );
  });

  it('reads the cross-origin allow-list, same-origin only by default', () => {
    expect(loadGatewayConfig(KEY).CORS_ORIGINS).toEqual([]);
    expect(
      loadGatewayConfig({ ...KEY, CORS_ORIGINS: 'https://app.example.com, http://localhost:3000' })
        .CORS_ORIGINS,
    ).toEqual(['https://app.example.com', 'http://localhost:3000']);
  });

  it.each(['https://app.example.com/', 'https://app.example.com/shell', 'app.example.com'])(
    'refuses %s as a CORS origin',
    (origin) => {
      expect(() => loadGatewayConfig({ ...KEY, CORS_ORIGINS: origin })).toThrow(/CORS_ORIGINS/);
    },
  );

  it('names every invalid variable at once', () => {
    expect(() => loadGatewayConfig({ AUTH_URL: 'not a url', UPSTREAM_TIMEOUT_MS: '-1' })).toThrow(
      ConfigError,
    );
    expect(() => loadGatewayConfig({ AUTH_URL: 'not a url', UPSTREAM_TIMEOUT_MS: '-1' })).toThrow(
      /AUTH_URL[\s\S]*UPSTREAM_TIMEOUT_MS|UPSTREAM_TIMEOUT_MS[\s\S]*AUTH_URL/,
    );
  });
});
