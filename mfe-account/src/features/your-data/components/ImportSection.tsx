import { useId, useState, type ChangeEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, ErrorText, Spinner } from '@dd/ui-kit';
import { latestImportQuery } from '../api/yourDataApi';
import { useRefreshAfterImport, useStartImport } from '../api/useYourData';
import { importPhase, IMPORT_TEXTS as TEXT, looksLikeZip } from '../model/importView';
import { DataSection } from './DataSection';
import { ImportSummaryView } from './ImportSummaryView';
import { JobProgress } from './JobProgress';
import styles from './YourData.module.css';

/** Import: pick an export zip, send it, follow the progress, read the summary. */
export function ImportSection() {
  const latest = useQuery(latestImportQuery());
  const start = useStartImport();
  const [file, setFile] = useState<File | null>(null);
  const [pickError, setPickError] = useState('');
  const inputId = useId();
  const status = latest.data ?? null;
  const phase = importPhase(status);
  useRefreshAfterImport(status);

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0] ?? null;
    start.reset();
    setPickError(picked && !looksLikeZip(picked) ? TEXT.notAZip : '');
    setFile(picked && looksLikeZip(picked) ? picked : null);
  };

  const send = () => {
    if (!file) return;
    start.mutate(file, { onSuccess: () => setFile(null) });
  };

  return (
    <DataSection
      id="your-data-import"
      title={TEXT.importTitle}
      intro={TEXT.importIntro}
      latest={latest}
      loadingText={TEXT.loading}
      loadFailedText={TEXT.loadFailed}
    >
      {start.isPending ? (
        <p className={styles.status} role="status">
          <Spinner /> {TEXT.uploading}
        </p>
      ) : (
        <>
          {phase === 'working' && status && (
            <JobProgress
              name="Import progress"
              label={status.state === 'queued' ? TEXT.queued : TEXT.importing}
              progress={status.progress}
            />
          )}
          {phase === 'done' && status?.summary && (
            <ImportSummaryView status={status} summary={status.summary} />
          )}
          {phase === 'failed' && status?.message && <ErrorText>{status.message}</ErrorText>}
          {start.isError && <ErrorText>{TEXT.importFailed + start.error.message}</ErrorText>}
          {pickError && <ErrorText>{pickError}</ErrorText>}
          {phase !== 'working' && (
            <div className={styles.picker}>
              <div className={styles.fileRow}>
                <label htmlFor={inputId} className={styles.fileButton}>
                  {TEXT.chooseFile}
                </label>
                <input
                  id={inputId}
                  className={styles.fileInput}
                  type="file"
                  accept=".zip,application/zip,application/x-zip-compressed"
                  onChange={pick}
                />
                <span className={styles.fileName} aria-live="polite">
                  {file?.name ?? TEXT.noFile}
                </span>
              </div>
              <p className={styles.hint}>{TEXT.sizeHint}</p>
              <div className={styles.actions}>
                <Button disabled={!file} onClick={send}>
                  {TEXT.importButton}
                </Button>
              </div>
            </div>
          )}
        </>
      )}
    </DataSection>
  );
}
