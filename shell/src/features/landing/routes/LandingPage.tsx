import { lazy, Suspense } from 'react';
import { Hero } from '../components/Hero';
import { ScreenshotCarousel } from '../components/ScreenshotCarousel';
import styles from './LandingPage.module.css';

// Not needed for the first paint; React starts fetching it on the page's first render.
const BelowTheFold = lazy(() => import('../components/BelowTheFold'));

/** The public marketing page at `/`. */
export function LandingPage() {
  return (
    <div className={styles.page}>
      <Hero />
      <section className={styles.showcase} aria-labelledby="showcase-heading">
        <h2 id="showcase-heading" className={styles.showcaseHeading}>
          See Dining Diary in action
        </h2>
        <ScreenshotCarousel />
      </section>
      {/* The placeholder reserves the sections' space so the footer does not jump when they arrive. */}
      <Suspense fallback={<div className={styles.belowTheFoldPlaceholder} />}>
        <BelowTheFold />
      </Suspense>
    </div>
  );
}
