import { z } from 'zod';

/** Where an export job is: waiting for a worker, being written, downloadable, given up, or past its download window. */
export const EXPORT_STATES = ['queued', 'running', 'ready', 'failed', 'expired'] as const;
export type ExportState = (typeof EXPORT_STATES)[number];

/** GET /api/exports/:id (and the answer of POST /api/exports). */
export interface ExportStatus {
  id: string;
  state: ExportState;
  /** 0–100. */
  progress: number;
  /** ISO time the export was asked for. */
  createdAt: string;
  /** ISO time after which a ready file is gone (null until it is ready). */
  expiresAt: string | null;
  /** Bytes of the finished zip (null until it is ready). */
  size: number | null;
  /** Why it failed (null otherwise). */
  message: string | null;
}

/** POST /api/exports/:id/download-link: a short-lived URL the browser can open without a bearer header. */
export interface ExportDownloadLink {
  url: string;
  /** ISO time after which the link is refused. */
  expiresAt: string;
}

/** POST /api/auth/delete-account: the password is asked again before anything is erased. */
export const deleteAccountRequestSchema = z.object({
  password: z.string().min(1, 'Required').max(256),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** Where an import is: waiting for a worker, being written, finished (see its summary), or given up. */
export const IMPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];

/** Counts of one import, by kind of record. */
export interface ImportCounts {
  restaurants: number;
  meals: number;
  tags: number;
  photos: number;
  posts: number;
  categories: number;
}

/** A record (or a photo, or a link) the import left out, and why. */
export interface ImportSkip {
  /** What it was, as the user would name it: `meal "Pad Thai" (2024-05-02)`. */
  item: string;
  reason: string;
}

/** How an import ended. */
export interface ImportSummary {
  /** New in the diary. */
  imported: ImportCounts;
  /** Already in the diary (from an earlier import of the same export, or tags of the same name). */
  alreadyThere: ImportCounts;
  /** How many were left out; `skipped` lists the first IMPORT_SKIPS_LISTED of them. */
  skippedCount: number;
  skipped: ImportSkip[];
  /**
   * The export's shared diaries, by name, each restored into the importer's
   * own shared diary of that name (made when there was none); absent in
   * summaries from before shared diaries.
   */
  sharedDiaries?: string[];
}

export const IMPORT_SKIPS_LISTED = 50;

/** GET /api/imports/:id (and the answer of POST /api/imports). */
export interface ImportStatus {
  id: string;
  state: ImportState;
  /** 0–100. */
  progress: number;
  /** ISO time the archive was received. */
  createdAt: string;
  /** The export's own file name, as it was picked. */
  fileName: string;
  /** The diary the export's personal diary goes into (the user's id: their personal diary). */
  diaryId: string;
  /** Set once the import is done. */
  summary: ImportSummary | null;
  /** Why it failed (null otherwise). */
  message: string | null;
}
