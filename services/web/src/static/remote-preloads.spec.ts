import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BuildFileReader,
  isFederationManifest,
  preloadLinkHeader,
  headLinks,
  remotePreloads,
  scriptPreloads,
  type FederationManifest,
} from './remote-preloads';

function manifest(routesJs: string[], routesCss: string[] = []): FederationManifest {
  return {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      { path: './other', assets: { js: { sync: ['other.js'] }, css: { sync: [] } } },
      { path: './routes', assets: { js: { sync: routesJs }, css: { sync: routesCss } } },
    ],
  };
}

describe('remotePreloads', () => {
  it('hints the manifest, the remote entry, then the exposed routes’ styles and chunks', () => {
    expect(
      remotePreloads(
        '/mfe/meals',
        manifest(['765.e3be3753.js', 'routes.d6efb24c.js'], ['765.css']),
      ),
    ).toEqual([
      { href: '/mfe/meals/mf-manifest.json', as: 'fetch' },
      { href: '/mfe/meals/remoteEntry.js', as: 'script' },
      { href: '/mfe/meals/765.css', as: 'style' },
      { href: '/mfe/meals/765.e3be3753.js', as: 'script' },
      { href: '/mfe/meals/routes.d6efb24c.js', as: 'script' },
    ]);
  });

  it('hints each chunk once', () => {
    expect(
      remotePreloads('/mfe/meals', manifest(['765.js', 'routes.js', '765.js'])).map(
        ({ href }) => href,
      ),
    ).toEqual([
      '/mfe/meals/mf-manifest.json',
      '/mfe/meals/remoteEntry.js',
      '/mfe/meals/765.js',
      '/mfe/meals/routes.js',
    ]);
  });

  it('finds a remote entry kept in a sub-folder', () => {
    const inFolder = manifest([]);
    inFolder.metaData.remoteEntry.path = 'entry';
    expect(remotePreloads('/mfe/meals/', inFolder)[1]).toEqual({
      href: '/mfe/meals/entry/remoteEntry.js',
      as: 'script',
    });
  });
});

describe('headLinks', () => {
  it('applies style sheets first, then preloads code, the fetch one cross-origin like the runtime’s fetch()', () => {
    expect(
      headLinks([
        { href: '/486.js', as: 'script' },
        { href: '/486.css', as: 'style' },
        { href: '/mfe/meals/mf-manifest.json', as: 'fetch' },
        { href: '/mfe/meals/a.js', as: 'script' },
        { href: '/mfe/meals/a.css', as: 'style' },
      ]),
    ).toBe(
      '<link rel="stylesheet" href="/486.css">' +
        '<link rel="stylesheet" href="/mfe/meals/a.css">' +
        '<link rel="preload" href="/486.js" as="script">' +
        '<link rel="preload" href="/mfe/meals/mf-manifest.json" as="fetch" crossorigin="anonymous">' +
        '<link rel="preload" href="/mfe/meals/a.js" as="script">',
    );
  });

  it('leaves out an address that could break out of its attribute', () => {
    expect(headLinks([{ href: '/x"><script>alert(1)</script>', as: 'script' }])).toBe('');
    expect(headLinks([{ href: '/x"><script>alert(1)</script>', as: 'style' }])).toBe('');
  });
});

describe('preloadLinkHeader', () => {
  it('writes the preloads as one Link header, the fetch one cross-origin', () => {
    expect(
      preloadLinkHeader([
        { href: '/main.1a2b.js', as: 'script' },
        { href: '/mfe/meals/mf-manifest.json', as: 'fetch' },
        { href: '/627.css', as: 'style' },
      ]),
    ).toBe(
      '</main.1a2b.js>; rel=preload; as=script, ' +
        '</mfe/meals/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous, ' +
        '</627.css>; rel=preload; as=style',
    );
  });

  it('leaves out an address that could break out of the header’s list', () => {
    expect(
      preloadLinkHeader([
        { href: '/a.js>; rel=prefetch', as: 'script' },
        { href: '/b c.js', as: 'script' },
        { href: '/é.js', as: 'script' },
        { href: '/ok.js', as: 'script' },
      ]),
    ).toBe('</ok.js>; rel=preload; as=script');
  });
});

describe('scriptPreloads', () => {
  it('reads the addresses of the scripts a page loads, in order', () => {
    expect(
      scriptPreloads(
        '<script src="/theme-init.js"></script><script type="application/json">{}</script>' +
          '<script defer fetchpriority="high" src="/main.1a2b.js"></script>',
      ),
    ).toEqual([
      { href: '/theme-init.js', as: 'script' },
      { href: '/main.1a2b.js', as: 'script' },
    ]);
  });
});

describe('BuildFileReader', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'gateway-manifests-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('reads a redeployed manifest again', async () => {
    const file = join(folder, 'mf-manifest.json');
    const reader = new BuildFileReader(isFederationManifest);
    await writeFile(file, JSON.stringify(manifest(['old.js'])));
    await utimes(file, 1_000, 1_000);
    expect((await reader.read(file))?.exposes[1]?.assets.js.sync).toEqual(['old.js']);

    await writeFile(file, JSON.stringify(manifest(['new.js'])));
    await utimes(file, 2_000, 2_000);
    expect((await reader.read(file))?.exposes[1]?.assets.js.sync).toEqual(['new.js']);
  });

  it('answers nothing for a missing or malformed manifest', async () => {
    const reader = new BuildFileReader(isFederationManifest);
    expect(await reader.read(join(folder, 'missing.json'))).toBeUndefined();
    await writeFile(join(folder, 'bad.json'), '{"exposes": 1}');
    expect(await reader.read(join(folder, 'bad.json'))).toBeUndefined();
    await writeFile(join(folder, 'broken.json'), '{');
    expect(await reader.read(join(folder, 'broken.json'))).toBeUndefined();
  });
});
