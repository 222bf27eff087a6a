import { createRemoteConfig } from '@dd/build-config';

export default createRemoteConfig({
  dirname: import.meta.dirname,
  name: 'mfe_account',
  exposes: { './routes': './src/routes.tsx' },
});
