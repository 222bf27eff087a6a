import { useInfiniteQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createTestQueryClient, queryClientWrapper } from '../../testing/queryClient';
import { diaryKeys } from './diaryKeys';
import { diaryListInfiniteQuery } from './diaryListQuery';
import { diaryListPagePath, listRequestQuery } from './diaryListPaths';
import { inDiary } from '../model/listParams';

type Item = { _id: string; name: string };

const TAG = '64b7f0c2a1b2c3d4e5f60001';

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

  it('narrows to a tag with tagId', () => {
    expect(listRequestQuery({ filter: 'all', q: 'taco' }, 24, null, TAG).toString()).toBe(
      `limit=24&q=taco&tagId=${TAG}&include=tags`,
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

  it('keys a list narrowed to a tag apart, still under lists()', () => {
    const key = diaryKeys('restaurants').list({ filter: 'all', q: '' }, TAG);
    expect(key).toEqual(['restaurants', 'list', { filter: 'all', q: '' }, { tagId: TAG }]);
    expect(key.slice(0, 2)).toEqual(diaryKeys('restaurants').lists());
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

  it('asks for the tagged records only, cached apart from the whole list', async () => {
    server.use(
      http.get('/api/restaurants', ({ request }) => {
        const tagged = new URL(request.url).searchParams.get('tagId') === TAG;
        return HttpResponse.json<Item[]>(
          tagged ? [{ _id: 'r1', name: 'One' }] : [{ _id: 'r2', name: 'Two' }],
        );
      }),
    );
    const queryClient = createTestQueryClient();
    const params = { filter: 'all', q: '' } as const;
    const { result } = renderHook(
      () => useInfiniteQuery(diaryListInfiniteQuery<Item>('restaurants', params, { tagId: TAG })),
      { wrapper: queryClientWrapper(queryClient) },
    );

    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.pages[0]?.items).toEqual([{ _id: 'r1', name: 'One' }]);
    expect(queryClient.getQueryData(diaryKeys('restaurants').list(params, TAG))).toBeDefined();
    expect(queryClient.getQueryData(diaryKeys('restaurants').list(params))).toBeUndefined();
  });

  it('lists the current diary when it is not the personal one, cached apart from it', async () => {
    const HOME = 'a1b2c3d4e5f6a1b2c3d4e5f6';
    server.use(
      http.get('/api/meals', ({ request }) => {
        const diaryId = new URL(request.url).searchParams.get('diaryId');
        return HttpResponse.json<Item[]>(
          diaryId === HOME ? [{ _id: 'm-home', name: 'Shared' }] : [{ _id: 'm-own', name: 'Mine' }],
        );
      }),
    );
    const queryClient = createTestQueryClient();
    const personal = { filter: 'all', q: '' } as const;
    const home = inDiary(personal, HOME);
    const { result, rerender } = renderHook(
      ({ params }) => useInfiniteQuery(diaryListInfiniteQuery<Item>('meals', params)),
      { wrapper: queryClientWrapper(queryClient), initialProps: { params: home } },
    );
    await waitFor(() => expect(result.current.data?.pages[0]?.items[0]?._id).toBe('m-home'));
    rerender({ params: personal });
    await waitFor(() => expect(result.current.data?.pages[0]?.items[0]?._id).toBe('m-own'));

    expect(diaryKeys('meals').list(home)).toEqual([
      'meals',
      'list',
      { ...personal, diaryId: HOME },
    ]);
    expect(queryClient.getQueryData(diaryKeys('meals').list(home))).toBeDefined();
    expect(queryClient.getQueryData(diaryKeys('meals').list(personal))).toBeDefined();
    expect(diaryListPagePath('meals', home)).toBe(
      `/api/meals?limit=24&diaryId=${HOME}&include=tags`,
    );
    expect(diaryListPagePath('meals', inDiary(home, null))).toBe(
      '/api/meals?limit=24&include=tags',
    );
  });

  it('keeps loaded pages fresh for the staleTime given', () => {
    const params = { filter: 'all', q: '' } as const;
    expect(diaryListInfiniteQuery('meals', params, { staleTime: 60_000 }).staleTime).toBe(60_000);
    expect(diaryListInfiniteQuery('meals', params).staleTime).toBeUndefined();
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
