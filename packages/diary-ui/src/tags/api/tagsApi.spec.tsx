import { useQuery } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createTestQueryClient, queryClientWrapper } from '../../testing/queryClient';
import { replaceTagLinks, tagKeys, tagsQuery, useCreateTag } from './tagsApi';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type Sent = { method: string; path: string; body?: unknown };

/** Records every request to the tag-link endpoints and answers as the API does. */
function recordTagLinks(): Sent[] {
  const sent: Sent[] = [];
  const record = async (request: Request) => {
    const text = await request.text();
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      ...(text ? { body: JSON.parse(text) } : {}),
    });
  };
  server.use(
    http.delete('/api/restaurant-tags/restaurant/:id', async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/restaurant-tags', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ _id: 'l1' }, { status: 201 });
    }),
    http.delete('/api/meal-tags/meal/:id/all', async ({ request }) => {
      await record(request);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('/api/meal-tags', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ _id: 'l2' }, { status: 201 });
    }),
  );
  return sent;
}

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

describe('replaceTagLinks', () => {
  it("deletes a restaurant's links first, then links each tag once", async () => {
    const sent = recordTagLinks();
    await replaceTagLinks('restaurant', 'r1', ['t1', 't2', 't1']);
    expect(sent[0]).toEqual({ method: 'DELETE', path: '/api/restaurant-tags/restaurant/r1' });
    expect(sent.slice(1)).toEqual(
      expect.arrayContaining([
        { method: 'POST', path: '/api/restaurant-tags', body: { restaurantId: 'r1', tagId: 't1' } },
        { method: 'POST', path: '/api/restaurant-tags', body: { restaurantId: 'r1', tagId: 't2' } },
      ]),
    );
    expect(sent).toHaveLength(3);
  });

  it("replaces a meal's links through the meal endpoints", async () => {
    const sent = recordTagLinks();
    await replaceTagLinks('meal', 'm1', ['t3']);
    expect(sent).toEqual([
      { method: 'DELETE', path: '/api/meal-tags/meal/m1/all' },
      { method: 'POST', path: '/api/meal-tags', body: { mealId: 'm1', tagId: 't3' } },
    ]);
  });

  it('only deletes when no tag is selected', async () => {
    const sent = recordTagLinks();
    await replaceTagLinks('restaurant', 'r1', []);
    expect(sent).toEqual([{ method: 'DELETE', path: '/api/restaurant-tags/restaurant/r1' }]);
  });

  it('does not link when the delete fails', async () => {
    const sent = recordTagLinks();
    server.use(
      http.delete('/api/meal-tags/meal/:id/all', () =>
        HttpResponse.json({ message: 'Meal not found' }, { status: 404 }),
      ),
    );
    await expect(replaceTagLinks('meal', 'm1', ['t3'])).rejects.toMatchObject({
      message: 'Meal not found',
    });
    expect(sent).toEqual([]);
  });
});
