import type { Model, Types } from 'mongoose';

/**
 * Reads one record by `_id` and answers it only when `userId` owns it.
 * FerretDB hands a filter to SQLite only when `_id` is its sole condition;
 * `{ _id, userId }` would decode every document of the collection in Go
 * (about 25× slower at 10,000 meals), so ownership is checked here instead.
 * `userId` never changes, so a write by `_id` after this check stays scoped to
 * the owner. On MongoDB both forms use the `_id` index.
 */
export async function findOwnedById<T extends { userId: string }>(
  model: Model<T>,
  userId: string,
  id: Types.ObjectId,
): Promise<T | null> {
  const record = await model.findById(id).lean<T>().exec();
  return record && record.userId === userId ? record : null;
}
