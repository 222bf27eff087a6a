import { resolve } from 'node:path';
import { loadWebConfig } from './config';

const KEY = { JWT_PUBLIC_KEY: 'PEM' };

describe('loadWebConfig', () => {
  it('defaults to port 3005, the repository root and the local gateway for API reads', () => {
    expect(loadWebConfig(KEY)).toMatchObject({
      PORT: 3005,
      HOST: '127.0.0.1',
      STATIC_ROOT: resolve(__dirname, '..', '..', '..'),
      API_URL: 'http://127.0.0.1:8080',
      FIRST_SCREEN_DEADLINE_MS: 1000,
      // The gateway in front of it, on the same host locally.
      TRUSTED_PROXIES: ['127.0.0.1', '::1'],
      MFE_MEALS_MANIFEST: '/mfe/meals/mf-manifest.json',
      STORAGE_URL: '/api/uploads/images',
    });
  });

  it('needs the key that verifies session tokens', () => {
    expect(() => loadWebConfig({})).toThrow(/JWT_PUBLIC_KEY: required/);
  });

  it('refuses an API URL that is not one', () => {
    expect(() => loadWebConfig({ ...KEY, API_URL: 'gateway' })).toThrow(/API_URL/);
  });
});
