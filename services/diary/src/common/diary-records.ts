import type { Model, Types } from 'mongoose';

/**
 * Documents per round trip of the big cursors. Unsorted on purpose: FerretDB
 * sorts in memory, again for every batch of a sorted cursor, which made a
 * 10,000-meal export several times slower; a whole-diary read needs no order.
 */
const CURSOR_BATCH_SIZE = 5000;

/** Every record of the diary, as stored, in no set order: memory does not grow with the diary. */
export function streamOfDiary<T extends { diaryId: string }>(
  model: Model<T>,
  diaryId: string,
): AsyncIterable<T> {
  const cursor = model.find({ diaryId }).batchSize(CURSOR_BATCH_SIZE).lean<T>().cursor();
  return cursor as AsyncIterable<T>;
}

/** The ids of every record of the diary (by equality on the diary, which FerretDB answers from the index). */
export async function idsOfDiary<T extends { diaryId: string }>(
  model: Model<T>,
  diaryId: string,
): Promise<Types.ObjectId[]> {
  const rows = await model.find({ diaryId }, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>().exec();
  return rows.map((row) => row._id);
}
