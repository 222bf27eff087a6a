import { matchPath } from 'react-router';
import type { Restaurant } from '@dd/contracts';
import type { RoutePrefetch } from '@dd/shell-kit/query';
import {
  diaryListInfiniteQuery,
  parseListSearchParams,
  tagFilterFromSearchParams,
} from '@dd/diary-ui';
import { readListView } from './features/restaurant-map/model/listView';
import { restaurantDetailQuery } from './features/restaurants/api/restaurantQueries';

/** Paths under /restaurants that are pages of their own, not a restaurant's id. */
const OTHER_PAGES = new Set(['new', 'link-yelp']);

/**
 * Exposed as `mfe_restaurants/prefetch`: the first query of /restaurants (its
 * grid's first page, for the URL's filter, search and tag) and of
 * /restaurants/:id (the restaurant), as the pages ask for them.
 */
const prefetchRestaurantsPage: RoutePrefetch = ({ pathname, search }, queryClient) => {
  const searchParams = new URLSearchParams(search);
  if (matchPath('/restaurants', pathname)) {
    if (readListView(searchParams) !== 'grid') return;
    const list = diaryListInfiniteQuery<Restaurant>(
      'restaurants',
      parseListSearchParams(searchParams),
      { tagId: tagFilterFromSearchParams(searchParams) },
    );
    void queryClient.prefetchInfiniteQuery(list);
    return;
  }
  const restaurant = matchPath('/restaurants/:id', pathname);
  if (restaurant?.params.id && !OTHER_PAGES.has(restaurant.params.id))
    void queryClient.prefetchQuery(restaurantDetailQuery(restaurant.params.id));
};

export default prefetchRestaurantsPage;
