import L from 'leaflet';

/** Shown when one finger tries to pan the map. */
export const TWO_FINGER_HINT = 'Use two fingers to move the map';
/** How long the hint stays after the last one-finger move. */
export const HINT_DURATION_MS = 1500;

/** Whether the primary pointer is a finger: the map then leaves one-finger drags to the page. */
export function isCoarsePointer(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

export type CooperativeGesturesOptions = {
  /** The hint's class, styled by the map's frame. */
  hintClassName: string;
};

/**
 * One finger scrolls the page over the map, two fingers pan (and pinch-zoom) it:
 * one-finger dragging is switched off, so Leaflet's CSS lets the browser scroll
 * (`touch-action: pan-x pan-y`), and its pinch handler already follows the
 * fingers' midpoint. A one-finger move shows a short hint. Returns the undo.
 */
export function cooperativeGestures(
  map: L.Map,
  { hintClassName }: CooperativeGesturesOptions,
): () => void {
  const container = map.getContainer();
  map.dragging.disable();

  const hint = L.DomUtil.create('div', hintClassName, container);
  // Always in the tree, empty until shown: a live region must exist before it speaks.
  hint.setAttribute('role', 'status');
  let timer: ReturnType<typeof setTimeout> | undefined;

  function hide() {
    clearTimeout(timer);
    delete hint.dataset.visible;
    hint.textContent = '';
  }
  function onTouchMove(event: TouchEvent) {
    if (event.touches.length !== 1) return hide();
    hint.textContent = TWO_FINGER_HINT;
    hint.dataset.visible = '';
    clearTimeout(timer);
    timer = setTimeout(hide, HINT_DURATION_MS);
  }
  function onTouchStart(event: TouchEvent) {
    if (event.touches.length > 1) hide();
  }

  container.addEventListener('touchstart', onTouchStart, { passive: true });
  container.addEventListener('touchmove', onTouchMove, { passive: true });
  return () => {
    container.removeEventListener('touchstart', onTouchStart);
    container.removeEventListener('touchmove', onTouchMove);
    hide();
    hint.remove();
    map.dragging.enable();
  };
}
