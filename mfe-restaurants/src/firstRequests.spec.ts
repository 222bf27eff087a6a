import type { Restaurant } from '@dd/contracts';
import { diaryListInfiniteQuery } from '@dd/diary-ui';
import { sessionStore } from '@dd/shell-kit';
import { startFirstRequests } from '@dd/shell-kit/first-requests';
import { http, HttpResponse, makeToken, server } from '@dd/shell-kit/testing';
import { restaurantDetailQuery } from './features/restaurants/api/restaurantQueries';
import { restaurantsFirstRequests } from './firstRequests';

const TAG = '64b7f0c2a1b2c3d4e5f60001';
const ID = '64b7f0c2a1b2c3d4e5f60718';
const signal = new AbortController().signal;

beforeEach(() => sessionStore.signIn(makeToken(), { persistent: true }));

it('sends /restaurants’ first page for the URL’s filter, search and tag, which the page’s query takes', async () => {
  const asked: string[] = [];
  server.use(
    http.get('/api/restaurants', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json([]);
    }),
  );

  startFirstRequests(restaurantsFirstRequests, {
    pathname: '/restaurants',
    search: `?filter=thumbsDown&q=pho&tag=${TAG}`,
  });
  const list = diaryListInfiniteQuery<Restaurant>(
    'restaurants',
    { filter: 'thumbsDown', q: 'pho' },
    { tagId: TAG },
  );
  await list.queryFn!({ pageParam: null, signal } as never);

  expect(asked).toEqual([`?limit=24&filter=thumbsDown&q=pho&tagId=${TAG}&include=tags`]);
});

it('sends a restaurant’s record on its page, which its query takes', async () => {
  let asked = 0;
  server.use(
    http.get(`/api/restaurants/${ID}`, () => {
      asked += 1;
      return HttpResponse.json({ _id: ID, name: 'Pho 24' });
    }),
  );

  startFirstRequests(restaurantsFirstRequests, { pathname: `/restaurants/${ID}`, search: '' });
  await restaurantDetailQuery(ID).queryFn!({ signal } as never);

  expect(asked).toBe(1);
});

it.each([
  ['/restaurants', '?view=map'],
  ['/restaurants/new', ''],
  ['/restaurants/link-yelp', ''],
  [`/restaurants/${ID}/edit`, ''],
])('sends nothing on %s%s, whose first request is another', (pathname, search) => {
  expect(restaurantsFirstRequests({ pathname, search })).toEqual([]);
});
