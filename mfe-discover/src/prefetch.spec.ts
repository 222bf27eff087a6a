import type { QueryClient } from '@tanstack/react-query';
import { categoriesQuery } from './features/discover/api/categoriesApi';
import prefetchDiscoverPage from './prefetch';

it('starts the search filters’ category list, under the key the picker reads', () => {
  const prefetchQuery = jest.fn();
  prefetchDiscoverPage({ pathname: '/restaurants/nearby', search: '' }, {
    prefetchQuery,
  } as unknown as QueryClient);
  expect(prefetchQuery.mock.calls[0][0].queryKey).toEqual(categoriesQuery().queryKey);
});
