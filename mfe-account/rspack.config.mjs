import { createRemoteConfig, createRemoteServerConfig } from '@dd/build-config';

const exposes = { './routes': './src/routes.tsx' };

export default [
  createRemoteConfig({
    dirname: import.meta.dirname,
    name: 'mfe_account',
    devPort: 3104,
    exposes,
  }),
  createRemoteServerConfig({ dirname: import.meta.dirname, name: 'mfe_account', exposes }),
];
