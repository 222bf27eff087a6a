import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { startWeb, type RunningWeb } from './support/web';
import {
  createStaticRoot,
  REMOTE_ENTRY_BROTLI_COPY,
  SHELL_BUNDLE,
  SHELL_HEAD_SCRIPT,
  SHELL_INDEX,
  type StaticRoot,
} from './support/static-root';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** The runtime configuration the web tier wrote into a page, parsed. */
function inlineConfigOf(html: string): unknown {
  const match = /<script type="application\/json" id="dd-runtime-config">(.*?)<\/script>/.exec(
    html,
  );
  return match ? JSON.parse(match[1]!) : undefined;
}
const BROWSER_NAVIGATION = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
};

describe('web tier static hosting', () => {
  let staticRoot: StaticRoot;
  let web: RunningWeb;

  beforeAll(async () => {
    staticRoot = createStaticRoot();
    web = await startWeb({ STATIC_ROOT: staticRoot.path });
  });

  afterAll(async () => {
    await web.close();
    staticRoot.remove();
  });

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${web.url}${path}`, { headers });

  // fetch would decompress transparently; this reads the bytes as sent.
  const getRaw = (path: string, headers: Record<string, string>) =>
    new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      httpGet(`${web.url}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      }).on('error', reject);
    });

  it('serves the shell’s index.html at / without caching it', async () => {
    const response = await get('/', BROWSER_NAVIGATION);

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const html = await response.text();
    expect(html).toContain('<div id="root">shell</div>');
    expect(html.replace(/<script type="application\/json"[^]*?<\/script>/g, '')).toBe(
      SHELL_INDEX.replace(
        '<script src="/theme-init.js"></script>',
        `<script>${SHELL_HEAD_SCRIPT}</script>`,
      ),
    );
  });

  it('hints a page’s scripts in a Link header, as it sends the shell’s HTML', async () => {
    for (const path of ['/', '/meals']) {
      const page = await get(path, BROWSER_NAVIGATION);
      expect(page.headers.get('link')).toBe(
        '</main.3f2a9c1d7e.js>; rel=preload; as=script' +
          (path === '/meals'
            ? ', </mfe/meals/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous'
            : ''),
      );
    }
  });

  it('writes the runtime configuration into the page, as /config.json answers it', async () => {
    const html = await (await get('/', BROWSER_NAVIGATION)).text();
    const served = await (await get('/config.json')).json();
    expect(inlineConfigOf(html)).toEqual(served);
    expect(html.indexOf('dd-runtime-config')).toBeLessThan(html.indexOf('</head>'));
  });

  it('answers a browser navigation to a client route with index.html (history fallback)', async () => {
    for (const path of ['/meals/123', '/restaurants/nearby', '/profile']) {
      const response = await get(path, BROWSER_NAVIGATION);

      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">shell</div>');
    }
  });

  it('does not fall back to index.html for requests that are not page navigations', async () => {
    const response = await get('/meals/123', { accept: 'application/json' });

    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: expect.any(String) });
  });

  it('never answers a share page with index.html', async () => {
    const response = await get('/s/AbCdEfGhIjKlMnOpQrStUvWxYz012345', BROWSER_NAVIGATION);
    expect(response.status).not.toBe(200);
    expect(await response.text()).not.toContain('<div id="root"');
  });

  it('answers a missing file under /mfe with a JSON 404, never index.html', async () => {
    for (const path of ['/mfe/meals/missing.js', '/mfe/unknown/remoteEntry.js', '/mfe/meals/']) {
      const response = await get(path, BROWSER_NAVIGATION);

      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(await response.json()).toEqual({ message: expect.any(String) });
    }
  });

  it('serves a remote’s entry points revalidated and its chunks immutable', async () => {
    const manifest = await get('/mfe/meals/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(await manifest.json()).toEqual({ name: 'mfe_meals' });
    expect(manifest.headers.get('cache-control')).toBe('no-cache');

    const entry = await get('/mfe/account/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(await entry.text()).toBe('var mfe_account;');
    expect(entry.headers.get('cache-control')).toBe('no-cache');

    const chunk = await get('/mfe/meals/static/js/routes.js');
    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('content-type')).toContain('javascript');
    expect(chunk.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  it('caches a content-hashed shell asset for a year and revalidates unhashed ones in the background', async () => {
    const hashed = await get('/main.3f2a9c1d7e.js');
    expect(hashed.status).toBe(200);
    expect(hashed.headers.get('cache-control')).toBe(IMMUTABLE);

    const unhashed = await get('/favicon.svg');
    expect(unhashed.status).toBe(200);
    // Used from the cache at once and revalidated behind the page: no round trip on a repeat visit.
    expect(unhashed.headers.get('cache-control')).toBe(
      'public, max-age=0, stale-while-revalidate=604800',
    );
  });

  it('gzips static files when the client asks for it', async () => {
    const response = await getRaw('/main.3f2a9c1d7e.js', { 'accept-encoding': 'gzip' });

    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.body.length).toBeLessThan(SHELL_BUNDLE.length / 10);
    expect(gunzipSync(response.body).toString()).toBe(SHELL_BUNDLE);
  });

  it('sends the build’s precompressed copy as it is to a browser that accepts it', async () => {
    const response = await getRaw('/mfe/meals/remoteEntry.js', { 'accept-encoding': 'br, gzip' });

    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(response.body).toString()).toBe(REMOTE_ENTRY_BROTLI_COPY);

    const plain = await getRaw('/mfe/meals/remoteEntry.js', { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('var mfe_meals;');
  });

  it('does not serve files outside the dist folders', async () => {
    const response = await get('/..%2f..%2fmfe-meals%2fdist%2fremoteEntry.js', BROWSER_NAVIGATION);

    expect(await response.text()).not.toBe('var mfe_meals;');
  });
});
