import { cacheControlFor, IMMUTABLE, NO_CACHE, REVALIDATE_IN_BACKGROUND } from './cache-control';

describe('cacheControlFor', () => {
  it.each(['index.html', 'mf-manifest.json', 'remoteEntry.js', 'sw.js'])(
    'revalidates the entry point %s',
    (file) => {
      expect(cacheControlFor(file, 'shell')).toBe(NO_CACHE);
      expect(cacheControlFor(file, 'remote')).toBe(NO_CACHE);
    },
  );

  it.each([
    'main.3f2a9c1d.js',
    'vendors-react.0a1b2c3d4e5f6a7b.js',
    'styles.8a9b0c1d.css',
    'main.3f2a9c1d.js.map',
  ])('keeps the content-hashed shell asset %s for a year', (file) => {
    expect(cacheControlFor(file, 'shell')).toBe(IMMUTABLE);
  });

  it.each(['favicon.svg', 'theme-init.js', 'page-preloads.json', 'logo-dark.png'])(
    'serves the unhashed shell file %s from the cache and revalidates it in the background',
    (file) => {
      expect(cacheControlFor(file, 'shell')).toBe(REVALIDATE_IN_BACKGROUND);
    },
  );

  it('keeps every other file of a remote for a year', () => {
    expect(cacheControlFor('routes.js', 'remote')).toBe(IMMUTABLE);
    expect(cacheControlFor('__federation_expose_routes.8a9b0c1d.js', 'remote')).toBe(IMMUTABLE);
  });

  it('caches a precompressed copy like the file it stands for', () => {
    expect(cacheControlFor('remoteEntry.js.br', 'remote')).toBe(NO_CACHE);
    expect(cacheControlFor('mf-manifest.json.gz', 'remote')).toBe(NO_CACHE);
    expect(cacheControlFor('index.html.br', 'shell')).toBe(NO_CACHE);
    expect(cacheControlFor('main.3f2a9c1d.js.br', 'shell')).toBe(IMMUTABLE);
    expect(cacheControlFor('favicon.svg.gz', 'shell')).toBe(REVALIDATE_IN_BACKGROUND);
  });
});
