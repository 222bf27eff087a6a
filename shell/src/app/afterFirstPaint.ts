/**
 * Runs `start` once the page has painted (just after the first frame that
 * could be drawn, i.e. once the head's style sheets are in), or at once in a
 * hidden tab, which draws no frames. The app's code takes a few hundred
 * milliseconds to run; started before that frame, it holds the server's
 * HTML back from the screen (on the desktop, a long task before the first
 * paint in 3 of 5 loads).
 */
export function afterFirstPaint(start: () => void): void {
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
}
