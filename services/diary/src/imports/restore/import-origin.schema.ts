import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { Types } from 'mongoose';

export const IMPORTED_KINDS = ['restaurant', 'meal', 'post'] as const;
export type ImportedKind = (typeof IMPORTED_KINDS)[number];

/**
 * Which record of this diary an exported record became. Written before the
 * record itself, with the record's id chosen up front, so importing the same
 * export again (or resuming one cut off) finds it instead of adding a twin.
 */
@Schema({
  collection: 'importOrigins',
  timestamps: { createdAt: true, updatedAt: false },
  versionKey: false,
})
export class ImportOriginRecord {
  _id!: Types.ObjectId;

  /**
   * The diary the record went into (a personal diary's id is its user's);
   * for a post, its user. Named for what it held before shared diaries.
   */
  @Prop({ required: true })
  userId!: string;

  @Prop({ type: String, required: true, enum: IMPORTED_KINDS })
  kind!: ImportedKind;

  /** The diary the record was exported from: the account's (profile.id) for its personal diary, else the shared diary's id. */
  @Prop({ required: true })
  sourceAccount!: string;

  /** The record's id in that export. */
  @Prop({ required: true })
  sourceId!: string;

  @Prop({ type: Types.ObjectId, required: true })
  targetId!: Types.ObjectId;
}

export const ImportOriginRecordSchema = SchemaFactory.createForClass(ImportOriginRecord);
ImportOriginRecordSchema.index(
  { userId: 1, kind: 1, sourceAccount: 1, sourceId: 1 },
  { unique: true },
);
