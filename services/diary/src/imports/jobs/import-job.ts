import type { ImportSummary } from '@dd/contracts';

/** The BullMQ queue of imports, under the deployment's REDIS_PREFIX (`dd:bull:diary-imports`). */
export const IMPORTS_QUEUE = 'diary-imports';
export const IMPORT_JOB = 'import';

/** A failed job's reason starts with this when the archive was refused: its message is the user's. */
export const REFUSED_REASON_PREFIX = 'refused: ';

export interface ImportJobData {
  userId: string;
  /** Where the export's personal diary goes (absent in jobs from before shared diaries: the personal diary). */
  diaryId?: string;
  /** The importer's full name: the first name they are shown by in a shared diary an import makes. */
  fullName?: string;
  /** The user's bearer token, for the photo uploads and categories; dropped when the job ends. */
  authorization?: string;
  fileName: string;
  requestedAt: string;
}

export interface ImportJobResult {
  summary: ImportSummary;
  finishedAt: string;
}
