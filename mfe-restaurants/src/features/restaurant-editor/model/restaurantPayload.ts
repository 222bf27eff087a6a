import type { ImageEntry, ThumbsValue } from '@dd/contracts';
import { websiteHref } from '@dd/contracts/rules';
import { imagesPayload, type DraftCheck } from '@dd/diary-ui';
import type { RestaurantDraft } from './restaurantDraft';

/** The body of POST /api/restaurants and PUT /api/restaurants/{id}. */
export interface RestaurantPayload {
  name: string;
  address: string;
  phone: string;
  website: string;
  cuisine: string;
  notes: string;
  /** Left out when blank: the server then keeps the stored day (or, on create, uses today). */
  date?: string;
  isThumbsUp: ThumbsValue;
  wantToGo: boolean;
  yelpId: string | null;
  lat: number | null;
  long: number | null;
  restaurantImages: ImageEntry[];
  /** The legacy single image is carried in restaurantImages by now (see draftFromRestaurant). */
  imageUrl: null;
}

export type RestaurantPayloadResult = DraftCheck<RestaurantPayload, 'name' | 'website'>;

export const DRAFT_ERRORS = {
  name: 'Name is required',
  website: 'Enter a web address starting with http:// or https://',
} as const;

/**
 * The API body of a draft, or the field errors that keep it from being sent:
 * a blank name, or a website that is not a web address (`javascript:`,
 * `data:` … are refused here, before the server would refuse them).
 */
export function restaurantPayload(draft: RestaurantDraft): RestaurantPayloadResult {
  const name = draft.name.trim();
  const website = draft.website.trim();
  const errors: Partial<Record<'name' | 'website', string>> = {};
  if (!name) errors.name = DRAFT_ERRORS.name;
  if (website && websiteHref(website) === null) errors.website = DRAFT_ERRORS.website;
  if (errors.name || errors.website) return { ok: false, errors };

  const date = draft.date.trim();
  return {
    ok: true,
    payload: {
      name,
      address: draft.address.trim(),
      phone: draft.phone.trim(),
      website,
      cuisine: draft.cuisine.trim(),
      notes: draft.notes,
      ...(date ? { date } : {}),
      isThumbsUp: draft.isThumbsUp,
      wantToGo: draft.wantToGo,
      yelpId: draft.yelpId,
      lat: draft.lat,
      long: draft.long,
      restaurantImages: imagesPayload(draft.restaurantImages),
      imageUrl: null,
    },
  };
}
