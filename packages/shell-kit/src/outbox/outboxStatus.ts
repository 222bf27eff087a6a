import { localRefsIn } from './localRefs';
import type { OutboxEntry } from './outboxEntry';

/**
 * Where a queued write stands: `waiting` to be sent, `failed` (the API
 * refused it), or `blocked` behind a failed write that creates a record it
 * names (a photo of a meal whose create was refused).
 */
export type OutboxStatus = 'waiting' | 'failed' | 'blocked';

export function outboxStatuses(entries: readonly OutboxEntry[]): Map<string, OutboxStatus> {
  const statuses = new Map<string, OutboxStatus>();
  const stuckRefs = new Set<string>();
  for (const entry of entries) {
    const status: OutboxStatus = entry.failure
      ? 'failed'
      : localRefsIn([entry.path, entry.body]).some((ref) => stuckRefs.has(ref))
        ? 'blocked'
        : 'waiting';
    if (status !== 'waiting' && entry.creates) stuckRefs.add(entry.creates.ref);
    statuses.set(entry.id, status);
  }
  return statuses;
}

/** `entry` and every write queued after it that names what it creates, directly or not. */
export function withDependents(entries: readonly OutboxEntry[], entry: OutboxEntry): OutboxEntry[] {
  const refs = new Set(entry.creates ? [entry.creates.ref] : []);
  const chosen = [entry];
  for (const later of entries.slice(entries.indexOf(entry) + 1)) {
    if (!localRefsIn([later.path, later.body]).some((ref) => refs.has(ref))) continue;
    chosen.push(later);
    if (later.creates) refs.add(later.creates.ref);
  }
  return chosen;
}
