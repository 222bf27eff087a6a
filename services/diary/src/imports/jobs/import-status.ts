import type { ImportState, ImportStatus } from '@dd/contracts';
import type { UserJobView } from '../../account-data/user-jobs-queue';
import { REFUSED_REASON_PREFIX, type ImportJobData, type ImportJobResult } from './import-job';

export const IMPORT_FAILED_MESSAGE =
  'The import could not be finished. Try again: what was already imported is not added twice.';

export type ImportJobView = UserJobView<ImportJobData, ImportJobResult>;

/** A job's BullMQ state as the API tells it. */
export function toImportStatus(job: ImportJobView): ImportStatus {
  const state = stateOf(job);
  return {
    id: job.id,
    state,
    progress: state === 'done' ? 100 : Math.max(0, Math.min(99, job.progress)),
    createdAt: job.data.requestedAt,
    fileName: job.data.fileName,
    // Imports queued before shared diaries went into the personal diary.
    diaryId: job.data.diaryId ?? job.data.userId,
    summary: state === 'done' ? job.result!.summary : null,
    message: state === 'failed' ? failureMessage(job.failedReason) : null,
  };
}

function stateOf(job: ImportJobView): ImportState {
  if (job.state === 'completed' && job.result) return 'done';
  // 'completed' without a result: finishing as it was read; the next poll sees it done.
  if (job.state === 'active' || job.state === 'completed') return 'running';
  if (job.state === 'failed') return 'failed';
  return 'queued';
}

function failureMessage(reason: string | undefined): string {
  return reason?.startsWith(REFUSED_REASON_PREFIX)
    ? reason.slice(REFUSED_REASON_PREFIX.length)
    : IMPORT_FAILED_MESSAGE;
}
