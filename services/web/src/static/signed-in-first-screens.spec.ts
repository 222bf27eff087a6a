import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  SignedInFirstScreens,
  type GiveUpReason,
  type SignedInPage,
} from './signed-in-first-screens';

const USER = {
  id: 'u1',
  email: 'ada@example.test',
  fullName: 'Ada',
  userImages: [],
  newsletter: false,
};
const TOKEN = [
  Buffer.from('{"alg":"RS256"}').toString('base64url'),
  Buffer.from(JSON.stringify({ user: USER })).toString('base64url'),
  'signature',
].join('.');

const SHELL_RENDERER = `exports.signedInFirstScreen = (request, remote) => ({
  address: request.location.pathname, userId: request.user.id, mark: remote.mark, html: remote.html, styles: [],
});`;

/** A remote renderer whose render does `body` (a statement list ending in a return). */
const remoteRenderer = (body: string) => `exports.renderFirstScreen = async () => { ${body} };`;

describe('SignedInFirstScreens', () => {
  let root: string;

  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'first-screens-'));
    for (const folder of ['shell', 'mfe-meals'])
      mkdirSync(join(root, folder, 'dist-prerender'), { recursive: true });
    writeFileSync(join(root, 'shell', 'dist-prerender', 'prerender.cjs'), SHELL_RENDERER);
  });

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  async function render(remoteBody: string, deadlineMs = 500) {
    writeFileSync(
      join(root, 'mfe-meals', 'dist-prerender', 'prerender.cjs'),
      remoteRenderer(remoteBody),
    );
    const givenUp: { reason: GiveUpReason; elapsedMs: number }[] = [];
    const screens = new SignedInFirstScreens(join(root, 'shell'), deadlineMs, () => USER.id);
    const page: SignedInPage = {
      location: { pathname: '/meals', search: '' },
      token: TOKEN,
      config: { remotes: {}, geocoderUrl: '', tileUrl: '', storageUrl: '' },
      fetchApi: () => Promise.reject(new Error('not asked')),
      remoteFolder: join(root, 'mfe-meals'),
      styleTexts: async () => [],
      onGiveUp: (reason, elapsedMs) => givenUp.push({ reason, elapsedMs }),
    };
    return { rendered: await screens.render(page), givenUp };
  }

  it('renders the remote inside the shell and gives nothing up', async () => {
    const { rendered, givenUp } = await render(
      `return { mark: 'first-meal-card', html: '<h2>Soup</h2>' };`,
    );

    expect(rendered).toMatchObject({
      userId: 'u1',
      mark: 'first-meal-card',
      html: '<h2>Soup</h2>',
    });
    expect(givenUp).toEqual([]);
  });

  it('says why a page went without: over the deadline, an error, nothing to paint', async () => {
    const slow = await render(`await new Promise((r) => setTimeout(r, 300)); return null;`, 50);
    const failing = await render(`throw new Error('the API answered 503');`);
    const empty = await render('return null;');

    expect(slow.rendered).toBeUndefined();
    expect(slow.givenUp).toEqual([{ reason: 'deadline', elapsedMs: expect.any(Number) }]);
    expect(slow.givenUp[0]!.elapsedMs).toBeGreaterThanOrEqual(45);
    expect(slow.givenUp[0]!.elapsedMs).toBeLessThan(300);
    expect(failing.givenUp.map(({ reason }) => reason)).toEqual(['error']);
    expect(empty.givenUp.map(({ reason }) => reason)).toEqual(['nothing to paint']);
  });
});
