import { PAGE_STATE_ELEMENT_ID, type PageState } from '@dd/contracts';

let state: PageState | null | undefined;

/**
 * What the page's HTML was rendered with (the web tier's or the build's
 * render), or null for a page that carries no render.
 */
export function pageState(): PageState | null {
  if (state === undefined) {
    const text = document.getElementById(PAGE_STATE_ELEMENT_ID)?.textContent;
    try {
      state = text ? (JSON.parse(text) as PageState) : null;
    } catch {
      state = null;
    }
  }
  return state;
}
