import type { Collection, FilterQuery, Model, UpdateQuery } from 'mongoose';

/**
 * Upgrade to diaries (issue 46), for one collection of diary records:
 * 1. every record stored before records carried a `diaryId` moves into its
 *    user's personal diary, whose id is the user's id: one `updateMany` per
 *    user (FerretDB has no pipeline updates, so `diaryId: '$userId'` cannot
 *    be written in one statement);
 * 2. the indexes led by `userId` from before go: the unique ones would now
 *    refuse a shared diary's record that one member also has in their
 *    personal diary (a tag's name, a link);
 * 3. when it moved records or dropped indexes, the declared (`diaryId`-led)
 *    indexes are built, now that no two records of a user collide on a
 *    missing `diaryId` (the automatic build at start-up may have failed on
 *    the unique ones before the move).
 * Idempotent: only records still without a diary are touched, so a second
 * run (or a replica running it at once) changes nothing, and on an upgraded
 * database it only reads: the automatic index build is left alone. Answers
 * how many records moved.
 */
export async function backfillPersonalDiaries<T extends { userId: string; diaryId: string }>(
  model: Model<T>,
): Promise<number> {
  const withoutDiary = { diaryId: { $exists: false } } as FilterQuery<T>;
  const users = (await model.distinct('userId', withoutDiary).exec()) as string[];
  let moved = 0;
  for (const userId of users) {
    const { modifiedCount } = await model
      .updateMany(
        { userId, diaryId: { $exists: false } } as FilterQuery<T>,
        {
          $set: { diaryId: userId },
        } as UpdateQuery<T>,
      )
      .exec();
    moved += modifiedCount;
  }
  let dropped = 0;
  for (const index of await indexesOf(model.collection))
    if (Object.keys(index.key)[0] === 'userId') {
      await model.collection.dropIndex(index.name!);
      dropped += 1;
    }
  if (moved > 0 || dropped > 0) await model.createIndexes();
  return moved;
}

/** The collection's indexes; none while it does not exist yet. */
async function indexesOf(collection: Collection) {
  try {
    return await collection.indexes();
  } catch (error) {
    if ((error as { codeName?: string }).codeName === 'NamespaceNotFound') return [];
    throw error;
  }
}
