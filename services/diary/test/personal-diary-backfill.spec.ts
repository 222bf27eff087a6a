import mongoose, { type Connection, Types } from 'mongoose';
import {
  type Answer,
  call,
  createRestartableDiary,
  expectOk,
  type NeighbourServices,
  type RestartableDiary,
  startNeighbourServices,
} from './support/account-data-stack';
import { PersonalDiaryBackfill } from '../src/upgrade/personal-diary-backfill.module';

const COLLECTIONS = ['restaurants', 'meals', 'tags', 'restaurantTags', 'mealTags'] as const;

/** The indexes the collections had before diaries, all led by the owner. */
const OLD_INDEXES: Record<(typeof COLLECTIONS)[number], [Record<string, 1 | -1>, boolean][]> = {
  restaurants: [
    [{ userId: 1, date: -1, createdAt: -1, _id: -1 }, false],
    [{ userId: 1, nameKey: 1 }, false],
  ],
  meals: [
    [{ userId: 1, date: -1, createdAt: -1, _id: -1 }, false],
    [{ userId: 1, restaurantId: 1, date: -1, createdAt: -1, _id: -1 }, false],
  ],
  tags: [[{ userId: 1, nameKey: 1 }, true]],
  restaurantTags: [
    [{ userId: 1, restaurantId: 1, tagId: 1 }, true],
    [{ userId: 1, tagId: 1 }, false],
  ],
  mealTags: [
    [{ userId: 1, mealId: 1, tagId: 1 }, true],
    [{ userId: 1, tagId: 1 }, false],
  ],
};

/**
 * The upgrade to diaries (issue 46): a database written before records had a
 * `diaryId` is served, once the start-up backfill ran, exactly as before from
 * each user's personal diary, with nothing lost; the next start changes nothing.
 */
describe('the upgrade of records stored before diaries', () => {
  let neighbours: NeighbourServices;
  let diary: RestartableDiary;
  let db: Connection;
  const created = new Date('2024-03-01T10:00:00.000Z');
  const ids = {
    adaPlace: new Types.ObjectId(),
    adaMeal: new Types.ObjectId(),
    adaTag: new Types.ObjectId(),
    adaPlaceTag: new Types.ObjectId(),
    adaMealTag: new Types.ObjectId(),
    bobPlace: new Types.ObjectId(),
    bobMeal: new Types.ObjectId(),
    bobTag: new Types.ObjectId(),
    bobMealTag: new Types.ObjectId(),
  };

  const as = (user: string, method: 'GET' | 'POST', url: string, body?: unknown): Promise<Answer> =>
    call(diary, diary.tokenFor(user), method, url, body);
  const read = (user: string, url: string) => expectOk(as(user, 'GET', url), 200);

  const restaurant = (_id: Types.ObjectId, userId: string, name: string) => ({
    _id,
    userId,
    name,
    nameKey: name.toLowerCase(),
    address: '1 Old Street',
    phone: '',
    website: '',
    cuisine: 'Thai',
    notes: 'Stored before diaries',
    date: '2024-02-01',
    isThumbsUp: true,
    yelpId: null,
    lat: null,
    long: null,
    restaurantImages: [],
    imageUrl: null,
    createdAt: created,
    updatedAt: created,
  });
  // Older still: no month (the calendar is built on first use), no price, no companions.
  const meal = (
    _id: Types.ObjectId,
    userId: string,
    name: string,
    restaurantId: Types.ObjectId,
  ) => ({
    _id,
    userId,
    name,
    nameKey: name.toLowerCase(),
    restaurantId,
    date: '2024-02-02',
    isThumbsUp: false,
    notes: '',
    mealImages: [],
    imageUrl: null,
    createdAt: created,
    updatedAt: created,
  });
  const tag = (_id: Types.ObjectId, userId: string, name: string) => ({
    _id,
    userId,
    name,
    nameKey: name.toLowerCase(),
    createdAt: created,
    updatedAt: created,
  });

  /** The driver's own collection, read and written behind the service (none of its queries). */
  const raw = (name: string) => db.db!.collection(name);

  /** Every stored document of the collections, in `_id` order. */
  async function snapshot(): Promise<Record<string, unknown[]>> {
    const documents: Record<string, unknown[]> = {};
    for (const name of COLLECTIONS)
      documents[name] = await raw(name).find({}).sort({ _id: 1 }).toArray();
    return documents;
  }

  beforeAll(async () => {
    neighbours = await startNeighbourServices();
    diary = await createRestartableDiary(neighbours);
    db = await mongoose
      .createConnection(diary.database.url, { dbName: diary.database.dbName })
      .asPromise();
    // The database as the service before diaries left it: its collections, indexes and records.
    for (const name of COLLECTIONS) {
      await db
        .collection(name)
        .drop()
        .catch(() => undefined);
      for (const [keys, unique] of OLD_INDEXES[name]) await raw(name).createIndex(keys, { unique });
    }
    await db
      .collection('restaurants')
      .insertMany([
        restaurant(ids.adaPlace, 'user-ada', 'Kin Khao'),
        restaurant(ids.bobPlace, 'user-bob', 'Kin Khao'),
      ]);
    await db
      .collection('meals')
      .insertMany([
        meal(ids.adaMeal, 'user-ada', 'Khao soi', ids.adaPlace),
        meal(ids.bobMeal, 'user-bob', 'Larb', ids.bobPlace),
      ]);
    // The same tag name for both users: one per user before, one per diary now.
    await db
      .collection('tags')
      .insertMany([
        tag(ids.adaTag, 'user-ada', 'Date night'),
        tag(ids.bobTag, 'user-bob', 'Date night'),
      ]);
    await raw('restaurantTags').insertMany([
      {
        _id: ids.adaPlaceTag,
        userId: 'user-ada',
        restaurantId: ids.adaPlace,
        tagId: ids.adaTag,
        createdAt: created,
      },
    ]);
    await raw('mealTags').insertMany([
      {
        _id: ids.adaMealTag,
        userId: 'user-ada',
        mealId: ids.adaMeal,
        tagId: ids.adaTag,
        createdAt: created,
      },
      {
        _id: ids.bobMealTag,
        userId: 'user-bob',
        mealId: ids.bobMeal,
        tagId: ids.bobTag,
        createdAt: created,
      },
    ]);
    // What the start-up runs before the service answers (the next start runs it again, below).
    await diary.app.get(PersonalDiaryBackfill).onApplicationBootstrap();
  }, 60_000);

  afterAll(async () => {
    await db?.close();
    await diary?.destroy();
    await neighbours?.close();
  });

  it('serves every record from its user’s personal diary, as the spec routes did', async () => {
    const adaRestaurant = {
      _id: ids.adaPlace.toHexString(),
      diaryId: 'user-ada',
      userId: 'user-ada',
      name: 'Kin Khao',
      address: '1 Old Street',
      phone: '',
      website: '',
      cuisine: 'Thai',
      notes: 'Stored before diaries',
      mapsUrl: '',
      date: '2024-02-01',
      isThumbsUp: true,
      wantToGo: false,
      yelpId: null,
      lat: null,
      long: null,
      restaurantImages: [],
      imageUrl: null,
    };
    expect(await read('user-ada', '/api/restaurants')).toEqual([adaRestaurant]);
    expect(await read('user-ada', `/api/restaurants/${ids.adaPlace.toHexString()}`)).toEqual(
      adaRestaurant,
    );
    const adaMeal = {
      _id: ids.adaMeal.toHexString(),
      diaryId: 'user-ada',
      userId: 'user-ada',
      name: 'Khao soi',
      date: '2024-02-02',
      isThumbsUp: false,
      notes: '',
      restaurantId: { _id: ids.adaPlace.toHexString(), name: 'Kin Khao' },
      mealImages: [],
      imageUrl: null,
      price: null,
      companions: [],
    };
    expect(await read('user-ada', '/api/meals')).toEqual([adaMeal]);
    expect(await read('user-ada', '/api/meals?limit=5')).toEqual([adaMeal]);
    expect(await read('user-ada', `/api/meals/${ids.adaMeal.toHexString()}`)).toEqual(adaMeal);
    const adaTag = { _id: ids.adaTag.toHexString(), diaryId: 'user-ada', name: 'Date night' };
    expect(await read('user-ada', '/api/tags')).toEqual([adaTag]);
    expect(await read('user-ada', '/api/tags?include=counts')).toEqual([
      { ...adaTag, restaurantCount: 1, mealCount: 1 },
    ]);
    expect(await read('user-ada', `/api/meal-tags/meal/${ids.adaMeal.toHexString()}`)).toEqual([
      {
        _id: ids.adaMealTag.toHexString(),
        mealId: ids.adaMeal.toHexString(),
        tagId: { _id: ids.adaTag.toHexString(), name: 'Date night' },
      },
    ]);
    expect(
      await read('user-ada', `/api/restaurant-tags/restaurant/${ids.adaPlace.toHexString()}`),
    ).toEqual([
      {
        _id: ids.adaPlaceTag.toHexString(),
        restaurantId: ids.adaPlace.toHexString(),
        tagId: { _id: ids.adaTag.toHexString(), name: 'Date night' },
      },
    ]);

    // Bob's records are his alone, as before.
    expect((await read('user-bob', '/api/meals')).map((m: { name: string }) => m.name)).toEqual([
      'Larb',
    ]);
    expect(await read('user-bob', '/api/tags')).toEqual([
      { _id: ids.bobTag.toHexString(), diaryId: 'user-bob', name: 'Date night' },
    ]);
    expect(
      (await as('user-bob', 'GET', `/api/meals/${ids.adaMeal.toHexString()}`)).statusCode,
    ).toBe(404);
  });

  it('moves every record, keeping who added it, and leaves no owner-led index behind', async () => {
    const stored = await snapshot();
    for (const name of COLLECTIONS) {
      expect(stored[name]!.length).toBeGreaterThan(0);
      for (const document of stored[name] as { userId: string; diaryId?: string }[])
        expect(document.diaryId).toBe(document.userId);
    }
    expect(stored.meals).toHaveLength(2);
    expect(stored.tags).toHaveLength(2);
    for (const name of COLLECTIONS) {
      const indexes = await raw(name).indexes();
      expect(indexes.filter((index) => Object.keys(index.key)[0] === 'userId')).toEqual([]);
      expect(indexes.some((index) => Object.keys(index.key)[0] === 'diaryId')).toBe(true);
    }
    // The tag name is unique per diary now: the unique index was rebuilt on it.
    const tagIndexes = await raw('tags').indexes();
    expect(tagIndexes).toContainEqual(
      expect.objectContaining({ key: { diaryId: 1, nameKey: 1 }, unique: true }),
    );
    const again = await as('user-ada', 'POST', '/api/tags', { name: 'date NIGHT' });
    expect(again.statusCode).toBe(200);
    expect(again.body._id).toBe(ids.adaTag.toHexString());
  });

  it('changes nothing when it runs again at the next start', async () => {
    const before = await snapshot();
    await diary.stop();
    await diary.start();
    expect(await snapshot()).toEqual(before);
    expect((await read('user-ada', '/api/meals')).map((m: { name: string }) => m.name)).toEqual([
      'Khao soi',
    ]);
  });
});
