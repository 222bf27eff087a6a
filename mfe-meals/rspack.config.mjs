import {
  createFirstRequestsConfig,
  createRemotePrerenderConfig,
  createRemoteConfig,
} from '@dd/build-config';

export default [
  createRemoteConfig({
    dirname: import.meta.dirname,
    name: 'mfe_meals',
    devPort: 3102,
    exposes: { './routes': './src/routes.tsx' },
    // Lazily loaded pages, by route (the first match wins), hinted in their HTML.
    pages: {
      '/meals/new': 'add-meal-page',
      '/meals/:id': 'meal-page',
      '/meals/:id/edit': 'edit-meal-page',
    },
  }),
  createFirstRequestsConfig({ dirname: import.meta.dirname, remoteName: 'mfe_meals' }),
  createRemotePrerenderConfig({ dirname: import.meta.dirname, remoteName: 'mfe_meals' }),
];
