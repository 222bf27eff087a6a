import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName, classNames } from '@dd/ui-kit';
import styles from './DetailSection.module.css';

/** A link in a section's header, shown as a small secondary button. */
export type DetailSectionLink = { label: string; to: string };

export type DetailSectionProps = {
  title: string;
  /** A link in the section's header (e.g. Manage Tags), or any header control. */
  action?: DetailSectionLink | ReactNode;
  children: ReactNode;
};

function isLinkAction(action: DetailSectionProps['action']): action is DetailSectionLink {
  return typeof action === 'object' && action !== null && 'to' in action && 'label' in action;
}

/** One card of a record's page: a heading, an optional header action, its content. */
export function DetailSection({ title, action, children }: DetailSectionProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <header className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
        {isLinkAction(action) ? (
          <Link
            to={action.to}
            className={buttonClassName({ variant: 'secondary', size: 'sm' }, styles.action)}
          >
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

/** The same card for content that brings its own heading (e.g. the order links). */
export function DetailCard({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={classNames(styles.section, className)}>{children}</div>;
}
