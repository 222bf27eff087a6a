import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { HydratedDocument } from 'mongoose';

export type VariantsStatus = 'pending' | 'ready' | 'failed';

/** One uploaded image: who owns it and how far its variants are. */
@Schema({
  collection: 'uploads',
  versionKey: false,
  timestamps: { createdAt: true, updatedAt: false },
})
export class Upload {
  /** The served file name, also the storage key of the sanitized original. */
  @Prop({ required: true, unique: true })
  file!: string;

  @Prop({ required: true, index: true })
  ownerId!: string;

  @Prop({ required: true })
  contentType!: string;

  /** Bytes of the sanitized original. */
  @Prop({ required: true })
  size!: number;

  @Prop({ required: true })
  width!: number;

  @Prop({ required: true })
  height!: number;

  @Prop({ type: String, required: true, enum: ['pending', 'ready', 'failed'], default: 'pending' })
  variantsStatus!: VariantsStatus;

  createdAt!: Date;
}

export type UploadDocument = HydratedDocument<Upload>;
export const UploadSchema = SchemaFactory.createForClass(Upload);
