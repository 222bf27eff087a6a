import type { RuntimeConfig } from '@dd/contracts';
import type { GatewayConfig } from '../config';

/** The shell's runtime configuration (docs/platform.md), from the gateway's environment. */
export function buildRuntimeConfig(config: GatewayConfig): RuntimeConfig {
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
