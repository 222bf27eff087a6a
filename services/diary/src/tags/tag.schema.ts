import { Schema, SchemaFactory } from '@nestjs/mongoose';
import { DiaryNamedRecord } from '../common/diary-named-record';

/** A label a diary's members put on its restaurants and meals: just a name. */
@Schema({ collection: 'tags', timestamps: true, versionKey: false })
export class TagRecord extends DiaryNamedRecord {}

export const TagRecordSchema = SchemaFactory.createForClass(TagRecord);
// Names are unique per diary, case-insensitively.
TagRecordSchema.index({ diaryId: 1, nameKey: 1 }, { unique: true });
