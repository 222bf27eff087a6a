// Public face of the editor feature: the Yelp search and the editor's Yelp linking rules,
// which the walk through imported places (yelp-linking) reuses.
export { YelpSearch, type YelpSearchProps } from './components/YelpSearch';
export { yelpBusinessUrl } from './components/YelpLinked';
export { draftFromRestaurant } from './model/restaurantDraft';
export { linkDraftToYelpBusiness, type YelpBusinessForDraft } from './model/yelpDraft';
