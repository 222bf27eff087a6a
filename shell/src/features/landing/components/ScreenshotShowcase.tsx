import { useEffect, useRef, useState } from 'react';
import { loadable } from '@dd/ui-kit';
import { LOAD_AHEAD_MARGIN } from '../../layout';
import { CarouselPreview } from './CarouselPreview';

/**
 * The carousel's code and its 15 other screenshots' data: not part of the
 * landing page's first paint, which needs only the first screenshot.
 */
const LazyScreenshotCarousel = loadable(() =>
  import('./ScreenshotCarousel').then((module) => module.ScreenshotCarousel),
);

/**
 * How long after the first paint the carousel takes over from its preview,
 * well before its first turn (4 s later).
 */
export const CAROUSEL_TAKEOVER_MS = 2000;

/**
 * The landing page's screenshots: the preview paints at once, the carousel
 * follows. It takes over sooner when a pointer or a touch comes onto the
 * preview (ahead of a click on its arrows), and, where the preview starts out
 * of view (phones), as it scrolls near: a slide with a longer caption can make
 * the carousel taller than the preview, which must not happen in view.
 */
export function ScreenshotShowcase() {
  const [takenOver, setTakenOver] = useState(false);
  const anchorRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const takeOver = () => setTakenOver(true);
    const timer = setTimeout(takeOver, CAROUSEL_TAKEOVER_MS);
    if (typeof IntersectionObserver === 'undefined') return () => clearTimeout(timer);
    let startedOutOfView = false;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry.isIntersecting) startedOutOfView = true;
        else if (startedOutOfView) takeOver();
      },
      { rootMargin: LOAD_AHEAD_MARGIN },
    );
    if (anchorRef.current) observer.observe(anchorRef.current);
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, []);

  const preview = <CarouselPreview onApproach={() => setTakenOver(true)} />;
  return (
    <div ref={anchorRef}>
      {/* Without the carousel's code, the preview stays: the landing page does without its turns. */}
      {takenOver ? <LazyScreenshotCarousel fallback={preview} failedFallback={preview} /> : preview}
    </div>
  );
}
