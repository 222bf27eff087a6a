import { loadYelpConfig } from './config';

describe('loadYelpConfig', () => {
  it('defaults to the local servers, the yelp database and the sandbox upstream', () => {
    expect(loadYelpConfig({ JWT_PUBLIC_KEY: 'PEM' })).toEqual({
      mongo: { url: 'mongodb://127.0.0.1:27017', dbName: 'dining_yelp' },
      redis: { url: 'redis://127.0.0.1:6379', keyPrefix: 'dd:' },
      jwtPublicKey: 'PEM',
      yelp: {
        apiUrl: 'http://127.0.0.1:3010/yelp',
        apiKey: 'sandbox',
        timeoutMs: 5000,
        rateLimitPerMinute: 120,
      },
    });
  });

  it('talks to the public Yelp API when only a key is configured', () => {
    const { yelp } = loadYelpConfig({ JWT_PUBLIC_KEY: 'PEM', YELP_API_KEY: 'real-key' });
    expect(yelp).toMatchObject({ apiUrl: 'https://api.yelp.com', apiKey: 'real-key' });
  });

  it('takes the upstream URL, time-out and rate limit from the environment', () => {
    const { yelp } = loadYelpConfig({
      JWT_PUBLIC_KEY: 'PEM',
      YELP_API_URL: 'http://127.0.0.1:9999/yelp/',
      YELP_TIMEOUT_MS: '250',
      YELP_RATE_LIMIT_PER_MINUTE: '3',
    });
    expect(yelp).toEqual({
      apiUrl: 'http://127.0.0.1:9999/yelp',
      apiKey: 'sandbox',
      timeoutMs: 250,
      rateLimitPerMinute: 3,
    });
  });

  it('rejects an upstream URL that is not a URL', () => {
    expect(() => loadYelpConfig({ JWT_PUBLIC_KEY: 'PEM', YELP_API_URL: 'sandbox' })).toThrow(
      /YELP_API_URL/,
    );
  });
});
