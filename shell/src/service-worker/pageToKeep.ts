import { LANDING_BUILD_DIR, PAGE_STATE_ELEMENT_ID, type PageState } from '@dd/contracts';
import type { KeptPagesOwner } from '../features/offline/model/keptPages';

// The web tier ends a rendered `#root` with the page's state block, written
// as JSON with every `<` escaped, so the block's first `</script>` ends it.
const RENDERED_ROOT = new RegExp(
  `<div id="root">[\\s\\S]*?</div><script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">([\\s\\S]*?)</script>`,
);

/**
 * Whom the page's HTML was rendered for: a user and the diary its lists
 * show (null: the personal one), null for a page rendered for anyone
 * (signed out), undefined for a page without a render.
 */
export function renderedFor(html: string): KeptPagesOwner | null | undefined {
  const state = RENDERED_ROOT.exec(html)?.[1];
  if (state === undefined) return undefined;
  try {
    const { user, diaryId } = JSON.parse(state) as Partial<PageState>;
    if (typeof user?.id !== 'string') return null;
    return { userId: user.id, diaryId: typeof diaryId === 'string' ? diaryId : null };
  } catch {
    return undefined;
  }
}

const LANDING_BUILD_SCRIPT = new RegExp(`<script[^>]* src="/${LANDING_BUILD_DIR}/`);

/**
 * Whether a kept page may stand in for another address: a page of the
 * shell's build may (its app renders any route), the landing page's own
 * build may not (it only ever shows `/`, and loads no remote).
 */
export function servesAnyAddress(html: string): boolean {
  return !LANDING_BUILD_SCRIPT.test(html);
}

/** Whether a page rendered for `renderedForUser` may be kept, or served, while `owner` owns the kept pages. */
function mayCarryRender(
  renderedForUser: KeptPagesOwner | null | undefined,
  owner: KeptPagesOwner | null,
) {
  return (
    renderedForUser === null ||
    (!!owner &&
      !!renderedForUser &&
      renderedForUser.userId === owner.userId &&
      renderedForUser.diaryId === owner.diaryId)
  );
}

/** The page without what the web tier rendered into it and the state that followed: the app renders it in the browser. */
async function withoutRender(response: Response, html: string): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('cache-control', 'no-cache');
  return new Response(html.replace(RENDERED_ROOT, '<div id="root"></div>'), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

/**
 * The page's HTML as the device may keep it, or serve it, while `owner`
 * owns the kept pages (keptPagesOwner): as it was served when it was
 * rendered for anyone or for the owner and their current diary, so the app
 * hydrates it at once; otherwise without the render, which holds another
 * user's data, a user's whose session is not remembered, or another
 * diary's lists. `forAddress` false (a page kept
 * for another address, served in its place) always goes without it.
 */
export async function pageToKeep(
  response: Response,
  owner: KeptPagesOwner | null,
  forAddress = true,
): Promise<Response> {
  const html = await response.clone().text();
  const user = renderedFor(html);
  if (user === undefined || (forAddress && mayCarryRender(user, owner))) return response;
  return withoutRender(response, html);
}
