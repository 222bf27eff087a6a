import {
  createFirstRequestsConfig,
  createRemotePrerenderConfig,
  createRemoteConfig,
} from '@dd/build-config';

export default [
  createRemoteConfig({
    dirname: import.meta.dirname,
    name: 'mfe_restaurants',
    devPort: 3101,
    exposes: { './routes': './src/routes.tsx' },
    // Lazily loaded pages, by route (the first match wins), hinted in their HTML.
    pages: {
      '/restaurants/new': 'add-restaurant-page',
      '/restaurants/link-yelp': 'link-yelp-page',
      '/restaurants/:id': 'restaurant-page',
      '/restaurants/:id/edit': 'edit-restaurant-page',
    },
  }),
  createFirstRequestsConfig({ dirname: import.meta.dirname, remoteName: 'mfe_restaurants' }),
  createRemotePrerenderConfig({ dirname: import.meta.dirname, remoteName: 'mfe_restaurants' }),
];
