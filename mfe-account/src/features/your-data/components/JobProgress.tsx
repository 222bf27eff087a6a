import styles from './YourData.module.css';

export interface JobProgressProps {
  /** What is happening, e.g. 'Preparing your export…'. */
  label: string;
  /** 0–100. */
  progress: number;
  /** The bar's accessible name, e.g. 'Export progress'. */
  name: string;
}

/** The bar and words of an export or import under way; the bar is announced as a progressbar. */
export function JobProgress({ label, progress, name }: JobProgressProps) {
  return (
    <div className={styles.progress}>
      <p className={styles.status} role="status">
        {label} {progress}%
      </p>
      <div
        className={styles.track}
        role="progressbar"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
      >
        <div className={styles.bar} style={{ width: `${Math.max(2, progress)}%` }} />
      </div>
    </div>
  );
}
