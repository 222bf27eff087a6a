import { useId, type ReactNode } from 'react';
import { Card } from '@dd/ui-kit';
import styles from './EditorSection.module.css';

type EditorSectionProps = {
  title: string;
  /** A short line under the title. */
  description?: ReactNode;
  children: ReactNode;
};

/** One titled card of the editor (a form section, or a Yelp block). */
export function EditorSection({ title, description, children }: EditorSectionProps) {
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
