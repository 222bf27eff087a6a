import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  generateTestKeyPair,
  signTestToken,
  startEchoUpstream,
  type Upstream,
} from '@dd/nest-common/testing';
import { startWeb, type RunningWeb } from './support/web';
import { createStaticRoot, SHELL_INDEX, type StaticRoot } from './support/static-root';

const BROWSER_NAVIGATION = { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' };

/** The shell's HTML as its build writes it: an empty `#root` for the render to fill. */
const SHELL_PAGE = SHELL_INDEX.replace('<div id="root">shell</div>', '<div id="root"></div>');

/** Text a render's state carries that must not end its JSON block. */
const SCRIPT_END = '</script><script>alert(1)</script>';

/**
 * The shell's server renderer as its build writes it (ShellServerRenderer):
 * the landing page; a signed-in page with the meals it asked the
 * API for with the user's token, or, once `signal` aborts first, without
 * them. `?fail` makes it throw.
 */
const SHELL_RENDERER = `
'use strict';
/** Set once, when the web tier evaluates this bundle. */
const evaluation = Math.random().toString(36).slice(2);

const abortOf = (signal) =>
  new Promise((resolve) => {
    if (signal.aborted) resolve(undefined);
    else signal.addEventListener('abort', () => resolve(undefined), { once: true });
  });

async function mealsFor(request, search) {
  const asked = request
    .fetchApi('/api/meals?limit=24' + search.replace('?', '&'), {
      method: 'GET',
      headers: { Accept: 'application/json', Authorization: 'Bearer ' + request.session.token },
    })
    .then((answer) => answer.json());
  asked.catch(() => undefined);
  return Promise.race([asked, abortOf(request.signal)]);
}

exports.renderPage = async (request) => {
  const { pathname, search } = new URL(request.url, 'http://page');
  if (search.includes('fail')) throw new Error('the render failed');
  const queries = { note: ${JSON.stringify(SCRIPT_END)} };
  let markup;
  if (pathname === '/') {
    markup = '<h1>Remember every meal</h1>';
  } else {
    const meals = await mealsFor(request, search);
    if (meals) {
      queries.meals = meals;
      markup = '<h2>meals for ' + request.session.user.id + '</h2>';
    } else {
      markup = '<p>aborted: ' + (request.signal.aborted ? request.signal.reason.name : 'no') + '</p>';
    }
  }
  return {
    pipe(destination) {
      destination.write(markup);
      destination.end();
      return destination;
    },
    state() {
      return {
        user: request.session ? request.session.user : null,
        queries,
        rendered: { evaluation, url: request.url, remoteOrigin: request.remoteOrigin },
      };
    },
  };
};`;

function writeFile(root: string, file: string, text: string): void {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
}

interface PageState {
  user: { id: string } | null;
  queries: {
    note: string;
    meals?: { url: string; headers: Record<string, string> };
  };
  rendered: { evaluation: string; url: string; remoteOrigin: string };
}

function stateOf(html: string): PageState | undefined {
  const match = /<script type="application\/json" id="dd-page-state">(.*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

/** The user a token names, as the page's state must carry it. */
function userOf(token: string): unknown {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()).user;
}

/** A page whose `#root` holds `markup`, then the state block, then the rest of the shell's HTML. */
const RENDERED_PAGE =
  /^<!doctype html><html><head>[^]*<\/head><body><div id="root">([^]*)<\/div><script type="application\/json" id="dd-page-state">[^<]*<\/script><\/body><\/html>$/;

/** A web tier serving a build with SHELL_RENDERER, reading through an API (the gateway's place) answering after `delayMs`. */
interface RenderingStack {
  staticRoot: StaticRoot;
  api: Upstream;
  web: RunningWeb;
  /** A session token the web tier verifies (signed with its JWT_PUBLIC_KEY's private key). */
  sessionFor(userId: string, expiresInSeconds?: number): string;
  close(): Promise<void>;
}

async function startRenderingStack(
  delayMs: number,
  env: NodeJS.ProcessEnv = {},
): Promise<RenderingStack> {
  const keys = generateTestKeyPair();
  const staticRoot = createStaticRoot();
  writeFile(staticRoot.path, 'shell/dist/index.html', SHELL_PAGE);
  writeFile(staticRoot.path, 'shell/dist-server/server.cjs', SHELL_RENDERER);
  const api = await startEchoUpstream('gateway', { delayMs });
  const web = await startWeb({
    STATIC_ROOT: staticRoot.path,
    API_URL: api.url,
    JWT_PUBLIC_KEY: keys.publicKey,
    ...env,
  });
  return {
    staticRoot,
    api,
    web,
    sessionFor: (userId, expiresInSeconds) =>
      signTestToken(keys.privateKey, { id: userId }, { expiresInSeconds }),
    async close() {
      await web.close();
      await api.close();
      staticRoot.remove();
    },
  };
}

describe('a page rendered as it is served', () => {
  let stack: RenderingStack;
  let staticRoot: StaticRoot;
  let api: Upstream;
  let web: RunningWeb;

  beforeAll(async () => {
    stack = await startRenderingStack(0);
    ({ staticRoot, api, web } = stack);
  });

  afterAll(() => stack.close());

  const navigate = (path: string, cookie?: string) =>
    fetch(`${web.url}${path}`, {
      headers: { ...BROWSER_NAVIGATION, ...(cookie && { cookie }) },
    });

  it("fills a signed-in page's #root with the user's render, then the state it was made with", async () => {
    const token = stack.sessionFor('ada');
    const hits = api.hits;
    const response = await navigate('/meals?filter=thumbsUp', `theme=dark; dd_session=${token}`);
    const html = await response.text();

    expect(html).toMatch(RENDERED_PAGE);
    expect(RENDERED_PAGE.exec(html)![1]).toBe('<h2>meals for ada</h2>');
    const state = stateOf(html)!;
    expect(state.user).toEqual(userOf(token));
    expect(state.rendered).toMatchObject({ url: '/meals?filter=thumbsUp', remoteOrigin: web.url });
    // Asked of the API once, in the user's name.
    expect(api.hits).toBe(hits + 1);
    expect(state.queries.meals?.url).toBe('/api/meals?limit=24&filter=thumbsUp');
    expect(state.queries.meals?.headers.authorization).toBe(`Bearer ${token}`);
    // No text in the state ends its block.
    expect(state.queries.note).toBe(SCRIPT_END);
    expect(html).not.toContain(SCRIPT_END);
    // The user's data is kept nowhere on the way.
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
  });

  it("asks the API in the name of the gateway's client, ending X-Forwarded-For with it", async () => {
    const token = stack.sessionFor('ada');
    const direct = stateOf(await (await navigate('/meals', `dd_session=${token}`)).text());
    // The page's client, as the gateway in front (a trusted proxy) named it.
    expect(direct?.queries.meals?.headers['x-forwarded-for']).toBe('127.0.0.1');

    const response = await fetch(`${web.url}/meals`, {
      headers: {
        ...BROWSER_NAVIGATION,
        cookie: `dd_session=${token}`,
        'x-forwarded-for': '198.51.100.1, 203.0.113.7',
        'x-request-id': 'page-view-1',
      },
    });
    const asked = stateOf(await response.text())?.queries.meals;

    expect(asked?.headers['x-forwarded-for']).toBe('198.51.100.1, 203.0.113.7');
    expect(asked?.headers['x-request-id']).toBe('page-view-1');
  });

  it('serves a signed-in page as the shell’s HTML, asking nothing, without a verified session', async () => {
    const hits = api.hits;
    const anonymous = await navigate('/meals');
    const shellHtml = await anonymous.text();
    expect(shellHtml).toContain('<div id="root"></div>');
    expect(shellHtml).toMatch(/<\/body><\/html>$/);
    expect(stateOf(shellHtml)).toBeUndefined();
    expect(anonymous.headers.get('cache-control')).toBe('no-cache');
    expect(anonymous.headers.get('link')).toContain(
      '</main.3f2a9c1d7e.js>; rel=preload; as=script',
    );

    const token = stack.sessionFor('ada');
    const refused = {
      forged: `${token.split('.').slice(0, 2).join('.')}.forged-signature`,
      'signed by another key': signTestToken(generateTestKeyPair().privateKey, { id: 'ada' }),
      expired: stack.sessionFor('ada', -3600),
    };
    for (const [why, session] of Object.entries(refused)) {
      const html = await (await navigate('/meals', `dd_session=${session}`)).text();
      expect({ why, html }).toEqual({ why, html: shellHtml });
    }
    expect(api.hits).toBe(hits);
  });

  it('serves a signed-out page as the shell’s build rendered it to anyone without a verified session', async () => {
    const built = SHELL_PAGE.replace(
      '<div id="root"></div>',
      '<div id="root"><h1>Sign in to your account</h1></div><script type="application/json" id="dd-page-state">{"user":null}</script>',
    );
    writeFile(staticRoot.path, 'shell/dist-pages/login.html', built);
    try {
      const hits = api.hits;
      const anonymous = await navigate('/login');
      const html = await anonymous.text();
      expect(html).toMatch(RENDERED_PAGE);
      expect(RENDERED_PAGE.exec(html)?.[1]).toBe('<h1>Sign in to your account</h1>');
      expect(stateOf(html)).toEqual({ user: null });
      expect(anonymous.headers.get('cache-control')).toBe('no-cache');
      // Its scripts are hinted before the HTML is parsed, as the shell's HTML's are.
      expect(anonymous.headers.get('link')).toContain(
        '</main.3f2a9c1d7e.js>; rel=preload; as=script',
      );

      const forged = `${stack.sessionFor('ada').split('.').slice(0, 2).join('.')}.forged-signature`;
      expect(await (await navigate('/login/', `dd_session=${forged}`)).text()).toBe(html);
      // Rendered by the build: nothing is rendered or asked for it here.
      expect(api.hits).toBe(hits);
    } finally {
      rmSync(join(staticRoot.path, 'shell/dist-pages'), { recursive: true, force: true });
    }

    // From a build without it, the shell's HTML, for the browser to render.
    const unbuilt = await (await navigate('/login')).text();
    expect(unbuilt).toContain('<div id="root"></div>');
    expect(stateOf(unbuilt)).toBeUndefined();
  });

  it('serves the landing page signed out from its own build, and from the shell’s to a signed-in visitor', async () => {
    const landingPage = SHELL_PAGE.replace('/main.3f2a9c1d7e.js', '/landing/main.5b6c7d8e9f.js');
    writeFile(staticRoot.path, 'shell/dist/landing/index.html', landingPage);
    const preloads = { everyPage: [{ href: '/275.0a1b2c3d.js', as: 'script' }], signedIn: [] };
    writeFile(staticRoot.path, 'shell/dist/page-preloads.json', JSON.stringify(preloads));
    try {
      const anonymous = await navigate('/');
      const html = await anonymous.text();
      expect(html).toContain('<script defer src="/landing/main.5b6c7d8e9f.js"></script>');
      expect(html).not.toContain('/main.3f2a9c1d7e.js');
      // Nothing of the shell's federated build is hinted.
      expect(html).not.toContain('/275.0a1b2c3d.js');

      const token = stack.sessionFor('ada');
      const signedIn = await (await navigate('/', `dd_session=${token}`)).text();
      expect(signedIn).toContain('<script defer src="/main.3f2a9c1d7e.js"></script>');
      expect(signedIn).toContain('<link rel="preload" href="/275.0a1b2c3d.js" as="script">');
      expect(stateOf(signedIn)?.user).toEqual(userOf(token));
      // Every other page, signed out too, is the shell's.
      const login = await (await navigate('/login')).text();
      expect(login).toContain('/main.3f2a9c1d7e.js');
      expect(login).not.toContain('/landing/');
    } finally {
      rmSync(join(staticRoot.path, 'shell/dist/landing'), { recursive: true, force: true });
      rmSync(join(staticRoot.path, 'shell/dist/page-preloads.json'), { force: true });
    }
  });

  it('sends a page whose render throws as a complete page without its state, for the browser to render', async () => {
    const response = await navigate('/meals?fail', `dd_session=${stack.sessionFor('ada')}`);
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(html).toMatch(
      /^<!doctype html><html><head>[^]*<\/head><body><div id="root"><\/div><\/body><\/html>$/,
    );
    expect(stateOf(html)).toBeUndefined();
  });

  it('evaluates the shell’s renderer once: a new build takes a new web tier process', async () => {
    const cookie = `dd_session=${stack.sessionFor('ada')}`;
    const first = stateOf(await (await navigate('/', cookie)).text());
    writeFile(staticRoot.path, 'shell/dist-server/server.cjs', 'exports.renderPage = undefined;');
    const second = stateOf(await (await navigate('/', cookie)).text());

    expect(first?.rendered.evaluation).toEqual(expect.any(String));
    expect(second?.rendered.evaluation).toBe(first?.rendered.evaluation);
  });
});

describe('a page whose render takes too long', () => {
  let stack: RenderingStack;

  beforeAll(async () => {
    stack = await startRenderingStack(2000, { FIRST_SCREEN_DEADLINE_MS: '200' });
  });

  afterAll(() => stack.close());

  it('is aborted at its deadline, and the page ends with what was ready then', async () => {
    const startedAt = Date.now();
    const response = await fetch(`${stack.web.url}/meals`, {
      headers: { ...BROWSER_NAVIGATION, cookie: `dd_session=${stack.sessionFor('ada')}` },
    });
    const html = await response.text();

    expect(Date.now() - startedAt).toBeLessThan(1000);
    expect(html).toMatch(RENDERED_PAGE);
    expect(RENDERED_PAGE.exec(html)![1]).toBe('<p>aborted: TimeoutError</p>');
    expect(stateOf(html)?.queries.meals).toBeUndefined();
  });
});

describe('a page whose render takes a while', () => {
  let stack: RenderingStack;

  beforeAll(async () => {
    stack = await startRenderingStack(800, { FIRST_SCREEN_DEADLINE_MS: '5000' });
  });

  afterAll(() => stack.close());

  it.each(['br', 'gzip', 'identity'])(
    'sends its head at once, the render after it (%s)',
    async (encoding) => {
      const startedAt = Date.now();
      const response = await fetch(`${stack.web.url}/meals`, {
        headers: {
          ...BROWSER_NAVIGATION,
          'accept-encoding': encoding,
          cookie: `dd_session=${stack.sessionFor('ada')}`,
        },
      });
      expect(response.headers.get('content-encoding')).toBe(
        encoding === 'identity' ? null : encoding,
      );
      const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let html = '';
      let headAt: number | undefined;
      let headChunk = '';
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
        html += chunk.value;
        if (headAt === undefined && html.includes('<div id="root">')) {
          headAt = Date.now() - startedAt;
          headChunk = html;
        }
      }
      const endAt = Date.now() - startedAt;

      expect(headAt).toBeLessThan(500);
      expect(headChunk).toContain('</head>');
      expect(headChunk).not.toContain('meals for ada');
      expect(endAt).toBeGreaterThanOrEqual(800);
      expect(RENDERED_PAGE.exec(html)?.[1]).toBe('<h2>meals for ada</h2>');
    },
  );
});
