import { SERVER_FIRST_ANSWERS_ELEMENT_ID, SERVER_FIRST_SCREEN_ELEMENT_ID } from '@dd/contracts';

// The web tier writes the blocks as JSON with every `<` escaped, so a block's first `</script>` ends it.
const USER_DATA_BLOCKS = new RegExp(
  `<script type="application/json" id="(?:${SERVER_FIRST_SCREEN_ELEMENT_ID}|${SERVER_FIRST_ANSWERS_ELEMENT_ID})">[\\s\\S]*?</script>`,
  'g',
);

/**
 * The page's HTML as the device may keep it: without the first screen the
 * gateway rendered into it and the API answers that followed it, which hold
 * the user's data (the device keeps its own copies, per user, in storage it
 * clears on sign-out).
 */
export async function pageToKeep(response: Response): Promise<Response> {
  const html = await response.clone().text();
  const kept = html.replace(USER_DATA_BLOCKS, '');
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
