import { Schema, SchemaFactory } from '@nestjs/mongoose';
import { OwnedNamedRecord } from '../common/owned-named-record';

/** A label a user puts on restaurants and meals: just a name. */
@Schema({ collection: 'tags', timestamps: true, versionKey: false })
export class TagRecord extends OwnedNamedRecord {}

export const TagRecordSchema = SchemaFactory.createForClass(TagRecord);
// Names are unique per user, case-insensitively.
TagRecordSchema.index({ userId: 1, nameKey: 1 }, { unique: true });
