import type { ReactNode } from 'react';
import styles from './LegalPage.module.css';

type LegalPageProps = {
  title: string;
  /** ISO date of the last substantive change. */
  lastUpdated: string;
  children: ReactNode;
};

export function LegalPage({ title, lastUpdated, children }: LegalPageProps) {
  const readableDate = new Date(`${lastUpdated}T00:00:00`).toLocaleDateString('en-US', {
    dateStyle: 'long',
  });
  return (
    <article className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.updated}>
          Last updated: <time dateTime={lastUpdated}>{readableDate}</time>
        </p>
      </header>
      <div className={styles.body}>{children}</div>
    </article>
  );
}

export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}
