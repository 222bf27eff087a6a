import { useEffect, useState } from 'react';
import { loadable } from '@dd/ui-kit';
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
 * well before its first turn (4 s later). A pointer or a touch on the
 * preview brings it at once, ahead of a click on its arrows.
 */
export const CAROUSEL_TAKEOVER_MS = 2000;

/** The landing page's screenshots: the preview paints at once, the carousel follows. */
export function ScreenshotShowcase() {
  const [takenOver, setTakenOver] = useState(false);

  useEffect(() => {
    const timer = setTimeout(() => setTakenOver(true), CAROUSEL_TAKEOVER_MS);
    return () => clearTimeout(timer);
  }, []);

  const preview = <CarouselPreview onApproach={() => setTakenOver(true)} />;
  return takenOver ? <LazyScreenshotCarousel fallback={preview} /> : preview;
}
