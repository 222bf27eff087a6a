import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PagePreloads } from './page-preloads';

const REMOTES = {
  mfe_restaurants: '/mfe/restaurants/mf-manifest.json',
  mfe_meals: '/mfe/meals/mf-manifest.json',
  mfe_discover: 'https://cdn.example/discover/mf-manifest.json',
  mfe_account: '/mfe/account/mf-manifest.json',
};

describe('PagePreloads', () => {
  let root: string;
  let preloads: PagePreloads;
  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'gateway-static-'));
    await mkdir(join(root, 'mfe-meals', 'dist'), { recursive: true });
    await writeFile(
      join(root, 'mfe-meals', 'dist', 'mf-manifest.json'),
      JSON.stringify({
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [
          { path: './routes', assets: { js: { sync: ['routes.1a2b3c4d.js'] }, css: { sync: [] } } },
        ],
      }),
    );
    await mkdir(join(root, 'shell', 'dist'), { recursive: true });
    await writeFile(
      join(root, 'shell', 'dist', 'page-preloads.json'),
      JSON.stringify({
        everyPage: [{ href: '/bootstrap.1a2b3c4d.js', as: 'script' }],
        signedIn: [{ href: '/query-outlet.1a2b3c4d.js', as: 'script' }],
      }),
    );
    await writeFile(
      join(root, 'mfe-meals', 'dist', 'page-chunks.json'),
      JSON.stringify({
        pages: [
          {
            path: '/meals',
            files: [],
            views: [
              {
                search: { view: 'timeline' },
                files: ['timeline-view.55555555.js', 'timeline-view.66666666.css'],
              },
            ],
          },
          { path: '/meals/new', files: ['add-meal-page.11111111.js'] },
          {
            path: '/meals/:id',
            files: ['528.22222222.js', 'meal-page.33333333.js', 'meal-page.44444444.css'],
          },
        ],
      }),
    );
    await writeFile(
      join(root, 'mfe-meals', 'dist', 'first-requests.json'),
      JSON.stringify({ script: 'first-requests.5e6f7a8b.js' }),
    );
    preloads = new PagePreloads(root, REMOTES, ['restaurants', 'meals', 'discover', 'account']);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('hints the shell’s signed-in code and the remote’s, from their builds on disk', async () => {
    expect(await preloads.forPage('/meals')).toEqual([
      { href: '/bootstrap.1a2b3c4d.js', as: 'script' },
      { href: '/query-outlet.1a2b3c4d.js', as: 'script' },
      { href: '/mfe/meals/mf-manifest.json', as: 'fetch' },
      { href: '/mfe/meals/remoteEntry.js', as: 'script' },
      { href: '/mfe/meals/routes.1a2b3c4d.js', as: 'script' },
    ]);
  });

  it('adds the code of the lazily loaded page the path opens, first matching route first', async () => {
    const meal = (await preloads.forPage('/meals/64b7f0c2a1b2c3d4e5f60718')).slice(5);
    expect(meal).toEqual([
      { href: '/mfe/meals/meal-page.44444444.css', as: 'style' },
      { href: '/mfe/meals/528.22222222.js', as: 'script' },
      { href: '/mfe/meals/meal-page.33333333.js', as: 'script' },
    ]);
    expect((await preloads.forPage('/meals/new')).slice(5)).toEqual([
      { href: '/mfe/meals/add-meal-page.11111111.js', as: 'script' },
    ]);
    // The list is in the routes chunk: nothing more.
    expect(await preloads.forPage('/meals')).toHaveLength(5);
  });

  it('adds the code of the view the query string chooses, its style sheet first', async () => {
    const timeline = [
      { href: '/mfe/meals/timeline-view.66666666.css', as: 'style' },
      { href: '/mfe/meals/timeline-view.55555555.js', as: 'script' },
    ];
    expect((await preloads.forPage('/meals', 'view=timeline')).slice(5)).toEqual(timeline);
    expect(
      (await preloads.forPage('/meals', 'q=pho&view=timeline&from=2026-01-01')).slice(5),
    ).toEqual(timeline);
    expect(await preloads.forPage('/meals', 'view=grid')).toHaveLength(5);
    expect(await preloads.forPage('/meals', 'q=timeline')).toHaveLength(5);
  });

  it('hints only the manifest of a remote it cannot read', async () => {
    expect((await preloads.forPage('/restaurants/nearby')).slice(2)).toEqual([
      { href: 'https://cdn.example/discover/mf-manifest.json', as: 'fetch' },
    ]);
    expect((await preloads.forPage('/tags')).slice(2)).toEqual([
      { href: '/mfe/account/mf-manifest.json', as: 'fetch' },
    ]);
  });

  it('hints only the shell’s every-page code on its own pages', async () => {
    expect(await preloads.forPage('/')).toEqual([{ href: '/bootstrap.1a2b3c4d.js', as: 'script' }]);
    expect(await preloads.forPage('/login')).toEqual([
      { href: '/bootstrap.1a2b3c4d.js', as: 'script' },
    ]);
  });

  it('hints the remote alone when the shell’s build has no preload list', async () => {
    await rm(join(root, 'shell', 'dist', 'page-preloads.json'));
    expect((await preloads.forPage('/meals'))[0]).toEqual({
      href: '/mfe/meals/mf-manifest.json',
      as: 'fetch',
    });
  });
});
