import { classNames } from '@dd/ui-kit';
import { FIRST_SLIDE, SLIDE_COUNT } from '../content/firstSlide';
import { ChevronIcon } from './icons';
import { SlideFigure } from './SlideFigure';
import styles from './ScreenshotCarousel.module.css';

export type CarouselPreviewProps = {
  /** A pointer or a touch is on the preview: time for the carousel. */
  onApproach: () => void;
};

/**
 * The carousel as first painted, box for box: its frame, the first
 * screenshot, and arrows and dots that only look the part (nothing to focus
 * that would vanish under the keyboard) until ScreenshotCarousel replaces it.
 */
export function CarouselPreview({ onApproach }: CarouselPreviewProps) {
  return (
    <section
      className={styles.carousel}
      aria-roledescription="carousel"
      aria-label="Dining Diary screenshots"
      onPointerEnter={onApproach}
      onTouchStart={onApproach}
    >
      <div className={styles.viewport}>
        <span className={classNames(styles.arrow, styles.previous)} aria-hidden="true">
          <ChevronIcon direction="left" />
        </span>
        <div className={styles.track}>
          <div
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`1 of ${SLIDE_COUNT}`}
          >
            <SlideFigure slide={FIRST_SLIDE} eager />
          </div>
        </div>
        <span className={classNames(styles.arrow, styles.next)} aria-hidden="true">
          <ChevronIcon direction="right" />
        </span>
      </div>
      <div className={styles.dots} aria-hidden="true">
        {Array.from({ length: SLIDE_COUNT }, (_, index) => (
          <span
            key={index}
            className={styles.dot}
            aria-current={index === 0 ? 'true' : undefined}
          />
        ))}
      </div>
    </section>
  );
}
