import {
  apiFor,
  DiaryApi,
  type DiaryUnderTest,
  expectStatus,
  OBJECT_ID,
  startDiary,
  UNKNOWN_ID,
} from './support/diary-api';

describe('/api/restaurants', () => {
  let service: DiaryUnderTest;
  let api: DiaryApi;

  beforeAll(async () => {
    service = await startDiary();
    api = apiFor(service, 'user-ada');
    service.media.own('user-ada', 't.jpg', 'a.jpg', 'b.jpg', 'c.jpg', 'old.jpg');
  });

  afterAll(() => service.stop());

  const discoveryPayload = {
    name: 'Tartine',
    address: '600 Guerrero St, San Francisco',
    phone: '+1 415 487 2600',
    website: 'https://tartinebakery.com',
    lat: 37.7614,
    long: -122.4241,
    yelpId: 'tartine-bakery-sf',
    restaurantImages: [{ url: '/api/uploads/images/t.jpg', isPrimary: true, caption: 'Tartine' }],
  };

  it('creates from a discovery listing, answering 201 with _id and defaults', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const created = await expectStatus(api.call('POST', '/api/restaurants', discoveryPayload), 201);
    expect(created).toEqual({
      ...discoveryPayload,
      _id: OBJECT_ID,
      // The personal diary, whose id is the user's (issue 46), and who added it.
      diaryId: 'user-ada',
      userId: 'user-ada',
      cuisine: '',
      notes: '',
      mapsUrl: '',
      date: today,
      isThumbsUp: null,
      wantToGo: false,
      imageUrl: null,
    });
    expect(await expectStatus(api.call('GET', `/api/restaurants/${created._id}`), 200)).toEqual(
      created,
    );
  });

  it('ignores unknown fields and trims the name', async () => {
    const created = await expectStatus(
      api.call('POST', '/api/restaurants', { name: '  Nopa ', userId: 'user-bob', nameKey: 'x' }),
      201,
    );
    expect(created.name).toBe('Nopa');
    // Who added it is the caller, whatever the body says.
    expect(created.userId).toBe('user-ada');
    expect(created).not.toHaveProperty('nameKey');
  });

  it('keeps a Google Maps link and refuses any other, without showing where a record came from', async () => {
    const mapsUrl = 'https://www.google.com/maps/place/Nopa';
    const created = await expectStatus(
      api.call('POST', '/api/restaurants', { name: 'Nopa', mapsUrl, importedFrom: 'google-maps' }),
      201,
    );
    expect(created.mapsUrl).toBe(mapsUrl);
    expect(created).not.toHaveProperty('importedFrom');
    const refused = await api.call('PUT', `/api/restaurants/${created._id}`, {
      mapsUrl: 'https://evil.example/maps/place/x',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.body.message).toMatch(/mapsUrl/);
  });

  it('refuses a website that is not a web address and image URLs outside our uploads or https', async () => {
    for (const website of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'mailto:a@b.c']) {
      expect(await api.call('POST', '/api/restaurants', { name: 'Bad', website })).toMatchObject({
        statusCode: 400,
        body: { message: 'website: Must be a web address (http or https)' },
      });
    }
    const created = await expectStatus(
      api.call('POST', '/api/restaurants', { name: 'Zuni', website: 'zunicafe.com' }),
      201,
    );
    expect(created.website).toBe('zunicafe.com');
    expect(
      (await api.call('PUT', `/api/restaurants/${created._id}`, { website: 'javascript:x' }))
        .statusCode,
    ).toBe(400);
    for (const url of ['javascript:alert(1)', 'http://evil.example/a.jpg', '/elsewhere/a.jpg']) {
      expect(
        await api.call('PUT', `/api/restaurants/${created._id}`, { restaurantImages: [{ url }] }),
      ).toMatchObject({ statusCode: 400 });
      expect(
        (await api.call('PUT', `/api/restaurants/${created._id}`, { imageUrl: url })).statusCode,
      ).toBe(400);
    }
    const unchanged = await expectStatus(api.call('GET', `/api/restaurants/${created._id}`), 200);
    expect(unchanged).toMatchObject({
      website: 'zunicafe.com',
      restaurantImages: [],
      imageUrl: null,
    });
  });

  it('updates the fields sent and keeps the others', async () => {
    const created = await expectStatus(
      api.call('POST', '/api/restaurants', {
        name: 'Zuni',
        cuisine: 'Californian',
        date: '2023-05-01',
      }),
      201,
    );
    const updated = await expectStatus(
      api.call('PUT', `/api/restaurants/${created._id}`, {
        ...created,
        name: 'Zuni Café',
        notes: 'Roast chicken',
      }),
      200,
    );
    expect(updated).toEqual({ ...created, name: 'Zuni Café', notes: 'Roast chicken' });
    const partial = await expectStatus(
      api.call('PUT', `/api/restaurants/${created._id}`, { phone: '555' }),
      200,
    );
    expect(partial).toEqual({ ...updated, phone: '555' });
  });

  it('cycles thumbs true → null → false, answering the updated record', async () => {
    const { _id } = await expectStatus(
      api.call('POST', '/api/restaurants', { name: 'Thumbs' }),
      201,
    );
    for (const isThumbsUp of [true, null, false]) {
      const answer = await expectStatus(
        api.call('PUT', `/api/restaurants/${_id}/thumbs`, { isThumbsUp }),
        200,
      );
      expect(answer).toMatchObject({ _id, name: 'Thumbs', isThumbsUp });
    }
    expect((await api.call('GET', `/api/restaurants/${_id}`)).body.isThumbsUp).toBe(false);
  });

  describe('images', () => {
    it('makes the first image primary and keeps exactly one primary', async () => {
      const created = await expectStatus(
        api.call('POST', '/api/restaurants', {
          name: 'Pics',
          restaurantImages: [
            { url: '/api/uploads/images/a.jpg' },
            { url: '/api/uploads/images/b.jpg' },
          ],
        }),
        201,
      );
      expect(created.restaurantImages).toEqual([
        { url: '/api/uploads/images/a.jpg', isPrimary: true, caption: '' },
        { url: '/api/uploads/images/b.jpg', isPrimary: false, caption: '' },
      ]);

      const [a, b] = created.restaurantImages;
      const switched = await expectStatus(
        api.call('PUT', `/api/restaurants/${created._id}`, {
          restaurantImages: [a, { ...b, isPrimary: true }],
        }),
        200,
      );
      expect(
        switched.restaurantImages.map((image: { isPrimary: boolean }) => image.isPrimary),
      ).toEqual([false, true]);

      const removedPrimary = await expectStatus(
        api.call('PUT', `/api/restaurants/${created._id}`, {
          restaurantImages: [
            { ...a, isPrimary: false },
            { url: '/api/uploads/images/c.jpg', caption: 'C' },
          ],
        }),
        200,
      );
      expect(removedPrimary.restaurantImages).toEqual([
        { url: '/api/uploads/images/a.jpg', isPrimary: true, caption: '' },
        { url: '/api/uploads/images/c.jpg', isPrimary: false, caption: 'C' },
      ]);
    });

    it('reads a legacy imageUrl without images as one primary image', async () => {
      const created = await expectStatus(
        api.call('POST', '/api/restaurants', {
          name: 'Old',
          imageUrl: '/api/uploads/images/old.jpg',
        }),
        201,
      );
      expect(created.restaurantImages).toEqual([
        { url: '/api/uploads/images/old.jpg', isPrimary: true, caption: '' },
      ]);
      expect(created.imageUrl).toBe('/api/uploads/images/old.jpg');
    });
  });

  describe('validation', () => {
    it.each([
      ['a missing name', {}, 'name: Required'],
      ['a blank name', { name: '   ' }, 'name: Required'],
      ['an operator object', { name: { $gt: '' } }, 'name: Expected string'],
      ['a bad date', { name: 'A', date: 'tomorrow' }, 'date: Expected a date (YYYY-MM-DD)'],
      [
        'a bad image',
        { name: 'A', restaurantImages: [{ url: '' }] },
        'restaurantImages.0.url: Required',
      ],
    ])('answers 400 {message} for %s', async (_case, payload, message) => {
      const answer = await api.call('POST', '/api/restaurants', payload);
      expect(answer).toMatchObject({ statusCode: 400, body: { message } });
    });

    it('answers 400 for a thumbs value that is not true, false or null', async () => {
      const { _id } = await expectStatus(api.call('POST', '/api/restaurants', { name: 'T' }), 201);
      for (const payload of [{}, { isThumbsUp: 'yes' }, { isThumbsUp: { $ne: null } }]) {
        expect((await api.call('PUT', `/api/restaurants/${_id}/thumbs`, payload)).statusCode).toBe(
          400,
        );
      }
    });

    it.each(['GET', 'PUT', 'DELETE'] as const)(
      '%s with a malformed id answers 400',
      async (method) => {
        const answer = await api.call(
          method,
          '/api/restaurants/not-an-id',
          method === 'PUT' ? { name: 'X' } : undefined,
        );
        expect(answer).toMatchObject({ statusCode: 400, body: { message: 'id: Invalid id' } });
      },
    );

    it.each(['GET', 'PUT', 'DELETE'] as const)(
      '%s with an unknown id answers 404',
      async (method) => {
        const answer = await api.call(
          method,
          `/api/restaurants/${UNKNOWN_ID}`,
          method === 'PUT' ? { name: 'X' } : undefined,
        );
        expect(answer).toMatchObject({
          statusCode: 404,
          body: { message: 'Restaurant not found' },
        });
      },
    );
  });

  describe('deleting', () => {
    it('removes the restaurant and its tag links, and keeps its meals without the reference', async () => {
      const restaurant = await expectStatus(
        api.call('POST', '/api/restaurants', { name: 'Gone' }),
        201,
      );
      const tag = await expectStatus(api.call('POST', '/api/tags', { name: 'closing' }), 201);
      await expectStatus(
        api.call('POST', '/api/restaurant-tags', { restaurantId: restaurant._id, tagId: tag._id }),
        201,
      );
      const meal = await expectStatus(
        api.call('POST', '/api/meals', {
          name: 'Last supper',
          date: '2024-01-02',
          restaurantId: restaurant._id,
          notes: 'keep me',
        }),
        201,
      );

      expect(
        await expectStatus(api.call('DELETE', `/api/restaurants/${restaurant._id}`), 200),
      ).toEqual({ message: 'Restaurant deleted' });

      expect((await api.call('GET', `/api/restaurants/${restaurant._id}`)).statusCode).toBe(404);
      expect(
        (await api.call('GET', `/api/restaurant-tags/restaurant/${restaurant._id}`)).statusCode,
      ).toBe(404);
      const kept = await expectStatus(api.call('GET', `/api/meals/${meal._id}`), 200);
      expect(kept).toEqual({ ...meal, restaurantId: null });
      const list = await expectStatus(api.call('GET', '/api/restaurants?include=tags'), 200);
      expect(list.map((item: { _id: string }) => item._id)).not.toContain(restaurant._id);
      expect((await api.call('DELETE', `/api/restaurants/${restaurant._id}`)).statusCode).toBe(404);
    });
  });
});
