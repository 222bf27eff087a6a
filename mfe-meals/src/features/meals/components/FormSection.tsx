import { useId, type ReactNode } from 'react';
import { Card } from '@dd/ui-kit';
import styles from './MealForm.module.css';

/** One titled card of the meal form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <Card className={styles.card}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
        </h2>
        {children}
      </Card>
    </section>
  );
}
