import { startWeb, type RunningWeb } from './support/web';
import { createHash } from 'node:crypto';
import { DOCUMENT_ONLY_HEADERS, REVALIDATION_HEADERS } from '../src/security/asset-headers';
import { createStaticRoot, SHELL_HEAD_SCRIPT, type StaticRoot } from './support/static-root';

function directivesOf(header: string | null): Map<string, string[]> {
  return new Map(
    (header ?? '')
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

describe('web tier security headers', () => {
  let staticRoot: StaticRoot;
  let web: RunningWeb;

  beforeAll(async () => {
    staticRoot = createStaticRoot();
    web = await startWeb({
      STATIC_ROOT: staticRoot.path,
      TILE_URL: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png',
      MFE_DISCOVER_MANIFEST: 'https://cdn.example.com/mfe-discover/mf-manifest.json',
    });
  });

  afterAll(async () => {
    await web.close();
    staticRoot.remove();
  });

  it('sends a CSP on pages that lets remotes, tiles and the geocoder load and nothing else', async () => {
    const response = await fetch(`${web.url}/meals`, { headers: { accept: 'text/html' } });
    const csp = directivesOf(response.headers.get('content-security-policy'));

    expect(csp.get('default-src')).toEqual(["'self'"]);
    // The shell's head script, written inline in the page, passes by its hash alone.
    const headScriptHash = createHash('sha256').update(SHELL_HEAD_SCRIPT).digest('base64');
    expect(csp.get('script-src')).toEqual([
      "'self'",
      'https://cdn.example.com',
      `'sha256-${headScriptHash}'`,
    ]);
    expect(csp.get('img-src')).toEqual(
      expect.arrayContaining(["'self'", 'data:', 'blob:', 'https://*.tiles.example.org']),
    );
    expect(csp.get('connect-src')).toEqual(
      expect.arrayContaining([
        "'self'",
        'https://cdn.example.com',
        'https://nominatim.openstreetmap.org',
      ]),
    );
    expect(csp.get('style-src')).toEqual(expect.arrayContaining(["'self'", "'unsafe-inline'"]));
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
  });

  it('sends the security headers on JSON answers too', async () => {
    const response = await fetch(`${web.url}/config.json`);

    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    // Only a page carries the hashes of its inline scripts.
    expect(response.headers.get('content-security-policy')).not.toContain("'sha256-");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
  });

  it('sends a content-named chunk only the headers that guard a script, none of a document', async () => {
    const chunk = await fetch(`${web.url}/main.3f2a9c1d7e.js`);

    expect(chunk.status).toBe(200);
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('x-content-type-options')).toBe('nosniff');
    expect(chunk.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    for (const header of [...DOCUMENT_ONLY_HEADERS, ...REVALIDATION_HEADERS])
      expect([header, chunk.headers.get(header)]).toEqual([header, null]);
  });

  it('keeps the validators of a script revalidated at each use, and no document header', async () => {
    const entry = await fetch(`${web.url}/mfe/meals/remoteEntry.js`);

    expect(entry.status).toBe(200);
    expect(entry.headers.get('etag')).not.toBeNull();
    expect(entry.headers.get('x-content-type-options')).toBe('nosniff');
    for (const header of DOCUMENT_ONLY_HEADERS)
      expect([header, entry.headers.get(header)]).toEqual([header, null]);
  });

  it('keeps every header on the service worker, whose CSP is its own, and on JSON', async () => {
    for (const path of ['/sw.js', '/mfe/meals/mf-manifest.json']) {
      const response = await fetch(`${web.url}${path}`);

      expect(response.status).toBe(200);
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    }
  });
});
