import type { YelpListing } from '@dd/contracts/rules';
import { websiteHref } from '@dd/contracts/rules';

/** A business listing as the discover screen reads it. */
export type Listing = YelpListing;

const trimmed = (value: string | null | undefined) => value?.trim() ?? '';

/** Street address and city, for cards and the map popup ('12 Main St, Boise'). */
export function streetAndCity(listing: Listing): string {
  const { address1, city } = listing.location ?? {};
  return [trimmed(address1), trimmed(city)].filter(Boolean).join(', ');
}

/** The street address alone (the popup's second line). */
export function streetAddress(listing: Listing): string {
  return trimmed(listing.location?.address1);
}

/** The dropdown's address line: street, city, state, zip. */
export function addressLine(listing: Listing): string {
  const { address1, city, state, zip_code } = listing.location ?? {};
  return [address1, city, state, zip_code].map(trimmed).filter(Boolean).join(', ');
}

/** Category titles joined for display ('Pizza, Italian'). */
export function categoryTitles(listing: Listing): string {
  return (listing.categories ?? [])
    .map((category) => trimmed(category.title))
    .filter(Boolean)
    .join(', ');
}

/** The price level, or 'N/A' when the listing has none (product spec §2). */
export function priceLabel(listing: Listing): string {
  return trimmed(listing.price) || 'N/A';
}

export function ratingValue(listing: Listing): number {
  return typeof listing.rating === 'number' && Number.isFinite(listing.rating) ? listing.rating : 0;
}

export function reviewCount(listing: Listing): number {
  return typeof listing.review_count === 'number' ? listing.review_count : 0;
}

/** 'N reviews', singular for one. */
export function reviewsLabel(listing: Listing): string {
  const count = reviewCount(listing);
  return `${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** The map popup's rating line: 'Rating: 4.5 (120 reviews)' (product spec §2). */
export function popupRatingText(listing: Listing): string {
  return `Rating: ${ratingValue(listing)} (${reviewCount(listing)} reviews)`;
}

/** The listing's link, only when it is a web address, so data never becomes a script link. */
export function listingHref(listing: Listing): string | null {
  const url = trimmed(listing.url);
  return url && /^https?:\/\//i.test(url) ? websiteHref(url) : null;
}

/** The listing's coordinates, or null unless both are non-zero numbers (product spec §5: only those get markers). */
export function mapCoordinates(listing: Listing): { latitude: number; longitude: number } | null {
  const latitude = listing.coordinates?.latitude;
  const longitude = listing.coordinates?.longitude;
  if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
  if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
  if (latitude === 0 || longitude === 0) return null;
  return { latitude, longitude };
}

/** Whether the listing's image may be shown (only web addresses). */
export function listingImage(listing: Listing): string | null {
  const url = trimmed(listing.image_url);
  return /^https?:\/\//i.test(url) ? url : null;
}
