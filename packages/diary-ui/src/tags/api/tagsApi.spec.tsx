import { useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createTestQueryClient, queryClientWrapper } from '../../testing/queryClient';
import { tagKeys, tagsQuery, useCreateTag } from './tagsApi';

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
    const { result } = renderHook(() => useQuery(tagsQuery()), {
      wrapper: queryClientWrapper(createTestQueryClient()),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data?.map((tag) => tag.name)).toEqual(['Brunch', 'vegan']);
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
    const { result } = renderHook(() => useCreateTag(), {
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
    const { result } = renderHook(() => useCreateTag(), {
      wrapper: queryClientWrapper(createTestQueryClient()),
    });
    await act(async () => {
      await expect(result.current.mutateAsync(' ')).rejects.toMatchObject({ message: 'Required' });
    });
  });
});
