import { useQuery } from '@tanstack/react-query';
import { Button, ErrorText } from '@dd/ui-kit';
import { latestExportQuery } from '../api/yourDataApi';
import { useDownloadExport, useStartExport } from '../api/useYourData';
import { exportPhase, readyText, YOUR_DATA_TEXTS as TEXT } from '../model/exportView';
import { DataSection } from './DataSection';
import { JobProgress } from './JobProgress';
import styles from './YourData.module.css';

/** Export: start, follow the progress, download when ready (or start again). */
export function ExportSection() {
  const latest = useQuery(latestExportQuery());
  const start = useStartExport();
  const download = useDownloadExport();
  const status = latest.data ?? null;
  const phase = exportPhase(status);

  return (
    <DataSection
      id="your-data-export"
      title={TEXT.exportTitle}
      intro={TEXT.exportIntro}
      latest={latest}
      loadingText={TEXT.loading}
      loadFailedText={TEXT.loadFailed}
    >
      <>
        {status?.state === 'expired' && <p className={styles.text}>{TEXT.expired}</p>}
        {phase === 'working' && status && (
          <JobProgress
            name="Export progress"
            label={status.state === 'queued' ? TEXT.queued : TEXT.preparing}
            progress={status.progress}
          />
        )}
        {phase === 'ready' && status && (
          <p className={styles.status} role="status">
            {readyText(status)}
          </p>
        )}
        {phase === 'failed' && status?.message && <ErrorText>{status.message}</ErrorText>}
        {start.isError && <ErrorText>{TEXT.startFailed + start.error.message}</ErrorText>}
        {download.isError && <ErrorText>{TEXT.downloadFailed + download.error.message}</ErrorText>}
        {phase !== 'working' && (
          <div className={styles.actions}>
            {phase === 'ready' && status && (
              <Button loading={download.isPending} onClick={() => download.mutate(status.id)}>
                {TEXT.downloadButton}
              </Button>
            )}
            <Button
              variant={phase === 'ready' ? 'secondary' : 'primary'}
              loading={start.isPending}
              onClick={() => start.mutate()}
            >
              {phase === 'idle' ? TEXT.exportButton : TEXT.exportAgain}
            </Button>
          </div>
        )}
      </>
    </DataSection>
  );
}
