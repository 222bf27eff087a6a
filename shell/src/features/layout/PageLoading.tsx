import { Spinner } from '@dd/ui-kit';
import styles from './PageLoading.module.css';

/** Shown in the page area while a page's code is being fetched. */
export function PageLoading() {
  return (
    <div className={styles.loading} role="status" aria-live="polite">
      <Spinner />
      <span className={styles.label}>Loading…</span>
    </div>
  );
}
