import {
  apiFor,
  DiaryApi,
  type DiaryUnderTest,
  expectStatus,
  OBJECT_ID,
  startDiary,
  UNKNOWN_ID,
} from './support/diary-api';

describe('/api/meals', () => {
  let service: DiaryUnderTest;
  let api: DiaryApi;
  let restaurant: { _id: string; name: string };

  beforeAll(async () => {
    service = await startDiary();
    api = apiFor(service, 'user-ada');
    service.media.own('user-ada', 's.jpg', 'legacy.jpg');
    restaurant = await expectStatus(
      api.call('POST', '/api/restaurants', { name: 'Chez Panisse' }),
      201,
    );
  });

  afterAll(() => service.stop());

  it('creates a meal with its restaurant populated as {_id, name}', async () => {
    const created = await expectStatus(
      api.call('POST', '/api/meals', {
        name: 'Garden salad',
        date: '2024-06-01',
        restaurantId: restaurant._id,
        mealImages: [{ url: '/api/uploads/images/s.jpg' }],
        tags: ['ignored'],
      }),
      201,
    );
    expect(created).toEqual({
      _id: OBJECT_ID,
      // The personal diary, whose id is the user's (issue 46), and who added it.
      diaryId: 'user-ada',
      userId: 'user-ada',
      name: 'Garden salad',
      date: '2024-06-01',
      isThumbsUp: null,
      notes: '',
      restaurantId: { _id: restaurant._id, name: 'Chez Panisse' },
      mealImages: [{ url: '/api/uploads/images/s.jpg', isPrimary: true, caption: '' }],
      imageUrl: null,
      price: null,
      companions: [],
    });
    expect(await expectStatus(api.call('GET', `/api/meals/${created._id}`), 200)).toEqual(created);
    const list = await expectStatus(api.call('GET', '/api/meals'), 200);
    expect(list).toContainEqual(created);
  });

  it('saves the full meal sent back with changed notes (populated restaurant included)', async () => {
    const meal = await expectStatus(
      api.call('POST', '/api/meals', {
        name: 'Soup',
        date: '2024-06-02',
        restaurantId: restaurant._id,
      }),
      201,
    );
    const saved = await expectStatus(
      api.call('PUT', `/api/meals/${meal._id}`, { ...meal, notes: '**Hot** soup' }),
      200,
    );
    expect(saved).toEqual({ ...meal, notes: '**Hot** soup' });
    const onlyNotes = await expectStatus(
      api.call('PUT', `/api/meals/${meal._id}`, { notes: 'Cold' }),
      200,
    );
    expect(onlyNotes).toEqual({ ...meal, notes: 'Cold' });
    const noRestaurant = await expectStatus(
      api.call('PUT', `/api/meals/${meal._id}`, { restaurantId: '' }),
      200,
    );
    expect(noRestaurant.restaurantId).toBeNull();
  });

  it('cycles thumbs true → null → false', async () => {
    const { _id } = await expectStatus(
      api.call('POST', '/api/meals', { name: 'Pie', date: '2024-06-03' }),
      201,
    );
    for (const isThumbsUp of [true, null, false]) {
      const answer = await expectStatus(
        api.call('PUT', `/api/meals/${_id}/thumbs`, { isThumbsUp }),
        200,
      );
      expect(answer).toMatchObject({ _id, name: 'Pie', isThumbsUp, restaurantId: null });
    }
  });

  it('reads a legacy imageUrl as one primary image', async () => {
    const meal = await expectStatus(
      api.call('POST', '/api/meals', {
        name: 'Old',
        date: '2020-01-01',
        imageUrl: '/api/uploads/images/legacy.jpg',
      }),
      201,
    );
    expect(meal.mealImages).toEqual([
      { url: '/api/uploads/images/legacy.jpg', isPrimary: true, caption: '' },
    ]);
  });

  it('deletes a meal and its tag links', async () => {
    const meal = await expectStatus(
      api.call('POST', '/api/meals', { name: 'Bye', date: '2024-06-04' }),
      201,
    );
    const tag = await expectStatus(api.call('POST', '/api/tags', { name: 'gone' }), 201);
    await expectStatus(
      api.call('POST', '/api/meal-tags', { mealId: meal._id, tagId: tag._id }),
      201,
    );
    expect(await expectStatus(api.call('DELETE', `/api/meals/${meal._id}`), 200)).toEqual({
      message: 'Meal deleted',
    });
    expect((await api.call('GET', `/api/meals/${meal._id}`)).statusCode).toBe(404);
    expect((await api.call('GET', `/api/meal-tags/meal/${meal._id}`)).statusCode).toBe(404);
    expect((await api.call('DELETE', `/api/meals/${meal._id}`)).statusCode).toBe(404);
  });

  describe('price', () => {
    it('keeps a price, upper-cases its currency, and answers it everywhere', async () => {
      const meal = await expectStatus(
        api.call('POST', '/api/meals', {
          name: 'Tasting menu',
          date: '2024-07-01',
          price: { amount: 18.5, currency: 'usd' },
        }),
        201,
      );
      expect(meal.price).toEqual({ amount: 18.5, currency: 'USD' });
      expect(await expectStatus(api.call('GET', `/api/meals/${meal._id}`), 200)).toEqual(meal);
      const list = await expectStatus(api.call('GET', '/api/meals?include=tags'), 200);
      expect(list.find((each: { _id: string }) => each._id === meal._id).price).toEqual({
        amount: 18.5,
        currency: 'USD',
      });
    });

    it('leaves the price alone on a PUT without it, changes it, and clears it with null', async () => {
      const { _id } = await expectStatus(
        api.call('POST', '/api/meals', {
          name: 'Omakase',
          date: '2024-07-02',
          price: { amount: 120, currency: 'JPY' },
        }),
        201,
      );
      const url = `/api/meals/${_id}`;
      expect((await expectStatus(api.call('PUT', url, { notes: 'Fresh' }), 200)).price).toEqual({
        amount: 120,
        currency: 'JPY',
      });
      expect(
        (await expectStatus(api.call('PUT', `${url}/thumbs`, { isThumbsUp: true }), 200)).price,
      ).toEqual({ amount: 120, currency: 'JPY' });
      const changed = await expectStatus(
        api.call('PUT', url, { price: { amount: 99.99, currency: 'EUR' } }),
        200,
      );
      expect(changed.price).toEqual({ amount: 99.99, currency: 'EUR' });
      // The full meal sent back, as the notes autosave does, keeps it too.
      expect((await expectStatus(api.call('PUT', url, changed), 200)).price).toEqual(changed.price);
      expect((await expectStatus(api.call('PUT', url, { price: null }), 200)).price).toBeNull();
      expect((await expectStatus(api.call('GET', url), 200)).price).toBeNull();
    });

    it('answers a meal without a price with price null', async () => {
      const meal = await expectStatus(
        api.call('POST', '/api/meals', { name: 'Free sample', date: '2024-07-03' }),
        201,
      );
      expect(meal.price).toBeNull();
      expect(meal).toHaveProperty('price', null);
    });

    it.each([
      ['a negative amount', { amount: -1, currency: 'USD' }, 'price.amount: Must be 0 or more'],
      [
        'three decimals',
        { amount: 18.505, currency: 'USD' },
        'price.amount: Must have at most 2 decimals',
      ],
      [
        'an unknown currency',
        { amount: 18.5, currency: 'XYZ' },
        'price.currency: Unknown currency: expected an ISO 4217 code such as USD',
      ],
      ['a string amount', { amount: '18.50', currency: 'USD' }, 'price.amount: Expected a number'],
      ['a non-object', '$18.50', 'price: Expected { amount, currency } or null'],
    ])('answers 400 {message} for %s, on create and update', async (_case, price, message) => {
      expect(
        await api.call('POST', '/api/meals', { name: 'A', date: '2024-07-04', price }),
      ).toEqual(expect.objectContaining({ statusCode: 400, body: { message } }));
      const { _id } = await expectStatus(
        api.call('POST', '/api/meals', {
          name: 'Kept',
          date: '2024-07-04',
          price: { amount: 5, currency: 'USD' },
        }),
        201,
      );
      expect(await api.call('PUT', `/api/meals/${_id}`, { price })).toEqual(
        expect.objectContaining({ statusCode: 400, body: { message } }),
      );
      expect((await expectStatus(api.call('GET', `/api/meals/${_id}`), 200)).price).toEqual({
        amount: 5,
        currency: 'USD',
      });
    });
  });

  describe('validation', () => {
    it.each([
      ['a missing name', { date: '2024-01-01' }, 'name: Required'],
      ['a missing date', { name: 'A' }, 'date: Required'],
      [
        'an impossible date',
        { name: 'A', date: '2023-02-30' },
        'date: Expected a date (YYYY-MM-DD)',
      ],
      [
        'a malformed restaurant id',
        { name: 'A', date: '2024-01-01', restaurantId: 'abc' },
        'restaurantId: Expected a restaurant id',
      ],
      [
        'an operator object',
        { name: 'A', date: '2024-01-01', notes: { $where: '1' } },
        'notes: Expected string',
      ],
    ])('answers 400 {message} for %s', async (_case, payload, message) => {
      expect(await api.call('POST', '/api/meals', payload)).toMatchObject({
        statusCode: 400,
        body: { message },
      });
    });

    it('answers 404 for a restaurant the user does not have', async () => {
      const answer = await api.call('POST', '/api/meals', {
        name: 'A',
        date: '2024-01-01',
        restaurantId: UNKNOWN_ID,
      });
      expect(answer).toMatchObject({ statusCode: 404, body: { message: 'Restaurant not found' } });
    });

    it('answers 400 for a malformed id and 404 for an unknown one', async () => {
      expect((await api.call('GET', '/api/meals/123')).statusCode).toBe(400);
      expect(
        await api.call('PUT', `/api/meals/${UNKNOWN_ID}/thumbs`, { isThumbsUp: true }),
      ).toMatchObject({
        statusCode: 404,
        body: { message: 'Meal not found' },
      });
    });
  });
});
