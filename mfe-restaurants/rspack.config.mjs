import { createRemoteConfig, createRemoteServerConfig } from '@dd/build-config';

const exposes = { './routes': './src/routes.tsx' };

export default [
  createRemoteConfig({
    dirname: import.meta.dirname,
    name: 'mfe_restaurants',
    devPort: 3101,
    exposes,
    // Lazily loaded pages, by route (the first match wins), hinted in their HTML.
    pages: {
      '/restaurants/new': 'add-restaurant-page',
      '/restaurants/link-yelp': 'link-yelp-page',
      '/restaurants/:id': 'restaurant-page',
      '/restaurants/:id/edit': 'edit-restaurant-page',
    },
  }),
  createRemoteServerConfig({ dirname: import.meta.dirname, name: 'mfe_restaurants', exposes }),
];
