import { sessionStore } from '@dd/shell-kit';
import { startFirstRequests } from '@dd/shell-kit/first-requests';
import { http, HttpResponse, makeToken, server } from '@dd/shell-kit/testing';
import { categoriesQuery } from './features/discover/api/categoriesApi';
import { discoverFirstRequests } from './firstRequests';

it('sends the search filters’ category list, which the picker’s query takes instead of asking again', async () => {
  sessionStore.signIn(makeToken(), { persistent: true });
  let asked = 0;
  server.use(
    http.get('/api/categories', () => {
      asked += 1;
      return HttpResponse.json([{ _id: 'c1', name: 'Ramen' }]);
    }),
  );

  startFirstRequests(discoverFirstRequests, { pathname: '/restaurants/nearby', search: '' });
  const categories = await categoriesQuery().queryFn!({
    signal: new AbortController().signal,
  } as never);

  expect(categories).toEqual([{ _id: 'c1', name: 'Ramen' }]);
  expect(asked).toBe(1);
});
