import styles from './DisclosureChevron.module.css';

/** The arrow of a fold-open control: down while folded, up while open. */
export function DisclosureChevron({ open }: { open: boolean }) {
  return <span className={styles.chevron} aria-hidden="true" data-open={open || undefined} />;
}
