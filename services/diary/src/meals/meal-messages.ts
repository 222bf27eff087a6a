/** The meals' error texts, shared by their service and their moves. */
export const MEAL_NOT_FOUND = 'Meal not found';
export const MOVE_NEEDS_RESTAURANT =
  'restaurantId: Name a restaurant of the diary the meal moves to, or null';
