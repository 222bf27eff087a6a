import type { ServiceUnderTest } from '@dd/nest-common/testing';
import { apiFor, ApiAnswer, DiaryApi, expectStatus, startDiary } from './support/diary-api';

/** A second user must never see or change the first user's records: always 404, never data. */
describe('isolation between users', () => {
  let service: ServiceUnderTest;
  let ada: DiaryApi;
  let bob: DiaryApi;
  let restaurant: { _id: string };
  let meal: { _id: string };
  let tag: { _id: string };

  beforeAll(async () => {
    service = await startDiary();
    ada = apiFor(service, 'user-ada');
    bob = apiFor(service, 'user-bob');
    restaurant = await expectStatus(
      ada.call('POST', '/api/restaurants', { name: 'Secret spot' }),
      201,
    );
    meal = await expectStatus(
      ada.call('POST', '/api/meals', {
        name: 'Secret dish',
        date: '2024-01-01',
        restaurantId: restaurant._id,
      }),
      201,
    );
    tag = await expectStatus(ada.call('POST', '/api/tags', { name: 'secret' }), 201);
    await expectStatus(
      ada.call('POST', '/api/restaurant-tags', { restaurantId: restaurant._id, tagId: tag._id }),
      201,
    );
    await expectStatus(
      ada.call('POST', '/api/meal-tags', { mealId: meal._id, tagId: tag._id }),
      201,
    );
  });

  afterAll(() => service.stop());

  function expectNotFound(answer: ApiAnswer) {
    expect(answer.statusCode).toBe(404);
    expect(Object.keys(answer.body)).toEqual(['message']);
  }

  it('lists nothing of the other user', async () => {
    for (const url of [
      '/api/restaurants',
      '/api/meals',
      '/api/tags',
      '/api/meals?q=secret',
      '/api/restaurants?q=secret&include=tags',
    ]) {
      expect(await expectStatus(bob.call('GET', url), 200)).toEqual([]);
    }
  });

  it('cannot read, update, rate or delete the other user’s records', async () => {
    const attempts: [Parameters<DiaryApi['call']>[0], string, unknown?][] = [
      ['GET', `/api/restaurants/${restaurant._id}`],
      ['PUT', `/api/restaurants/${restaurant._id}`, { name: 'Mine now' }],
      ['PUT', `/api/restaurants/${restaurant._id}/thumbs`, { isThumbsUp: false }],
      ['DELETE', `/api/restaurants/${restaurant._id}`],
      ['GET', `/api/meals/${meal._id}`],
      ['PUT', `/api/meals/${meal._id}`, { notes: 'Mine now' }],
      ['PUT', `/api/meals/${meal._id}/thumbs`, { isThumbsUp: false }],
      ['DELETE', `/api/meals/${meal._id}`],
      ['PUT', `/api/tags/${tag._id}`, { name: 'mine' }],
      ['DELETE', `/api/tags/${tag._id}`],
      ['GET', `/api/restaurant-tags/restaurant/${restaurant._id}`],
      ['DELETE', `/api/restaurant-tags/restaurant/${restaurant._id}`],
      ['GET', `/api/meal-tags/meal/${meal._id}`],
      ['DELETE', `/api/meal-tags/meal/${meal._id}/all`],
    ];
    for (const [method, url, payload] of attempts)
      expectNotFound(await bob.call(method, url, payload));
  });

  it('cannot link the other user’s records, nor reference their restaurant', async () => {
    const own = {
      restaurant: await expectStatus(bob.call('POST', '/api/restaurants', { name: 'Bob’s' }), 201),
      meal: await expectStatus(
        bob.call('POST', '/api/meals', { name: 'Bob’s dish', date: '2024-01-01' }),
        201,
      ),
      tag: await expectStatus(bob.call('POST', '/api/tags', { name: 'bob' }), 201),
    };
    expectNotFound(
      await bob.call('POST', '/api/restaurant-tags', {
        restaurantId: restaurant._id,
        tagId: own.tag._id,
      }),
    );
    expectNotFound(
      await bob.call('POST', '/api/restaurant-tags', {
        restaurantId: own.restaurant._id,
        tagId: tag._id,
      }),
    );
    expectNotFound(
      await bob.call('POST', '/api/meal-tags', { mealId: meal._id, tagId: own.tag._id }),
    );
    expectNotFound(
      await bob.call('POST', '/api/meal-tags', { mealId: own.meal._id, tagId: tag._id }),
    );
    expectNotFound(
      await bob.call('POST', '/api/meals', {
        name: 'x',
        date: '2024-01-01',
        restaurantId: restaurant._id,
      }),
    );
    expectNotFound(
      await bob.call('PUT', `/api/meals/${own.meal._id}`, { restaurantId: restaurant._id }),
    );
  });

  it('the same tag name is free for each user', async () => {
    expect(await expectStatus(bob.call('POST', '/api/tags', { name: 'SECRET' }), 201)).not.toEqual(
      tag,
    );
  });

  it('left the first user’s records untouched', async () => {
    const meals = await expectStatus(ada.call('GET', '/api/meals?include=tags'), 200);
    expect(meals).toEqual([
      expect.objectContaining({
        _id: meal._id,
        notes: '',
        isThumbsUp: null,
        restaurantId: { _id: restaurant._id, name: 'Secret spot' },
        tags: [{ _id: tag._id, name: 'secret' }],
      }),
    ]);
    expect(
      await expectStatus(ada.call('GET', `/api/restaurant-tags/restaurant/${restaurant._id}`), 200),
    ).toHaveLength(1);
  });

  it('never adds the other user’s prices to their totals', async () => {
    await expectStatus(
      ada.call('PUT', `/api/meals/${meal._id}`, { price: { amount: 42, currency: 'EUR' } }),
      200,
    );
    await expectStatus(
      bob.call('POST', '/api/meals', {
        name: 'Bob’s priced dish',
        date: '2024-01-01',
        price: { amount: 7, currency: 'EUR' },
      }),
      201,
    );
    const euros = (amount: number, priced: number, unpriced: number) => ({
      totals: [{ currency: 'EUR', amount }],
      priced,
      unpriced,
    });
    expect((await expectStatus(ada.call('GET', '/api/meals/timeline-stats'), 200)).spend).toEqual(
      euros(42, 1, 0),
    );
    expect(
      (await expectStatus(ada.call('GET', `/api/restaurants/${restaurant._id}/summary`), 200))
        .spend,
    ).toEqual(euros(42, 1, 0));
    // Bob's own dish without a price, and his priced one: none of Ada's 42 euros.
    expect((await expectStatus(bob.call('GET', '/api/meals/timeline-stats'), 200)).spend).toEqual(
      euros(7, 1, 1),
    );
    expect(
      (
        await expectStatus(
          bob.call('GET', `/api/meals/timeline-stats?restaurantId=${restaurant._id}`),
          200,
        )
      ).spend,
    ).toEqual({ totals: [], priced: 0, unpriced: 0 });
  });

  it('answers 401 without a token', async () => {
    const answer = await service.app.inject({ method: 'GET', url: '/api/meals' });
    expect(answer.statusCode).toBe(401);
  });
});
