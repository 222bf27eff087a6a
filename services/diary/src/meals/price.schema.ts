import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/** What a meal cost, as the contracts checked it: at most 2 decimals, an ISO 4217 code. */
@Schema({ _id: false, versionKey: false })
export class PriceRecord {
  @Prop({ required: true })
  amount!: number;

  @Prop({ required: true })
  currency!: string;
}

export const PriceRecordSchema = SchemaFactory.createForClass(PriceRecord);
