import type { GatewayConfig } from './config';

/** The backend services behind the gateway, the web tier among them. */
export const SERVICE_NAMES = ['auth', 'diary', 'media', 'yelp', 'web'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/** Base URLs of every service's replicas (usually one), from the gateway's configuration. */
export function serviceUrls(config: GatewayConfig): Record<ServiceName, readonly string[]> {
  return {
    auth: config.AUTH_URL,
    diary: config.DIARY_URL,
    media: config.MEDIA_URL,
    yelp: config.YELP_URL,
    web: config.WEB_URL,
  };
}

/** 'media' → 'Media', as error messages name a service. */
export function serviceLabel(service: ServiceName): string {
  return service.charAt(0).toUpperCase() + service.slice(1);
}
