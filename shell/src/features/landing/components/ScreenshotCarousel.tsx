import { useRef, useState, type FocusEvent } from 'react';
import { classNames } from '@dd/ui-kit';
import type { Slide } from '../content/firstSlide';
import { SLIDES } from '../content/slides';
import { useCarousel } from '../hooks/useCarousel';
import { useSnapScrollSync } from '../hooks/useSnapScrollSync';
import { ChevronIcon } from './icons';
import { SlideFigure } from './SlideFigure';
import styles from './ScreenshotCarousel.module.css';

export const CAROUSEL_INTERVAL_MS = 4000;

type ScreenshotCarouselProps = { slides?: readonly Slide[] };

/**
 * App screenshots in a scroll-snap track: arrows and dots move it (wrapping
 * around), it advances on its own every 4 s, and it holds still while the
 * pointer is over it or keyboard focus is inside it.
 */
export function ScreenshotCarousel({ slides = SLIDES }: ScreenshotCarouselProps) {
  const trackRef = useRef<HTMLDivElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focusWithin, setFocusWithin] = useState(false);
  const paused = hovered || focusWithin;
  const { index, goTo, next, previous } = useCarousel({
    count: slides.length,
    intervalMs: CAROUSEL_INTERVAL_MS,
    paused,
  });
  useSnapScrollSync(trackRef, index, goTo);

  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
  };

  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label="Dining Diary screenshots"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocusWithin(true)}
      onBlur={handleBlur}
    >
      <div className={styles.viewport}>
        <button
          type="button"
          className={classNames(styles.arrow, styles.previous)}
          aria-label="Previous slide"
          onClick={previous}
        >
          <ChevronIcon direction="left" />
        </button>
        {/* Announce slide changes only when the user drives them, not on every auto-advance.
            Focusable, so a keyboard scrolls it with the arrow keys like a pointer does. */}
        <div
          ref={trackRef}
          className={styles.track}
          tabIndex={0}
          aria-live={paused ? 'polite' : 'off'}
        >
          {slides.map((slide, slideIndex) => (
            <div
              key={slide.caption}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${slideIndex + 1} of ${slides.length}`}
            >
              <SlideFigure slide={slide} eager={slideIndex === 0} />
            </div>
          ))}
        </div>
        <button
          type="button"
          className={classNames(styles.arrow, styles.next)}
          aria-label="Next slide"
          onClick={next}
        >
          <ChevronIcon direction="right" />
        </button>
      </div>
      <div className={styles.dots} role="group" aria-label="Choose a slide">
        {slides.map((slide, slideIndex) => (
          <button
            key={slide.caption}
            type="button"
            className={styles.dot}
            aria-label={`Go to slide ${slideIndex + 1}: ${slide.caption}`}
            aria-current={slideIndex === index ? 'true' : undefined}
            onClick={() => goTo(slideIndex)}
          />
        ))}
      </div>
    </section>
  );
}
