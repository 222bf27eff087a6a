import type { Model, Types } from 'mongoose';

/** The ids of every record of the user (by equality on the owner, which FerretDB answers from the index). */
export async function idsOwned<T extends { userId: string }>(
  model: Model<T>,
  userId: string,
): Promise<Types.ObjectId[]> {
  const rows = await model.find({ userId }, { _id: 1 }).lean<{ _id: Types.ObjectId }[]>().exec();
  return rows.map((row) => row._id);
}
