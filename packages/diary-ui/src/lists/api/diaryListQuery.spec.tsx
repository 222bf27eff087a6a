import { useInfiniteQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createTestQueryClient, queryClientWrapper } from '../../testing/queryClient';
import { diaryKeys } from './diaryKeys';
import { diaryListInfiniteQuery, listRequestQuery } from './diaryListQuery';

type Item = { _id: string; name: string };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('listRequestQuery', () => {
  it('sends limit, filter, trimmed q, include=tags and cursor', () => {
    expect(listRequestQuery({ filter: 'thumbsUp', q: ' pad thai ' }, 24, 'c2').toString()).toBe(
      'limit=24&filter=thumbsUp&q=pad+thai&include=tags&cursor=c2',
    );
  });

  it('leaves out the all filter, a blank search and the first page cursor', () => {
    expect(listRequestQuery({ filter: 'all', q: '   ' }, 10, null).toString()).toBe(
      'limit=10&include=tags',
    );
  });
});

describe('diaryKeys', () => {
  it('nests every list and detail under the resource', () => {
    const keys = diaryKeys('meals');
    expect(keys.all).toEqual(['meals']);
    expect(keys.lists()).toEqual(['meals', 'list']);
    expect(keys.list({ filter: 'all', q: '' })).toEqual([
      'meals',
      'list',
      { filter: 'all', q: '' },
    ]);
    expect(keys.detail('m1')).toEqual(['meals', 'detail', 'm1']);
  });
});

describe('diaryListInfiniteQuery', () => {
  it('reads pages by cursor until the server sends none', async () => {
    const seen: string[] = [];
    server.use(
      http.get('/api/restaurants', ({ request }) => {
        const url = new URL(request.url);
        seen.push(url.search);
        if (url.searchParams.get('cursor') === 'c2')
          return HttpResponse.json<Item[]>([{ _id: 'r3', name: 'Three' }]);
        return HttpResponse.json<Item[]>(
          [
            { _id: 'r1', name: 'One' },
            { _id: 'r2', name: 'Two' },
          ],
          { headers: { 'x-next-cursor': 'c2' } },
        );
      }),
    );
    const queryClient = createTestQueryClient();
    const { result } = renderHook(
      () =>
        useInfiniteQuery(
          diaryListInfiniteQuery<Item>(
            'restaurants',
            { filter: 'unrated', q: ' ramen ' },
            { pageSize: 2 },
          ),
        ),
      { wrapper: queryClientWrapper(queryClient) },
    );

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.hasNextPage).toBe(true);
    await act(() => result.current.fetchNextPage());

    await waitFor(() => expect(result.current.data?.pages).toHaveLength(2));
    expect(
      result.current.data?.pages.flatMap((page) => page.items.map((item) => item._id)),
    ).toEqual(['r1', 'r2', 'r3']);
    expect(result.current.hasNextPage).toBe(false);
    expect(seen).toEqual([
      '?limit=2&filter=unrated&q=ramen&include=tags',
      '?limit=2&filter=unrated&q=ramen&include=tags&cursor=c2',
    ]);
    expect(
      queryClient.getQueryData(diaryKeys('restaurants').list({ filter: 'unrated', q: 'ramen' })),
    ).toBeDefined();
  });

  it('fails with the server message', async () => {
    server.use(
      http.get('/api/meals', () => HttpResponse.json({ message: 'Nope' }, { status: 500 })),
    );
    const { result } = renderHook(
      () => useInfiniteQuery(diaryListInfiniteQuery<Item>('meals', { filter: 'all', q: '' })),
      { wrapper: queryClientWrapper(createTestQueryClient()) },
    );
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error?.message).toBe('Nope');
  });
});
