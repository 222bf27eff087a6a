import { Types } from 'mongoose';
import type { ServiceUnderTest } from '@dd/nest-common/testing';
import { apiFor, DiaryApi, expectStatus, mealsModelOf, startDiary } from './support/diary-api';

type Named = { _id: string; name: string };

describe('list pages: pagination, search, filters, embedded tags', () => {
  let service: ServiceUnderTest;
  let api: DiaryApi;
  let meals: Named[];

  beforeAll(async () => {
    service = await startDiary();
    api = apiFor(service, 'user-ada');
    const thai = await expectStatus(
      api.call('POST', '/api/restaurants', { name: 'Kin Khao', address: '55 Cyril Magnin St' }),
      201,
    );
    const pizza = await expectStatus(
      api.call('POST', '/api/restaurants', { name: 'Tony (Pizza)', address: '1570 Stockton' }),
      201,
    );
    const tag = await expectStatus(api.call('POST', '/api/tags', { name: 'Date Night' }), 201);
    meals = [];
    // Two meals share each date, so pages must break ties by _id.
    for (let day = 1; day <= 6; day++) {
      for (const [suffix, restaurantId] of [
        ['a', thai._id],
        ['b', pizza._id],
      ]) {
        meals.push(
          await expectStatus(
            api.call('POST', '/api/meals', {
              name: `Meal ${day}${suffix}`,
              date: `2024-01-0${day}`,
              restaurantId,
              isThumbsUp: day % 3 === 0 ? true : day % 3 === 1 ? false : null,
            }),
            201,
          ),
        );
      }
    }
    await expectStatus(
      api.call('POST', '/api/meal-tags', { mealId: meals[0]!._id, tagId: tag._id }),
      201,
    );
    await expectStatus(
      api.call('POST', '/api/restaurant-tags', { restaurantId: pizza._id, tagId: tag._id }),
      201,
    );
  });

  afterAll(() => service.stop());

  const newestFirst = () => [...meals].reverse().map((meal) => meal.name);
  const names = (items: Named[]) => items.map((item) => item.name);

  it('answers the whole list, newest first, without a cursor header by default', async () => {
    const answer = await api.call('GET', '/api/meals');
    expect(answer.statusCode).toBe(200);
    expect(names(answer.body)).toEqual(newestFirst());
    expect(answer.headers['x-next-cursor']).toBeUndefined();
  });

  it('pages with ?limit and the x-next-cursor header, covering every meal once', async () => {
    const seen: string[] = [];
    let url = '/api/meals?limit=5';
    for (let pages = 0; pages < 10; pages++) {
      const answer = await api.call('GET', url);
      expect(answer.statusCode).toBe(200);
      expect(answer.body.length).toBeLessThanOrEqual(5);
      seen.push(...names(answer.body));
      const cursor = answer.headers['x-next-cursor'];
      if (cursor === undefined) break;
      url = `/api/meals?limit=5&cursor=${String(cursor)}`;
    }
    expect(seen).toEqual(newestFirst());
  });

  it('orders a day by creation time, not by id: two replicas make ids out of order', async () => {
    const other = apiFor(service, 'user-replicas');
    const write = (name: string) =>
      expectStatus(other.call('POST', '/api/meals', { name, date: '2024-05-05' }), 201);
    const first = await write('Written first');
    const second = await write('Written second');
    // As if another replica had written the second one with a smaller id (straight to
    // the collection: Mongoose keeps createdAt immutable).
    const meals = mealsModelOf(service).collection;
    await meals.updateOne(
      { _id: new Types.ObjectId(first._id) },
      { $set: { createdAt: new Date(2_000) } },
    );
    await meals.updateOne(
      { _id: new Types.ObjectId(second._id) },
      { $set: { createdAt: new Date(1_000) } },
    );
    const whole = await expectStatus(other.call('GET', '/api/meals'), 200);
    expect(names(whole)).toEqual(['Written first', 'Written second']);
    const page = await other.call('GET', '/api/meals?limit=1');
    expect(names(page.body)).toEqual(['Written first']);
    const rest = await other.call(
      'GET',
      `/api/meals?limit=1&cursor=${String(page.headers['x-next-cursor'])}`,
    );
    expect(names(rest.body)).toEqual(['Written second']);
  });

  it('names each meal’s own restaurant on a page, and never another user’s', async () => {
    const page = await expectStatus(api.call('GET', '/api/meals?limit=4'), 200);
    expect(page.map((meal: { restaurantId: Named | null }) => meal.restaurantId?.name)).toEqual([
      'Tony (Pizza)',
      'Kin Khao',
      'Tony (Pizza)',
      'Kin Khao',
    ]);

    // The API refuses to make such a meal; one stored anyway must not reveal the name.
    const theirs = await expectStatus(
      apiFor(service, 'user-grace').call('POST', '/api/restaurants', { name: 'Secret Spot' }),
      201,
    );
    const smuggled = await expectStatus(
      api.call('POST', '/api/meals', { name: 'Smuggled', date: '2030-01-01' }),
      201,
    );
    const insertedId = new Types.ObjectId(smuggled._id);
    const meals = mealsModelOf(service).collection;
    await meals.updateOne(
      { _id: insertedId },
      { $set: { restaurantId: new Types.ObjectId(theirs._id) } },
    );
    try {
      const [first] = await expectStatus(api.call('GET', '/api/meals?limit=2'), 200);
      expect(first.name).toBe('Smuggled');
      expect(JSON.stringify(first)).not.toContain('Secret Spot');
    } finally {
      await meals.deleteOne({ _id: insertedId });
    }
  });

  it('answers 400 for a bad page size or cursor', async () => {
    expect((await api.call('GET', '/api/meals?limit=0')).statusCode).toBe(400);
    expect((await api.call('GET', '/api/meals?limit=abc')).statusCode).toBe(400);
    expect(await api.call('GET', '/api/meals?limit=5&cursor=garbage')).toMatchObject({
      statusCode: 400,
      body: { message: 'cursor: Invalid cursor' },
    });
  });

  it('filters by thumbs; unrated means null', async () => {
    const up = await expectStatus(api.call('GET', '/api/meals?filter=thumbsUp'), 200);
    expect(names(up).sort()).toEqual(['Meal 3a', 'Meal 3b', 'Meal 6a', 'Meal 6b']);
    const unrated = await expectStatus(api.call('GET', '/api/meals?filter=unrated'), 200);
    expect(names(unrated).sort()).toEqual(['Meal 2a', 'Meal 2b', 'Meal 5a', 'Meal 5b']);
    expect((await api.call('GET', '/api/meals?filter=best')).statusCode).toBe(400);
  });

  it('searches meals by name, restaurant name and tag name, ignoring case', async () => {
    expect(names(await expectStatus(api.call('GET', '/api/meals?q=MEAL 4A'), 200))).toEqual([
      'Meal 4a',
    ]);
    const atThai = await expectStatus(api.call('GET', '/api/meals?q=khao'), 200);
    expect(names(atThai)).toEqual(newestFirst().filter((name) => name.endsWith('a')));
    expect(names(await expectStatus(api.call('GET', '/api/meals?q=date night'), 200))).toEqual([
      'Meal 1a',
    ]);
    expect(await expectStatus(api.call('GET', '/api/meals?q=nothing like this'), 200)).toEqual([]);
  });

  it('keeps the meals at one restaurant with ?restaurantId, paged, and answers 400 for a bad id', async () => {
    const thaiId = (await expectStatus(api.call('GET', '/api/restaurants?q=khao'), 200))[0]._id;
    const first = await api.call('GET', `/api/meals?restaurantId=${thaiId}&limit=4`);
    expect(first.statusCode).toBe(200);
    expect(names(first.body)).toEqual(['Meal 6a', 'Meal 5a', 'Meal 4a', 'Meal 3a']);
    const cursor = first.headers['x-next-cursor'];
    const rest = await expectStatus(
      api.call('GET', `/api/meals?restaurantId=${thaiId}&limit=4&cursor=${cursor}`),
      200,
    );
    expect(names(rest)).toEqual(['Meal 2a', 'Meal 1a']);
    expect((await api.call('GET', '/api/meals?restaurantId=nope')).statusCode).toBe(400);
    const other = apiFor(service, 'user-eve');
    expect(await expectStatus(other.call('GET', `/api/meals?restaurantId=${thaiId}`), 200)).toEqual(
      [],
    );
  });

  it('treats the search text literally, never as a pattern', async () => {
    expect(names(await expectStatus(api.call('GET', '/api/meals?q=(pizza)'), 200))).toHaveLength(6);
    expect(await expectStatus(api.call('GET', '/api/meals?q=.*'), 200)).toEqual([]);
    expect(await expectStatus(api.call('GET', '/api/restaurants?q=[a-z]'), 200)).toEqual([]);
  });

  it('searches restaurants by name, address and tag name', async () => {
    expect(names(await expectStatus(api.call('GET', '/api/restaurants?q=cyril'), 200))).toEqual([
      'Kin Khao',
    ]);
    expect(names(await expectStatus(api.call('GET', '/api/restaurants?q=TONY'), 200))).toEqual([
      'Tony (Pizza)',
    ]);
    expect(names(await expectStatus(api.call('GET', '/api/restaurants?q=night'), 200))).toEqual([
      'Tony (Pizza)',
    ]);
  });

  it('embeds tags with ?include=tags, on full lists and pages', async () => {
    const full = await expectStatus(api.call('GET', '/api/meals?include=tags'), 200);
    const first = full.find((meal: Named) => meal.name === 'Meal 1a');
    expect(first.tags).toEqual([{ _id: expect.any(String), name: 'Date Night' }]);
    expect(full.find((meal: Named) => meal.name === 'Meal 1b').tags).toEqual([]);
    const page = await expectStatus(api.call('GET', '/api/restaurants?include=tags&limit=1'), 200);
    expect(page).toEqual([
      expect.objectContaining({
        name: 'Tony (Pizza)',
        tags: [expect.objectContaining({ name: 'Date Night' })],
      }),
    ]);
    expect((await expectStatus(api.call('GET', '/api/meals'), 200))[0]).not.toHaveProperty('tags');
  });
});
