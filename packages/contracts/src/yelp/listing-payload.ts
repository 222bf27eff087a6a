import type { CreateRestaurantInput } from '../diary/restaurants';
import { isAllowedImageUrl, websiteHref } from '../diary/links';

/**
 * A Yelp business as the app reads a listing (search, nearby, details). Every field but id and
 * name may be missing or null: listings, and the sandbox, are often incomplete.
 */
export type YelpListing = {
  id: string;
  name: string;
  image_url?: string | null;
  url?: string | null;
  rating?: number | null;
  review_count?: number | null;
  price?: string | null;
  phone?: string | null;
  distance?: number | null;
  categories?: readonly { title: string }[] | null;
  location?: Partial<
    Record<'address1' | 'address2' | 'address3' | 'city' | 'state' | 'zip_code', string | null>
  > | null;
  coordinates?: { latitude?: number | null; longitude?: number | null } | null;
};

const ADDRESS_PARTS = ['address1', 'address2', 'address3', 'city', 'state', 'zip_code'] as const;

/** product spec §3: the listing's non-empty location parts joined by commas. */
export function listingAddress(listing: YelpListing): string {
  const location = listing.location ?? {};
  return ADDRESS_PARTS.map((part) => location[part]?.trim() ?? '')
    .filter(Boolean)
    .join(', ');
}

function coordinate(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * product spec §3 'Restaurant payload created from a discovery listing': name,
 * address, phone, website (the listing url), lat, long, yelpId, and the
 * listing image as the primary image captioned with the name, only when the
 * listing has an image the diary may store.
 */
export function restaurantPayloadFromListing(listing: YelpListing): CreateRestaurantInput {
  const image = listing.image_url?.trim();
  const website = listing.url?.trim() ?? '';
  return {
    name: listing.name.trim(),
    address: listingAddress(listing),
    phone: listing.phone?.trim() ?? '',
    // The diary stores only web addresses: a listing link that is not one is left out.
    website: websiteHref(website) ? website : '',
    lat: coordinate(listing.coordinates?.latitude),
    long: coordinate(listing.coordinates?.longitude),
    yelpId: listing.id,
    ...(image && isAllowedImageUrl(image)
      ? { restaurantImages: [{ url: image, isPrimary: true, caption: listing.name.trim() }] }
      : {}),
  };
}
