import { matchPage, type FirstRequests } from '@dd/shell-kit/first-requests';
import {
  diaryListPagePath,
  diaryRecordPath,
  parseListSearchParams,
  tagFilterFromSearchParams,
} from '@dd/diary-ui';
import { readMealsView } from './features/meals/model/timelineUrl';

/**
 * The first request of /meals (its grid's first page, for the URL's filter,
 * search and tag) and of /meals/:id (the meal), as the pages' queries ask
 * for them. The timeline's and the new-meal form's differ: none.
 */
export const mealsFirstRequests: FirstRequests = ({ pathname, search }) => {
  const searchParams = new URLSearchParams(search);
  if (matchPage('/meals', pathname)) {
    if (readMealsView(searchParams) !== 'grid') return [];
    return [
      diaryListPagePath('meals', parseListSearchParams(searchParams), {
        tagId: tagFilterFromSearchParams(searchParams),
      }),
    ];
  }
  const id = matchPage('/meals/:id', pathname)?.id;
  return id && id !== 'new' ? [diaryRecordPath('meals', id)] : [];
};
