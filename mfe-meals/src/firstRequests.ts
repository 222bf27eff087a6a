import type { FirstRequests } from '@dd/shell-kit/first-requests';
import { diaryFirstRequests } from '@dd/diary-ui';
import { readMealsView } from './features/meals/model/timelineUrl';

/** Paths under /meals that are pages of their own, not a meal's id. */
const OTHER_PAGES = new Set(['new']);

/**
 * The first request of /meals' grid and of /meals/:id, as the pages' queries
 * ask for them. The timeline's and the new-meal form's differ: none.
 */
export const mealsFirstRequests: FirstRequests = (location) =>
  diaryFirstRequests('meals', location, {
    showsGrid: (searchParams) => readMealsView(searchParams) === 'grid',
    otherPages: OTHER_PAGES,
  });
