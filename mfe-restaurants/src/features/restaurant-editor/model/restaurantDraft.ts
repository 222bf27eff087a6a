import type { Restaurant, Tag, ThumbsValue } from '@dd/contracts';
import { diaryDay, displayableImages, localDiaryDate } from '@dd/diary-ui';
import type { ImageEntry } from '@dd/ui-kit';

/** What the restaurant form edits: the restaurant's own fields plus its selected tags. */
export interface RestaurantDraft {
  name: string;
  address: string;
  phone: string;
  website: string;
  cuisine: string;
  notes: string;
  /** First visited, `YYYY-MM-DD`. */
  date: string;
  isThumbsUp: ThumbsValue;
  /** Saved for later, not visited yet. */
  wantToGo: boolean;
  yelpId: string | null;
  lat: number | null;
  long: number | null;
  restaurantImages: ImageEntry[];
  tags: Tag[];
}

/** A new restaurant: everything empty, unrated, first visited today. */
export function emptyRestaurantDraft(today: Date = new Date()): RestaurantDraft {
  return {
    name: '',
    address: '',
    phone: '',
    website: '',
    cuisine: '',
    notes: '',
    date: localDiaryDate(today),
    isThumbsUp: null,
    wantToGo: false,
    yelpId: null,
    lat: null,
    long: null,
    restaurantImages: [],
    tags: [],
  };
}

/**
 * The draft of an existing restaurant; a legacy single `imageUrl` becomes its
 * one primary image, and an image the API would refuse is left out.
 */
export function draftFromRestaurant(
  restaurant: Restaurant,
  tags: readonly Tag[],
  today: Date = new Date(),
): RestaurantDraft {
  return {
    name: restaurant.name ?? '',
    address: restaurant.address ?? '',
    phone: restaurant.phone ?? '',
    website: restaurant.website ?? '',
    cuisine: restaurant.cuisine ?? '',
    notes: restaurant.notes ?? '',
    date: diaryDay(restaurant.date ?? '') || localDiaryDate(today),
    isThumbsUp: restaurant.isThumbsUp ?? null,
    wantToGo: restaurant.wantToGo ?? false,
    yelpId: restaurant.yelpId ?? null,
    lat: restaurant.lat ?? null,
    long: restaurant.long ?? null,
    restaurantImages: displayableImages(restaurant.restaurantImages, restaurant.imageUrl),
    tags: [...tags],
  };
}
