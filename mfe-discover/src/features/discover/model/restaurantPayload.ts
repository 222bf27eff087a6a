import type { CreateRestaurantInput } from '@dd/contracts';
import { isAllowedImageUrl, websiteHref } from '@dd/contracts/rules';
import type { Listing } from './listing';

const ADDRESS_PARTS = ['address1', 'address2', 'address3', 'city', 'state', 'zip_code'] as const;

/** SPEC §3: the listing's non-empty location parts joined by commas. */
export function listingAddress(listing: Listing): string {
  const location = listing.location ?? {};
  return ADDRESS_PARTS.map((part) => location[part]?.trim() ?? '')
    .filter(Boolean)
    .join(', ');
}

function coordinate(value: number | null | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/**
 * SPEC §3 'Restaurant payload created from a discovery listing': name,
 * address, phone, website (the listing url), lat, long, yelpId, and the
 * listing image as the primary image captioned with the name, only when the
 * listing has an image the diary may store.
 */
export function restaurantPayloadFromListing(listing: Listing): CreateRestaurantInput {
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
