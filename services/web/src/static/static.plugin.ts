import { readFile, stat } from 'node:fs/promises';
import { basename, join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  pageAroundRoot,
  pageStateElement,
  signedOutPageAt,
  SIGNED_OUT_PAGES_DIR,
  type RuntimeConfig,
} from '@dd/contracts';
import {
  createBearerUserResolver,
  forwardedChainOf,
  type TrustedProxyCheck,
} from '@dd/nest-common';
import { apiOverHttp } from './api-over-http';
import { cacheControlFor } from './cache-control';
import { isClientRouteNavigation, isReservedPath } from './client-route';
import { withHeadScriptsInline, withScriptSources } from './head-scripts';
import { withInlineConfig } from './inline-config';
import { indexHtmlOf, pageEntryFor, SHELL_ENTRY, type PageEntry } from './page-entry';
import { PagePreloads } from './page-preloads';
import {
  diaryIdOf,
  PageRenders,
  rendersPage,
  sessionTokenOf,
  type PageSession,
} from './page-renders';
import { headLinks, preloadLinkHeader, scriptPreloads } from './remote-preloads';
import { renderedPageBody } from './streamed-page';

/** The micro-frontends whose bundles are served under /mfe/<name>/. */
export const REMOTE_NAMES = ['restaurants', 'meals', 'discover', 'account'] as const;

export interface StaticPluginOptions {
  /** Folder holding `shell/dist` and `mfe-<name>/dist`. */
  staticRoot: string;
  /** Written into the shell's HTML (what /config.json answers). */
  runtimeConfig: RuntimeConfig;
  /** How long a page's render may take: what is not ready by then the browser renders. */
  renderDeadlineMs: number;
  /** Verifies the session token a page navigation carries. */
  jwtPublicKey: string;
  /** The API (the gateway) a signed-in page's render reads through. */
  apiUrl: string;
  /** Whose X-Forwarded-For is believed (the gateway in front). */
  isTrustedProxy: TrustedProxyCheck;
}

/**
 * Serves the built shell at / (with the history API fallback to its
 * index.html) and each remote's bundle under /mfe/<name>/. A file missing in a
 * remote is a 404, never the shell's index.html, so a stale chunk fails loudly.
 * The builds write Brotli and gzip copies beside each text file (`.br`,
 * `.gz`), which are sent as they are to a browser that accepts them: no
 * compression per request, and Brotli's best level, which is too slow to
 * run per request. A file without a copy is compressed on the fly. The
 * shell's index.html is read at each page load (a redeployed shell is served
 * at once) and carries the runtime configuration inline, and preload hints
 * for the code of the remote that serves the page (PagePreloads), so the
 * browser fetches it in parallel with the shell's instead of after it. The
 * shell's parser-blocking scripts are written inline (allowed by their
 * hashes in the page's CSP), so the parser does not wait for them.
 *
 * A signed-out page (SIGNED_OUT_PAGES) is the one the shell's build
 * rendered, for every visitor without a verified session. A signed-in
 * page is rendered here for the verified user whose session cookie the
 * navigation carries (PageRenders: the shell's server renderer, with each
 * remote's current server code), its markup streamed into `#root` and
 * followed by the state the browser hydrates it with (the
 * PAGE_STATE_ELEMENT_ID block).
 * A page without a render (or whose render failed) is the shell's HTML,
 * with its scripts and hints repeated in a `Link` header, which the browser
 * acts on before it parses the HTML. A page rendered for a user is
 * `private, no-store` (the service worker keeps its own copy).
 */
export const staticPlugin: FastifyPluginAsync<StaticPluginOptions> = async (
  fastify,
  { staticRoot, runtimeConfig, renderDeadlineMs, jwtPublicKey, apiUrl, isTrustedProxy },
) => {
  const apiFor = apiOverHttp(apiUrl, renderDeadlineMs);
  const shellRoot = resolve(staticRoot, 'shell', 'dist');
  const pagePreloads = new PagePreloads(staticRoot, runtimeConfig.remotes, REMOTE_NAMES);
  const userIdOf = createBearerUserResolver(jwtPublicKey);
  const pageRenders = new PageRenders(resolve(staticRoot, 'shell'), renderDeadlineMs, (token) =>
    userIdOf(`Bearer ${token}`),
  );
  void pageRenders.warm();

  /** The page's render, or undefined when it has none here (or it failed: the browser renders it). */
  async function renderOf(request: FastifyRequest, session: PageSession) {
    try {
      return await pageRenders.render({
        url: request.url,
        session,
        diaryId: diaryIdOf(request.headers.cookie),
        config: runtimeConfig,
        remoteOrigin: ownOriginOf(request),
        fetchApi: apiFor({
          forwardedFor: forwardedChainOf(request.raw, isTrustedProxy).join(', '),
          requestId: request.id,
        }),
        onError: (error) => request.log.warn({ err: error }, 'part of a page left to the browser'),
      });
    } catch (error) {
      request.log.warn({ err: error }, 'page sent without its render');
      return undefined;
    }
  }

  await fastify.register(fastifyStatic, {
    root: shellRoot,
    serve: false, // the shell route below decides between a file and index.html
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) =>
      reply.header('cache-control', cacheControlFor(basename(filePath), 'shell')),
  });

  for (const name of REMOTE_NAMES) {
    await fastify.register(fastifyStatic, {
      root: join(staticRoot, `mfe-${name}`, 'dist'),
      prefix: `/mfe/${name}/`,
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) =>
        reply.header('cache-control', cacheControlFor(basename(filePath), 'remote')),
    });
  }

  fastify.get('/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const urlPath = request.url.split('?', 1)[0];
    const search = request.url.slice(urlPath.length + 1);
    if (isReservedPath(urlPath)) return reply.callNotFound();
    if (urlPath !== '/' && (await isFileWithin(shellRoot, urlPath))) return reply.sendFile(urlPath);
    if (urlPath !== '/' && !isClientRouteNavigation(urlPath, request.headers.accept))
      return reply.callNotFound();
    const session = pageRenders.sessionOf(sessionTokenOf(request.headers.cookie));
    const entry = pageEntryFor(urlPath, session !== null);
    const signedOutPage = session === null ? signedOutPageAt(urlPath) : undefined;
    const [preloads, shellPage] = await Promise.all([
      entry.federated ? pagePreloads.forPage(urlPath, search) : [],
      (signedOutPage
        ? readBuiltPage(shellRoot, signedOutPage.file, entry)
        : readEntryPage(shellRoot, entry)
      ).then((html) => withHeadScriptsInline(html, shellRoot)),
    ]);
    const page = withInlineConfig(shellPage.html, runtimeConfig, headLinks(preloads));
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string')
      reply.header('content-security-policy', withScriptSources(csp, shellPage.scriptHashes));
    reply.type('text/html; charset=utf-8');
    const root = pageAroundRoot(page);
    const render =
      root && rendersPage(urlPath, session !== null) ? renderOf(request, session) : undefined;
    if (!render || !root) {
      const links = preloadLinkHeader([...scriptPreloads(page), ...preloads]);
      if (links) reply.header('link', links);
      return reply.header('cache-control', cacheControlFor('index.html', 'shell')).send(page);
    }
    const { body, encoding } = renderedPageBody(
      request.headers['accept-encoding'],
      root.start,
      render,
      (rendered) => root.end + (rendered ? pageStateElement(rendered.state()) : '') + root.after,
    );
    // A page that carries a user's data is kept nowhere (the service worker keeps its own copy).
    reply.header(
      'cache-control',
      session ? 'private, no-store' : cacheControlFor('index.html', 'shell'),
    );
    if (encoding) reply.header('content-encoding', encoding).header('vary', 'Accept-Encoding');
    return reply.send(body);
  });
};

/**
 * This web tier's own origin, as the request reached it: the configuration's
 * remote URLs are relative to it (a remote it serves itself is read from there).
 */
function ownOriginOf(request: FastifyRequest): string {
  const { localAddress = '127.0.0.1', localPort } = request.raw.socket;
  const host = localAddress.includes(':') ? `[${localAddress}]` : localAddress;
  return `http://${host}:${localPort}`;
}

/** The entry's index.html; the shell's when a build without that entry is deployed. */
async function readEntryPage(shellRoot: string, entry: PageEntry): Promise<string> {
  try {
    return await readFile(indexHtmlOf(shellRoot, entry), 'utf8');
  } catch (error) {
    if (entry === SHELL_ENTRY) throw error;
    return readFile(indexHtmlOf(shellRoot, SHELL_ENTRY), 'utf8');
  }
}

/** The signed-out page `file` as the shell's build rendered it; its entry's HTML (the browser renders it) from a build without it. */
async function readBuiltPage(shellRoot: string, file: string, entry: PageEntry): Promise<string> {
  try {
    return await readFile(join(shellRoot, '..', SIGNED_OUT_PAGES_DIR, file), 'utf8');
  } catch {
    return readEntryPage(shellRoot, entry);
  }
}

async function isFileWithin(root: string, urlPath: string): Promise<boolean> {
  let filePath: string;
  try {
    filePath = resolve(root, `.${decodeURIComponent(urlPath)}`);
  } catch {
    return false; // malformed percent-encoding
  }
  if (!filePath.startsWith(root + sep)) return false; // `..` escaping the root
  try {
    return (await stat(filePath)).isFile();
  } catch {
    return false;
  }
}
