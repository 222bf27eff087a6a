import { createFirstRequestsConfig, createRemoteConfig } from '@dd/build-config';

export default [
  createRemoteConfig({
    dirname: import.meta.dirname,
    name: 'mfe_discover',
    devPort: 3103,
    exposes: { './routes': './src/routes.tsx' },
  }),
  createFirstRequestsConfig({ dirname: import.meta.dirname, remoteName: 'mfe_discover' }),
];
