import { sessionStore } from '@dd/shell-kit';
import { startFirstRequests } from '@dd/shell-kit/first-requests';
import { http, HttpResponse, makeToken, server } from '@dd/shell-kit/testing';
import { tagsWithCountsQuery } from './features/tags/api/tagsApi';
import { accountFirstRequests } from './firstRequests';

it('sends /tags’ list with its counts, which the page’s query takes instead of asking again', async () => {
  sessionStore.signIn(makeToken(), { persistent: true });
  const asked: string[] = [];
  server.use(
    http.get('/api/tags', ({ request }) => {
      asked.push(new URL(request.url).search);
      return HttpResponse.json([{ _id: 't1', name: 'ramen', mealCount: 2, restaurantCount: 1 }]);
    }),
  );

  startFirstRequests(accountFirstRequests, { pathname: '/tags', search: '' });
  const tags = await tagsWithCountsQuery().queryFn!({
    signal: new AbortController().signal,
  } as never);

  expect(tags).toHaveLength(1);
  expect(asked).toEqual(['?include=counts']);
});

it('sends nothing for the profile, which reads the session', () => {
  expect(accountFirstRequests({ pathname: '/profile', search: '' })).toEqual([]);
});
