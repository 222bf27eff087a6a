/**
 * diary.json, version 1 (documented in docs/export-format.md). Ids are the
 * diary's own (24-hex strings); links between records use them. Field names
 * follow the API's, except `_id` → `id`. Change the shape only together with
 * DIARY_EXPORT_VERSION and the document.
 */
export const DIARY_EXPORT_FORMAT = 'dining-diary-export';
export const DIARY_EXPORT_VERSION = 1;

/** An image of a record; `photo` is its zip entry (`photos/<file>`) when it is one of our uploads. */
export interface ExportedImage {
  url: string;
  isPrimary: boolean;
  caption: string;
  photo: string | null;
}

export interface ExportedProfile {
  id: string;
  email: string;
  fullName: string;
  newsletter: boolean;
  /** The default currency of meal prices (ISO 4217), null for an account without one. */
  currency: string | null;
  userImages: ExportedImage[];
}

export interface ExportedRestaurant {
  id: string;
  name: string;
  address: string;
  phone: string;
  website: string;
  cuisine: string;
  notes: string;
  /** The place's Google Maps link, '' when none (added to version 1 later: absent in older files). */
  mapsUrl: string;
  /** First visited, `YYYY-MM-DD`. */
  date: string;
  isThumbsUp: boolean | null;
  /** Saved for later, not visited yet (added to version 1 later: absent in older files, read as false). */
  wantToGo: boolean;
  yelpId: string | null;
  lat: number | null;
  long: number | null;
  restaurantImages: ExportedImage[];
  createdAt: string | null;
  updatedAt: string | null;
}

/** What a meal cost: an amount with at most 2 decimals in an ISO 4217 currency. */
export interface ExportedPrice {
  amount: number;
  currency: string;
}

export interface ExportedMeal {
  id: string;
  name: string;
  /** `YYYY-MM-DD`. */
  date: string;
  isThumbsUp: boolean | null;
  /** Markdown. */
  notes: string;
  restaurantId: string | null;
  mealImages: ExportedImage[];
  /** null when none (added to version 1 later: absent in older files, read as null). */
  price: ExportedPrice | null;
  /** Who the user ate with, as written ([] when nobody; added to version 1 later: absent in older files, read as []). */
  companions: string[];
  createdAt: string | null;
  updatedAt: string | null;
}

export interface ExportedTag {
  id: string;
  name: string;
}

export interface ExportedRestaurantTag {
  id: string;
  restaurantId: string;
  tagId: string;
}

export interface ExportedMealTag {
  id: string;
  mealId: string;
  tagId: string;
}

export interface ExportedCategory {
  id: string;
  name: string;
}

export interface ExportedPost {
  id: string;
  content: string;
  createdAt: string | null;
}

/** One diary's records; links refer to ids of the same diary. */
export interface ExportedDiaryRecords {
  restaurants: ExportedRestaurant[];
  meals: ExportedMeal[];
  tags: ExportedTag[];
  restaurantTags: ExportedRestaurantTag[];
  mealTags: ExportedMealTag[];
}

/** A shared diary the user owns (issue 46; added to version 1 later: absent in older files, read as none). */
export interface ExportedSharedDiary extends ExportedDiaryRecords {
  id: string;
  name: string;
}

/** The whole of diary.json: the personal diary's records at the top; the arrays are written one record per line. */
export interface DiaryExport extends ExportedDiaryRecords {
  format: typeof DIARY_EXPORT_FORMAT;
  version: typeof DIARY_EXPORT_VERSION;
  exportedAt: string;
  profile: ExportedProfile;
  categories: ExportedCategory[];
  posts: ExportedPost[];
  sharedDiaries: ExportedSharedDiary[];
}
