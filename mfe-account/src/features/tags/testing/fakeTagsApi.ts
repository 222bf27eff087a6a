import type { TagWithCounts } from '@dd/contracts';
import { http, HttpResponse, server } from '@dd/shell-kit/testing';

export type SentRequest = { method: string; path: string; body?: unknown };

export type FakeTagsApi = {
  /** The tags as the fake server holds them now, in name order. */
  tags(): TagWithCounts[];
  /** Every write the page sent, in order ('PUT /api/tags/t1' …). */
  writes: SentRequest[];
  /** Makes every request to this method and path fail with the status and message, until recover(). */
  fail(method: string, path: string, status: number, message?: string): void;
  recover(method: string, path: string): void;
};

let nextId = 1000;
const newId = () => (nextId++).toString(16).padStart(24, '0');

/** A tag for a spec: a 24-hex id derived from `n`, and counts (0 by default). */
export function fakeTag(
  n: number,
  name: string,
  restaurantCount = 0,
  mealCount = 0,
): TagWithCounts {
  return {
    _id: n.toString(16).padStart(24, '0'),
    diaryId: 'u1',
    name,
    restaurantCount,
    mealCount,
  };
}

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/**
 * The tag endpoints of the diary API over an in-memory list, with the
 * server's rules: names trimmed, one per name ignoring case (create answers
 * the existing tag, rename answers 409), merges move usage to the survivor.
 */
export function fakeTagsApi(initial: readonly TagWithCounts[]): FakeTagsApi {
  let tags = [...initial];
  const writes: SentRequest[] = [];
  const failures = new Map<string, { status: number; message?: string }>();
  const sameName = (name: string, exceptId?: string) =>
    tags.find((tag) => tag._id !== exceptId && tag.name.toLowerCase() === name.toLowerCase());

  const failure = (method: string, path: string) => {
    const planned = failures.get(`${method} ${path}`);
    if (!planned) return undefined;
    return HttpResponse.json(
      { message: planned.message ?? 'Bad Request' },
      { status: planned.status },
    );
  };

  const record = async (request: Request): Promise<{ body: unknown; failed?: Response }> => {
    const path = new URL(request.url).pathname;
    const text = await request.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    writes.push({ method: request.method, path, ...(body === undefined ? {} : { body }) });
    return { body, failed: failure(request.method, path) };
  };

  // The page lists the diary's people under the tags: none unless a spec serves some (fakePeopleApi).
  server.use(http.get('/api/companions', () => HttpResponse.json([])));
  server.use(
    http.get('/api/tags', ({ request }) => {
      const path = new URL(request.url).pathname;
      const failed = failure('GET', path);
      if (failed) return failed;
      const withCounts = new URL(request.url).searchParams.get('include') === 'counts';
      return HttpResponse.json(
        withCounts ? tags : tags.map(({ _id, diaryId, name }) => ({ _id, diaryId, name })),
      );
    }),
    http.post('/api/tags', async ({ request }) => {
      const { body, failed } = await record(request);
      if (failed) return failed;
      const name = String((body as { name: string }).name).trim();
      const existing = sameName(name);
      if (existing)
        return HttpResponse.json({
          _id: existing._id,
          diaryId: existing.diaryId,
          name: existing.name,
        });
      const tag = { _id: newId(), diaryId: 'u1', name, restaurantCount: 0, mealCount: 0 };
      tags = [...tags, tag].sort(byName);
      return HttpResponse.json({ _id: tag._id, diaryId: tag.diaryId, name }, { status: 201 });
    }),
    http.put('/api/tags/:id', async ({ request, params }) => {
      const { body, failed } = await record(request);
      if (failed) return failed;
      const name = String((body as { name: string }).name).trim();
      if (sameName(name, String(params.id)))
        return HttpResponse.json(
          { message: 'A tag with this name already exists' },
          { status: 409 },
        );
      tags = tags.map((tag) => (tag._id === params.id ? { ...tag, name } : tag)).sort(byName);
      return HttpResponse.json({ _id: params.id, diaryId: 'u1', name });
    }),
    http.delete('/api/tags/:id', async ({ request, params }) => {
      const { failed } = await record(request);
      if (failed) return failed;
      tags = tags.filter((tag) => tag._id !== params.id);
      return HttpResponse.json({ message: 'Tag deleted' });
    }),
    http.post('/api/tags/bulk-delete', async ({ request }) => {
      const { body, failed } = await record(request);
      if (failed) return failed;
      const ids = new Set((body as { ids: string[] }).ids);
      const deletedIds = tags.filter((tag) => ids.has(tag._id)).map((tag) => tag._id);
      tags = tags.filter((tag) => !ids.has(tag._id));
      return HttpResponse.json({ deletedIds });
    }),
    http.post('/api/tags/merge', async ({ request }) => {
      const { body, failed } = await record(request);
      if (failed) return failed;
      const { targetId, sourceIds } = body as { targetId: string; sourceIds: string[] };
      const merged = tags.filter((tag) => tag._id === targetId || sourceIds.includes(tag._id));
      const target = tags.find((tag) => tag._id === targetId)!;
      // As if no record carried two of the merged tags.
      const survivor = {
        ...target,
        restaurantCount: merged.reduce((sum, tag) => sum + tag.restaurantCount, 0),
        mealCount: merged.reduce((sum, tag) => sum + tag.mealCount, 0),
      };
      tags = tags
        .filter((tag) => !sourceIds.includes(tag._id))
        .map((tag) => (tag._id === targetId ? survivor : tag));
      return HttpResponse.json({
        _id: survivor._id,
        diaryId: survivor.diaryId,
        name: survivor.name,
      });
    }),
  );

  return {
    tags: () => tags,
    writes,
    fail(method, path, status, message) {
      failures.set(`${method} ${path}`, { status, message });
    },
    recover(method, path) {
      failures.delete(`${method} ${path}`);
    },
  };
}
