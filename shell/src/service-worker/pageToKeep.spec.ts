import { pageToKeep, renderedFor, servesAnyAddress } from './pageToKeep';

const HOME = '64b7f0c2a1b2c3d4e5f6d1a7';
const state = (user: unknown, diaryId?: string) =>
  `<script type="application/json" id="dd-page-state">${JSON.stringify({ user, queries: {}, diaryId }).replace(/</g, '\\u003c')}</script>`;
const rendered = (user: unknown, diaryId?: string) =>
  `<div id="root"><main><h2>Khao soi</h2></main></div>${state(user, diaryId)}`;
const ADA = { id: 'u-ada', fullName: 'Ada </script>' };
const OWNER_ADA = { userId: 'u-ada', diaryId: null };
const OWNER_ADA_AT_HOME = { userId: 'u-ada', diaryId: HOME };
const page = (root: string) =>
  `<!doctype html><html><head><script>var id = "dd-page-state";</script></head><body>${root}<script src="/main.js"></script></body></html>`;
const served = (root: string) =>
  new Response(page(root), {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' },
  });

describe('renderedFor', () => {
  it('names the user and diary a page was rendered for, null for anyone, undefined without a render', () => {
    expect(renderedFor(page(rendered(ADA)))).toEqual(OWNER_ADA);
    expect(renderedFor(page(rendered(ADA, HOME)))).toEqual(OWNER_ADA_AT_HOME);
    expect(renderedFor(page(rendered(null)))).toBeNull();
    expect(renderedFor(page('<div id="root"></div>'))).toBeUndefined();
  });
});

describe('pageToKeep', () => {
  it("keeps a page rendered for the kept pages' owner as it was served", async () => {
    const response = served(rendered(ADA));

    expect(await pageToKeep(response, OWNER_ADA)).toBe(response);
    const atHome = served(rendered(ADA, HOME));
    expect(await pageToKeep(atHome, OWNER_ADA_AT_HOME)).toBe(atHome);
  });

  it("keeps another user's page, another diary's, or a page while no one owns them, without its render", async () => {
    for (const [owner, diaryId] of [
      [{ userId: 'u-bob', diaryId: null }, undefined],
      [null, undefined],
      [OWNER_ADA_AT_HOME, undefined],
      [OWNER_ADA, HOME],
    ] as const) {
      const response = served(rendered(ADA, diaryId));

      const kept = await pageToKeep(response, owner);

      expect(await kept.text()).toBe(page('<div id="root"></div>'));
      expect(kept.status).toBe(200);
      expect(kept.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(kept.headers.get('cache-control')).toBe('no-cache');
      // The page that was served still has it.
      expect(await response.text()).toBe(page(rendered(ADA, diaryId)));
    }
  });

  it('keeps a page rendered for anyone as it is, for its own address only', async () => {
    const landing = served(rendered(null));
    expect(await pageToKeep(landing, null)).toBe(landing);

    const inPlaceOfAnother = await pageToKeep(served(rendered(ADA)), OWNER_ADA, false);
    expect(await inPlaceOfAnother.text()).toBe(page('<div id="root"></div>'));
  });

  it('keeps a page without a render as it is', async () => {
    const response = served('<div id="root"></div>');

    expect(await pageToKeep(response, OWNER_ADA)).toBe(response);
  });
});

describe('servesAnyAddress', () => {
  it('lets a page of the shell’s build stand in for another address, never the landing build’s', () => {
    expect(servesAnyAddress(page('<div id="root"></div>'))).toBe(true);
    const landingBuild =
      '<!doctype html><html><head><script defer fetchpriority="high" src="/landing/main.78effa1d.js"></script></head><body><div id="root"></div></body></html>';
    expect(servesAnyAddress(landingBuild)).toBe(false);
  });
});
