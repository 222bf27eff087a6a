import { runtimeConfigSchema } from '@dd/contracts';
import { startWeb } from './support/web';
import { createStaticRoot, type StaticRoot } from './support/static-root';

describe('GET /config.json', () => {
  // A fake build: the repository's own (its shell's server renderer included) is not what is tested here.
  let staticRoot: StaticRoot;

  beforeAll(() => {
    staticRoot = createStaticRoot();
  });

  afterAll(() => staticRoot.remove());

  it('answers the default runtime config, revalidated on every load', async () => {
    const web = await startWeb({ STATIC_ROOT: staticRoot.path });
    try {
      const response = await fetch(`${web.url}/config.json`);

      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const body: unknown = await response.json();
      expect(runtimeConfigSchema.safeParse(body).success).toBe(true);
      expect(body).toEqual({
        remotes: {
          mfe_restaurants: '/mfe/restaurants/mf-manifest.json',
          mfe_meals: '/mfe/meals/mf-manifest.json',
          mfe_discover: '/mfe/discover/mf-manifest.json',
          mfe_account: '/mfe/account/mf-manifest.json',
        },
        geocoderUrl: 'https://nominatim.openstreetmap.org',
        tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        storageUrl: '/api/uploads/images',
      });
    } finally {
      await web.close();
    }
  });

  it('points the shell at what the environment says', async () => {
    const web = await startWeb({
      STATIC_ROOT: staticRoot.path,
      MFE_MEALS_MANIFEST: 'https://cdn.example.com/mfe-meals/1.4.2/mf-manifest.json',
      GEOCODER_URL: 'http://127.0.0.1:3010/geocoder',
      TILE_URL: 'http://127.0.0.1:3010/tiles/{z}/{x}/{y}.png',
      STORAGE_URL: 'https://images.example.com',
    });
    try {
      const body = await (await fetch(`${web.url}/config.json`)).json();

      expect(body).toMatchObject({
        remotes: {
          mfe_meals: 'https://cdn.example.com/mfe-meals/1.4.2/mf-manifest.json',
          mfe_account: '/mfe/account/mf-manifest.json',
        },
        geocoderUrl: 'http://127.0.0.1:3010/geocoder',
        tileUrl: 'http://127.0.0.1:3010/tiles/{z}/{x}/{y}.png',
        storageUrl: 'https://images.example.com',
      });
    } finally {
      await web.close();
    }
  });
});
