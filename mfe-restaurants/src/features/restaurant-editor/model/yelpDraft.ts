import { isAllowedImageUrl, listingAddress, type YelpListing } from '@dd/contracts/rules';
import type { ImageEntry } from '@dd/ui-kit';
import type { RestaurantDraft } from './restaurantDraft';

/**
 * The parts of a Yelp business (search result or details) a draft reads: a
 * listing, plus the photos only the details carry.
 */
export type YelpBusinessForDraft = YelpListing & { photos?: readonly string[] | null };

/** The business's first photo (its photo list, else its main image), when it may be stored. */
export function yelpFirstPhoto(business: YelpBusinessForDraft): string | undefined {
  const url = business.photos?.[0] || business.image_url || undefined;
  return url && isAllowedImageUrl(url) ? url : undefined;
}

function coordinate(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** `photo` as the primary image (empty caption), ahead of the images already there. */
function withPrimaryPhoto(images: readonly ImageEntry[], photo: string): ImageEntry[] {
  const others = images
    .filter((image) => image.url !== photo)
    .map((image) => ({ ...image, isPrimary: false }));
  return [{ url: photo, isPrimary: true, caption: '' }, ...others];
}

/**
 * The draft after picking `business` in the Search Yelp block (product spec §3): what
 * the listing knows replaces the draft's name, address, phone, website
 * (listing url), cuisine (first category) and coordinates, and its first photo
 * becomes the primary image. What the listing lacks, and the user's own
 * fields (date, rating, notes, tags), stay as they were.
 */
export function draftFromYelpBusiness(
  business: YelpBusinessForDraft,
  current: RestaurantDraft,
): RestaurantDraft {
  const photo = yelpFirstPhoto(business);
  const lat = coordinate(business.coordinates?.latitude);
  const long = coordinate(business.coordinates?.longitude);
  const hasCoordinates = lat !== null && long !== null;
  return {
    ...current,
    name: business.name?.trim() || current.name,
    address: listingAddress(business) || current.address,
    phone: business.phone?.trim() || current.phone,
    website: business.url?.trim() || current.website,
    cuisine: business.categories?.[0]?.title?.trim() || current.cuisine,
    yelpId: business.id,
    lat: hasCoordinates ? lat : current.lat,
    long: hasCoordinates ? long : current.long,
    restaurantImages: photo
      ? withPrimaryPhoto(current.restaurantImages, photo)
      : current.restaurantImages,
  };
}

/**
 * The draft after linking an existing restaurant to `business` (the edit
 * page's Link to Yelp): the Yelp id and coordinates are taken, and the
 * listing fills only fields the user left empty, never overwriting theirs.
 */
export function linkDraftToYelpBusiness(
  draft: RestaurantDraft,
  business: YelpBusinessForDraft,
): RestaurantDraft {
  const filled = draftFromYelpBusiness(business, draft);
  const keep = (field: 'name' | 'address' | 'phone' | 'website' | 'cuisine') =>
    draft[field].trim() ? draft[field] : filled[field];
  return {
    ...draft,
    name: keep('name'),
    address: keep('address'),
    phone: keep('phone'),
    website: keep('website'),
    cuisine: keep('cuisine'),
    yelpId: filled.yelpId,
    lat: filled.lat,
    long: filled.long,
    restaurantImages:
      draft.restaurantImages.length > 0 ? draft.restaurantImages : filled.restaurantImages,
  };
}
