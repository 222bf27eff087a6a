import { resolve } from 'node:path';
import { ConfigError } from '@dd/nest-common';
import { loadGatewayConfig } from './config';

describe('loadGatewayConfig', () => {
  it('defaults to the local ports of docs/platform.md and serves the repository root', () => {
    const config = loadGatewayConfig({});

    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      AUTH_URL: 'http://127.0.0.1:3001',
      DIARY_URL: 'http://127.0.0.1:3002',
      MEDIA_URL: 'http://127.0.0.1:3003',
      YELP_URL: 'http://127.0.0.1:3004',
      UPSTREAM_TIMEOUT_MS: 10_000,
      STATIC_ROOT: resolve(__dirname, '..', '..', '..'),
    });
  });

  it('reads overrides, coercing numbers', () => {
    const config = loadGatewayConfig({
      PORT: '9090',
      UPSTREAM_TIMEOUT_MS: '250',
      DIARY_URL: 'http://diary:3002',
    });

    expect(config).toMatchObject({
      PORT: 9090,
      UPSTREAM_TIMEOUT_MS: 250,
      DIARY_URL: 'http://diary:3002',
    });
  });

  it('reads the cross-origin allow-list, same-origin only by default', () => {
    expect(loadGatewayConfig({}).CORS_ORIGINS).toEqual([]);
    expect(
      loadGatewayConfig({ CORS_ORIGINS: 'https://app.example.com, http://localhost:3000' })
        .CORS_ORIGINS,
    ).toEqual(['https://app.example.com', 'http://localhost:3000']);
  });

  it.each(['https://app.example.com/', 'https://app.example.com/shell', 'app.example.com'])(
    'refuses %s as a CORS origin',
    (origin) => {
      expect(() => loadGatewayConfig({ CORS_ORIGINS: origin })).toThrow(/CORS_ORIGINS/);
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
