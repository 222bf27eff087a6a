import { useEffect, type RefObject } from 'react';

/** How long the track must be still before a manual scroll counts as settled. */
const SCROLL_SETTLE_MS = 120;

/**
 * Keeps a horizontal scroll-snap track and the current index in step, both
 * ways: a new index scrolls its slide into place, and a manual scroll (swipe,
 * trackpad) that settles on another slide reports that slide's index.
 * Only settled positions are reported, so the smooth scroll to a far slide
 * (e.g. wrapping from the last to the first) is not interrupted half-way.
 * `onSettle` should be stable (e.g. from useCallback).
 */
export function useSnapScrollSync(
  trackRef: RefObject<HTMLElement | null>,
  index: number,
  onSettle: (index: number) => void,
) {
  useEffect(() => {
    const track = trackRef.current;
    const slide = track?.children[index] as HTMLElement | undefined;
    if (track && slide) track.scrollLeft = slide.offsetLeft;
  }, [trackRef, index]);

  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const handleScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (track.clientWidth === 0) return;
        const settled = Math.round(track.scrollLeft / track.clientWidth);
        onSettle(Math.min(Math.max(settled, 0), track.children.length - 1));
      }, SCROLL_SETTLE_MS);
    };
    track.addEventListener('scroll', handleScroll, { passive: true });
    return () => {
      clearTimeout(timer);
      track.removeEventListener('scroll', handleScroll);
    };
  }, [trackRef, onSettle]);
}
