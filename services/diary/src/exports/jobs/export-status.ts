import type { UserJobView } from '../../account-data/user-jobs-queue';
import type { ExportState, ExportStatus } from '@dd/contracts';
import type { ExportJobData, ExportJobResult } from './export-job';

export const EXPORT_FAILED_MESSAGE = 'The export could not be finished. Please try again.';

export type ExportJobView = UserJobView<ExportJobData, ExportJobResult>;

/** A job's BullMQ state as the API tells it, with the download window applied. */
export function toExportStatus(job: ExportJobView, ttlMs: number, now: Date): ExportStatus {
  const ready = job.state === 'completed' && job.result;
  const expiresAt = ready ? new Date(Date.parse(job.result!.finishedAt) + ttlMs) : null;
  const state: ExportState = ready ? (expiresAt! > now ? 'ready' : 'expired') : stateOf(job.state);
  return {
    id: job.id,
    state,
    progress:
      state === 'ready' || state === 'expired' ? 100 : Math.max(0, Math.min(99, job.progress)),
    createdAt: job.data.requestedAt,
    expiresAt: expiresAt ? expiresAt.toISOString() : null,
    size: ready ? job.result!.size : null,
    message: state === 'failed' ? EXPORT_FAILED_MESSAGE : null,
  };
}

function stateOf(bullState: string): ExportState {
  // 'completed' without a result: finishing as it was read; the next poll sees it ready.
  if (bullState === 'active' || bullState === 'completed') return 'running';
  if (bullState === 'failed') return 'failed';
  return 'queued';
}
