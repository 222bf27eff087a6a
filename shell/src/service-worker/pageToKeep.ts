import { SERVER_FIRST_SCREEN_ELEMENT_ID } from '@dd/contracts';

// The gateway writes the block as JSON with every `<` escaped, so its first `</script>` ends it.
const FIRST_SCREEN_BLOCK = new RegExp(
  `<script type="application/json" id="${SERVER_FIRST_SCREEN_ELEMENT_ID}">[\\s\\S]*?</script>`,
);

/**
 * The page's HTML as the device may keep it: without the first screen the
 * gateway rendered into it, which holds the user's data (the device keeps
 * its own copies, per user, in storage it clears on sign-out).
 */
export async function pageToKeep(response: Response): Promise<Response> {
  const html = await response.clone().text();
  if (!FIRST_SCREEN_BLOCK.test(html)) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('cache-control', 'no-cache');
  return new Response(html.replace(FIRST_SCREEN_BLOCK, ''), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
