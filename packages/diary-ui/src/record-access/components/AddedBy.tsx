import styles from './AddedBy.module.css';

/**
 * A shared record's "Added by …" line under its title. Its line is kept
 * while the members load, so nothing below moves when the name arrives.
 */
export function AddedBy({ text }: { text: string | null }) {
  if (text === null) return null;
  return <p className={styles.addedBy}>{text || '\u00a0'}</p>;
}
