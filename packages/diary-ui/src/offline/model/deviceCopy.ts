import { ApiError } from '@dd/shell-kit';

/** What the note reads of a query (useQuery's or useInfiniteQuery's result). */
export type ShownQuery = {
  data: unknown;
  isError: boolean;
  error: unknown;
  dataUpdatedAt: number;
};

/** Whether `error` is the network failing (fetch rejected), not an answer of the API. */
export function isUnreachable(error: unknown): boolean {
  if (error instanceof ApiError) return false;
  return !(error instanceof DOMException && error.name === 'AbortError');
}

/**
 * When the answer a query shows was fetched, if that is the device's copy
 * while there is no network: the browser is offline, or the query's refetch
 * could not reach the API. Null when it is live or there is none to show.
 */
export function deviceCopyUpdatedAt(query: ShownQuery, online: boolean): number | null {
  if (query.data === undefined || query.dataUpdatedAt <= 0) return null;
  const refetchFailed = query.isError && isUnreachable(query.error);
  return !online || refetchFailed ? query.dataUpdatedAt : null;
}

/** "Offline · updated 10:42 AM" today, "Offline · updated Dec 1" another day of the year, with the year before it. */
export function offlineNoteText(updatedAt: number, now: Date, locale?: string): string {
  const updated = new Date(updatedAt);
  const sameDay = updated.toDateString() === now.toDateString();
  const when = sameDay
    ? updated.toLocaleTimeString(locale, { hour: 'numeric', minute: '2-digit' })
    : updated.toLocaleDateString(locale, {
        month: 'short',
        day: 'numeric',
        ...(updated.getFullYear() !== now.getFullYear() && { year: 'numeric' }),
      });
  return `Offline · updated ${when}`;
}
