import { useQuery } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createTestQueryClient, queryClientWrapper } from '../../testing/queryClient';
import { requestLog, startTestServer, type SentRequest } from '../../testing/requestLog';
import {
  linkTags,
  recordTagsKey,
  recordTagsQuery,
  replaceTagLinks,
  saveTaggedRecord,
  TagsNotSavedError,
} from './tagLinks';

const server = startTestServer();

/** Records every request to the tag-link endpoints and answers as the API does. */
function recordTagLinks(): SentRequest[] {
  const { sent, logged } = requestLog();
  const linked = (_id: string) => logged(() => HttpResponse.json({ _id }, { status: 201 }));
  const unlinked = (message: string) => logged(() => HttpResponse.json({ message }));
  server.use(
    http.delete('/api/restaurant-tags/restaurant/:id', unlinked('Restaurant tags removed')),
    http.post('/api/restaurant-tags', linked('l1')),
    http.delete('/api/meal-tags/meal/:id/all', unlinked('Meal tags removed')),
    http.post('/api/meal-tags', linked('l2')),
  );
  return sent;
}

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

describe('linkTags', () => {
  it('links each tag once to a record without links, and deletes nothing', async () => {
    const sent = recordTagLinks();
    await linkTags('meal', 'm1', ['t1', 't1', 't2']);
    expect(sent).toEqual(
      expect.arrayContaining([
        { method: 'POST', path: '/api/meal-tags', body: { mealId: 'm1', tagId: 't1' } },
        { method: 'POST', path: '/api/meal-tags', body: { mealId: 'm1', tagId: 't2' } },
      ]),
    );
    expect(sent).toHaveLength(2);
  });
});

describe('recordTagsQuery', () => {
  const spicy = { _id: 't1', name: 'Spicy' };

  it.each([
    ['restaurant', '/api/restaurant-tags/restaurant/:id'],
    ['meal', '/api/meal-tags/meal/:id'],
  ] as const)("reads a %s's tags from its links, a deleted tag as null", async (entity, path) => {
    server.use(
      http.get(path, ({ params }) =>
        HttpResponse.json(
          params.id === 'r1'
            ? [
                { _id: 'l1', tagId: spicy },
                { _id: 'l2', tagId: null },
              ]
            : [],
        ),
      ),
    );
    const queryClient = createTestQueryClient();
    const { result } = renderHook(() => useQuery(recordTagsQuery(entity, 'r1')), {
      wrapper: queryClientWrapper(queryClient),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([spicy, null]);
    expect(queryClient.getQueryData(recordTagsKey(entity, 'r1'))).toEqual([spicy, null]);
  });

  it('reads a failed load as no tags', async () => {
    server.use(
      http.get('/api/meal-tags/meal/:id', () =>
        HttpResponse.json({ message: 'Boom' }, { status: 500 }),
      ),
    );
    const { result } = renderHook(() => useQuery(recordTagsQuery('meal', 'm1')), {
      wrapper: queryClientWrapper(createTestQueryClient()),
    });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual([]);
  });

  it('keys the tags beside the detail key of the resource', () => {
    expect(recordTagsKey('restaurant', 'r1')).toEqual(['restaurants', 'tags', 'r1']);
    expect(recordTagsKey('meal', 'm1')).toEqual(['meals', 'tags', 'm1']);
  });
});

describe('saveTaggedRecord', () => {
  /** The record endpoints: POST answers a new id, PUT the record as stored; bodies are recorded. */
  function serveRecords(sentBodies: Array<{ method: string; body: unknown }>) {
    server.use(
      http.post('/api/:resource', async ({ request }) => {
        sentBodies.push({ method: 'POST', body: await request.json() });
        return HttpResponse.json({ _id: 'r9', name: 'New' }, { status: 201 });
      }),
      http.put('/api/:resource/:id', async ({ request, params }) => {
        sentBodies.push({ method: 'PUT', body: await request.json() });
        return HttpResponse.json({ _id: params.id, name: 'Edited' });
      }),
    );
  }

  it('creates the record, then links its tags', async () => {
    const bodies: Array<{ method: string; body: unknown }> = [];
    serveRecords(bodies);
    const sent = recordTagLinks();
    await expect(
      saveTaggedRecord('restaurant', { payload: { name: 'New' }, tagIds: ['t1'] }),
    ).resolves.toEqual({ _id: 'r9', name: 'New' });
    expect(bodies).toEqual([{ method: 'POST', body: { name: 'New' } }]);
    expect(sent).toEqual([
      { method: 'POST', path: '/api/restaurant-tags', body: { restaurantId: 'r9', tagId: 't1' } },
    ]);
  });

  it('updates the record, then replaces its links', async () => {
    const bodies: Array<{ method: string; body: unknown }> = [];
    serveRecords(bodies);
    const sent = recordTagLinks();
    await expect(
      saveTaggedRecord('meal', { id: 'm1', payload: { name: 'Edited' }, tagIds: ['t2'] }),
    ).resolves.toEqual({ _id: 'm1', name: 'Edited' });
    expect(bodies).toEqual([{ method: 'PUT', body: { name: 'Edited' } }]);
    expect(sent).toEqual([
      { method: 'DELETE', path: '/api/meal-tags/meal/m1/all' },
      { method: 'POST', path: '/api/meal-tags', body: { mealId: 'm1', tagId: 't2' } },
    ]);
  });

  it('moves an updated record to the diary named, then links it to the tags chosen there', async () => {
    const bodies: Array<{ method: string; body: unknown }> = [];
    serveRecords(bodies);
    const sent = recordTagLinks();
    await saveTaggedRecord('meal', {
      id: 'm1',
      payload: { name: 'Edited', restaurantId: null },
      tagIds: ['home-tag'],
      moveTo: 'home',
    });
    expect(bodies).toEqual([
      { method: 'PUT', body: { name: 'Edited', restaurantId: null, diaryId: 'home' } },
    ]);
    expect(sent).toEqual([
      { method: 'DELETE', path: '/api/meal-tags/meal/m1/all' },
      { method: 'POST', path: '/api/meal-tags', body: { mealId: 'm1', tagId: 'home-tag' } },
    ]);
  });

  it('names the stored record when its tags fail', async () => {
    serveRecords([]);
    server.use(
      http.post('/api/restaurant-tags', () =>
        HttpResponse.json({ message: 'Tag not found' }, { status: 404 }),
      ),
    );
    const saving = saveTaggedRecord('restaurant', { payload: {}, tagIds: ['t1'] });
    await expect(saving).rejects.toBeInstanceOf(TagsNotSavedError);
    await expect(saving).rejects.toMatchObject({ recordId: 'r9', message: 'Tag not found' });
  });

  it('sends no tags when the record is not saved', async () => {
    server.use(
      http.post('/api/meals', () => HttpResponse.json({ message: 'Invalid' }, { status: 400 })),
    );
    const sent = recordTagLinks();
    const saving = saveTaggedRecord('meal', { payload: {}, tagIds: ['t1'] });
    await expect(saving).rejects.toThrow('Invalid');
    await expect(saving).rejects.not.toBeInstanceOf(TagsNotSavedError);
    expect(sent).toEqual([]);
  });
});
