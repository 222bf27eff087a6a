import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import type {
  Meal,
  NamedRef,
  Restaurant,
  RestaurantLocations,
  YelpSearchResponse,
} from '@dd/contracts';
import {
  nearestPlaces,
  restaurantPayloadFromListing,
  type LatLong,
  type YelpListing,
} from '@dd/contracts/rules';
import {
  createDiaryRecord,
  diaryKeys,
  diaryRecordQuery,
  grantedPosition,
  isUnreachable,
} from '@dd/diary-ui';
import { apiRequest, apiRequestPage, diaryKeyPart, inDiaryPath } from '@dd/shell-kit';
import { RECENT_RESTAURANTS_SHOWN, recentRestaurants } from '../model/restaurantChoices';
import {
  matchingRestaurants,
  restaurantsOnDevice,
  type RestaurantOnDevice,
} from '../model/restaurantsOnDevice';
import { mealKeys } from './mealQueries';

export const restaurantKeys = diaryKeys('restaurants');

/** How many restaurants the picker offers at a time: a search narrows them down. */
export const RESTAURANT_OPTIONS_LIMIT = 20;

/**
 * GET /api/restaurants/{id}, under the key the restaurants remote caches the
 * same record with (one query cache serves the whole app).
 */
export function restaurantQuery(id: string) {
  return diaryRecordQuery<Restaurant>('restaurants', id);
}

/** The restaurants the answers in `client`'s cache hold: what the picker offers with no network. */
function restaurantsCachedIn(client: QueryClient): RestaurantOnDevice[] {
  return restaurantsOnDevice(
    client
      .getQueryCache()
      .getAll()
      .map((query) => ({ queryKey: query.queryKey, data: query.state.data })),
  );
}

/** `fetch`'s answer; when the network cannot be reached, `onDevice`'s. */
async function orOnDevice<T>(fetch: () => Promise<T>, onDevice: () => T): Promise<T> {
  try {
    return await fetch();
  } catch (error) {
    if (isUnreachable(error)) return onDevice();
    throw error;
  }
}

/**
 * The meal form's restaurant choices: the newest 20 of the user's
 * restaurants matching `q` (name, address or tag), searched by the server,
 * so the picker stays quick with thousands of restaurants; with no network,
 * those the device's answers hold, last visited first. Kept under the
 * restaurants' key, so saving a restaurant refreshes it.
 */
export function restaurantOptionsQuery(q: string, diaryId: string | null) {
  const search = q.trim();
  return queryOptions({
    queryKey: [...restaurantKeys.all, 'options', search, ...diaryKeyPart(diaryId)] as const,
    queryFn: ({ signal, client }): Promise<RestaurantOnDevice[]> =>
      orOnDevice<RestaurantOnDevice[]>(
        async () => {
          const query = new URLSearchParams({ limit: String(RESTAURANT_OPTIONS_LIMIT) });
          if (search) query.set('q', search);
          if (diaryId) query.set('diaryId', diaryId);
          return (await apiRequestPage<Restaurant>(`/api/restaurants?${query}`, { signal })).items;
        },
        () => matchingRestaurants(restaurantsCachedIn(client), search, RESTAURANT_OPTIONS_LIMIT),
      ),
    placeholderData: keepPreviousData,
  });
}

/** How many of the newest meals the last-visited restaurants are read from. */
const RECENT_MEALS_READ = 24;

/**
 * The restaurants of the user's last meals, newest visit first: the meal
 * form's one-tap choices (with no network, from the meals the device has).
 * Kept under the meals' key, so a saved meal updates it.
 */
export function recentRestaurantsQuery(diaryId: string | null) {
  return queryOptions({
    queryKey: [...mealKeys.all, 'recent-restaurants', ...diaryKeyPart(diaryId)] as const,
    queryFn: ({ signal, client }): Promise<NamedRef[]> =>
      orOnDevice(
        async () => {
          const path = inDiaryPath(`/api/meals?limit=${RECENT_MEALS_READ}`, diaryId);
          return recentRestaurants((await apiRequestPage<Meal>(path, { signal })).items);
        },
        () =>
          restaurantsCachedIn(client)
            .filter((restaurant) => restaurant.lastVisited)
            .slice(0, RECENT_RESTAURANTS_SHOWN)
            .map(({ _id, name }) => ({ _id, name })),
      ),
  });
}

/** How near one of the diary's restaurants must be to count as "near you". */
export const NEAR_YOU_METERS = 1500;
const NEAR_YOU_SHOWN = 3;

/**
 * The diary's own restaurants nearest to the device, when the user has
 * already let the site read its position (never asked here): the meal
 * form's next choices after the last-visited ones.
 */
export function nearestRestaurantsQuery(diaryId: string | null) {
  return queryOptions({
    queryKey: [...restaurantKeys.all, 'near-you', ...diaryKeyPart(diaryId)] as const,
    queryFn: async ({ signal }): Promise<NamedRef[]> => {
      const position = await grantedPosition();
      if (!position) return [];
      const { places } = await apiRequest<RestaurantLocations>(
        inDiaryPath('/api/restaurants/locations', diaryId),
        { signal },
      );
      return nearestPlaces(position, places, {
        withinMeters: NEAR_YOU_METERS,
        max: NEAR_YOU_SHOWN,
      }).map(({ _id, name }) => ({ _id, name }));
    },
    staleTime: 5 * 60_000,
  });
}

/** How many Yelp listings near the device the picker offers for a name the diary lacks. */
const YELP_MATCHES_SHOWN = 3;

/**
 * Yelp listings near the device matching a name the diary does not have
 * (when the site may already read the position; none otherwise), through
 * our Yelp proxy.
 */
export function yelpMatchesQuery(name: string) {
  return queryOptions({
    queryKey: ['yelp', 'meal-form-matches', name] as const,
    queryFn: async ({ signal }): Promise<YelpListing[]> => {
      const position = await grantedPosition();
      if (!position) return [];
      const query = new URLSearchParams({
        term: name,
        latitude: String(position.lat),
        longitude: String(position.long),
        limit: String(YELP_MATCHES_SHOWN),
      });
      const { businesses } = await apiRequest<YelpSearchResponse>(`/api/yelp/search?${query}`, {
        signal,
      });
      return businesses;
    },
    staleTime: 5 * 60_000,
  });
}

/**
 * POST /api/restaurants from a Yelp listing (the API keeps one restaurant per
 * business), in diary `diaryId` (null: the personal one). Offline it waits
 * in the outbox, under a local ref.
 */
export async function createRestaurantFromListing(
  listing: YelpListing,
  diaryId: string | null,
): Promise<NamedRef> {
  const created = await createDiaryRecord<Restaurant>(
    'restaurants',
    restaurantPayloadFromListing(listing),
    { diaryId },
  );
  return { _id: created._id, name: created.name };
}

/**
 * POST /api/restaurants with a name: a restaurant added from the meal form
 * (offline too) to diary `diaryId`, placed where the meal's photo was taken
 * when it has a position.
 */
export async function createRestaurantNamed(
  name: string,
  diaryId: string | null,
  at?: LatLong | null,
): Promise<NamedRef> {
  const created = await createDiaryRecord<Restaurant>(
    'restaurants',
    at ? { name, lat: at.lat, long: at.long } : { name },
    { diaryId },
  );
  return { _id: created._id, name: created.name };
}
