import { useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createTestQueryClient, queryClientWrapper } from '../../testing/queryClient';
import { currentDiaryStore, sessionStore } from '@dd/shell-kit';
import { makeToken, testUser } from '@dd/shell-kit/testing';
import { tagKeys, tagsQuery, useCreateTag } from './tagsApi';

const HOME = 'a1b2c3d4e5f6a1b2c3d4e5f6';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('tagsQuery', () => {
  it('reads the tags in name order', async () => {
    server.use(
      http.get('/api/tags', () =>
        HttpResponse.json([
          { _id: '2', name: 'vegan' },
          { _id: '1', name: 'Brunch' },
        ]),
      ),
    );
    const { result } = renderHook(() => useQuery(tagsQuery(null)), {
      wrapper: queryClientWrapper(createTestQueryClient()),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.map((tag) => tag.name)).toEqual(['Brunch', 'vegan']);
  });
});

describe('in a shared diary', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStore.signOut();
  });

  it('reads the diary’s tags under a key of their own', async () => {
    server.use(
      http.get('/api/tags', ({ request }) =>
        HttpResponse.json(
          new URL(request.url).searchParams.get('diaryId') === HOME
            ? [{ _id: 'h', name: 'Home tag' }]
            : [{ _id: 'p', name: 'Mine' }],
        ),
      ),
    );
    const queryClient = createTestQueryClient();
    const { result } = renderHook(() => useQuery(tagsQuery(HOME)), {
      wrapper: queryClientWrapper(queryClient),
    });
    await waitFor(() => expect(result.current.data).toEqual([{ _id: 'h', name: 'Home tag' }]));
    expect(tagsQuery(HOME).queryKey).toEqual(['tags', { diaryId: HOME }]);
    expect(queryClient.getQueryData(tagKeys.all)).toBeUndefined();
  });

  it('creates a tag in the diary named, not the current one, and adds it to that diary’s list', async () => {
    sessionStore.signIn(makeToken(), { persistent: true });
    currentDiaryStore.set(testUser.id, null);
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/tags', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ _id: '3', name: 'Cozy' }, { status: 201 });
      }),
    );
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(tagKeys.ofDiary(HOME), [{ _id: '1', name: 'Brunch' }]);
    queryClient.setQueryData(tagKeys.all, [{ _id: '9', name: 'Mine' }]);
    const { result } = renderHook(() => useCreateTag(HOME), {
      wrapper: queryClientWrapper(queryClient),
    });
    await act(() => result.current.mutateAsync('Cozy'));
    expect(bodies).toEqual([{ name: 'Cozy', diaryId: HOME }]);
    expect(queryClient.getQueryData(tagKeys.ofDiary(HOME))).toEqual([
      { _id: '1', name: 'Brunch' },
      { _id: '3', name: 'Cozy' },
    ]);
    expect(queryClient.getQueryData(tagKeys.all)).toEqual([{ _id: '9', name: 'Mine' }]);
  });
});

describe('useCreateTag', () => {
  it('posts the name and adds the tag to the cached list in order', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post('/api/tags', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ _id: '3', name: 'Cozy' }, { status: 201 });
      }),
    );
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(tagKeys.all, [
      { _id: '1', name: 'Brunch' },
      { _id: '2', name: 'Vegan' },
    ]);
    const { result } = renderHook(() => useCreateTag(null), {
      wrapper: queryClientWrapper(queryClient),
    });
    await act(async () => {
      await expect(result.current.mutateAsync('Cozy')).resolves.toEqual({ _id: '3', name: 'Cozy' });
    });
    expect(bodies).toEqual([{ name: 'Cozy' }]);
    expect(queryClient.getQueryData(tagKeys.all)).toEqual([
      { _id: '1', name: 'Brunch' },
      { _id: '3', name: 'Cozy' },
      { _id: '2', name: 'Vegan' },
    ]);
  });

  it('rejects with the server message', async () => {
    server.use(
      http.post('/api/tags', () => HttpResponse.json({ message: 'Required' }, { status: 400 })),
    );
    const { result } = renderHook(() => useCreateTag(null), {
      wrapper: queryClientWrapper(createTestQueryClient()),
    });
    await act(async () => {
      await expect(result.current.mutateAsync(' ')).rejects.toMatchObject({ message: 'Required' });
    });
  });
});
