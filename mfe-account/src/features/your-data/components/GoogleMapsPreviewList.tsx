import type { GoogleMapsPlaceRow } from '@dd/contracts/rules';
import {
  GOOGLE_MAPS_TEXTS as TEXT,
  PREVIEW_ROWS_SHOWN,
  STATUS_LABELS,
} from '../model/googleMapsImportView';
import styles from './GoogleMapsImport.module.css';

/** The rows of a previewed saved list: name, note and what each would become (the first PREVIEW_ROWS_SHOWN). */
export function GoogleMapsPreviewList({ rows }: { rows: readonly GoogleMapsPlaceRow[] }) {
  const shown = rows.slice(0, PREVIEW_ROWS_SHOWN);
  const more = rows.length - shown.length;
  return (
    <div className={styles.rows}>
      <ul className={styles.list} aria-label={TEXT.rowsLabel}>
        {shown.map((row) => (
          <li key={row.line} className={styles.row}>
            <div className={styles.place}>
              <span className={styles.name}>{row.name || `Row ${row.line}`}</span>
              {row.note && <span className={styles.note}>{row.note}</span>}
              {row.reason && <span className={styles.reason}>{row.reason}</span>}
            </div>
            <span className={`${styles.badge} ${styles[row.status]}`}>
              {STATUS_LABELS[row.status]}
            </span>
          </li>
        ))}
      </ul>
      {more > 0 && (
        <p className={styles.more}>
          …and {more.toLocaleString('en-US')} more {more === 1 ? 'row' : 'rows'}
        </p>
      )}
    </div>
  );
}
