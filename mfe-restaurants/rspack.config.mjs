import { createRemoteConfig, createRemoteServerConfig } from '@dd/build-config';

const exposes = { './routes': './src/routes.tsx' };

export default [
  createRemoteConfig({
    dirname: import.meta.dirname,
    name: 'mfe_restaurants',
    devPort: 3101,
    exposes,
  }),
  createRemoteServerConfig({ dirname: import.meta.dirname, name: 'mfe_restaurants', exposes }),
];
