import type { Model } from 'mongoose';

const DUPLICATE_KEY = 11000;

/**
 * Inserts documents as they are (ids and times kept), skipping those a unique
 * index already holds: a re-run, or another import racing this one.
 */
export async function insertIgnoringDuplicates(
  model: { collection: Model<unknown>['collection'] },
  documents: readonly object[],
): Promise<number> {
  if (documents.length === 0) return 0;
  try {
    const result = await model.collection.insertMany(documents as never[], { ordered: false });
    return result.insertedCount;
  } catch (error) {
    const bulk = error as {
      writeErrors?: { code?: number }[] | { code?: number };
      insertedCount?: number;
      result?: { insertedCount?: number };
    };
    const writeErrors = Array.isArray(bulk.writeErrors)
      ? bulk.writeErrors
      : bulk.writeErrors
        ? [bulk.writeErrors]
        : [];
    if (writeErrors.length === 0 || writeErrors.some((write) => write.code !== DUPLICATE_KEY))
      throw error;
    return (
      bulk.insertedCount ?? bulk.result?.insertedCount ?? documents.length - writeErrors.length
    );
  }
}
