import type { ServiceUnderTest } from '@dd/nest-common/testing';
import { apiFor, DiaryApi, expectStatus, mealsModelOf, startDiary } from './support/diary-api';

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
    const january = await meal(api, { name: 'Soup', date: '2024-01-10', isThumbsUp: true });
    await meal(api, { name: 'Stew', date: '2024-02-10', isThumbsUp: true });
    expect(await stats(api)).toMatchObject({ meals: 2, thumbsUp: 2 });

    // Changed behind the API's back: the cached January still counts the thumbs up.
    await mealsModelOf(service)
      .updateOne({ _id: january }, { $set: { isThumbsUp: false } })
      .exec();
    expect(await stats(api)).toMatchObject({ meals: 2, thumbsUp: 2 });

    // A write to February leaves January cached; one to January counts it again.
    await meal(api, { name: 'Pie', date: '2024-02-20', isThumbsUp: null });
    expect(await stats(api)).toMatchObject({ meals: 3, thumbsUp: 2, rated: 2 });
    await meal(api, { name: 'Tea', date: '2024-01-11', isThumbsUp: null });
    expect(await stats(api)).toMatchObject({ meals: 4, thumbsUp: 1, rated: 2 });
  });

  it('follows every kind of meal write, in whole and in cut months', async () => {
    const api = apiFor(service, 'tally-writes');
    const place = (await expectStatus(api.call('POST', '/api/restaurants', { name: 'Diner' }), 201))
      ._id as string;
    const id = await meal(api, { name: 'Waffle', date: '2023-05-05', restaurantId: place });
    const march = '?from=2023-03-01&to=2023-03-31';
    const mayCut = '?from=2023-05-02&to=2023-05-30';
    const all = async () => [await stats(api), await stats(api, march), await stats(api, mayCut)];
    expect(await all()).toEqual([
      { meals: 1, thumbsUp: 0, rated: 0, places: 1, newPlaces: 1 },
      { meals: 0, thumbsUp: 0, rated: 0, places: 0, newPlaces: 0 },
      { meals: 1, thumbsUp: 0, rated: 0, places: 1, newPlaces: 1 },
    ]);

    await expectStatus(api.call('PUT', `/api/meals/${id}/thumbs`, { isThumbsUp: true }), 200);
    expect((await all()).map((figures) => figures.thumbsUp)).toEqual([1, 0, 1]);

    // Moved to March: gone from May, and the place is no longer new in May.
    await expectStatus(api.call('PUT', `/api/meals/${id}`, { date: '2023-03-15' }), 200);
    await meal(api, { name: 'Pancake', date: '2023-05-10', restaurantId: place });
    expect(await all()).toEqual([
      { meals: 2, thumbsUp: 1, rated: 1, places: 1, newPlaces: 1 },
      { meals: 1, thumbsUp: 1, rated: 1, places: 1, newPlaces: 1 },
      { meals: 1, thumbsUp: 0, rated: 0, places: 1, newPlaces: 0 },
    ]);

    // The restaurant deleted: its meals stay, without a place.
    await expectStatus(api.call('DELETE', `/api/restaurants/${place}`), 200);
    expect((await all()).map((figures) => figures.places)).toEqual([0, 0, 0]);

    await expectStatus(api.call('DELETE', `/api/meals/${id}`), 200);
    expect((await all()).map((figures) => figures.meals)).toEqual([1, 0, 1]);
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
      });
    expect(await stats(api)).toEqual({
      meals: 9,
      thumbsUp: 3,
      rated: 6,
      places: 1,
      newPlaces: 1,
    });
    // Cached now, month by month: a period of whole months adds up the right ones.
    expect(await stats(api, '?from=2022-02-01&to=2022-06-30')).toEqual({
      meals: 5,
      thumbsUp: 2,
      rated: 3,
      places: 1,
      newPlaces: 1,
    });
    expect(await stats(api, '?from=2022-06-01')).toMatchObject({ meals: 4, newPlaces: 0 });
  });
});
