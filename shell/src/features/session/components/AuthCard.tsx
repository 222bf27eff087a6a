import type { ReactNode } from 'react';
import styles from './AuthCard.module.css';

/** The centred card the sign-up, log-in and password screens share. */
export function AuthCard({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className={styles.card}>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </section>
  );
}
