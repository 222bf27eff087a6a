import type { NamedRef } from '@dd/contracts';

/** One answer the device's query cache holds. */
export type CachedAnswer = { queryKey: readonly unknown[]; data: unknown };

/** A restaurant the device knows of, with the date of its newest meal there, if it has one. */
export type RestaurantOnDevice = NamedRef & { address?: string; lastVisited?: string };

type Named = { _id: string; name: string; address?: unknown };

const isNamed = (value: unknown): value is Named =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Named)._id === 'string' &&
  typeof (value as Named).name === 'string';

/** The records an answer holds: a list, the pages of a paged list, or one record. */
function recordsOf(data: unknown): unknown[] {
  if (Array.isArray(data)) return data;
  const pages = (data as { pages?: unknown } | null)?.pages;
  if (Array.isArray(pages))
    return pages.flatMap((page) => (page as { items?: unknown[] } | null)?.items ?? []);
  return data === undefined || data === null ? [] : [data];
}

/**
 * Every restaurant the device's answers hold (restaurant lists, records and
 * choices; the restaurants of cached meals), each once: those with a meal
 * first, newest visit first, then the others in the order they were found.
 */
export function restaurantsOnDevice(answers: readonly CachedAnswer[]): RestaurantOnDevice[] {
  const found = new Map<string, RestaurantOnDevice>();
  const add = (restaurant: Named, visited?: string) => {
    const known = found.get(restaurant._id);
    const address =
      known?.address ??
      (typeof restaurant.address === 'string' && restaurant.address
        ? restaurant.address
        : undefined);
    const lastVisited = [known?.lastVisited, visited].filter(Boolean).sort().at(-1);
    found.set(restaurant._id, {
      _id: restaurant._id,
      name: known?.name ?? restaurant.name,
      ...(address && { address }),
      ...(lastVisited && { lastVisited }),
    });
  };
  for (const { queryKey, data } of answers) {
    for (const record of recordsOf(data)) {
      if (queryKey[0] === 'restaurants' && isNamed(record)) add(record);
      if (queryKey[0] !== 'meals' || typeof record !== 'object' || record === null) continue;
      const { restaurantId, date } = record as { restaurantId?: unknown; date?: unknown };
      if (isNamed(restaurantId)) add(restaurantId, typeof date === 'string' ? date : undefined);
      // The meal form's recent choices are restaurants themselves.
      else if (queryKey.includes('recent-restaurants') && isNamed(record)) add(record);
    }
  }
  const all = [...found.values()];
  const visited = all
    .filter((restaurant) => restaurant.lastVisited)
    .sort((a, b) =>
      a.lastVisited! < b.lastVisited! ? 1 : a.lastVisited! > b.lastVisited! ? -1 : 0,
    );
  return [...visited, ...all.filter((restaurant) => !restaurant.lastVisited)];
}

/** The first `limit` of `restaurants` whose name or address holds `search` (any case). */
export function matchingRestaurants<T extends RestaurantOnDevice>(
  restaurants: readonly T[],
  search: string,
  limit: number,
): T[] {
  const wanted = search.trim().toLocaleLowerCase();
  return restaurants
    .filter(
      (restaurant) =>
        !wanted ||
        restaurant.name.toLocaleLowerCase().includes(wanted) ||
        (restaurant.address ?? '').toLocaleLowerCase().includes(wanted),
    )
    .slice(0, limit);
}
