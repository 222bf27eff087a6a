import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from '@dd/ui-kit';
import styles from './MealDetail.module.css';

export type DetailSectionProps = {
  title: string;
  /** A link in the section's header (e.g. Manage Tags), or any header control. */
  action?: { label: string; to: string } | ReactNode;
  children: ReactNode;
};

function isLinkAction(
  action: DetailSectionProps['action'],
): action is { label: string; to: string } {
  return typeof action === 'object' && action !== null && 'to' in action && 'label' in action;
}

/** One card of the meal page: a heading, an optional header action, its content. */
export function DetailSection({ title, action, children }: DetailSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <header className={styles.sectionHeader}>
        <h2 id={headingId} className={styles.sectionTitle}>
          {title}
        </h2>
        {isLinkAction(action) ? (
          <Link to={action.to} className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
            {action.label}
          </Link>
        ) : (
          action
        )}
      </header>
      {children}
    </section>
  );
}
