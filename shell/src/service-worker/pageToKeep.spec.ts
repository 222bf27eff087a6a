import { pageToKeep } from './pageToKeep';

const FIRST_SCREEN =
  '<script type="application/json" id="dd-first-screen">{"html":"<h2>Khao soi \\u003c/script></h2>"}</script>';
const FIRST_ANSWERS =
  '<script type="application/json" id="dd-first-answers">{"answers":[{"path":"/api/meals","body":"[]"}]}</script>';
const page = (head: string) =>
  `<!doctype html><html><head><script>var id = "dd-first-screen";</script>${head}</head><body><div id="root"></div></body></html>`;

it("keeps a page without the first screen and the answers the web tier rendered with the user's data", async () => {
  const served = new Response(page(FIRST_SCREEN + FIRST_ANSWERS), {
    status: 200,
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'private, no-store' },
  });

  const kept = await pageToKeep(served);

  expect(await kept.text()).toBe(page(''));
  expect(kept.status).toBe(200);
  expect(kept.headers.get('content-type')).toBe('text/html; charset=utf-8');
  // The page that was served still has it.
  expect(await served.text()).toBe(page(FIRST_SCREEN + FIRST_ANSWERS));
});

it('keeps a page without one as it is', async () => {
  const served = new Response(page(''), { headers: { 'content-type': 'text/html' } });

  expect(await pageToKeep(served)).toBe(served);
});
