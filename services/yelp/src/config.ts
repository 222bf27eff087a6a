import { loadServiceConfig, ServiceConfig } from '@dd/nest-common';

export type YelpConfig = ServiceConfig;

/** Reads and validates the yelp service's environment; throws a ConfigError naming what is wrong. */
export function loadYelpConfig(env: NodeJS.ProcessEnv = process.env): YelpConfig {
  return loadServiceConfig({ defaultDb: 'dining_yelp' }, env);
}
