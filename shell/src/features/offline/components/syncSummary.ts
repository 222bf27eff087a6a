import type { OutboxStatus } from '@dd/shell-kit';
import type { QueuedWrites } from '../hooks/useQueuedWrites';

function count(statuses: ReadonlyMap<string, OutboxStatus>, status: OutboxStatus): number {
  return [...statuses.values()].filter((candidate) => candidate === status).length;
}

/** The page's one-line account of the queue, read out as it changes. */
export function syncSummary({ ready, entries, statuses }: QueuedWrites): string {
  if (!ready) return 'Reading the changes kept on this device…';
  if (entries.length === 0) return 'Everything is synced.';
  const waiting =
    entries.length === 1
      ? '1 change has not reached the server yet.'
      : `${entries.length} changes have not reached the server yet.`;
  const refused = count(statuses, 'failed');
  if (refused === 0) return waiting;
  return `${waiting} The server refused ${refused === 1 ? '1 of them' : `${refused} of them`}.`;
}
