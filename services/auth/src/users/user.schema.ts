import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import type { Types } from 'mongoose';

@Schema({ _id: false, versionKey: false })
export class UserImageRecord {
  @Prop({ required: true })
  url!: string;

  @Prop()
  isPrimary?: boolean;

  @Prop()
  caption?: string;
}
const UserImageRecordSchema = SchemaFactory.createForClass(UserImageRecord);

@Schema({ collection: 'users', timestamps: true, versionKey: false })
export class UserRecord {
  _id!: Types.ObjectId;

  /** As the user typed it (trimmed); shown back to them. */
  @Prop({ required: true })
  email!: string;

  /**
   * The e-mail lower-cased: what uniqueness and log-in compare. The database
   * offers no case-insensitive collation, so the normalised form is stored.
   */
  @Prop({ required: true })
  emailKey!: string;

  @Prop({ required: true })
  fullName!: string;

  /** argon2id, in the PHC string format (algorithm, parameters and salt included). */
  @Prop({ required: true })
  passwordHash!: string;

  @Prop({ required: true, default: false })
  newsletter!: boolean;

  @Prop({ type: [UserImageRecordSchema], default: [] })
  userImages!: UserImageRecord[];

  /** ISO 4217, the default of a new meal's price; absent on accounts from before prices. */
  @Prop()
  currency?: string;

  /** Raised by a password change or reset or an e-mail change; tokens carrying a lower one are revoked. */
  @Prop({ required: true, default: 0 })
  sessionGeneration!: number;

  createdAt!: Date;
  updatedAt!: Date;
}

export const UserRecordSchema = SchemaFactory.createForClass(UserRecord);
UserRecordSchema.index({ emailKey: 1 }, { unique: true });

/** The one normal form of an e-mail address for comparisons. */
export function emailKeyOf(email: string): string {
  return email.trim().toLowerCase();
}
