import { loadServiceConfig, ServiceConfig } from '@dd/nest-common';

export type MediaConfig = ServiceConfig;

/** Reads and validates the media service's environment; throws a ConfigError naming what is wrong. */
export function loadMediaConfig(env: NodeJS.ProcessEnv = process.env): MediaConfig {
  return loadServiceConfig({ defaultDb: 'dining_media' }, env);
}
