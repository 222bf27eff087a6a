import { apiRequest } from '../api/apiRequest';
import { ApiError } from '../api/ApiError';
import { withResolvedRefs } from './localRefs';
import { mergeEdit } from './mergeEdit';
import type { OutboxEntry } from './outboxEntry';

/** An attempt that takes longer is abandoned and tried again later; photos get longer. */
const JSON_TIMEOUT_MS = 30_000;
const UPLOAD_TIMEOUT_MS = 120_000;

/** The API's answer to a write, and the fields where a waiting edit overrode a change made elsewhere. */
export type SentEntry = { data: unknown; conflicts: readonly string[] };

type Attempt = {
  /** The write waited (offline, or behind others): an edit is merged with the record as it is now. */
  replay: boolean;
};

/** One attempt at `entry`, with the server ids known so far in place of its local refs. */
export async function sendEntry(
  entry: OutboxEntry,
  resolved: ReadonlyMap<string, string>,
  { replay }: Attempt = { replay: false },
): Promise<SentEntry> {
  const path = withResolvedRefs(entry.path, resolved);
  let body: unknown = withResolvedRefs(entry.body, resolved);
  if (entry.file) {
    body = new FormData();
    (body as FormData).append('file', entry.file, (entry.file as File).name || 'photo');
  }
  const signal = AbortSignal.timeout(entry.file ? UPLOAD_TIMEOUT_MS : JSON_TIMEOUT_MS);
  let conflicts: readonly string[] = [];
  if (replay && entry.method === 'PUT' && entry.base) {
    const theirs = await currentRecord(path, signal);
    if (theirs) {
      const merged = mergeEdit(body as Record<string, unknown>, entry.base, theirs);
      if (!Object.keys(merged.body).length) return { data: theirs, conflicts: [] };
      ({ body, conflicts } = merged);
    }
  }
  try {
    const data = await apiRequest(path, {
      method: entry.method,
      body,
      signal,
      idempotencyKey: entry.method === 'POST' ? entry.idempotencyKey : undefined,
    });
    return { data, conflicts };
  } catch (error) {
    // A delete whose earlier attempt got no answer may have been done by it: nothing left is done.
    const retried = entry.attempts > 0;
    if (retried && entry.method === 'DELETE' && error instanceof ApiError && error.status === 404)
      return { data: undefined, conflicts: [] };
    throw error;
  }
}

/**
 * The record an edit is about, as the server has it now; null when the
 * record is gone: the edit itself then gets the server's refusal.
 */
async function currentRecord(
  path: string,
  signal: AbortSignal,
): Promise<Record<string, unknown> | null> {
  try {
    return await apiRequest<Record<string, unknown>>(path, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** No answer, a time-out, or the server's own failure: worth another attempt later. */
export function isWorthRetrying(error: unknown): boolean {
  if (error instanceof ApiError)
    return error.status >= 500 || [408, 425, 429].includes(error.status);
  return true; // fetch rejects (offline, connection lost) or the attempt timed out
}
