import { matchPath } from 'react-router';
import type { RoutePrefetch } from '@dd/shell-kit/query';
import { parseListSearchParams, tagFilterFromSearchParams } from '@dd/diary-ui';
import { mealDetailQuery, mealListQuery } from './features/meals/api/mealQueries';
import { readMealsView } from './features/meals/model/timelineUrl';

/**
 * Exposed as `mfe_meals/prefetch`: the first query of /meals (its grid's
 * first page, for the URL's filter, search and tag) and of /meals/:id (the
 * meal), the same options the pages use, so they find it in the cache.
 */
const prefetchMealsPage: RoutePrefetch = ({ pathname, search }, queryClient) => {
  const searchParams = new URLSearchParams(search);
  if (matchPath('/meals', pathname)) {
    if (readMealsView(searchParams) !== 'grid') return;
    const list = mealListQuery(
      parseListSearchParams(searchParams),
      tagFilterFromSearchParams(searchParams),
    );
    void queryClient.prefetchInfiniteQuery(list);
    return;
  }
  const meal = matchPath('/meals/:id', pathname);
  if (meal?.params.id && meal.params.id !== 'new')
    void queryClient.prefetchQuery(mealDetailQuery(meal.params.id));
};

export default prefetchMealsPage;
