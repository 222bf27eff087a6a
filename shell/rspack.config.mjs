import {
  createLandingConfig,
  createServiceWorkerConfig,
  createShellConfig,
  createShellServerConfig,
} from '@dd/build-config';

export default [
  createShellConfig({ dirname: import.meta.dirname }),
  createLandingConfig({ dirname: import.meta.dirname }),
  createServiceWorkerConfig({ dirname: import.meta.dirname, hostName: 'shell' }),
  createShellServerConfig({ dirname: import.meta.dirname }),
];
