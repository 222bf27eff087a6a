import { TESTIMONIALS } from '../content/marketing';
import { QuoteIcon } from './QuoteIcon';
import styles from './Sections.module.css';

export function Testimonials() {
  return (
    <section className={styles.section} aria-labelledby="testimonials-heading">
      <h2 id="testimonials-heading" className={styles.heading}>
        Loved by people who love to eat
      </h2>
      <ul className={styles.testimonials}>
        {TESTIMONIALS.map(({ quote, name, role }) => (
          <li key={name}>
            <figure className={styles.testimonial}>
              <QuoteIcon className={styles.quoteIcon} />
              <blockquote className={styles.quote}>
                <p>{quote}</p>
              </blockquote>
              <figcaption className={styles.author}>
                <span className={styles.avatar} aria-hidden="true">
                  {name.charAt(0)}
                </span>
                <span>
                  <span className={styles.authorName}>{name}</span>
                  <span className={styles.authorRole}>{role}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
