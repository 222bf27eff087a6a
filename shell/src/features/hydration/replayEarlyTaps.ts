import { HYDRATING_ATTRIBUTE } from '@dd/ui-kit';

/**
 * Controls whose tap does something only once their code has hydrated them.
 * Links work before (they are anchors), and so do fields and checkboxes (the
 * browser changes them; ui-kit's useValueTypedEarly keeps what changed).
 */
export const CONTROLS = 'button, [role="button"]';
/** Set by the page's early taps script (shell/public/early-taps.js) on a control tapped before the app's code ran: the order of its first tap (1, 2, …). */
export const EARLY_TAP_ATTRIBUTE = 'data-early-tap';
/** Set on `<html>` as the app starts: the early taps script stops, and the app keeps the taps from then on. */
export const APP_STARTED_ATTRIBUTE = 'data-app-started';
/** How long a tap waits for its control to hydrate. */
const WAIT_MS = 10_000;
const POLL_MS = 50;

/** Whether React has hydrated `element` (it then keeps the element's props on it). */
function isHydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/**
 * Keeps a tap made on a control of the server's HTML whose code has not
 * hydrated it yet (a remote's card while the remote's code is on its way)
 * and taps it again once it has: React does not replay such a tap itself.
 * Taps made before the app's code ran come marked by the page's early taps
 * script. A control is tapped again once, however often it was tapped
 * while it waited (a person tapping again because nothing happened).
 * Only controls that were in the server's HTML when the app started count
 * (anything rendered later is React's or a library's own); only until the
 * page's first navigation ends its hydration (HYDRATING_ATTRIBUTE).
 */
export function replayEarlyTaps(root: Element): void {
  document.documentElement.setAttribute(APP_STARTED_ATTRIBUTE, '');
  const rendered = new WeakSet(root.querySelectorAll(CONTROLS));
  const waiting = new WeakSet<Element>();
  const tapOnceHydrated = (control: Element) => {
    if (waiting.has(control)) return;
    waiting.add(control);
    const started = performance.now();
    const timer = setInterval(() => {
      if (!control.isConnected || performance.now() - started > WAIT_MS) clearInterval(timer);
      else if (isHydrated(control)) {
        clearInterval(timer);
        waiting.delete(control);
        (control as HTMLElement).click();
      }
    }, POLL_MS);
  };
  // In the order they were first tapped (the attribute's number), not the page's.
  const tappedEarly = [...root.querySelectorAll(`[${EARLY_TAP_ATTRIBUTE}]`)].sort(
    (a, b) =>
      Number(a.getAttribute(EARLY_TAP_ATTRIBUTE)) - Number(b.getAttribute(EARLY_TAP_ATTRIBUTE)),
  );
  for (const control of tappedEarly) {
    control.removeAttribute(EARLY_TAP_ATTRIBUTE);
    if (rendered.has(control)) tapOnceHydrated(control);
  }
  const onClick = (event: MouseEvent) => {
    if (!document.documentElement.hasAttribute(HYDRATING_ATTRIBUTE)) {
      document.removeEventListener('click', onClick, true);
      return;
    }
    const control = (event.target as Element | null)?.closest?.(CONTROLS);
    if (!control || !rendered.has(control) || isHydrated(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    tapOnceHydrated(control);
  };
  document.addEventListener('click', onClick, true);
}
