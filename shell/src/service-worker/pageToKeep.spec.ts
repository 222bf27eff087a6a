import { pageToKeep } from './pageToKeep';

const RENDERED =
  '<div id="root"><main><h2>Khao soi</h2></main></div><script type="application/json" id="dd-page-state">{"user":{"fullName":"Ada \\u003c/script>"},"queries":{}}</script>';
const page = (root: string) =>
  `<!doctype html><html><head><script>var id = "dd-page-state";</script></head><body>${root}<script src="/main.js"></script></body></html>`;

it("keeps a page without what the web tier rendered into it with the user's data", async () => {
  const served = new Response(page(RENDERED), {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' },
  });

  const kept = await pageToKeep(served);

  expect(await kept.text()).toBe(page('<div id="root"></div>'));
  expect(kept.status).toBe(200);
  expect(kept.headers.get('content-type')).toBe('text/html; charset=utf-8');
  // The page that was served still has it.
  expect(await served.text()).toBe(page(RENDERED));
});

it('keeps a page without a render as it is', async () => {
  const served = new Response(page('<div id="root"></div>'), {
    headers: { 'content-type': 'text/html' },
  });

  expect(await pageToKeep(served)).toBe(served);
});
