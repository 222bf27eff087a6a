import { createRemoteConfig, createRemoteServerConfig } from '@dd/build-config';

const exposes = { './routes': './src/routes.tsx' };

export default [
  createRemoteConfig({
    dirname: import.meta.dirname,
    name: 'mfe_meals',
    devPort: 3102,
    exposes,
  }),
  createRemoteServerConfig({ dirname: import.meta.dirname, name: 'mfe_meals', exposes }),
];
