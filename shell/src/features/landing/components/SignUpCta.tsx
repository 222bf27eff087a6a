import { Link } from 'react-router';
import { buttonClassName } from '@dd/ui-kit';
import styles from './Sections.module.css';

export function SignUpCta() {
  return (
    <section className={styles.cta} aria-labelledby="cta-heading">
      <h2 id="cta-heading" className={styles.ctaHeading}>
        Start your dining diary today
      </h2>
      <p className={styles.ctaText}>
        Free to use, private by default, and ready before your next reservation.
      </p>
      <Link to="/signup" className={buttonClassName({ size: 'lg' }, styles.ctaButton)}>
        Sign Up for Free
      </Link>
    </section>
  );
}
