import { randomUUID } from 'node:crypto';
import {
  type ApiAnswer,
  apiFor,
  DiaryApi,
  type DiaryUnderTest,
  expectStatus,
  OBJECT_ID,
  startDiary,
} from './support/diary-api';

/** A fresh client-generated key, as a phone's outbox makes one per write. */
const newKey = () => `outbox-${randomUUID()}`;
const withKey = (key: string) => ({ 'idempotency-key': key });
const REPLAYED = 'idempotent-replayed';
const KEY_REUSED = 'Idempotency-Key was already used for a different request';

interface CreateRoute {
  path: string;
  /** A valid body whose records are told apart by `label`. */
  body(label: string): Record<string, unknown>;
  /** A body the route refuses with 400. */
  invalidBody: Record<string, unknown>;
}

const routes: CreateRoute[] = [
  {
    path: '/api/meals',
    body: (label) => ({ name: label, date: '2024-06-01', notes: 'offline' }),
    invalidBody: { date: '2024-06-01' },
  },
  {
    path: '/api/restaurants',
    body: (label) => ({ name: label, cuisine: 'Thai', address: '1 Main St' }),
    invalidBody: { cuisine: 'Thai' },
  },
];

describe('Idempotency-Key on the diary creates (real FerretDB and Redis)', () => {
  let service: DiaryUnderTest;
  let ada: DiaryApi;
  let bob: DiaryApi;

  beforeAll(async () => {
    service = await startDiary();
    ada = apiFor(service, 'user-ada');
    bob = apiFor(service, 'user-bob');
  });

  afterAll(() => service.stop());

  /** How many of the user's records at `path` carry this name, as the list answers them. */
  async function countNamed(api: DiaryApi, path: string, name: string): Promise<number> {
    const list = (await expectStatus(api.call('GET', path), 200)) as { name: string }[];
    return list.filter((record) => record.name === name).length;
  }

  describe.each(routes)('POST $path', ({ path, body, invalidBody }) => {
    it('runs once: the replay answers the same status and record, marked replayed', async () => {
      const key = newKey();
      const name = `Replayed ${key}`;
      const first = await ada.call('POST', path, body(name), withKey(key));
      const replay = await ada.call('POST', path, body(name), withKey(key));

      expect(first.statusCode).toBe(201);
      expect(first.body).toMatchObject({ _id: OBJECT_ID, name });
      expect(first.headers[REPLAYED]).toBeUndefined();
      expect(replay.statusCode).toBe(201);
      expect(replay.body).toEqual(first.body);
      expect(replay.headers[REPLAYED]).toBe('true');
      expect(await countNamed(ada, path, name)).toBe(1);
    });

    it('treats the same body with its fields in another order as the same request', async () => {
      const key = newKey();
      const name = `Reordered ${key}`;
      const fields = body(name);
      const reordered = Object.fromEntries(Object.entries(fields).reverse());
      const first = await expectStatus(ada.call('POST', path, fields, withKey(key)), 201);
      const replay = await ada.call('POST', path, reordered, withKey(key));

      expect(replay).toMatchObject({ statusCode: 201, body: first });
      expect(replay.headers[REPLAYED]).toBe('true');
    });

    it('creates one record from 10 requests sent together with one key', async () => {
      const key = newKey();
      const name = `Concurrent ${key}`;
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => ada.call('POST', path, body(name), withKey(key))),
      );

      expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(201));
      expect(new Set(answers.map((answer) => answer.body._id)).size).toBe(1);
      expect(answers.filter((answer) => answer.headers[REPLAYED] === 'true')).toHaveLength(9);
      expect(await countNamed(ada, path, name)).toBe(1);
    });

    it('refuses with 422 a key reused for another body, creating nothing', async () => {
      const key = newKey();
      await expectStatus(ada.call('POST', path, body(`First ${key}`), withKey(key)), 201);
      const reused = await ada.call('POST', path, body(`Second ${key}`), withKey(key));

      expect(reused).toMatchObject({ statusCode: 422, body: { message: KEY_REUSED } });
      expect(await countNamed(ada, path, `Second ${key}`)).toBe(0);
    });

    it.each([
      ['7 characters', 'short-7'],
      ['129 characters', 'k'.repeat(129)],
      ['a space', 'has spaces in it'],
      ['a letter beyond ASCII', 'ümlaut-key'],
      ['nothing', ''],
    ])('refuses a key of %s with 400, creating nothing', async (_label, key) => {
      const name = `Malformed ${randomUUID()}`;
      const refused = await ada.call('POST', path, body(name), withKey(key));

      expect(refused.statusCode).toBe(400);
      expect(refused.body.message).toMatch(/^Idempotency-Key: /);
      expect(await countNamed(ada, path, name)).toBe(0);
    });

    it("gives another user their own record under the same key, never the first user's", async () => {
      const key = newKey();
      const name = `Shared key ${key}`;
      const adas = await expectStatus(ada.call('POST', path, body(name), withKey(key)), 201);
      const bobs = await bob.call('POST', path, body(name), withKey(key));

      expect(bobs.statusCode).toBe(201);
      expect(bobs.headers[REPLAYED]).toBeUndefined();
      expect(bobs.body._id).not.toBe(adas._id);
      expect(await countNamed(bob, path, name)).toBe(1);
      expect(await countNamed(ada, path, name)).toBe(1);
      // Each keeps their own answer under the key.
      const adasReplay = await ada.call('POST', path, body(name), withKey(key));
      expect(adasReplay.headers[REPLAYED]).toBe('true');
      expect(adasReplay.body._id).toBe(adas._id);
    });

    it('replays a refused first request as the same 400', async () => {
      const key = newKey();
      const first = await ada.call('POST', path, invalidBody, withKey(key));
      const replay = await ada.call('POST', path, invalidBody, withKey(key));

      expect(first.statusCode).toBe(400);
      expect(replay).toMatchObject({ statusCode: 400, body: first.body });
      expect(replay.headers[REPLAYED]).toBe('true');
    });

    it('creates a record per request without the header, as before', async () => {
      const name = `No key ${randomUUID()}`;
      await expectStatus(ada.call('POST', path, body(name)), 201);
      await expectStatus(ada.call('POST', path, body(name)), 201);

      expect(await countNamed(ada, path, name)).toBe(2);
    });
  });

  it('refuses a key used on one create route for another with 422', async () => {
    const key = newKey();
    await expectStatus(ada.call('POST', '/api/meals', routes[0].body(key), withKey(key)), 201);
    const reused = await ada.call('POST', '/api/restaurants', routes[1].body(key), withKey(key));

    expect(reused).toMatchObject({ statusCode: 422, body: { message: KEY_REUSED } });
    expect(await countNamed(ada, '/api/restaurants', key)).toBe(0);
  });

  /** A repeat of a create the route itself dedupes answers 200; a replay answers what the first did. */
  function expectReplayOf(first: ApiAnswer, replay: ApiAnswer): void {
    expect(first.statusCode).toBe(201);
    expect(first.headers[REPLAYED]).toBeUndefined();
    expect(replay).toMatchObject({ statusCode: 201, body: first.body });
    expect(replay.headers[REPLAYED]).toBe('true');
  }

  describe('tags and tag links', () => {
    let restaurant: { _id: string };
    let meal: { _id: string };
    let tag: { _id: string };

    beforeAll(async () => {
      restaurant = await expectStatus(ada.call('POST', '/api/restaurants', { name: 'Nopa' }), 201);
      meal = await expectStatus(
        ada.call('POST', '/api/meals', { name: 'Pork chop', date: '2024-06-02' }),
        201,
      );
      tag = await expectStatus(ada.call('POST', '/api/tags', { name: 'Linked' }), 201);
    });

    it('POST /api/tags replays the 201 of the first request', async () => {
      const key = newKey();
      const first = await ada.call('POST', '/api/tags', { name: `Tag ${key}` }, withKey(key));
      const replay = await ada.call('POST', '/api/tags', { name: `Tag ${key}` }, withKey(key));

      expectReplayOf(first, replay);
      const other = await ada.call('POST', '/api/tags', { name: `Other ${key}` }, withKey(key));
      expect(other).toMatchObject({ statusCode: 422, body: { message: KEY_REUSED } });
    });

    it('POST /api/meal-tags replays the 201 of the first request', async () => {
      const key = newKey();
      const link = { mealId: meal._id, tagId: tag._id };
      const first = await ada.call('POST', '/api/meal-tags', link, withKey(key));
      const replay = await ada.call('POST', '/api/meal-tags', link, withKey(key));

      expectReplayOf(first, replay);
    });

    it('POST /api/restaurant-tags replays the 201 of the first request', async () => {
      const key = newKey();
      const link = { restaurantId: restaurant._id, tagId: tag._id };
      const first = await ada.call('POST', '/api/restaurant-tags', link, withKey(key));
      const replay = await ada.call('POST', '/api/restaurant-tags', link, withKey(key));

      expectReplayOf(first, replay);
    });
  });

  it('POST /api/posts creates one post under one key', async () => {
    const key = newKey();
    const content = `Offline post ${key}`;
    const first = await ada.call('POST', '/api/posts', { content }, withKey(key));
    const replay = await ada.call('POST', '/api/posts', { content }, withKey(key));

    expectReplayOf(first, replay);
    const posts = (await expectStatus(ada.call('GET', '/api/posts'), 200)) as {
      content: string;
    }[];
    expect(posts.filter((post) => post.content === content)).toHaveLength(1);
  });
});
