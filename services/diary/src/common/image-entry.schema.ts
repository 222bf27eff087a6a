import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** An image of a restaurant or meal; the list keeps exactly one primary (see normaliseImages). */
@Schema({ _id: false, versionKey: false })
export class ImageEntryRecord {
  @Prop({ required: true })
  url!: string;

  @Prop({ required: true })
  isPrimary!: boolean;

  @Prop({ default: '' })
  caption!: string;
}

export const ImageEntryRecordSchema = SchemaFactory.createForClass(ImageEntryRecord);
