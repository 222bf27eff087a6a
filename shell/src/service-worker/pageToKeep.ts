import { PAGE_STATE_ELEMENT_ID } from '@dd/contracts';

// The web tier ends a rendered `#root` with the page's state block, written
// as JSON with every `<` escaped, so the block's first `</script>` ends it.
const RENDERED_ROOT = new RegExp(
  `<div id="root">[\\s\\S]*?</div><script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">[\\s\\S]*?</script>`,
);

/**
 * The page's HTML as the device may keep it: without what the web tier
 * rendered into it and the state that followed, which hold the user's data
 * (the device keeps its own copies, per user, in storage it clears on
 * sign-out). The app renders the kept page in the browser.
 */
export async function pageToKeep(response: Response): Promise<Response> {
  const html = await response.clone().text();
  const kept = html.replace(RENDERED_ROOT, '<div id="root"></div>');
  if (kept === html) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('cache-control', 'no-cache');
  return new Response(kept, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
