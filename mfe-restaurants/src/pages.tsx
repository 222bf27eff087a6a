import type { Restaurant } from '@dd/contracts';
import { PAINT_MARKS } from '@dd/contracts';
import {
  diaryListInfiniteQuery,
  lazyPage,
  listParamsIn,
  tagFilterFromSearchParams,
} from '@dd/diary-ui';
import { definePages } from '@dd/shell-kit';
import { readListView } from './features/restaurant-map/model/listView';
import { restaurantDetailQuery } from './features/restaurants/api/restaurantQueries';
import { RestaurantListPage } from './features/restaurants/routes/RestaurantListPage';

// Fetched on first visit: the remote entry plus the list route stay small.
const RestaurantDetailPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "restaurant-page" */ './features/restaurants/routes/RestaurantDetailPage'
    ),
  (module) => module.RestaurantDetailPage,
);
const AddRestaurantPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "add-restaurant-page" */ './features/restaurant-editor/routes/AddRestaurantPage'
    ),
  (module) => module.AddRestaurantPage,
);
const LinkYelpPage = lazyPage(
  () =>
    import(/* webpackChunkName: "link-yelp-page" */ './features/yelp-linking/routes/LinkYelpPage'),
  (module) => module.LinkYelpPage,
);
const EditRestaurantPage = lazyPage(
  () =>
    import(
      /* webpackChunkName: "edit-restaurant-page" */ './features/restaurant-editor/routes/EditRestaurantPage'
    ),
  (module) => module.EditRestaurantPage,
);

/** The restaurants remote's pages, below its mount (REMOTE_PAGES in @dd/contracts). */
export const restaurantsPages = definePages('mfe_restaurants', [
  {
    path: '',
    component: RestaurantListPage,
    // The grid's first page, for the URL's filter, search and tag in the current diary (the map reads its own).
    queries: ({ searchParams, diaryId }) =>
      readListView(searchParams) === 'grid'
        ? [
            diaryListInfiniteQuery<Restaurant>('restaurants', listParamsIn(searchParams, diaryId), {
              tagId: tagFilterFromSearchParams(searchParams),
            }),
          ]
        : [],
    mark: PAINT_MARKS.firstRestaurantCard,
  },
  { path: 'new', component: AddRestaurantPage, chunk: 'add-restaurant-page' },
  { path: 'link-yelp', component: LinkYelpPage, chunk: 'link-yelp-page' },
  {
    path: ':id',
    component: RestaurantDetailPage,
    chunk: 'restaurant-page',
    queries: ({ params }) => [restaurantDetailQuery(params.id!)],
  },
  { path: ':id/edit', component: EditRestaurantPage, chunk: 'edit-restaurant-page' },
]);
