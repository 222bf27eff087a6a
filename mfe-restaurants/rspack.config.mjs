import { createFirstRequestsConfig, createRemoteConfig } from '@dd/build-config';

export default [
  createRemoteConfig({
    dirname: import.meta.dirname,
    name: 'mfe_restaurants',
    devPort: 3101,
    exposes: { './routes': './src/routes.tsx' },
  }),
  createFirstRequestsConfig({ dirname: import.meta.dirname, remoteName: 'mfe_restaurants' }),
];
