import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { classNames } from '@dd/ui-kit';
import styles from './DiaryCard.module.css';

/** Lifts a control (thumbs, menu, another link) above the card's stretched link. */
export const cardControlClassName = styles.control;

/**
 * A record's card in a list (an `li`): it lifts on hover, and the card with
 * the focus (e.g. an open menu) stays above its neighbours.
 */
export function DiaryCard({ className, children }: { className?: string; children: ReactNode }) {
  return <li className={classNames(styles.card, className)}>{children}</li>;
}

/**
 * The card's main link (the record's name): it covers the whole card, so a
 * press anywhere follows it; controls sit above it (cardControlClassName), so
 * nothing interactive is nested inside the link.
 */
export function CardLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={styles.link}>
      {children}
    </Link>
  );
}
