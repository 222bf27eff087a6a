import { Prop } from '@nestjs/mongoose';
import type { Types } from 'mongoose';

/** The fields every named record of a user's diary has: restaurants, meals and tags. */
export abstract class OwnedNamedRecord {
  _id!: Types.ObjectId;

  /** Owner, from the token's `user.id`; every query is scoped by it. */
  @Prop({ required: true })
  userId!: string;

  @Prop({ required: true })
  name!: string;

  /** Lower-case name (nameKeyOf), for sorting and case-insensitive search (FerretDB has no collation). */
  @Prop({ required: true })
  nameKey!: string;

  createdAt!: Date;
  updatedAt!: Date;
}
