import { useRef, useState, type ChangeEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, ErrorText, Spinner } from '@dd/ui-kit';
import { latestImportQuery } from '../api/yourDataApi';
import { useRefreshAfterImport, useStartImport } from '../api/useYourData';
import { importPhase, IMPORT_TEXTS as TEXT, looksLikeZip } from '../model/importView';
import { DataSection } from './DataSection';
import { FileField } from './FileField';
import { ImportDiaryField, useImportTarget } from './ImportDiaryField';
import { ImportSummaryView } from './ImportSummaryView';
import { JobProgress } from './JobProgress';
import styles from './YourData.module.css';

/** Import: pick an export zip (and the diary it goes into), send it, follow the progress, read the summary. */
export function ImportSection() {
  const latest = useQuery(latestImportQuery());
  const start = useStartImport();
  const [file, setFile] = useState<File | null>(null);
  const [pickError, setPickError] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const into = useImportTarget();
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
    start.mutate(
      { file, diaryId: into.target && !into.target.personal ? into.target._id : null },
      {
        onSuccess: () => {
          setFile(null);
          if (inputRef.current) inputRef.current.value = '';
        },
      },
    );
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
      {phase === 'working' && status && (
        <JobProgress
          name="Import progress"
          label={status.state === 'queued' ? TEXT.queued : TEXT.importing}
          progress={status.progress}
        />
      )}
      {phase === 'done' && status?.summary && !start.isPending && (
        <ImportSummaryView status={status} summary={status.summary} />
      )}
      {phase === 'failed' && status?.message && !start.isPending && (
        <ErrorText>{status.message}</ErrorText>
      )}
      {start.isError && <ErrorText>{TEXT.importFailed + start.error.message}</ErrorText>}
      {pickError && <ErrorText>{pickError}</ErrorText>}
      {phase !== 'working' && (
        <div className={styles.importForm}>
          <ImportDiaryField {...into} disabled={start.isPending} />
          <FileField
            inputRef={inputRef}
            label={TEXT.fileLabel}
            accept=".zip,application/zip,application/x-zip-compressed"
            disabled={start.isPending}
            onChange={pick}
            hint={TEXT.sizeHint}
          />
          {start.isPending && (
            <p className={styles.status} role="status">
              <Spinner /> {TEXT.uploading}
            </p>
          )}
          <div className={styles.actions}>
            <Button disabled={!file} loading={start.isPending} onClick={send}>
              {TEXT.importButton}
            </Button>
          </div>
        </div>
      )}
    </DataSection>
  );
}
