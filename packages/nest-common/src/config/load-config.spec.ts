import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { ConfigError } from './config-error';
import { loadConfig } from './load-config';
import {
  fileContentsSchema,
  logLevelsFrom,
  requireInlineOrFile,
  serviceEnvSchema,
} from './service-env.schema';

describe('loadConfig', () => {
  it('applies the service defaults', () => {
    expect(loadConfig(serviceEnvSchema, {})).toEqual({
      HOST: '127.0.0.1',
      LOG_LEVEL: 'log',
      HTTP_REQUEST_TIMEOUT_MS: 120_000,
      HTTP_IDLE_TIMEOUT_MS: 30_000,
      TRUSTED_PROXIES: ['127.0.0.1', '::1'],
      SHUTDOWN_DELAY_MS: 1000,
      SHUTDOWN_TIMEOUT_MS: 25_000,
    });
  });

  it('reads the trusted proxies, none meaning nobody', () => {
    expect(
      loadConfig(serviceEnvSchema, { TRUSTED_PROXIES: '172.28.0.10, 10.0.0.0/8' }).TRUSTED_PROXIES,
    ).toEqual(['172.28.0.10', '10.0.0.0/8']);
    expect(loadConfig(serviceEnvSchema, { TRUSTED_PROXIES: 'none' }).TRUSTED_PROXIES).toEqual([]);
    expect(() => loadConfig(serviceEnvSchema, { TRUSTED_PROXIES: 'gateway' })).toThrow(
      /TRUSTED_PROXIES/,
    );
  });

  it('coerces PORT to a number', () => {
    expect(loadConfig(serviceEnvSchema, { PORT: '3002' }).PORT).toBe(3002);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig(serviceEnvSchema, { HOST: '' }).HOST).toBe('127.0.0.1');
  });

  it('names every invalid or missing variable in one message', () => {
    const schema = serviceEnvSchema.extend({ MONGO_URL: z.string() });
    const load = () => loadConfig(schema, { PORT: 'eighty', LOG_LEVEL: 'loud' });
    expect(load).toThrow(ConfigError);
    const message = (() => {
      try {
        load();
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(message).toMatch(/^Invalid configuration: /);
    expect(message).toContain('PORT');
    expect(message).toContain('LOG_LEVEL');
    expect(message).toContain('MONGO_URL: required');
    expect(message).not.toContain('\n');
  });
});

describe('inline-or-file variables', () => {
  const schema = z
    .object({
      JWT_PUBLIC_KEY: z.string().optional(),
      JWT_PUBLIC_KEY_FILE: fileContentsSchema.optional(),
    })
    .superRefine(requireInlineOrFile('JWT_PUBLIC_KEY'));

  it('requires one of the two', () => {
    expect(() => loadConfig(schema, {})).toThrow(
      'Invalid configuration: JWT_PUBLIC_KEY: required (set JWT_PUBLIC_KEY or JWT_PUBLIC_KEY_FILE)',
    );
  });

  it('reads the file named by NAME_FILE', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'nest-common-')), 'key.pem');
    writeFileSync(file, 'PEM CONTENTS');
    expect(loadConfig(schema, { JWT_PUBLIC_KEY_FILE: file }).JWT_PUBLIC_KEY_FILE).toBe(
      'PEM CONTENTS',
    );
  });

  it('reports an unreadable file under its variable', () => {
    expect(() => loadConfig(schema, { JWT_PUBLIC_KEY_FILE: '/nonexistent/key.pem' })).toThrow(
      /JWT_PUBLIC_KEY_FILE: cannot read file \/nonexistent\/key\.pem \(ENOENT\)/,
    );
  });
});

describe('logLevelsFrom', () => {
  it('includes the level and every more severe one', () => {
    expect(logLevelsFrom('warn')).toEqual(['warn', 'error', 'fatal']);
  });
});
