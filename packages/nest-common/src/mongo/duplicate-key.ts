/**
 * Whether a write failed on a unique index. MongoDB answers code 11000
 * ("E11000 duplicate key error"). FerretDB answers a violation on update with
 * code 1: "duplicate key value violates unique constraint" on its PostgreSQL
 * backend, "UNIQUE constraint failed" on SQLite.
 */
export function isDuplicateKeyError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === 11000 || code === 11001) return true;
  return typeof message === 'string' && /duplicate key|UNIQUE constraint failed/i.test(message);
}
