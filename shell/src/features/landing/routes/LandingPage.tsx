import { Hero } from '../components/Hero';
import { HowItWorks } from '../components/HowItWorks';
import { LogoStrip } from '../components/LogoStrip';
import { ScreenshotCarousel } from '../components/ScreenshotCarousel';
import { SignUpCta } from '../components/SignUpCta';
import { Testimonials } from '../components/Testimonials';
import styles from './LandingPage.module.css';

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
      <HowItWorks />
      <Testimonials />
      <LogoStrip />
      <SignUpCta />
    </div>
  );
}
