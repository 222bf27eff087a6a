import type { QueryClient } from '@tanstack/react-query';
import { tagsWithCountsQuery } from './features/tags/api/tagsApi';
import prefetchAccountPage from './prefetch';

it('starts /tags’ list with its counts, under the key the page reads', () => {
  const prefetchQuery = jest.fn();
  prefetchAccountPage({ pathname: '/tags', search: '' }, {
    prefetchQuery,
  } as unknown as QueryClient);
  expect(prefetchQuery.mock.calls[0][0].queryKey).toEqual(tagsWithCountsQuery().queryKey);
});

it('starts nothing for the profile, which reads the session', () => {
  const prefetchQuery = jest.fn();
  prefetchAccountPage({ pathname: '/profile', search: '' }, {
    prefetchQuery,
  } as unknown as QueryClient);
  expect(prefetchQuery).not.toHaveBeenCalled();
});
