import type { InfiniteData } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ApiPage } from '@dd/shell-kit';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { diaryKeys } from '../../lists/api/diaryKeys';
import { deferred } from '../../testing/deferred';
import { createTestQueryClient, queryClientWrapper } from '../../testing/queryClient';
import { useThumbsMutation } from './useThumbsMutation';

type Restaurant = {
  _id: string;
  name: string;
  isThumbsUp: boolean | null;
  tags?: { _id: string; name: string }[];
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const keys = diaryKeys('restaurants');
const luigis: Restaurant = {
  _id: 'r2',
  name: "Luigi's",
  isThumbsUp: null,
  tags: [{ _id: 't1', name: 'Pizza' }],
};
const other: Restaurant = { _id: 'r1', name: 'Other', isThumbsUp: false };
const allKey = keys.list({ filter: 'all', q: '' });
const unratedKey = keys.list({ filter: 'unrated', q: '' });

function pages(...lists: Restaurant[][]): InfiniteData<ApiPage<Restaurant>, string | null> {
  return {
    pages: lists.map((items, index) => ({
      items,
      nextCursor: index < lists.length - 1 ? `c${index + 1}` : null,
    })),
    pageParams: lists.map((_, index) => (index === 0 ? null : `c${index}`)),
  };
}

function seededClient() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(allKey, pages([other], [luigis]));
  queryClient.setQueryData(unratedKey, pages([luigis]));
  queryClient.setQueryData(keys.detail('r2'), luigis);
  queryClient.setQueryData(keys.detail('r1'), other);
  return queryClient;
}

const itemIn = (data: unknown, id: string) =>
  (data as InfiniteData<ApiPage<Restaurant>>).pages
    .flatMap((page) => page.items)
    .find((item) => item._id === id);

it('shows the new value at once everywhere, then the server record without losing embedded tags', async () => {
  const release = deferred();
  const sent: unknown[] = [];
  server.use(
    http.put('/api/restaurants/:id/thumbs', async ({ params, request }) => {
      sent.push({ id: params.id, body: await request.json() });
      await release.promise;
      return HttpResponse.json({ _id: 'r2', name: "Luigi's Trattoria", isThumbsUp: true });
    }),
  );
  const queryClient = seededClient();
  const { result } = renderHook(() => useThumbsMutation<Restaurant>('restaurants'), {
    wrapper: queryClientWrapper(queryClient),
  });

  act(() => result.current.mutate({ item: luigis, value: true }));

  await waitFor(() =>
    expect(itemIn(queryClient.getQueryData(allKey), 'r2')?.isThumbsUp).toBe(true),
  );
  // The filtered list keeps the item (no disappearance until its next fetch).
  expect(itemIn(queryClient.getQueryData(unratedKey), 'r2')?.isThumbsUp).toBe(true);
  expect(queryClient.getQueryData<Restaurant>(keys.detail('r2'))?.isThumbsUp).toBe(true);
  expect(itemIn(queryClient.getQueryData(allKey), 'r1')).toBe(other);
  expect(queryClient.getQueryData(keys.detail('r1'))).toBe(other);

  release.resolve();
  await waitFor(() => expect(result.current.isSuccess).toBe(true));

  expect(sent).toEqual([{ id: 'r2', body: { isThumbsUp: true } }]);
  expect(itemIn(queryClient.getQueryData(allKey), 'r2')).toEqual({
    ...luigis,
    name: "Luigi's Trattoria",
    isThumbsUp: true,
  });
  expect(queryClient.getQueryData<Restaurant>(keys.detail('r2'))?.name).toBe("Luigi's Trattoria");
});

it('sends null to clear a rating', async () => {
  const sent: unknown[] = [];
  server.use(
    http.put('/api/restaurants/:id/thumbs', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ ...other, isThumbsUp: null });
    }),
  );
  const queryClient = seededClient();
  const { result } = renderHook(() => useThumbsMutation<Restaurant>('restaurants'), {
    wrapper: queryClientWrapper(queryClient),
  });
  await act(() => result.current.mutateAsync({ item: other, value: null }));
  expect(sent).toEqual([{ isThumbsUp: null }]);
  expect(itemIn(queryClient.getQueryData(allKey), 'r1')?.isThumbsUp).toBeNull();
});

it('rolls every cache back and rethrows the server message on failure', async () => {
  const release = deferred();
  server.use(
    http.put('/api/restaurants/:id/thumbs', async () => {
      await release.promise;
      return HttpResponse.json({ message: 'Restaurant not found' }, { status: 404 });
    }),
  );
  const queryClient = seededClient();
  const before = {
    all: queryClient.getQueryData(allKey),
    unrated: queryClient.getQueryData(unratedKey),
    detail: queryClient.getQueryData(keys.detail('r2')),
  };
  const { result } = renderHook(() => useThumbsMutation<Restaurant>('restaurants'), {
    wrapper: queryClientWrapper(queryClient),
  });

  let outcome: Promise<unknown> = Promise.resolve();
  act(() => {
    outcome = result.current.mutateAsync({ item: luigis, value: false }).catch((error) => error);
  });
  await waitFor(() =>
    expect(queryClient.getQueryData<Restaurant>(keys.detail('r2'))?.isThumbsUp).toBe(false),
  );
  release.resolve();

  await expect(outcome).resolves.toMatchObject({ message: 'Restaurant not found' });
  expect(queryClient.getQueryData(allKey)).toEqual(before.all);
  expect(queryClient.getQueryData(unratedKey)).toEqual(before.unrated);
  expect(queryClient.getQueryData(keys.detail('r2'))).toEqual(before.detail);
});

it('puts to the meals path for meals', async () => {
  const paths: string[] = [];
  server.use(
    http.put('/api/meals/:id/thumbs', ({ request }) => {
      paths.push(new URL(request.url).pathname);
      return HttpResponse.json({ _id: 'm1', isThumbsUp: true });
    }),
  );
  const { result } = renderHook(() => useThumbsMutation('meals'), {
    wrapper: queryClientWrapper(createTestQueryClient()),
  });
  await act(() => result.current.mutateAsync({ item: { _id: 'm1' }, value: true }));
  expect(paths).toEqual(['/api/meals/m1/thumbs']);
});

it('marks every cached list stale after a change, without refetching any now', async () => {
  const listRequests: string[] = [];
  server.use(
    http.put('/api/restaurants/:id/thumbs', () =>
      HttpResponse.json({ _id: 'r2', name: "Luigi's", isThumbsUp: true }),
    ),
    http.get('/api/restaurants', ({ request }) => {
      listRequests.push(request.url);
      return HttpResponse.json([]);
    }),
  );
  const queryClient = seededClient();
  const { result } = renderHook(() => useThumbsMutation<Restaurant>('restaurants'), {
    wrapper: queryClientWrapper(queryClient),
  });

  await act(() => result.current.mutateAsync({ item: luigis, value: true }));

  expect(queryClient.getQueryState(allKey)?.isInvalidated).toBe(true);
  expect(queryClient.getQueryState(unratedKey)?.isInvalidated).toBe(true);
  expect(itemIn(queryClient.getQueryData(unratedKey), 'r2')?.isThumbsUp).toBe(true);
  expect(listRequests).toEqual([]);
});
