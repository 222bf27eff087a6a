import { STEPS } from '../content/marketing';
import styles from './Sections.module.css';

export function HowItWorks() {
  return (
    <section className={styles.section} aria-labelledby="how-it-works-heading">
      <h2 id="how-it-works-heading" className={styles.heading}>
        How it works
      </h2>
      <p className={styles.subheading}>From first bite to fond memory in three steps.</p>
      <ol className={styles.steps}>
        {STEPS.map((step, index) => (
          <li key={step.title} className={styles.step}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <h3 className={styles.cardTitle}>{step.title}</h3>
            <p className={styles.cardText}>{step.description}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
