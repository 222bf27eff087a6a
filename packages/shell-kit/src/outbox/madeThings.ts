import { localRefsIn } from './localRefs';
import type { OutboxEntry } from './outboxEntry';

/** What a person made, as they would name it. */
export type MadeKind = 'meal' | 'restaurant' | 'tag' | 'change';

/** One thing a person made or changed: the write that stands for it, and what it is. */
export type MadeThing = { id: string; kind: MadeKind };

const TAG_LINK_PATH = /^\/api\/(meal|restaurant)-tags(\/|$)/;
const CREATED_KINDS: Record<string, MadeKind> = {
  '/api/meals': 'meal',
  '/api/restaurants': 'restaurant',
  '/api/tags': 'tag',
};

/**
 * The queued writes counted as a person counts what they did: a photo's
 * upload belongs to the record that names it, and a tag put on a record
 * made offline belongs to that record; every other write is one thing.
 */
export function madeThings(entries: readonly OutboxEntry[]): MadeThing[] {
  const creators = new Map<string, OutboxEntry>();
  for (const entry of entries) if (entry.creates) creators.set(entry.creates.ref, entry);
  const named = new Set(entries.flatMap((entry) => localRefsIn([entry.path, entry.body])));
  const isPart = (entry: OutboxEntry) =>
    (entry.file !== undefined && entry.creates !== undefined && named.has(entry.creates.ref)) ||
    (TAG_LINK_PATH.test(entry.path) &&
      localRefsIn([entry.path, entry.body]).some((ref) => creators.has(ref)));
  return entries
    .filter((entry) => !isPart(entry))
    .map((entry) => ({
      id: entry.id,
      kind: (entry.method === 'POST' && CREATED_KINDS[entry.path]) || 'change',
    }));
}

const NOUNS: Record<MadeKind, [string, string]> = {
  meal: ['meal', 'meals'],
  restaurant: ['restaurant', 'restaurants'],
  tag: ['tag', 'tags'],
  change: ['change', 'changes'],
};

/** "1 meal", "2 meals and 1 restaurant", "1 meal, 1 tag and 2 changes". */
export function countOfThings(things: readonly MadeThing[]): string {
  const counts = new Map<MadeKind, number>();
  for (const { kind } of things) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  const parts = (Object.keys(NOUNS) as MadeKind[])
    .filter((kind) => counts.has(kind))
    .map((kind) => {
      const count = counts.get(kind)!;
      return `${count} ${NOUNS[kind][count === 1 ? 0 : 1]}`;
    });
  return parts.length <= 1
    ? (parts[0] ?? '0 changes')
    : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}
