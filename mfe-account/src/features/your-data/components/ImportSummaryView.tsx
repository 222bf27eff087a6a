import { useQuery } from '@tanstack/react-query';
import type { ImportStatus, ImportSummary } from '@dd/contracts';
import { diariesQuery } from '@dd/shell-kit/diaries';
import { alreadyThereText, IMPORT_TEXTS as TEXT, summaryText } from '../model/importView';
import styles from './YourData.module.css';

/** How the last import ended: what came in, what was there already, and what was left out, and why. */
export function ImportSummaryView({
  status,
  summary,
}: {
  status: ImportStatus;
  summary: ImportSummary;
}) {
  const alreadyThere = alreadyThereText(summary);
  const unlisted = summary.skippedCount - summary.skipped.length;
  const diaries = useQuery(diariesQuery()).data;
  const into = diaries?.find((diary) => diary._id === status.diaryId);
  const shared = summary.sharedDiaries ?? [];
  return (
    <div className={styles.summary}>
      <p className={styles.text}>
        {TEXT.lastImport}: <span className={styles.fileName}>{status.fileName}</span>
      </p>
      <p className={styles.status} role="status">
        {summaryText(summary)}
      </p>
      {alreadyThere && <p className={styles.text}>{alreadyThere}</p>}
      {into && diaries && diaries.length > 1 && (
        <p className={styles.text}>
          {TEXT.importedInto}: {into.name}
        </p>
      )}
      {shared.length > 0 && (
        <p className={styles.text}>
          {TEXT.sharedDiariesRestored}: {shared.join(', ')}
        </p>
      )}
      {summary.skippedCount > 0 && (
        <details className={styles.skipped}>
          <summary>
            {TEXT.skippedTitle} ({summary.skippedCount})
          </summary>
          <ul className={styles.skippedList}>
            {summary.skipped.map((skip, index) => (
              <li key={index}>
                <span className={styles.skippedItem}>{skip.item}</span>: {skip.reason}
              </li>
            ))}
          </ul>
          {unlisted > 0 && <p className={styles.text}>…and {unlisted} more.</p>}
        </details>
      )}
    </div>
  );
}
