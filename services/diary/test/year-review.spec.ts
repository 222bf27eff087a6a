import type { ServiceUnderTest } from '@dd/nest-common/testing';
import { apiFor, DiaryApi, expectStatus, mealsModelOf, startDiary } from './support/diary-api';

/**
 * GET /api/meals/review/:year on a small known diary: the figures, their
 * cache following every meal write and tag link change, and no other
 * user's meals.
 */
describe('the year in food review', () => {
  let service: ServiceUnderTest;

  beforeAll(async () => {
    service = await startDiary();
  });

  afterAll(() => service.stop());

  const review = (api: DiaryApi, year: number | string) =>
    expectStatus(api.call('GET', `/api/meals/review/${year}`), 200);

  const create = async (api: DiaryApi, path: string, body: Record<string, unknown>) =>
    (await expectStatus(api.call('POST', path, body), 201))._id as string;

  const meal = (api: DiaryApi, body: Record<string, unknown>) => create(api, '/api/meals', body);

  /** Prices go straight to the stored meal: the review reads them as stored. */
  const priced = async (id: string, amount: number, currency: string) => {
    await mealsModelOf(service)
      .updateOne({ _id: id }, { $set: { price: { amount, currency } } })
      .exec();
  };

  const tagMeal = (api: DiaryApi, mealId: string, tagId: string) =>
    create(api, '/api/meal-tags', { mealId, tagId });

  /** A diary of 2023–2025 at three restaurants; answers the ids. */
  async function knownDiary(api: DiaryApi) {
    const [noodles, tacos, diner] = [
      await create(api, '/api/restaurants', { name: 'Noodle Bar' }),
      await create(api, '/api/restaurants', { name: 'Taqueria' }),
      await create(api, '/api/restaurants', { name: 'Diner' }),
    ];
    const [spicy, late] = [
      await create(api, '/api/tags', { name: 'spicy' }),
      await create(api, '/api/tags', { name: 'late' }),
    ];
    await meal(api, { name: 'Ramen', date: '2023-06-01', restaurantId: noodles });
    const ramen = await meal(api, {
      name: 'ramen',
      date: '2024-01-05',
      restaurantId: noodles,
      isThumbsUp: true,
    });
    await meal(api, { name: 'Gyoza', date: '2024-01-05', restaurantId: noodles });
    const ramenAgain = await meal(api, {
      name: 'Ramen',
      date: '2024-03-02',
      restaurantId: noodles,
      isThumbsUp: false,
    });
    const taco = await meal(api, {
      name: 'Tacos',
      date: '2024-03-10',
      restaurantId: tacos,
      isThumbsUp: true,
    });
    await meal(api, { name: 'tacos', date: '2024-03-11', restaurantId: tacos, isThumbsUp: true });
    await meal(api, { name: 'Burger', date: '2024-07-04', restaurantId: diner });
    const toast = await meal(api, { name: 'Toast', date: '2024-12-31', isThumbsUp: true });
    const pizza = await meal(api, { name: 'Pizza', date: '2025-01-01', restaurantId: diner });
    await priced(ramen, 12.5, 'USD');
    await priced(ramenAgain, 10.1, 'USD');
    await priced(taco, 8, 'EUR');
    await tagMeal(api, ramen, spicy);
    await tagMeal(api, taco, spicy);
    await tagMeal(api, toast, late);
    await tagMeal(api, pizza, spicy);
    return { noodles, tacos, diner, spicy, late, ramen, taco, toast };
  }

  const months = (figures: Record<string, { meals: number; spend: unknown[] }>) =>
    Array.from({ length: 12 }, (_, index) => {
      const month = `2024-${String(index + 1).padStart(2, '0')}`;
      return { month, ...(figures[month] ?? { meals: 0, spend: [] }) };
    });

  it('answers the figures of the meals dated in the year', async () => {
    // Another user's meals in the same year are never counted.
    const other = apiFor(service, 'review-other');
    const elsewhere = await create(other, '/api/restaurants', { name: 'Noodle Bar' });
    await meal(other, { name: 'Ramen', date: '2024-01-05', restaurantId: elsewhere });
    await meal(other, { name: 'Ramen', date: '2024-02-05', restaurantId: elsewhere });

    const api = apiFor(service, 'review-known');
    const ids = await knownDiary(api);
    expect(await review(api, 2024)).toEqual({
      year: 2024,
      years: [2025, 2024, 2023],
      meals: 7,
      places: 3,
      newPlaces: 2,
      // Two days each; the noodle bar had more meals.
      returnedTo: [
        { _id: ids.noodles, name: 'Noodle Bar', meals: 2 },
        { _id: ids.tacos, name: 'Taqueria', meals: 2 },
      ],
      dishes: [
        { name: 'Ramen', meals: 2 },
        { name: 'tacos', meals: 2 },
      ],
      tags: [
        { _id: ids.spicy, name: 'spicy', meals: 2 },
        { _id: ids.late, name: 'late', meals: 1 },
      ],
      orderAgain: 4,
      rated: 5,
      months: months({
        '2024-01': { meals: 2, spend: [{ currency: 'USD', amount: 12.5, meals: 1 }] },
        '2024-03': {
          meals: 3,
          spend: [
            { currency: 'EUR', amount: 8, meals: 1 },
            { currency: 'USD', amount: 10.1, meals: 1 },
          ],
        },
        '2024-07': { meals: 1, spend: [] },
        '2024-12': { meals: 1, spend: [] },
      }),
      spend: {
        totals: [
          { currency: 'USD', amount: 22.6, meals: 2 },
          { currency: 'EUR', amount: 8, meals: 1 },
        ],
        priced: 3,
        unpriced: 4,
      },
    });

    expect(await review(other, 2024)).toMatchObject({
      years: [2024],
      meals: 2,
      places: 1,
      returnedTo: [{ _id: elsewhere, name: 'Noodle Bar', meals: 2 }],
      tags: [],
    });
  });

  it('answers a year without meals with zeros and the years that have some', async () => {
    const api = apiFor(service, 'review-empty');
    await meal(api, { name: 'Soup', date: '2022-02-02' });
    expect(await review(api, 2019)).toEqual({
      year: 2019,
      years: [2022],
      meals: 0,
      places: 0,
      newPlaces: 0,
      returnedTo: [],
      dishes: [],
      tags: [],
      orderAgain: 0,
      rated: 0,
      months: Array.from({ length: 12 }, (_, index) => ({
        month: `2019-${String(index + 1).padStart(2, '0')}`,
        meals: 0,
        spend: [],
      })),
      spend: { totals: [], priced: 0, unpriced: 0 },
    });
    expect(await review(apiFor(service, 'review-nobody'), 2026)).toMatchObject({
      years: [],
      meals: 0,
    });
  });

  it('never serves figures from before a meal write', async () => {
    const api = apiFor(service, 'review-meal-writes');
    const ids = await knownDiary(api);
    expect(await review(api, 2024)).toMatchObject({ meals: 7, orderAgain: 4 });

    // Changed behind the API's back: the cached figures still count the thumbs up.
    await mealsModelOf(service)
      .updateOne({ _id: ids.toast }, { $set: { isThumbsUp: false } })
      .exec();
    expect(await review(api, 2024)).toMatchObject({ meals: 7, orderAgain: 4 });

    const added = await meal(api, { name: 'Noodles', date: '2024-05-05', isThumbsUp: true });
    expect(await review(api, 2024)).toMatchObject({ meals: 8, orderAgain: 4, rated: 6 });

    await expectStatus(api.call('PUT', `/api/meals/${added}/thumbs`, { isThumbsUp: null }), 200);
    expect(await review(api, 2024)).toMatchObject({ orderAgain: 3, rated: 5 });

    await expectStatus(api.call('PUT', `/api/meals/${added}`, { date: '2025-05-05' }), 200);
    expect(await review(api, 2024)).toMatchObject({ meals: 7 });

    await expectStatus(api.call('DELETE', `/api/meals/${ids.taco}`), 200);
    expect(await review(api, 2024)).toMatchObject({ meals: 6, dishes: [{ name: 'Ramen' }] });

    // A meal in an earlier year makes a place no longer new.
    expect(await review(api, 2024)).toMatchObject({ newPlaces: 2 });
    await meal(api, { name: 'Burger', date: '2022-01-01', restaurantId: ids.diner });
    expect(await review(api, 2024)).toMatchObject({ newPlaces: 1 });

    // A deleted restaurant's meals stay, without it.
    await expectStatus(api.call('DELETE', `/api/restaurants/${ids.tacos}`), 200);
    expect(await review(api, 2024)).toMatchObject({
      places: 2,
      returnedTo: [{ name: 'Noodle Bar' }],
    });
  });

  it('follows tag link changes and shows renamed tags and restaurants', async () => {
    const api = apiFor(service, 'review-tag-writes');
    const ids = await knownDiary(api);
    expect((await review(api, 2024)).tags).toEqual([
      { _id: ids.spicy, name: 'spicy', meals: 2 },
      { _id: ids.late, name: 'late', meals: 1 },
    ]);

    await tagMeal(api, ids.ramen, ids.late);
    await tagMeal(api, ids.taco, ids.late);
    expect((await review(api, 2024)).tags).toEqual([
      { _id: ids.late, name: 'late', meals: 3 },
      { _id: ids.spicy, name: 'spicy', meals: 2 },
    ]);

    await expectStatus(api.call('DELETE', `/api/meal-tags/meal/${ids.taco}/all`), 200);
    expect((await review(api, 2024)).tags).toEqual([
      { _id: ids.late, name: 'late', meals: 2 },
      { _id: ids.spicy, name: 'spicy', meals: 1 },
    ]);

    await expectStatus(api.call('PUT', `/api/tags/${ids.spicy}`, { name: 'hot' }), 200);
    await expectStatus(
      api.call('PUT', `/api/restaurants/${ids.noodles}`, { name: 'Ramen-ya' }),
      200,
    );
    const renamed = await review(api, 2024);
    expect(renamed.tags).toEqual([
      { _id: ids.late, name: 'late', meals: 2 },
      { _id: ids.spicy, name: 'hot', meals: 1 },
    ]);
    expect(renamed.returnedTo[0]).toEqual({ _id: ids.noodles, name: 'Ramen-ya', meals: 2 });

    await expectStatus(api.call('DELETE', `/api/tags/${ids.late}`), 200);
    expect((await review(api, 2024)).tags).toEqual([{ _id: ids.spicy, name: 'hot', meals: 1 }]);
  });

  it.each(['abc', '1899', '2101', '2024.5'])(
    'answers 400 with a message for the year %s',
    async (year) => {
      const answer = await expectStatus(
        apiFor(service, 'review-bad-year').call('GET', `/api/meals/review/${year}`),
        400,
      );
      expect(answer).toEqual({ message: expect.stringMatching(/year/) });
    },
  );
});
