import type { RuntimeConfig } from '@dd/contracts';
import type { WebConfig } from '../config';

/** The shell's runtime configuration (docs/platform.md), from the web tier's environment. */
export function buildRuntimeConfig(config: WebConfig): RuntimeConfig {
  return {
    remotes: {
      mfe_restaurants: config.MFE_RESTAURANTS_MANIFEST,
      mfe_meals: config.MFE_MEALS_MANIFEST,
      mfe_discover: config.MFE_DISCOVER_MANIFEST,
      mfe_account: config.MFE_ACCOUNT_MANIFEST,
    },
    geocoderUrl: config.GEOCODER_URL,
    tileUrl: config.TILE_URL,
    storageUrl: config.STORAGE_URL,
  };
}
