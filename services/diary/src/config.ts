import { loadServiceConfig, ServiceConfig } from '@dd/nest-common';

/**
 * The diary's configuration: its database, the key that verifies tokens, and
 * Redis, which the shared guard reads to refuse revoked (logged-out) tokens.
 */
export type DiaryConfig = ServiceConfig;

/** Reads and validates the diary's environment; throws a ConfigError naming what is wrong. */
export function loadDiaryConfig(env: NodeJS.ProcessEnv = process.env): DiaryConfig {
  return loadServiceConfig({ defaultDb: 'dining_diary' }, env);
}
