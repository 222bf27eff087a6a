import { apiRequest } from '../api/apiRequest';
import { ApiError } from '../api/ApiError';
import { withResolvedRefs } from './localRefs';
import type { OutboxEntry } from './outboxEntry';

/** An attempt that takes longer is abandoned and tried again later; photos get longer. */
const JSON_TIMEOUT_MS = 30_000;
const UPLOAD_TIMEOUT_MS = 120_000;

/** One attempt at `entry`, with the server ids known so far in place of its local refs. */
export async function sendEntry(
  entry: OutboxEntry,
  resolved: ReadonlyMap<string, string>,
): Promise<unknown> {
  const path = withResolvedRefs(entry.path, resolved);
  let body: unknown = withResolvedRefs(entry.body, resolved);
  if (entry.file) {
    body = new FormData();
    (body as FormData).append('file', entry.file, (entry.file as File).name || 'photo');
  }
  const signal = AbortSignal.timeout(entry.file ? UPLOAD_TIMEOUT_MS : JSON_TIMEOUT_MS);
  try {
    return await apiRequest(path, {
      method: entry.method,
      body,
      signal,
      idempotencyKey: entry.method === 'POST' ? entry.idempotencyKey : undefined,
    });
  } catch (error) {
    // A delete whose earlier attempt got no answer may have been done by it: nothing left is done.
    const retried = entry.attempts > 0;
    if (retried && entry.method === 'DELETE' && error instanceof ApiError && error.status === 404)
      return undefined;
    throw error;
  }
}

/** No answer, a time-out, or the server's own failure: worth another attempt later. */
export function isWorthRetrying(error: unknown): boolean {
  if (error instanceof ApiError)
    return error.status >= 500 || [408, 425, 429].includes(error.status);
  return true; // fetch rejects (offline, connection lost) or the attempt timed out
}
