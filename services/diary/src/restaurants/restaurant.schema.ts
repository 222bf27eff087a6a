import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { ImageEntryRecord, ImageEntryRecordSchema } from '../common/image-entry.schema';
import { DiaryNamedRecord } from '../common/diary-named-record';

/** A restaurant in one diary. */
@Schema({ collection: 'restaurants', timestamps: true, versionKey: false })
export class RestaurantRecord extends DiaryNamedRecord {
  @Prop({ default: '' })
  address!: string;

  @Prop({ default: '' })
  phone!: string;

  @Prop({ default: '' })
  website!: string;

  @Prop({ default: '' })
  cuisine!: string;

  @Prop({ default: '' })
  notes!: string;

  /** The place's Google Maps link ('' when none): kept by the saved-places import. */
  @Prop({ default: '' })
  mapsUrl!: string;

  /** First visited, `YYYY-MM-DD`: sorts as text. */
  @Prop({ required: true })
  date!: string;

  @Prop({ type: Boolean, default: null })
  isThumbsUp!: boolean | null;

  /** Saved for later, not visited yet (absent on records from before: false). */
  @Prop({ type: Boolean, default: false })
  wantToGo!: boolean;

  @Prop({ type: String, default: null })
  yelpId!: string | null;

  @Prop({ type: Number, default: null })
  lat!: number | null;

  @Prop({ type: Number, default: null })
  long!: number | null;

  @Prop({ type: [ImageEntryRecordSchema], default: [] })
  restaurantImages!: ImageEntryRecord[];

  /** Legacy single image of records from before image lists. */
  @Prop({ type: String, default: null })
  imageUrl!: string | null;

  /**
   * Where the restaurant was imported from (`google-maps`), null when the user
   * added it. Not part of the API: it only finds imported places still to link.
   */
  @Prop({ type: String, default: null })
  importedFrom!: string | null;
}

export const RestaurantRecordSchema = SchemaFactory.createForClass(RestaurantRecord);
// The list (newest first, keyset pages) and the name search/sort.
RestaurantRecordSchema.index({ diaryId: 1, date: -1, createdAt: -1, _id: -1 });
RestaurantRecordSchema.index({ diaryId: 1, nameKey: 1 });
// The list narrowed to places saved for later (`?wantToGo=true`), in the list's order.
RestaurantRecordSchema.index({ diaryId: 1, wantToGo: 1, date: -1, createdAt: -1, _id: -1 });
// One restaurant per Yelp business and diary (checked in code: see RestaurantsService.create),
// and the discover screen's "In your diary" lookup. Not unique: restaurants without a
// yelpId would collide on null, and FerretDB has no partial indexes.
RestaurantRecordSchema.index({ diaryId: 1, yelpId: 1 });
// Imported places not linked to Yelp yet, newest import first, in keyset pages
// (GoogleMapsImportService.unlinked): equality on the first three, then the list order.
RestaurantRecordSchema.index({
  diaryId: 1,
  importedFrom: 1,
  yelpId: 1,
  date: -1,
  createdAt: -1,
  _id: -1,
});
