/**
 * The markup of `root` as a still picture of the page's first screen: what
 * starts below it (the rest of a list, the footer) is left out, and so are
 * dialogs, alerts and the messages of floating notices (a toast, an offline
 * banner), which belong to that moment, not to the page.
 */
export function captureFirstScreen(root: HTMLElement, screenHeight = window.innerHeight): string {
  const copy = root.cloneNode(true) as HTMLElement;
  prune(root, copy, screenHeight + SCREEN_MARGIN);
  return copy.innerHTML;
}

/** Room kept below the first screen, for a phone's toolbar that hides as the page scrolls. */
const SCREEN_MARGIN = 120;

const MOMENTARY = 'dialog, [role=dialog], [role=alertdialog], [role=alert]';
const NOTICE_REGION = '[role=status], [aria-live]';

/** Prunes `copy`, a deep clone of `live`, walking both together: `live` has the layout. */
function prune(live: Element, copy: Element, bottom: number): void {
  for (let index = live.children.length - 1; index >= 0; index--) {
    const shown = live.children[index]!;
    const copied = copy.children[index]!;
    const top = shown.getBoundingClientRect().top + window.scrollY;
    if (shown.matches(MOMENTARY) || top > bottom) copied.remove();
    else if (shown.matches(NOTICE_REGION) && getComputedStyle(shown).position === 'fixed')
      copied.replaceChildren();
    else prune(shown, copied, bottom);
  }
}
