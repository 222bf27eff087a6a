import type { ImageEntry, Restaurant } from '@dd/contracts';
import { imagesPayload } from '@dd/diary-ui';
import {
  draftFromRestaurant,
  linkDraftToYelpBusiness,
  type YelpBusinessForDraft,
} from '../../restaurant-editor';

const FILLED_FIELDS = ['name', 'address', 'phone', 'website', 'cuisine'] as const;

/** The PUT body that links a stored restaurant to a Yelp business. */
export interface YelpLinkChanges {
  yelpId: string | null;
  lat: number | null;
  long: number | null;
  name?: string;
  address?: string;
  phone?: string;
  website?: string;
  cuisine?: string;
  restaurantImages?: ImageEntry[];
}

/**
 * What linking `restaurant` to `business` changes, by the edit page's rule
 * (linkDraftToYelpBusiness): the Yelp id and coordinates are taken, the
 * listing fills the fields the restaurant has empty (address, phone, website,
 * cuisine; its first photo when it has none), and nothing the user wrote
 * (the imported name, notes) is overwritten. Only changed fields are sent.
 */
export function yelpLinkChanges(
  restaurant: Restaurant,
  business: YelpBusinessForDraft,
): YelpLinkChanges {
  const before = draftFromRestaurant(restaurant, []);
  const after = linkDraftToYelpBusiness(before, business);
  const changes: YelpLinkChanges = { yelpId: after.yelpId, lat: after.lat, long: after.long };
  for (const field of FILLED_FIELDS)
    if (after[field] !== before[field]) changes[field] = after[field];
  if (before.restaurantImages.length === 0 && after.restaurantImages.length > 0)
    changes.restaurantImages = imagesPayload(after.restaurantImages);
  return changes;
}
