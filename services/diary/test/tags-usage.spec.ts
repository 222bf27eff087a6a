import type { ServiceUnderTest } from '@dd/nest-common/testing';
import {
  apiFor,
  DiaryApi,
  expectStatus,
  OBJECT_ID,
  startDiary,
  UNKNOWN_ID,
} from './support/diary-api';

type Named = { _id: string; name: string };

describe('tag usage: counts on GET /api/tags and the lists filtered by ?tagId', () => {
  let service: ServiceUnderTest;
  let ada: DiaryApi;
  let bob: DiaryApi;
  let ramen: Named;
  let spicy: Named;
  let unused: Named;
  let restaurants: Named[];
  let meals: Named[];

  const link = {
    restaurant: (api: DiaryApi, restaurant: Named, tag: Named) =>
      expectStatus(
        api.call('POST', '/api/restaurant-tags', { restaurantId: restaurant._id, tagId: tag._id }),
        201,
      ),
    meal: (api: DiaryApi, meal: Named, tag: Named) =>
      expectStatus(api.call('POST', '/api/meal-tags', { mealId: meal._id, tagId: tag._id }), 201),
  };
  const names = (items: Named[]) => items.map((item) => item.name).sort();

  beforeAll(async () => {
    service = await startDiary();
    ada = apiFor(service, 'user-ada');
    bob = apiFor(service, 'user-bob');
    [ramen, spicy, unused] = await Promise.all(
      ['Ramen', 'spicy', 'unused'].map((name) =>
        expectStatus(ada.call('POST', '/api/tags', { name }), 201),
      ),
    );
    restaurants = [];
    for (const name of ['Ippudo', 'Mensho', 'Kin Khao'])
      restaurants.push(await expectStatus(ada.call('POST', '/api/restaurants', { name }), 201));
    meals = [];
    for (const [index, name] of ['Tonkotsu', 'Tori Paitan', 'Khao Soi', 'Salad'].entries())
      meals.push(
        await expectStatus(
          ada.call('POST', '/api/meals', { name, date: `2024-05-0${index + 1}` }),
          201,
        ),
      );
    const [ippudo, mensho, kinKhao] = restaurants as [Named, Named, Named];
    const [tonkotsu, toriPaitan, khaoSoi] = meals as [Named, Named, Named];
    await link.restaurant(ada, ippudo, ramen);
    await link.restaurant(ada, mensho, ramen);
    await link.restaurant(ada, kinKhao, spicy);
    await link.meal(ada, tonkotsu, ramen);
    await link.meal(ada, toriPaitan, ramen);
    await link.meal(ada, khaoSoi, ramen);
    await link.meal(ada, khaoSoi, spicy);

    // Another user's data never counts for Ada.
    const bobsTag = await expectStatus(bob.call('POST', '/api/tags', { name: 'ramen' }), 201);
    const bobsMeal = await expectStatus(
      bob.call('POST', '/api/meals', { name: 'Shoyu', date: '2024-05-01' }),
      201,
    );
    await link.meal(bob, bobsMeal, bobsTag);
  });

  afterAll(() => service.stop());

  it('counts each tag’s restaurants and meals with ?include=counts, in name order', async () => {
    expect(await expectStatus(ada.call('GET', '/api/tags?include=counts'), 200)).toEqual([
      { _id: ramen._id, diaryId: 'user-ada', name: 'Ramen', restaurantCount: 2, mealCount: 3 },
      { _id: spicy._id, diaryId: 'user-ada', name: 'spicy', restaurantCount: 1, mealCount: 1 },
      { _id: unused._id, diaryId: 'user-ada', name: 'unused', restaurantCount: 0, mealCount: 0 },
    ]);
    expect(await expectStatus(bob.call('GET', '/api/tags?include=counts'), 200)).toEqual([
      { _id: OBJECT_ID, diaryId: 'user-bob', name: 'ramen', restaurantCount: 0, mealCount: 1 },
    ]);
  });

  it('keeps the plain list without counts and refuses other includes', async () => {
    const plain = await expectStatus(ada.call('GET', '/api/tags'), 200);
    expect(plain[0]).toEqual({ _id: ramen._id, diaryId: 'user-ada', name: 'Ramen' });
    expect(await ada.call('GET', '/api/tags?include=meals')).toMatchObject({
      statusCode: 400,
      body: { message: "include: Expected 'counts'" },
    });
  });

  it('follows deletions: a deleted meal no longer counts', async () => {
    const meal = await expectStatus(
      ada.call('POST', '/api/meals', { name: 'Gone', date: '2024-06-01' }),
      201,
    );
    await link.meal(ada, meal, unused);
    const countOf = async () =>
      (await expectStatus(ada.call('GET', '/api/tags?include=counts'), 200)).find(
        (tag: Named) => tag._id === unused._id,
      ).mealCount;
    expect(await countOf()).toBe(1);
    await expectStatus(ada.call('DELETE', `/api/meals/${meal._id}`), 200);
    expect(await countOf()).toBe(0);
  });

  it('filters the restaurant list by ?tagId', async () => {
    expect(
      names(await expectStatus(ada.call('GET', `/api/restaurants?tagId=${ramen._id}`), 200)),
    ).toEqual(['Ippudo', 'Mensho']);
    expect(
      names(
        await expectStatus(
          ada.call('GET', `/api/restaurants?tagId=${ramen._id}&q=ipp&include=tags`),
          200,
        ),
      ),
    ).toEqual(['Ippudo']);
  });

  it('filters the meal list by ?tagId, with the other filters and pages', async () => {
    expect(
      names(await expectStatus(ada.call('GET', `/api/meals?tagId=${ramen._id}`), 200)),
    ).toEqual(['Khao Soi', 'Tonkotsu', 'Tori Paitan']);
    expect(
      names(await expectStatus(ada.call('GET', `/api/meals?tagId=${spicy._id}&q=khao`), 200)),
    ).toEqual(['Khao Soi']);
    const first = await ada.call('GET', `/api/meals?tagId=${ramen._id}&limit=2`);
    expect(names(first.body)).toEqual(['Khao Soi', 'Tori Paitan']);
    const rest = await expectStatus(
      ada.call(
        'GET',
        `/api/meals?tagId=${ramen._id}&limit=2&cursor=${String(first.headers['x-next-cursor'])}`,
      ),
      200,
    );
    expect(names(rest)).toEqual(['Tonkotsu']);
  });

  it('matches nothing for an unused, unknown or another user’s tag, and 400 for a malformed id', async () => {
    const bobsTag = (await expectStatus(bob.call('GET', '/api/tags'), 200))[0] as Named;
    for (const tagId of [unused._id, UNKNOWN_ID, bobsTag._id]) {
      expect(await expectStatus(ada.call('GET', `/api/meals?tagId=${tagId}`), 200)).toEqual([]);
      expect(await expectStatus(ada.call('GET', `/api/restaurants?tagId=${tagId}`), 200)).toEqual(
        [],
      );
    }
    expect(await ada.call('GET', '/api/meals?tagId=ramen')).toMatchObject({
      statusCode: 400,
      body: { message: 'tagId: Invalid id' },
    });
  });
});
