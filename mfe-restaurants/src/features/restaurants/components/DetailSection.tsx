import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@dd/ui-kit';
import styles from './RestaurantDetail.module.css';

export type DetailSectionProps = {
  title: string;
  /** A link in the section's header, e.g. Manage Tags. */
  action?: { label: string; to: string };
  children: ReactNode;
};

/** One card of the detail page: a heading, an optional header link, its content. */
export function DetailSection({ title, action, children }: DetailSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <header className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
        </h2>
        {action && (
          <Link
            to={action.to}
            className={buttonClassName({ variant: 'secondary', size: 'sm' }, styles.sectionAction)}
          >
            {action.label}
          </Link>
        )}
      </header>
      {children}
    </section>
  );
}
