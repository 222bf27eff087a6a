import { loadServiceConfig, ServiceConfig } from '@dd/nest-common';

/** The diary keeps nothing in Redis, so it takes no Redis connection. */
export type DiaryConfig = Omit<ServiceConfig, 'redis'>;

/** Reads and validates the diary's environment; throws a ConfigError naming what is wrong. */
export function loadDiaryConfig(env: NodeJS.ProcessEnv = process.env): DiaryConfig {
  const { mongo, jwtPublicKey } = loadServiceConfig({ defaultDb: 'dining_diary' }, env);
  return { mongo, jwtPublicKey };
}
