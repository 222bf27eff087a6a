import { ConfigError } from '@dd/nest-common';
import { loadAuthConfig } from './config';

const keys = { JWT_PUBLIC_KEY: 'PUBLIC', JWT_PRIVATE_KEY: 'PRIVATE' };

describe('loadAuthConfig', () => {
  it('defaults to the local servers, the auth database, 7-day tokens and the sandbox SMTP', () => {
    expect(loadAuthConfig(keys)).toEqual({
      mongo: { url: 'mongodb://127.0.0.1:27017', dbName: 'dining_auth' },
      redis: { url: 'redis://127.0.0.1:6379', keyPrefix: 'dd:' },
      jwtPublicKey: 'PUBLIC',
      jwtPrivateKey: 'PRIVATE',
      tokenTtlSeconds: 604800,
      resetTokenTtlSeconds: 3600,
      mail: {
        smtpUrl: 'smtp://127.0.0.1:3025',
        from: 'Dining Diary <no-reply@dining-diary.local>',
        appOrigin: 'http://127.0.0.1:8080',
      },
      mediaUrl: 'http://127.0.0.1:3003',
      rateLimits: {
        loginFailures: { perEmail: 10, perIp: 50, windowSeconds: 900 },
        forgotPassword: { perEmail: 5, perIp: 20, windowSeconds: 3600 },
        signupsPerIp: { limit: 20, windowSeconds: 3600 },
        passwordChangeFailures: { limit: 5, windowSeconds: 900 },
      },
      passwordHashing: {
        hashConcurrency: 2,
        hashQueueMax: 20,
        verifyConcurrency: 2,
        verifyQueueMax: 40,
        maxWaitMs: 4000,
      },
    });
  });

  it('reads the limits and the app origin (without a trailing slash) from the environment', () => {
    const config = loadAuthConfig({
      ...keys,
      APP_ORIGIN: 'https://diary.example/',
      LOGIN_MAX_FAILURES_PER_EMAIL: '3',
      FORGOT_PASSWORD_WINDOW_SECONDS: '60',
      SIGNUP_MAX_PER_IP: '4',
      PASSWORD_CHANGE_MAX_FAILURES: '2',
      PASSWORD_HASH_CONCURRENCY: '1',
      PASSWORD_VERIFY_QUEUE_MAX: '7',
      PASSWORD_QUEUE_MAX_WAIT_MS: '1500',
    });
    expect(config.mail.appOrigin).toBe('https://diary.example');
    expect(config.rateLimits.loginFailures.perEmail).toBe(3);
    expect(config.rateLimits.forgotPassword.windowSeconds).toBe(60);
    expect(config.rateLimits.signupsPerIp.limit).toBe(4);
    expect(config.rateLimits.passwordChangeFailures.limit).toBe(2);
    expect(config.passwordHashing.hashConcurrency).toBe(1);
    expect(config.passwordHashing.verifyQueueMax).toBe(7);
    expect(config.passwordHashing.maxWaitMs).toBe(1500);
  });

  it('fails with a ConfigError naming the missing keys', () => {
    expect(() => loadAuthConfig({})).toThrow(ConfigError);
    expect(() => loadAuthConfig({})).toThrow(/JWT_PUBLIC_KEY: required/);
    expect(() => loadAuthConfig({ JWT_PUBLIC_KEY: 'PUBLIC' })).toThrow(
      /JWT_PRIVATE_KEY: required \(set JWT_PRIVATE_KEY or JWT_PRIVATE_KEY_FILE\)/,
    );
  });

  it('rejects a limit that is not a positive integer', () => {
    expect(() => loadAuthConfig({ ...keys, LOGIN_WINDOW_SECONDS: '0' })).toThrow(
      /LOGIN_WINDOW_SECONDS/,
    );
  });
});
