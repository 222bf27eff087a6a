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
