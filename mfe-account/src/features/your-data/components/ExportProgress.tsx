import type { ExportStatus } from '@dd/contracts';
import { YOUR_DATA_TEXTS } from '../model/exportView';
import styles from './YourData.module.css';

/** The bar and words of an export under way; the bar is announced as a progressbar. */
export function ExportProgress({ status }: { status: ExportStatus }) {
  const label = status.state === 'queued' ? YOUR_DATA_TEXTS.queued : YOUR_DATA_TEXTS.preparing;
  return (
    <div className={styles.progress}>
      <p className={styles.status} role="status">
        {label} {status.progress}%
      </p>
      <div
        className={styles.track}
        role="progressbar"
        aria-label="Export progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={status.progress}
      >
        <div className={styles.bar} style={{ width: `${Math.max(2, status.progress)}%` }} />
      </div>
    </div>
  );
}
