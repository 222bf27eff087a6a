/**
 * Whether a write failed on a unique index. MongoDB says code 11000; FerretDB
 * answers a violation on update with code 1 and a "duplicate key" message.
 */
export function isDuplicateKeyError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === 11000 || (typeof message === 'string' && /duplicate key/i.test(message));
}
