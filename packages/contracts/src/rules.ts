// `@dd/contracts/rules`: the contracts' plain rules without their zod schemas,
// for browser code that must not bundle zod (a remote's first route chunk).
export { appleMapsUrl, googleMapsUrl, isAllowedImageUrl, websiteHref } from './diary/links';
export { isThumbsFilter, THUMBS_FILTERS, type ThumbsFilter } from './diary/thumbs-filters';
export { imagesWithLegacyFallback } from './diary/image-rules';
export { categoryAlias } from './yelp/category-alias';
export { YELP_IDS_MAX_COUNT, yelpIdsParam } from './diary/yelp-ids';
export {
  googleMapsHref,
  GOOGLE_MAPS_IMPORT_MAX_BYTES,
  GOOGLE_MAPS_IMPORT_MAX_PLACES,
  isWantToGoList,
  type GoogleMapsImportPreview,
  type GoogleMapsImportResult,
  type GoogleMapsPlaceRow,
  type GoogleMapsPlaceStatus,
  type UnlinkedPlace,
  type UnlinkedPlacesPage,
} from './diary/google-maps';
export { distanceMeters, nearestPlaces, type LatLong } from './geo';
export {
  listingAddress,
  restaurantPayloadFromListing,
  type YelpListing,
} from './yelp/listing-payload';
export { diaryDay, formatDiaryDate, localDiaryDate } from './diary/dates';
