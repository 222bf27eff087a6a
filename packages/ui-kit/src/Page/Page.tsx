import type { ReactNode } from 'react';
import styles from './Page.module.css';

export type PageProps = {
  /** The screen's heading (its only h1). */
  title: string;
  children?: ReactNode;
};

/** The frame of a screen: its heading, then its content. */
export function Page({ title, children }: PageProps) {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </section>
  );
}
