import { matchPage, type FirstRequests } from '@dd/shell-kit/first-requests';
import {
  diaryListPagePath,
  diaryRecordPath,
  parseListSearchParams,
  tagFilterFromSearchParams,
} from '@dd/diary-ui';
import { readListView } from './features/restaurant-map/model/listView';

/** Paths under /restaurants that are pages of their own, not a restaurant's id. */
const OTHER_PAGES = new Set(['new', 'link-yelp']);

/**
 * The first request of /restaurants (its grid's first page, for the URL's
 * filter, search and tag) and of /restaurants/:id (the restaurant), as the
 * pages' queries ask for them.
 */
export const restaurantsFirstRequests: FirstRequests = ({ pathname, search }) => {
  const searchParams = new URLSearchParams(search);
  if (matchPage('/restaurants', pathname)) {
    if (readListView(searchParams) !== 'grid') return [];
    return [
      diaryListPagePath('restaurants', parseListSearchParams(searchParams), {
        tagId: tagFilterFromSearchParams(searchParams),
      }),
    ];
  }
  const id = matchPage('/restaurants/:id', pathname)?.id;
  return id && !OTHER_PAGES.has(id) ? [diaryRecordPath('restaurants', id)] : [];
};
