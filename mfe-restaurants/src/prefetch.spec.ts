import type { QueryClient } from '@tanstack/react-query';
import { diaryKeys } from '@dd/diary-ui';
import prefetchRestaurantsPage from './prefetch';

function fakeCache() {
  const cache = { prefetchQuery: jest.fn(), prefetchInfiniteQuery: jest.fn() };
  return { cache, client: cache as unknown as QueryClient };
}

const keys = diaryKeys('restaurants');

it('starts /restaurants’ first page under the key the page reads, for the URL’s filter, search and tag', () => {
  const { cache, client } = fakeCache();
  prefetchRestaurantsPage(
    { pathname: '/restaurants', search: '?filter=thumbsDown&q=pho&tag=64b7f0c2a1b2c3d4e5f60001' },
    client,
  );
  expect(cache.prefetchInfiniteQuery).toHaveBeenCalledTimes(1);
  expect(cache.prefetchInfiniteQuery.mock.calls[0][0].queryKey).toEqual(
    keys.list({ filter: 'thumbsDown', q: 'pho' }, '64b7f0c2a1b2c3d4e5f60001'),
  );
});

it('starts a restaurant’s record on its page', () => {
  const { cache, client } = fakeCache();
  prefetchRestaurantsPage(
    { pathname: '/restaurants/64b7f0c2a1b2c3d4e5f60718', search: '' },
    client,
  );
  expect(cache.prefetchQuery.mock.calls[0][0].queryKey).toEqual(
    keys.detail('64b7f0c2a1b2c3d4e5f60718'),
  );
});

it.each([
  ['/restaurants', '?view=map'],
  ['/restaurants/new', ''],
  ['/restaurants/link-yelp', ''],
  ['/restaurants/64b7f0c2a1b2c3d4e5f60718/edit', ''],
])('starts nothing on %s%s, whose first query is another', (pathname, search) => {
  const { cache, client } = fakeCache();
  prefetchRestaurantsPage({ pathname, search }, client);
  expect(cache.prefetchQuery).not.toHaveBeenCalled();
  expect(cache.prefetchInfiniteQuery).not.toHaveBeenCalled();
});
