import { ApiError } from '@dd/shell-kit';

/** Whether a record's load failed because there is no such record: 404, or a malformed id (400). */
export function isMissingRecord(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}
