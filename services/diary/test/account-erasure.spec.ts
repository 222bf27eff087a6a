import { readdir } from 'node:fs/promises';
import mongoose from 'mongoose';
import { AccountErasurePublisher, REDIS_CLIENT, type RedisClient } from '@dd/nest-common';
import {
  call,
  createRestartableDiary,
  eventually,
  expectOk,
  type NeighbourServices,
  type RestartableDiary,
  startNeighbourServices,
} from './support/account-data-stack';
import { buildZip } from './support/zip-builder';

const COLLECTIONS = [
  'restaurants',
  'meals',
  'tags',
  'restaurantTags',
  'mealTags',
  'posts',
  'importOrigins',
  'restaurantYelpClaims',
  'shares',
];

describe('account erasure in the diary', () => {
  let neighbours: NeighbourServices;
  let diary: RestartableDiary;
  let publisher: AccountErasurePublisher;
  let db: mongoose.Connection;

  beforeAll(async () => {
    neighbours = await startNeighbourServices();
    diary = await createRestartableDiary(neighbours);
    publisher = new AccountErasurePublisher({
      url: String(diary.env.REDIS_URL),
      keyPrefix: String(diary.env.REDIS_PREFIX),
    });
    db = await mongoose
      .createConnection(String(diary.env.MONGO_URL), { dbName: diary.database.dbName })
      .asPromise();
  });

  afterAll(async () => {
    await publisher?.close();
    await db?.close();
    await diary?.destroy();
    await neighbours?.close();
  });

  async function seed(userId: string): Promise<void> {
    const token = diary.tokenFor(userId);
    const restaurant = await expectOk(
      call(diary, token, 'POST', '/api/restaurants', {
        name: `R of ${userId}`,
        yelpId: `yelp-of-${userId}`,
      }),
      201,
    );
    const meal = await expectOk(
      call(diary, token, 'POST', '/api/meals', {
        name: `M of ${userId}`,
        date: '2024-01-01',
        restaurantId: restaurant._id,
      }),
      201,
    );
    const tag = await expectOk(
      call(diary, token, 'POST', '/api/tags', { name: `T of ${userId}` }, tagKeyOf(userId)),
      201,
    );
    await expectOk(
      call(diary, token, 'POST', '/api/restaurant-tags', {
        restaurantId: restaurant._id,
        tagId: tag._id,
      }),
      201,
    );
    await expectOk(
      call(diary, token, 'POST', '/api/meal-tags', { mealId: meal._id, tagId: tag._id }),
      201,
    );
    const share = await expectOk(
      call(diary, token, 'POST', '/api/shares', { scope: { kind: 'meal', id: meal._id } }),
      201,
    );
    sharePaths.set(userId, share.path);
    // The post comes in by an import, which leaves its origin row behind.
    const archive = buildZip([
      {
        name: 'diary.json',
        data: JSON.stringify({
          format: 'dining-diary-export',
          version: 1,
          exportedAt: '2026-11-22T00:00:00.000Z',
          profile: { id: 'an-older-account' },
          restaurants: [],
          meals: [],
          tags: [],
          restaurantTags: [],
          mealTags: [],
          posts: [{ id: 'p1', content: `P of ${userId}`, createdAt: null }],
        }),
      },
    ]);
    const received = await diary.app.inject({
      method: 'POST',
      url: '/api/imports',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/zip' },
      payload: archive,
    });
    expect(received.statusCode).toBe(202);
    await eventually(async () => {
      const status = await expectOk(
        call(diary, token, 'GET', `/api/imports/${received.json().id}`),
        200,
      );
      return status.state === 'done' ? status : undefined;
    });
  }

  /** The public path of each user's seeded share link. */
  const sharePaths = new Map<string, string>();

  /** The Idempotency-Key the seeded tag was created under. */
  const tagKeyOf = (userId: string) => ({ 'idempotency-key': `seed-tag-of-${userId}` });

  // Counted straight in the database through the driver, outside the service under test.
  async function recordsOf(userId: string): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const name of COLLECTIONS)
      counts[name] = await db.db!.collection(name).countDocuments({ userId });
    return counts;
  }

  const none = Object.fromEntries(COLLECTIONS.map((name) => [name, 0]));
  const one = Object.fromEntries(COLLECTIONS.map((name) => [name, 1]));

  it('erases every record of the user once the diary is back, when it was down at deletion time', async () => {
    await seed('user-gone');
    await seed('user-kept');
    const token = diary.tokenFor('user-gone');
    // Cached reviews hold dish names: they go with the meals.
    for (const userId of ['user-gone', 'user-kept'])
      await expectOk(call(diary, diary.tokenFor(userId), 'GET', '/api/meals/review/2024'), 200);
    const reviewKeysOf = (userId: string) =>
      diary.app
        .get<RedisClient>(REDIS_CLIENT)
        .keys(`${diary.env.REDIS_PREFIX}diary:*review*${userId}*`);
    expect(await reviewKeysOf('user-gone')).not.toEqual([]);
    const exported = await expectOk(call(diary, token, 'POST', '/api/exports'), 202);
    await eventually(async () => {
      const status = await expectOk(call(diary, token, 'GET', `/api/exports/${exported.id}`), 200);
      return status.state === 'ready' ? status : undefined;
    });

    await diary.stop();
    await publisher.publish('user-gone');
    // Nothing consumes the job while the diary is down.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await recordsOf('user-gone')).toEqual(one);

    await diary.start();
    await eventually(
      async () => {
        const counts = await recordsOf('user-gone');
        return Object.values(counts).every((count) => count === 0) ? counts : undefined;
      },
      15_000,
      "the diary's erasure",
    );
    expect(await recordsOf('user-gone')).toEqual(none);
    expect(await recordsOf('user-kept')).toEqual(one);
    expect(await reviewKeysOf('user-gone')).toEqual([]);
    expect(await reviewKeysOf('user-kept')).not.toEqual([]);
    // Its share links died with it.
    expect((await call(diary, undefined, 'GET', sharePaths.get('user-gone')!)).statusCode).toBe(
      404,
    );
    expect((await call(diary, undefined, 'GET', sharePaths.get('user-kept')!)).statusCode).toBe(
      200,
    );
    // Its exports go last: the job and the zip.
    await eventually(async () =>
      (await readdir(diary.exportDir)).includes('user-gone') ? undefined : true,
    );
    expect(await expectOk(call(diary, token, 'GET', '/api/exports'), 200)).toEqual([]);
    expect(await expectOk(call(diary, token, 'GET', '/api/imports'), 200)).toEqual([]);
    // Its Idempotency-Keys went too: a replay runs anew instead of answering the erased tag.
    const tagName = { name: 'T of user-gone' };
    const replayed = await call(diary, token, 'POST', '/api/tags', tagName, tagKeyOf('user-gone'));
    expect(replayed.statusCode).toBe(201);
    expect(replayed.headers['idempotent-replayed']).toBeUndefined();
    await expectOk(call(diary, token, 'DELETE', `/api/tags/${replayed.body._id}`), 200);
    const kept = diary.tokenFor('user-kept');
    const keptTag = { name: 'T of user-kept' };
    const keptReplay = await call(diary, kept, 'POST', '/api/tags', keptTag, tagKeyOf('user-kept'));
    expect(keptReplay.headers['idempotent-replayed']).toBe('true');
  });

  it('erases again without harm when the same deletion is published twice', async () => {
    await publisher.publish('user-gone');
    await publisher.publish('user-nobody');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await recordsOf('user-kept')).toEqual(one);
  });
});
