import type { Model, Types } from 'mongoose';

/**
 * Reads one record by `_id` and answers it only when it belongs to the diary.
 * FerretDB hands a filter to SQLite only when `_id` is its sole condition;
 * `{ _id, diaryId }` would decode every document of the collection in Go
 * (about 25× slower at 10,000 meals), so the diary is checked here instead.
 * `diaryId` changes only by a move, which writes on `{ _id, diaryId }`, so a
 * write by `_id` after this check stays scoped to the diary but for an edit
 * racing a move (docs/decisions.md, "Moving a record"). On MongoDB both forms
 * use the `_id` index.
 */
export async function findInDiaryById<T extends { diaryId: string }>(
  model: Model<T>,
  diaryId: string,
  id: Types.ObjectId,
): Promise<T | null> {
  const record = await model.findById(id).lean<T>().exec();
  return record && record.diaryId === diaryId ? record : null;
}

/**
 * The names of a few records of the diary by id, each read by `_id` as
 * `findInDiaryById` does (in parallel); unknown ids and other diaries'
 * records are absent.
 */
export async function namesInDiaryById<T extends { diaryId: string; name: string }>(
  model: Model<T>,
  diaryId: string,
  ids: readonly Types.ObjectId[],
): Promise<Map<string, string>> {
  const found = await Promise.all(
    ids.map((id) =>
      model
        .findById(id, { name: 1, diaryId: 1 })
        .lean<{ _id: Types.ObjectId; name: string; diaryId: string }>()
        .exec(),
    ),
  );
  return new Map(
    found.flatMap((record) =>
      record?.diaryId === diaryId ? [[record._id.toHexString(), record.name] as const] : [],
    ),
  );
}
