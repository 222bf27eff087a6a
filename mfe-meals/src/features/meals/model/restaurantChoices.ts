import type { Meal, NamedRef } from '@dd/contracts';

/** How many of the last-visited restaurants the meal form offers as one-tap choices. */
export const RECENT_RESTAURANTS_SHOWN = 3;

/** The restaurants of `meals` (newest first), each once, newest visit first. */
export function recentRestaurants(
  meals: readonly Pick<Meal, 'restaurantId'>[],
  max: number = RECENT_RESTAURANTS_SHOWN,
): NamedRef[] {
  const seen = new Set<string>();
  const recent: NamedRef[] = [];
  for (const { restaurantId } of meals) {
    if (!restaurantId || seen.has(restaurantId._id)) continue;
    seen.add(restaurantId._id);
    recent.push({ _id: restaurantId._id, name: restaurantId.name });
    if (recent.length === max) break;
  }
  return recent;
}

/**
 * The name a search could add as a new restaurant: the trimmed text, unless
 * it is blank or one of the shown restaurants already has that name.
 */
export function newRestaurantName(
  typed: string,
  shown: readonly Pick<NamedRef, 'name'>[],
): string | null {
  const name = typed.trim();
  if (!name) return null;
  const key = name.toLocaleLowerCase();
  return shown.some((restaurant) => restaurant.name.trim().toLocaleLowerCase() === key)
    ? null
    : name;
}
