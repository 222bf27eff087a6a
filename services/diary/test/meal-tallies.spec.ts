import { REDIS_CLIENT, type RedisClient, type RedisConfig } from '@dd/nest-common';
import type { ServiceUnderTest } from '@dd/nest-common/testing';
import { DIARY_REDIS } from '../src/database/diary-redis.token';
import { apiFor, DiaryApi, expectStatus, mealsModelOf, startDiary } from './support/diary-api';

const usd = (amount: number) => ({ amount, currency: 'USD' });
const spentInDollars = (amount: number, priced: number, unpriced: number) => ({
  totals: amount > 0 ? [{ currency: 'USD', amount }] : [],
  priced,
  unpriced,
});

/**
 * The timeline figures come from monthly tallies cached in Redis: each write
 * through the API must leave no stale month behind, and a month nobody wrote
 * to is not counted again.
 */
describe('meal tallies behind the timeline figures', () => {
  let service: ServiceUnderTest;

  beforeAll(async () => {
    service = await startDiary();
  });

  afterAll(() => service.stop());

  const stats = async (api: DiaryApi, query = '') =>
    expectStatus(api.call('GET', `/api/meals/timeline-stats${query}`), 200);

  const meal = async (api: DiaryApi, body: Record<string, unknown>) =>
    (await expectStatus(api.call('POST', '/api/meals', body), 201))._id as string;

  it('counts a cached month again only after a write to it', async () => {
    const api = apiFor(service, 'tally-cache');
    const january = await meal(api, {
      name: 'Soup',
      date: '2024-01-10',
      isThumbsUp: true,
      price: usd(5),
    });
    await meal(api, { name: 'Stew', date: '2024-02-10', isThumbsUp: true, price: usd(7) });
    expect(await stats(api)).toMatchObject({
      meals: 2,
      thumbsUp: 2,
      spend: spentInDollars(12, 2, 0),
    });

    // Changed behind the API's back: the cached January still counts the thumbs up and price.
    await mealsModelOf(service)
      .updateOne({ _id: january }, { $set: { isThumbsUp: false, price: usd(500) } })
      .exec();
    expect(await stats(api)).toMatchObject({
      meals: 2,
      thumbsUp: 2,
      spend: spentInDollars(12, 2, 0),
    });

    // A write to February leaves January cached; one to January counts it again.
    await meal(api, { name: 'Pie', date: '2024-02-20', isThumbsUp: null });
    expect(await stats(api)).toMatchObject({
      meals: 3,
      thumbsUp: 2,
      rated: 2,
      spend: spentInDollars(12, 2, 1),
    });
    await meal(api, { name: 'Tea', date: '2024-01-11', isThumbsUp: null });
    expect(await stats(api)).toMatchObject({
      meals: 4,
      thumbsUp: 1,
      rated: 2,
      spend: spentInDollars(507, 2, 2),
    });
  });

  it('follows every kind of meal write, in whole and in cut months', async () => {
    const api = apiFor(service, 'tally-writes');
    const place = (await expectStatus(api.call('POST', '/api/restaurants', { name: 'Diner' }), 201))
      ._id as string;
    const id = await meal(api, {
      name: 'Waffle',
      date: '2023-05-05',
      restaurantId: place,
      price: usd(8.25),
    });
    const march = '?from=2023-03-01&to=2023-03-31';
    const mayCut = '?from=2023-05-02&to=2023-05-30';
    const all = async () => [await stats(api), await stats(api, march), await stats(api, mayCut)];
    expect(await all()).toEqual([
      {
        meals: 1,
        thumbsUp: 0,
        rated: 0,
        places: 1,
        newPlaces: 1,
        spend: spentInDollars(8.25, 1, 0),
      },
      { meals: 0, thumbsUp: 0, rated: 0, places: 0, newPlaces: 0, spend: spentInDollars(0, 0, 0) },
      {
        meals: 1,
        thumbsUp: 0,
        rated: 0,
        places: 1,
        newPlaces: 1,
        spend: spentInDollars(8.25, 1, 0),
      },
    ]);

    await expectStatus(api.call('PUT', `/api/meals/${id}/thumbs`, { isThumbsUp: true }), 200);
    expect((await all()).map((figures) => figures.thumbsUp)).toEqual([1, 0, 1]);

    // A new price, then none: the cached May follows both.
    await expectStatus(api.call('PUT', `/api/meals/${id}`, { price: usd(9.75) }), 200);
    expect((await all()).map((figures) => figures.spend)).toEqual([
      spentInDollars(9.75, 1, 0),
      spentInDollars(0, 0, 0),
      spentInDollars(9.75, 1, 0),
    ]);
    await expectStatus(api.call('PUT', `/api/meals/${id}`, { price: null }), 200);
    expect((await stats(api)).spend).toEqual(spentInDollars(0, 0, 1));
    await expectStatus(api.call('PUT', `/api/meals/${id}`, { price: usd(8.25) }), 200);

    // Moved to March: gone from May, and the place is no longer new in May.
    await expectStatus(api.call('PUT', `/api/meals/${id}`, { date: '2023-03-15' }), 200);
    await meal(api, { name: 'Pancake', date: '2023-05-10', restaurantId: place });
    expect(await all()).toEqual([
      {
        meals: 2,
        thumbsUp: 1,
        rated: 1,
        places: 1,
        newPlaces: 1,
        spend: spentInDollars(8.25, 1, 1),
      },
      {
        meals: 1,
        thumbsUp: 1,
        rated: 1,
        places: 1,
        newPlaces: 1,
        spend: spentInDollars(8.25, 1, 0),
      },
      { meals: 1, thumbsUp: 0, rated: 0, places: 1, newPlaces: 0, spend: spentInDollars(0, 0, 1) },
    ]);

    // The restaurant deleted: its meals stay, without a place.
    await expectStatus(api.call('DELETE', `/api/restaurants/${place}`), 200);
    expect((await all()).map((figures) => figures.places)).toEqual([0, 0, 0]);

    await expectStatus(api.call('DELETE', `/api/meals/${id}`), 200);
    expect((await all()).map((figures) => figures.meals)).toEqual([1, 0, 1]);
    expect((await stats(api)).spend).toEqual(spentInDollars(0, 0, 1));
  });

  it('counts many uncached months from one read, each month on its own', async () => {
    const api = apiFor(service, 'tally-many-months');
    const place = (await expectStatus(api.call('POST', '/api/restaurants', { name: 'Cafe' }), 201))
      ._id as string;
    for (let month = 1; month <= 9; month++)
      await meal(api, {
        name: `Lunch ${month}`,
        date: `2022-0${month}-28`,
        restaurantId: month >= 5 ? place : null,
        isThumbsUp: month % 3 === 0 ? true : month % 3 === 1 ? false : null,
        price: month % 2 === 0 ? usd(month + 0.1) : null,
      });
    expect(await stats(api)).toEqual({
      meals: 9,
      thumbsUp: 3,
      rated: 6,
      places: 1,
      newPlaces: 1,
      // 2.10 + 4.10 + 6.10 + 8.10
      spend: spentInDollars(20.4, 4, 5),
    });
    // Cached now, month by month: a period of whole months adds up the right ones.
    expect(await stats(api, '?from=2022-02-01&to=2022-06-30')).toEqual({
      meals: 5,
      thumbsUp: 2,
      rated: 3,
      places: 1,
      newPlaces: 1,
      spend: spentInDollars(12.3, 3, 2),
    });
    // Of those, thumbs up: March (no price) and June.
    expect((await stats(api, '?from=2022-02-01&to=2022-06-30&filter=thumbsUp')).spend).toEqual(
      spentInDollars(6.1, 1, 1),
    );
    expect(await stats(api, '?from=2022-06-01')).toMatchObject({ meals: 4, newPlaces: 0 });
  });

  it('never reads a tally cached before prices as meals without a price', async () => {
    const userId = 'tally-before-prices';
    const api = apiFor(service, userId);
    await meal(api, { name: 'Soup', date: '2021-01-10', price: usd(7.5) });
    await meal(api, { name: 'Bread', date: '2021-01-11' });
    expect((await stats(api)).spend).toEqual(spentInDollars(7.5, 1, 1));

    // Rewrite January's cached tally as the code before prices stored it: its stamp without
    // the format, and no prices; a reader that took it would answer none.
    const redis = service.app.get<RedisClient>(REDIS_CLIENT);
    const { keyPrefix } = service.app.get<RedisConfig>(DIARY_REDIS);
    const key = `${keyPrefix}diary:meal-tally:${userId}:2021-01`;
    const { stamp, tally } = JSON.parse((await redis.get(key))!);
    expect(stamp).toMatch(/^\d+:/);
    await redis.set(
      key,
      JSON.stringify({
        stamp: stamp.replace(/^\d+:/, ''),
        tally: { places: tally.places, unplaced: tally.unplaced },
      }),
    );

    expect(await stats(api)).toMatchObject({ meals: 2, spend: spentInDollars(7.5, 1, 1) });
  });
});
