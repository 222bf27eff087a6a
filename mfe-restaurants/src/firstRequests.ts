import type { FirstRequests } from '@dd/shell-kit/first-requests';
import { diaryFirstRequests } from '@dd/diary-ui';
import { readListView } from './features/restaurant-map/model/listView';

/** Paths under /restaurants that are pages of their own, not a restaurant's id. */
const OTHER_PAGES = new Set(['new', 'link-yelp']);

/**
 * The first request of /restaurants' grid and of /restaurants/:id, as the
 * pages' queries ask for them. The map's and the forms' differ: none.
 */
export const restaurantsFirstRequests: FirstRequests = (location) =>
  diaryFirstRequests('restaurants', location, {
    showsGrid: (searchParams) => readListView(searchParams) === 'grid',
    otherPages: OTHER_PAGES,
  });
