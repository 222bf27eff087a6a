import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { RestaurantRecord } from '../src/restaurants/restaurant.schema';
import { TagRecord } from '../src/tags/tag.schema';
import { RestaurantNamesCache } from '../src/restaurants/restaurant-names.cache';
import { apiFor, DiaryApi, DiaryUnderTest, expectStatus, startDiary } from './support/diary-api';

type Named = { _id: string; name: string };
type ListedMeal = { name: string; restaurantId: Named | null; tags?: Named[] };

/**
 * The meals list names each meal's place and tags from RestaurantNamesCache
 * and TagNamesCache, and finds its tags in TagLinksCaches: what was read
 * once is served from Redis, and a rename, link or delete is seen at once.
 */
describe('names and tags of the meals list (RestaurantNamesCache, TagNamesCache, TagLinksCaches)', () => {
  let service: DiaryUnderTest;
  let api: DiaryApi;
  let restaurants: Model<RestaurantRecord>;

  beforeAll(async () => {
    service = await startDiary();
    api = apiFor(service, 'user-names-cache');
    restaurants = service.app.get<Model<RestaurantRecord>>(getModelToken(RestaurantRecord.name));
  });

  afterAll(() => service.stop());

  const placeOfFirstMeal = async () => {
    const meals = (await expectStatus(api.call('GET', '/api/meals?limit=5'), 200)) as ListedMeal[];
    return meals[0]?.restaurantId?.name;
  };
  const tagsOfFirstMeal = async () => {
    const meals = (await expectStatus(
      api.call('GET', '/api/meals?limit=5&include=tags'),
      200,
    )) as ListedMeal[];
    return meals[0]?.tags?.map((tag) => tag.name);
  };

  it('serves a name read once from the cache, and a rename at once', async () => {
    const place = (await expectStatus(
      api.call('POST', '/api/restaurants', { name: 'Kin Khao', address: '55 Cyril Magnin St' }),
      201,
    )) as Named;
    await expectStatus(
      api.call('POST', '/api/meals', {
        name: 'Khao soi',
        date: '2026-11-02',
        restaurantId: place._id,
      }),
      201,
    );
    expect(await placeOfFirstMeal()).toBe('Kin Khao');

    // Behind the API's back: only a cached name can still answer the old one.
    await restaurants.updateOne({ _id: place._id }, { $set: { name: 'Changed behind' } });
    expect(await placeOfFirstMeal()).toBe('Kin Khao');

    await expectStatus(
      api.call('PUT', `/api/restaurants/${place._id}`, { name: 'Kin Khao SF' }),
      200,
    );
    expect(await placeOfFirstMeal()).toBe('Kin Khao SF');
  });

  it('does not keep a name read before a rename that ended after it', async () => {
    const cache = service.app.get(RestaurantNamesCache);
    const place = (await expectStatus(
      api.call('POST', '/api/restaurants', { name: 'Old name', address: '1 Main St' }),
      201,
    )) as Named;
    const { Types } = await import('mongoose');
    const id = new Types.ObjectId(place._id);

    // A reader misses, and the rename runs while it reads the database.
    const names = await cache.valuesOf('user-names-cache', [id], async () => {
      await cache.writing('user-names-cache', async () => undefined);
      return new Map([[place._id, 'Old name']]);
    });
    expect(names.get(place._id)).toBe('Old name');

    const after = await cache.valuesOf(
      'user-names-cache',
      [id],
      async () => new Map([[place._id, 'New name']]),
    );
    expect(after.get(place._id)).toBe('New name');
  });

  it('serves a tag name read once from the cache, and a rename or delete at once', async () => {
    const tags = service.app.get<Model<TagRecord>>(getModelToken(TagRecord.name));
    const [meal] = (await expectStatus(api.call('GET', '/api/meals?limit=1'), 200)) as Named[];
    const tag = (await expectStatus(
      api.call('POST', '/api/tags', { name: 'Spicy' }),
      201,
    )) as Named;
    await expectStatus(
      api.call('POST', '/api/meal-tags', { mealId: meal!._id, tagId: tag._id }),
      201,
    );
    expect(await tagsOfFirstMeal()).toEqual(['Spicy']);

    await tags.updateOne({ _id: tag._id }, { $set: { name: 'Changed behind' } });
    expect(await tagsOfFirstMeal()).toEqual(['Spicy']);

    await expectStatus(api.call('PUT', `/api/tags/${tag._id}`, { name: 'Very spicy' }), 200);
    expect(await tagsOfFirstMeal()).toEqual(['Very spicy']);

    // The meal's links are cached too (TagLinksCaches): a new link shows at once.
    const second = (await expectStatus(
      api.call('POST', '/api/tags', { name: 'Noodles' }),
      201,
    )) as Named;
    await expectStatus(
      api.call('POST', '/api/meal-tags', { mealId: meal!._id, tagId: second._id }),
      201,
    );
    expect(await tagsOfFirstMeal()).toEqual(['Very spicy', 'Noodles']);

    await expectStatus(api.call('DELETE', `/api/tags/${tag._id}`), 200);
    expect(await tagsOfFirstMeal()).toEqual(['Noodles']);
  });

  it('holds as many values as an export asks for (more than one Lua call takes)', async () => {
    const cache = service.app.get(RestaurantNamesCache);
    const { Types } = await import('mongoose');
    const ids = Array.from({ length: 600 }, () => new Types.ObjectId());
    const named = (asked: readonly InstanceType<typeof Types.ObjectId>[]) =>
      new Map(asked.map((id) => [id.toHexString(), `Place ${id.toHexString()}`]));
    await cache.valuesOf('user-many-names', ids, async (missing) => named(missing));

    const asked: number[] = [];
    const few = await cache.valuesOf('user-many-names', ids.slice(0, 20), async (missing) => {
      asked.push(missing.length);
      return named(missing);
    });
    const all = await cache.valuesOf('user-many-names', ids, async (missing) => {
      asked.push(missing.length);
      return named(missing);
    });
    expect(asked).toEqual([]);
    expect(few.size).toBe(20);
    expect(all.get(ids[599]!.toHexString())).toBe(`Place ${ids[599]!.toHexString()}`);
  });
});
