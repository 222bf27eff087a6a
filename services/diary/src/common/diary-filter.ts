import type { FilterQuery } from 'mongoose';

/**
 * The diary's records matching every condition. `diaryId`, and every
 * condition that is a plain equality (`{ isThumbsUp: true }`, `{ month: '2024-09' }`),
 * stay top-level keys: FerretDB's PostgreSQL backend pushes only top-level
 * equality filters down to SQL (a light diary's page in ~25 ms instead of a
 * scan of every diary's records; a month of a heavy diary's meals in ~35 ms
 * instead of ~640 ms), and for MongoDB it is the same query as `$and` with them.
 */
export function diaryFilter<T>(
  diaryId: string,
  conditions: readonly FilterQuery<T>[],
): FilterQuery<T> {
  const topLevel: Record<string, unknown> = { diaryId };
  const narrowing: FilterQuery<T>[] = [];
  for (const condition of conditions) {
    const entries = Object.entries(condition);
    if (entries.length === 0) continue;
    if (entries.every(([field, value]) => isPlainEquality(field, value) && !(field in topLevel)))
      Object.assign(topLevel, condition);
    else narrowing.push(condition);
  }
  return (narrowing.length > 0 ? { ...topLevel, $and: narrowing } : topLevel) as FilterQuery<T>;
}

/** `field: value` compares the field with one scalar (no operator, no sub-document). */
function isPlainEquality(field: string, value: unknown): boolean {
  if (field.startsWith('$')) return false;
  if (value === null || typeof value !== 'object') return true;
  return value instanceof Date || (value as { _bsontype?: string })._bsontype === 'ObjectId';
}
