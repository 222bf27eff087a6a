import { mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { startWeb, type RunningWeb } from './support/web';
import { createStaticRoot, type StaticRoot } from './support/static-root';
import { startEchoUpstream, type Upstream } from '@dd/nest-common/testing';

const BROWSER_NAVIGATION = { accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8' };
const APP_CSS = ':root { --dd-gap: 8px; }';

/**
 * A remote's server renderer as its build writes it: asks the API for the
 * page's first request with the user's token, and renders what came back.
 */
const remoteRenderer = (version: string) => `
exports.renderFirstScreen = async ({ location, token, user, fetchApi }) => {
  if (location.pathname !== '/meals') return null;
  const answer = await fetchApi('/api/meals?limit=24' + location.search.replace('?', '&'), {
    method: 'GET',
    headers: { Accept: 'application/json', Authorization: 'Bearer ' + token },
  });
  if (!answer.ok) return null;
  const echoed = await answer.json();
  return {
    mark: 'first-meal-card',
    html: '<h2 elementtiming="first-meal-card">${version} for ' + user.id + ' ' + JSON.stringify(echoed) + '</h2>',
  };
};`;

/** The shell's prerender bundle: the frame around the remote's markup. */
const SHELL_RENDERER = `
exports.signedInFirstScreen = ({ location, user }, remote, styleTexts) => ({
  address: location.pathname + location.search,
  userId: user.id,
  mark: remote.mark,
  html: '<nav>frame</nav>' + remote.html,
  styles: styleTexts.map((text) => text.replace(':root', ':host')),
});`;

/** The remote's first-requests script, inline in its pages. */
const FIRST_REQUESTS_SCRIPT = 'window.firstRequestsSent = true;';

function writeFile(root: string, file: string, text: string): void {
  mkdirSync(dirname(join(root, file)), { recursive: true });
  writeFileSync(join(root, file), text);
}

function answersOf(
  html: string,
): { address: string; userId: string; answers: unknown[] } | undefined {
  const match = /<script type="application\/json" id="dd-first-answers">(.*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

function firstScreenOf(
  html: string,
): { address: string; userId: string; html: string; styles: string[] } | undefined {
  const match = /<script type="application\/json" id="dd-first-screen">(.*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : undefined;
}

/** A web tier serving builds with both renderers, reading through an API (the gateway's place) answering after `delayMs`. */
interface RenderingStack {
  staticRoot: StaticRoot;
  api: Upstream;
  web: RunningWeb;
  close(): Promise<void>;
}

async function startRenderingStack(
  delayMs: number,
  env: NodeJS.ProcessEnv = {},
): Promise<RenderingStack> {
  const staticRoot = createStaticRoot();
  writeFile(staticRoot.path, 'mfe-meals/dist-prerender/prerender.cjs', remoteRenderer('v1'));
  writeFile(staticRoot.path, 'shell/dist-prerender/prerender.cjs', SHELL_RENDERER);
  writeFile(staticRoot.path, 'shell/dist/app.1a2b3c4d.css', APP_CSS);
  writeFile(
    staticRoot.path,
    'mfe-meals/dist/first-requests.json',
    JSON.stringify({ script: 'first-requests.5e6f7a8b.js' }),
  );
  writeFile(staticRoot.path, 'mfe-meals/dist/first-requests.5e6f7a8b.js', FIRST_REQUESTS_SCRIPT);
  writeFile(
    staticRoot.path,
    'shell/dist/page-preloads.json',
    JSON.stringify({ everyPage: [{ href: '/app.1a2b3c4d.css', as: 'style' }], signedIn: [] }),
  );
  const api = await startEchoUpstream('gateway', { delayMs });
  const web = await startWeb({
    STATIC_ROOT: staticRoot.path,
    API_URL: api.url,
    ...env,
  });
  return {
    staticRoot,
    api,
    web,
    async close() {
      await web.close();
      await api.close();
      staticRoot.remove();
    },
  };
}

describe("a signed-in user's first screen, rendered as the page is served", () => {
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

  it("renders the page with the user's data, asked of the API with the user's token", async () => {
    const token = web.tokenFor('ada');
    const response = await navigate('/meals?filter=thumbsUp', `theme=dark; dd_session=${token}`);

    const page = firstScreenOf(await response.text());
    expect(page?.address).toBe('/meals?filter=thumbsUp');
    expect(page?.userId).toBe('ada');
    expect(page?.styles).toEqual([':host { --dd-gap: 8px; }']);
    expect(page?.html).toContain('<nav>frame</nav><h2 elementtiming="first-meal-card">v1 for ada ');
    const asked = JSON.parse(/ada (\{.*\})<\/h2>/.exec(page!.html)![1]!);
    expect(asked.url).toBe('/api/meals?limit=24&filter=thumbsUp');
    expect(asked.headers.authorization).toBe(`Bearer ${token}`);
    // The page's client, as the gateway in front (a trusted proxy) named it.
    expect(asked.headers['x-forwarded-for']).toBe('127.0.0.1');
    // The user's data is kept nowhere on the way, and the code hints wait for the HTML.
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('link')).toBeNull();
  });

  it("asks the API in the name of the gateway's client, ending X-Forwarded-For with it", async () => {
    const response = await fetch(`${web.url}/meals`, {
      headers: {
        ...BROWSER_NAVIGATION,
        cookie: `dd_session=${web.tokenFor('ada')}`,
        'x-forwarded-for': '198.51.100.1, 203.0.113.7',
        'x-request-id': 'page-view-1',
      },
    });
    const page = firstScreenOf(await response.text());
    const asked = JSON.parse(/ada (\{.*\})<\/h2>/.exec(page!.html)![1]!);

    expect(asked.headers['x-forwarded-for']).toBe('198.51.100.1, 203.0.113.7');
    expect(asked.headers['x-request-id']).toBe('page-view-1');
  });

  it('hands the answers its render read to the app, before the first-requests script', async () => {
    const hits = api.hits;
    const token = web.tokenFor('ada');
    const html = await (await navigate('/meals?filter=thumbsUp', `dd_session=${token}`)).text();

    expect(api.hits).toBe(hits + 1);
    const handed = answersOf(html);
    expect(handed).toMatchObject({ address: '/meals?filter=thumbsUp', userId: 'ada' });
    expect(handed?.answers).toEqual([
      {
        path: '/api/meals?limit=24&filter=thumbsUp',
        headers: { 'content-type': expect.stringContaining('application/json') },
        body: expect.stringContaining('"url":"/api/meals?limit=24&filter=thumbsUp"'),
      },
    ]);
    // The script that would ask for them runs after them, not from the head.
    const order = ['id="dd-first-screen"', 'id="dd-first-answers"', FIRST_REQUESTS_SCRIPT];
    expect(order.map((text) => html.indexOf(text))).toEqual(
      order.map((text) => html.indexOf(text)).sort((a, b) => a - b),
    );
    expect(html.indexOf(FIRST_REQUESTS_SCRIPT)).toBeGreaterThan(html.indexOf('<div id="root">'));
    expect(html.split(FIRST_REQUESTS_SCRIPT)).toHaveLength(2);
  });

  it('puts the first-requests script in the head of a page it does not render', async () => {
    const html = await (await navigate('/meals')).text();

    expect(answersOf(html)).toBeUndefined();
    expect(html.indexOf(FIRST_REQUESTS_SCRIPT)).toBeGreaterThan(-1);
    expect(html.indexOf(FIRST_REQUESTS_SCRIPT)).toBeLessThan(html.indexOf('</head>'));
  });

  it('serves the page without one when there is no session, or its token is forged', async () => {
    const anonymous = await navigate('/meals');
    expect(firstScreenOf(await anonymous.text())).toBeUndefined();
    expect(anonymous.headers.get('cache-control')).toBe('no-cache');

    const forged = `${web.tokenFor('ada').split('.').slice(0, 2).join('.')}.forged-signature`;
    const hits = api.hits;
    const refused = await navigate('/meals', `dd_session=${forged}`);
    expect(firstScreenOf(await refused.text())).toBeUndefined();
    expect(api.hits).toBe(hits);
  });

  it('renders a remote redeployed alone with its new code from the next page on', async () => {
    const file = join(staticRoot.path, 'mfe-meals/dist-prerender/prerender.cjs');
    writeFileSync(file, remoteRenderer('v2'));
    const later = new Date(Date.now() + 5000);
    utimesSync(file, later, later);

    const page = firstScreenOf(
      await (await navigate('/meals', `dd_session=${web.tokenFor('bo')}`)).text(),
    );

    expect(page?.html).toContain('v2 for bo');
  });
});

describe('a first screen that takes too long', () => {
  let stack: RenderingStack;

  beforeAll(async () => {
    stack = await startRenderingStack(2000, { FIRST_SCREEN_DEADLINE_MS: '200' });
  });

  afterAll(() => stack.close());

  it('is left out: the page is sent at its deadline, as the app alone would paint it', async () => {
    const startedAt = Date.now();
    const response = await fetch(`${stack.web.url}/meals`, {
      headers: { ...BROWSER_NAVIGATION, cookie: `dd_session=${stack.web.tokenFor('ada')}` },
    });
    const html = await response.text();

    expect(Date.now() - startedAt).toBeLessThan(1500);
    expect(firstScreenOf(html)).toBeUndefined();
    expect(answersOf(html)).toBeUndefined();
    expect(html).toContain('<div id="root">');
    // The app's first requests leave once the page has ended without the render's answers.
    expect(html.indexOf(FIRST_REQUESTS_SCRIPT)).toBeGreaterThan(html.indexOf('<div id="root">'));
  });
});

describe('a first screen that takes a while', () => {
  let stack: RenderingStack;

  beforeAll(async () => {
    stack = await startRenderingStack(800);
  });

  afterAll(() => stack.close());

  it('follows the rest of the page, which the browser has parsed meanwhile', async () => {
    const startedAt = Date.now();
    const response = await fetch(`${stack.web.url}/meals`, {
      headers: {
        ...BROWSER_NAVIGATION,
        'accept-encoding': 'br',
        cookie: `dd_session=${stack.web.tokenFor('ada')}`,
      },
    });
    expect(response.headers.get('content-encoding')).toBe('br');
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let html = '';
    let rootAt: number | undefined;
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      html += chunk.value;
      if (rootAt === undefined && html.includes('<div id="root">')) rootAt = Date.now() - startedAt;
    }
    const endAt = Date.now() - startedAt;

    expect(rootAt).toBeLessThan(500);
    expect(endAt).toBeGreaterThanOrEqual(800);
    expect(firstScreenOf(html)?.html).toContain('v1 for ada');
    expect(html).toMatch(/<div id="root">[^]*id="dd-first-screen"[^]*<\/body><\/html>$/);
  });
});
