import { useId, type ReactNode } from 'react';
import { Card } from '@dd/ui-kit';
import styles from './FormSection.module.css';

export type FormSectionProps = {
  title: string;
  /** A short line under the title. */
  description?: ReactNode;
  children: ReactNode;
};

/** One titled card of a diary form or editor page (a group of fields, or a Yelp block). */
export function FormSection({ title, description, children }: FormSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <Card className={styles.card}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {description && <p className={styles.description}>{description}</p>}
        {children}
      </Card>
    </section>
  );
}
