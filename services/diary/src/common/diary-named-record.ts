import { Prop } from '@nestjs/mongoose';
import type { Types } from 'mongoose';

/** The fields every named record of a diary has: restaurants, meals and tags. */
export abstract class DiaryNamedRecord {
  _id!: Types.ObjectId;

  /**
   * The diary the record belongs to (a shared diary's id, or a user's id for
   * their personal diary); every query is scoped by it. Changes only when
   * the record moves to another diary (RestaurantMoves, MealMoves).
   */
  @Prop({ required: true })
  diaryId!: string;

  /** The member who added the record, from the token's `user.id`; set on create, never changed. */
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
