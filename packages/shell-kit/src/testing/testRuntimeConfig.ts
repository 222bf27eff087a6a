import type { RuntimeConfig } from '@dd/contracts';

/** The gateway's /config.json as a remote sees it in tests. */
export const testRuntimeConfig: RuntimeConfig = {
  remotes: {},
  geocoderUrl: '/geocoder',
  tileUrl: '/tiles/{z}/{x}/{y}.png',
  storageUrl: 'https://bucket.example/uploads',
};
