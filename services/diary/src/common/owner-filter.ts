import type { FilterQuery } from 'mongoose';

/**
 * The user's records matching every condition. `userId` stays a top-level
 * key: FerretDB's PostgreSQL backend pushes only top-level equality filters
 * down to SQL (a light user's page in ~25 ms instead of a scan of every
 * user's records), and for MongoDB it is the same query as `$and` with it.
 */
export function ownerFilter<T>(
  userId: string,
  conditions: readonly FilterQuery<T>[],
): FilterQuery<T> {
  const narrowing = conditions.filter((condition) => Object.keys(condition).length > 0);
  return (narrowing.length > 0 ? { userId, $and: narrowing } : { userId }) as FilterQuery<T>;
}
