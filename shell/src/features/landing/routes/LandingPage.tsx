import { lazy } from 'react';
import { LoadWhenNear } from '../../layout';
import { DiaryShortcuts } from '../components/DiaryShortcuts';
import { Hero } from '../components/Hero';
import { ScreenshotShowcase } from '../components/ScreenshotShowcase';
import styles from './LandingPage.module.css';

// Fetched as the reader scrolls towards it, not with the first paint.
const BelowTheFold = lazy(() => import('../components/BelowTheFold'));

/** The public marketing page at `/`; a signed-in visitor finds the way into the diary first. */
export function LandingPage() {
  return (
    <div className={styles.page}>
      <DiaryShortcuts />
      <Hero />
      <section className={styles.showcase} aria-labelledby="showcase-heading">
        <h2 id="showcase-heading" className={styles.showcaseHeading}>
          See Dining Diary in action
        </h2>
        <ScreenshotShowcase />
      </section>
      {/* The placeholder reserves the sections' space so the footer does not jump when they arrive. */}
      <LoadWhenNear placeholder={<div className={styles.belowTheFoldPlaceholder} />}>
        <BelowTheFold />
      </LoadWhenNear>
    </div>
  );
}
