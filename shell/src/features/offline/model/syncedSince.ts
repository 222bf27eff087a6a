import type { MadeThing, OutboxStatus } from '@dd/shell-kit';

/**
 * What left the queue since it was last empty, to be told once it empties:
 * the things seen waiting, less those refused at last sight (a refused
 * write leaves by being discarded, not synced).
 */
export type SyncTally = { seen: ReadonlyMap<string, MadeThing>; refused: ReadonlySet<string> };

export const EMPTY_TALLY: SyncTally = { seen: new Map(), refused: new Set() };

/** The tally after the queue became `things`; `synced` once it emptied (nothing when nothing was sent). */
export function tallySync(
  tally: SyncTally,
  things: readonly MadeThing[],
  statuses: ReadonlyMap<string, OutboxStatus>,
): { tally: SyncTally; synced: MadeThing[] } {
  const seen = new Map(tally.seen);
  const refused = new Set(tally.refused);
  for (const thing of things) {
    seen.set(thing.id, thing);
    if (statuses.get(thing.id) === 'waiting') refused.delete(thing.id);
    else refused.add(thing.id);
  }
  if (things.length > 0) return { tally: { seen, refused }, synced: [] };
  const synced = [...seen.values()].filter((thing) => !refused.has(thing.id));
  return { tally: EMPTY_TALLY, synced };
}
