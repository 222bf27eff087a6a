/** What the service worker does with a request: only GETs of the app's own pages and code. */

/** `main.3f2a9c1d.js`, `routes-8a9b0c1d2e3f.css`: a bundler content hash before the extension. */
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\.(js|css|svg|webp|png|woff2?)$/i;

/** The addresses a deployment changes in place: the federation manifests and entries, the runtime configuration. */
const DEPLOYMENT_ENTRIES = /(\/mf-manifest\.json|\/remoteEntry\.js|^\/config\.json)$/;

/**
 * Paths of the API and of anything served beside the app, never the app's
 * pages or code: a share page (`/s/…`) is a server page that must not be
 * kept on the device, nor answer for the app offline.
 */
const NOT_THE_APP = /^\/(api|healthz|readyz|s)(\/|$)/;

export function isAppPageNavigation(request: Request, url: URL, origin: string): boolean {
  return (
    request.method === 'GET' &&
    request.mode === 'navigate' &&
    url.origin === origin &&
    !NOT_THE_APP.test(url.pathname)
  );
}

/** A file that must come from the network when it can: it names the code of the current deployment. */
export function isDeploymentEntry(request: Request, url: URL): boolean {
  return request.method === 'GET' && DEPLOYMENT_ENTRIES.test(url.pathname);
}

/** Code or styles named by their content (the shell's or any remote's, on any origin): never changes. */
export function isContentHashedCode(request: Request, url: URL, origin: string): boolean {
  if (request.method !== 'GET' || !CONTENT_HASHED.test(url.pathname)) return false;
  return url.origin !== origin || !NOT_THE_APP.test(url.pathname);
}

/**
 * The request that fetches an open page again to keep it for offline use:
 * HTML, with the session cookie, so the web tier renders it as it did for
 * the page (pageToKeep decides whether the render may be kept).
 */
export function pageToStoreRequest(url: string): Request {
  return new Request(url, { headers: { accept: 'text/html' }, credentials: 'same-origin' });
}
