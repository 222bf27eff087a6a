import { createRemoteConfig, createRemoteServerConfig } from '@dd/build-config';

const exposes = { './routes': './src/routes.tsx' };

export default [
  createRemoteConfig({
    dirname: import.meta.dirname,
    name: 'mfe_meals',
    devPort: 3102,
    exposes,
    // Lazily loaded pages, by route (the first match wins), hinted in their HTML.
    pages: {
      '/meals/new': 'add-meal-page',
      '/meals/:id': 'meal-page',
      '/meals/:id/edit': 'edit-meal-page',
    },
  }),
  createRemoteServerConfig({ dirname: import.meta.dirname, name: 'mfe_meals', exposes }),
];
