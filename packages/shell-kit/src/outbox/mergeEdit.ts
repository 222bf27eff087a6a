import { dequal } from 'dequal/lite';
import type { EditBase } from './outboxEntry';

/** What of an edit made offline is sent, and the fields where it overrode someone else's change. */
export type MergedEdit = { body: Record<string, unknown>; conflicts: string[] };

/** A reference the API answers populated (`{ _id, name }`) compares as the id a form sends. */
function comparable(value: unknown): unknown {
  if (value && typeof value === 'object' && typeof (value as { _id?: unknown })._id === 'string')
    return (value as { _id: string })._id;
  return value;
}

/**
 * Merges an edit queued offline with the record as the server has it now,
 * field by field (docs/decisions.md, "Offline edits"): a field the user left
 * as it was is not sent, so a change made elsewhere stays; a field the user
 * changed is sent, and when the server's value changed too (to something
 * else) the user's version wins and the field is named as a conflict.
 */
export function mergeEdit(
  mine: Record<string, unknown>,
  base: EditBase,
  theirs: Record<string, unknown>,
): MergedEdit {
  const body: Record<string, unknown> = {};
  const conflicts: string[] = [];
  for (const [field, value] of Object.entries(mine)) {
    if (field in base.sent && dequal(value, base.sent[field])) continue;
    body[field] = value;
    const changedThere = !dequal(theirs[field], base.read[field]);
    if (changedThere && !dequal(comparable(theirs[field]), comparable(value)))
      conflicts.push(field);
  }
  return { body, conflicts };
}
