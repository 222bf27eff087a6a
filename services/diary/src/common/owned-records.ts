import type { Model, Types } from 'mongoose';

/**
 * Documents per round trip of the big cursors. Unsorted on purpose: FerretDB
 * sorts in memory, again for every batch of a sorted cursor, which made a
 * 10,000-meal export several times slower; a whole-diary read needs no order.
 */
const CURSOR_BATCH_SIZE = 5000;

/** Every record of the user, as stored, in no set order: memory does not grow with the diary. */
export function streamOwned<T extends { userId: string }>(
  model: Model<T>,
  userId: string,
): AsyncIterable<T> {
  const cursor = model.find({ userId }).batchSize(CURSOR_BATCH_SIZE).lean<T>().cursor();
  return cursor as AsyncIterable<T>;
}

/** The ids of every record of the user (by equality on the owner, which FerretDB answers from the index). */
export async function idsOwned<T extends { userId: string }>(
  model: Model<T>,
  userId: string,
): Promise<Types.ObjectId[]> {
  const rows = await model.find({ userId }, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>().exec();
  return rows.map((row) => row._id);
}
