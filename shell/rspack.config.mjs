import {
  createPrerenderConfig,
  createServiceWorkerConfig,
  createShellConfig,
} from '@dd/build-config';

export default [
  createShellConfig({ dirname: import.meta.dirname }),
  createServiceWorkerConfig({ dirname: import.meta.dirname, hostName: 'shell' }),
  createPrerenderConfig({ dirname: import.meta.dirname }),
];
