import { readFile, stat } from 'node:fs/promises';
import { basename, join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { RuntimeConfig } from '@dd/contracts';
import {
  createBearerUserResolver,
  forwardedChainOf,
  type TrustedProxyCheck,
} from '@dd/nest-common';
import { apiOverHttp } from './api-over-http';
import { cacheControlFor } from './cache-control';
import { isClientRouteNavigation, isReservedPath } from './client-route';
import { FirstAnswers } from './first-answers';
import { earlyScript, withHeadScriptsInline, withScriptSources } from './head-scripts';
import { withInlineConfig } from './inline-config';
import { PagePreloads } from './page-preloads';
import { preloadLinkHeader, preloadLinks, scriptPreloads, type Preload } from './remote-preloads';
import { firstScreenElement, ServerFirstScreens } from './server-first-screens';
import { sessionTokenOf, SignedInFirstScreens, userOfToken } from './signed-in-first-screens';
import { streamedPage } from './streamed-page';
import { TextFileReader } from './text-file-reader';

/** The micro-frontends whose bundles are served under /mfe/<name>/. */
export const REMOTE_NAMES = ['restaurants', 'meals', 'discover', 'account'] as const;

export interface StaticPluginOptions {
  /** Folder holding `shell/dist` and `mfe-<name>/dist`. */
  staticRoot: string;
  /** Written into the shell's HTML (what /config.json answers). */
  runtimeConfig: RuntimeConfig;
  /** How long a page waits for its signed-in first screen before it is sent without one. */
  firstScreenDeadlineMs: number;
  /** Verifies the session token a page navigation carries. */
  jwtPublicKey: string;
  /** The API (the gateway) a signed-in first screen reads through. */
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
 * browser fetches it in parallel with the shell's instead of after it, and
 * first that remote's first-requests script (inline, like the shell's
 * parser-blocking scripts), which sends the page's first API requests while
 * the code is still on its way. The page's scripts and
 * hints are repeated in a `Link` header, which the browser acts on before
 * it parses the HTML. The shell's parser-blocking scripts are written inline
 * (allowed by their hashes in the page's CSP), so the parser does not wait
 * for them. A page whose first screen the shell's build rendered (the
 * landing page) carries it too, for first-screen.js to paint at once, and so
 * does a remote's page whose navigation carries the session cookie: the
 * user's first screen, rendered with their data (SignedInFirstScreens), ends
 * the page, which is streamed so that the rest goes at once; the API answers
 * its render read (FirstAnswers) and then the first-requests script follow
 * it, so the browser takes those answers instead of asking again. A page that
 * carries a first screen gets no `Link` header, and one that may carry the
 * user's data is `private, no-store`.
 */
export const staticPlugin: FastifyPluginAsync<StaticPluginOptions> = async (
  fastify,
  { staticRoot, runtimeConfig, firstScreenDeadlineMs, jwtPublicKey, apiUrl, isTrustedProxy },
) => {
  const apiFor = apiOverHttp(apiUrl, firstScreenDeadlineMs);
  const shellRoot = resolve(staticRoot, 'shell', 'dist');
  const pagePreloads = new PagePreloads(staticRoot, runtimeConfig.remotes, REMOTE_NAMES);
  const serverFirstScreens = new ServerFirstScreens(shellRoot);
  const userIdOf = createBearerUserResolver(jwtPublicKey);
  const signedInFirstScreens = new SignedInFirstScreens(
    resolve(staticRoot, 'shell'),
    firstScreenDeadlineMs,
    (token) => userIdOf(`Bearer ${token}`),
  );
  const styleFiles = new TextFileReader();
  void signedInFirstScreens.warm(REMOTE_NAMES.map((name) => join(staticRoot, `mfe-${name}`)));

  /**
   * The signed-in user's first screen of a remote's page, followed by the API
   * answers its render read (FirstAnswers; '' when there are none), when the
   * navigation carries the session cookie; undefined when it does not. Its
   * queries are asked of the API over HTTP (apiOverHttp: the user's token
   * and address, so the API's checks and limits apply as to the browser's
   * own requests).
   */
  function signedInFirstScreen(
    request: FastifyRequest,
    urlPath: string,
    preloads: Preload[],
  ): Promise<string> | undefined {
    const token = sessionTokenOf(request.headers.cookie);
    const remoteFolder = token ? pagePreloads.servedRemoteFolder(urlPath) : undefined;
    if (!token || !remoteFolder) return undefined;
    const search = request.url.slice(urlPath.length);
    const answers = new FirstAnswers();
    const page = signedInFirstScreens.render({
      location: { pathname: urlPath, search },
      token,
      config: runtimeConfig,
      remoteFolder,
      fetchApi: answers.recording(
        apiFor({
          forwardedFor: forwardedChainOf(request.raw, isTrustedProxy).join(', '),
          requestId: request.id,
        }),
      ),
      styleTexts: () =>
        styleFiles.readAll(
          preloads
            .filter((preload) => preload.as === 'style')
            .map((preload) => pagePreloads.fileOf(preload.href)),
        ),
      onGiveUp: (reason, elapsedMs, error) => {
        const details = { reason, elapsedMs, err: error };
        if (reason === 'nothing to paint') request.log.debug(details, 'no signed-in first screen');
        else request.log.warn(details, 'signed-in first screen given up');
      },
    });
    const userId = userOfToken(token)?.id;
    return page.then(
      (rendered) =>
        (rendered ? firstScreenElement(rendered) : '') +
        (userId ? answers.element(urlPath + search, userId) : ''),
    );
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
    if (isReservedPath(urlPath)) return reply.callNotFound();
    if (urlPath !== '/' && (await isFileWithin(shellRoot, urlPath))) return reply.sendFile(urlPath);
    if (urlPath === '/' || isClientRouteNavigation(urlPath, request.headers.accept)) {
      const preloads = await pagePreloads.forPage(urlPath);
      const userFirstScreen = signedInFirstScreen(request, urlPath, preloads);
      const [shellPage, firstRequests, publicFirstScreen] = await Promise.all([
        readFile(join(shellRoot, 'index.html'), 'utf8').then((html) =>
          withHeadScriptsInline(html, shellRoot),
        ),
        pagePreloads.firstRequestsScript(urlPath),
        serverFirstScreens.elementFor(urlPath),
      ]);
      const first = firstRequests
        ? await earlyScript(firstRequests.url, firstRequests.file)
        : { element: '', scriptHashes: [] };
      // The first requests of a page rendered here follow the answers its
      // render read, which they take instead of asking again.
      const page = withInlineConfig(
        shellPage.html,
        runtimeConfig,
        preloadLinks(preloads) + publicFirstScreen,
        userFirstScreen ? '' : first.element,
      );
      // A page that carries its first screen paints from its HTML: hints acted
      // on before the HTML has arrived would share the network with it.
      const paintsFromHtml = publicFirstScreen !== '' || userFirstScreen !== undefined;
      const links = paintsFromHtml ? '' : preloadLinkHeader([...scriptPreloads(page), ...preloads]);
      if (links) reply.header('link', links);
      const csp = reply.getHeader('content-security-policy');
      if (typeof csp === 'string')
        reply.header(
          'content-security-policy',
          withScriptSources(csp, [...first.scriptHashes, ...shellPage.scriptHashes]),
        );
      reply.type('text/html; charset=utf-8');
      if (!userFirstScreen)
        return reply.header('cache-control', cacheControlFor('index.html', 'shell')).send(page);
      // The user's first screen ends the page once rendered; the rest goes at
      // once. A page that may carry the user's data is kept nowhere (the
      // service worker keeps it without).
      const bodyEnd = page.lastIndexOf('</body>');
      const split = bodyEnd < 0 ? page.length : bodyEnd;
      const { body, encoding } = streamedPage(
        request.headers['accept-encoding'],
        page.slice(0, split),
        userFirstScreen.then((elements) => elements + first.element + page.slice(split)),
      );
      reply.header('cache-control', 'private, no-store');
      if (encoding) reply.header('content-encoding', encoding).header('vary', 'Accept-Encoding');
      return reply.send(body);
    }
    return reply.callNotFound();
  });
};

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
