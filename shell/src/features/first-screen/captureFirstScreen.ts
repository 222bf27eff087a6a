/**
 * The markup of `root` as a still picture of the page's first screen: what
 * lies below it (the rest of a list, the footer) is left out, and so are
 * dialogs, alerts and floating notices (a toast, an offline banner), which
 * belong to that moment, not to the page.
 */
export function captureFirstScreen(root: HTMLElement, screenHeight = window.innerHeight): string {
  const copy = root.cloneNode(true) as HTMLElement;
  dropBelow(root, copy, screenHeight + SCREEN_MARGIN);
  const floating = Array.from(root.querySelectorAll('[role=status], [aria-live]')).map(
    (region) => getComputedStyle(region).position === 'fixed',
  );
  copy.querySelectorAll('[role=status], [aria-live]').forEach((region, index) => {
    if (floating[index]) region.replaceChildren();
  });
  copy
    .querySelectorAll('dialog, [role=dialog], [role=alertdialog], [role=alert]')
    .forEach((element) => element.remove());
  return copy.innerHTML;
}

/** Room kept below the first screen, for a phone's toolbar that hides as the page scrolls. */
const SCREEN_MARGIN = 120;

/** Removes from `copy` (a deep clone of `live`) every element that starts below `bottom` (document coordinates). */
function dropBelow(live: Element, copy: Element, bottom: number): void {
  for (let index = live.children.length - 1; index >= 0; index--) {
    const rect = live.children[index]!.getBoundingClientRect();
    const top = rect.top + window.scrollY;
    if (top > bottom) copy.children[index]!.remove();
    else if (top + rect.height > bottom)
      dropBelow(live.children[index]!, copy.children[index]!, bottom);
  }
}
