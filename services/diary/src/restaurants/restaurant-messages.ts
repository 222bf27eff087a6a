/** The restaurants' error texts, shared by their service and their moves. */
export const RESTAURANT_NOT_FOUND = 'Restaurant not found';
export const DUPLICATE_YELP_ID = 'This Yelp business is already in your diary';
