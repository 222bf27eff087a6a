import type { ServiceUnderTest } from '@dd/nest-common/testing';
import { apiFor, DiaryApi, expectStatus, startDiary, UNKNOWN_ID } from './support/diary-api';

type Created = { _id: string; name: string };

describe('restaurant locations (the map)', () => {
  let service: ServiceUnderTest;
  let ada: DiaryApi;
  let bob: DiaryApi;
  let liked: Created;
  let disliked: Created;
  let unrated: Created;
  let nowhere: Created;
  let tagId: string;

  beforeAll(async () => {
    service = await startDiary();
    ada = apiFor(service, 'user-ada');
    bob = apiFor(service, 'user-bob');
    const create = (api: DiaryApi, body: object): Promise<Created> =>
      expectStatus(api.call('POST', '/api/restaurants', body), 201);
    liked = await create(ada, {
      name: 'Tartine',
      address: '600 Guerrero St, San Francisco',
      isThumbsUp: true,
      lat: 37.7614,
      long: -122.4241,
    });
    disliked = await create(ada, {
      name: 'Nopa',
      address: '560 Divisadero St, San Francisco',
      isThumbsUp: false,
      lat: 37.7749,
      long: -122.4376,
    });
    unrated = await create(ada, { name: 'Zuni Cafe', lat: 37.7735, long: -122.4216 });
    nowhere = await create(ada, { name: 'Pop-up Tacos', isThumbsUp: true });
    await create(ada, { name: 'Nowhere Diner', lat: 0, long: 0 });
    await create(bob, { name: "Bob's Burgers", isThumbsUp: true, lat: 40.7, long: -74 });
    const tag = await expectStatus(ada.call('POST', '/api/tags', { name: 'Brunch' }), 201);
    tagId = tag._id;
    for (const restaurant of [liked, nowhere])
      await expectStatus(
        ada.call('POST', '/api/restaurant-tags', { restaurantId: restaurant._id, tagId }),
        201,
      );
  });

  afterAll(() => service.stop());

  const locations = async (api: DiaryApi, query = '') =>
    expectStatus(api.call('GET', `/api/restaurants/locations${query}`), 200);
  const names = (answer: { places: { name: string }[] }) =>
    answer.places.map((place) => place.name).sort();

  describe('GET /api/restaurants/locations', () => {
    it("answers the user's places with id, name, thumbs and coordinates, and counts those without", async () => {
      const answer = await locations(ada);
      expect(answer.withoutLocation).toBe(2);
      expect(
        [...answer.places].sort((a: { name: string }, b: { name: string }) =>
          a.name.localeCompare(b.name),
        ),
      ).toEqual([
        {
          _id: disliked._id,
          name: 'Nopa',
          isThumbsUp: false,
          wantToGo: false,
          lat: 37.7749,
          long: -122.4376,
        },
        {
          _id: liked._id,
          name: 'Tartine',
          isThumbsUp: true,
          wantToGo: false,
          lat: 37.7614,
          long: -122.4241,
        },
        {
          _id: unrated._id,
          name: 'Zuni Cafe',
          isThumbsUp: null,
          wantToGo: false,
          lat: 37.7735,
          long: -122.4216,
        },
      ]);
    });

    it("never shows another user's restaurants", async () => {
      expect(await locations(bob)).toEqual({
        places: [
          {
            _id: expect.any(String),
            name: "Bob's Burgers",
            isThumbsUp: true,
            wantToGo: false,
            lat: 40.7,
            long: -74,
          },
        ],
        withoutLocation: 0,
      });
      expect(await locations(apiFor(service, 'user-new'))).toEqual({
        places: [],
        withoutLocation: 0,
      });
    });

    it('applies the thumbs filter', async () => {
      const up = await locations(ada, '?filter=thumbsUp');
      expect(names(up)).toEqual(['Tartine']);
      expect(up.withoutLocation).toBe(1);
      expect(names(await locations(ada, '?filter=thumbsDown'))).toEqual(['Nopa']);
      const unratedOnes = await locations(ada, '?filter=unrated');
      expect(names(unratedOnes)).toEqual(['Zuni Cafe']);
      expect(unratedOnes.withoutLocation).toBe(1);
    });

    it('applies the search (name, address or tag name, ignoring case)', async () => {
      expect(names(await locations(ada, '?q=zuni'))).toEqual(['Zuni Cafe']);
      expect(names(await locations(ada, '?q=DIVISADERO'))).toEqual(['Nopa']);
      const brunch = await locations(ada, '?q=brunch');
      expect(names(brunch)).toEqual(['Tartine']);
      expect(brunch.withoutLocation).toBe(1);
    });

    it("applies the tag filter; someone else's tag matches nothing", async () => {
      const tagged = await locations(ada, `?tagId=${tagId}`);
      expect(names(tagged)).toEqual(['Tartine']);
      expect(tagged.withoutLocation).toBe(1);
      expect(await locations(bob, `?tagId=${tagId}`)).toEqual({ places: [], withoutLocation: 0 });
    });

    it.each([
      ['?filter=best', 'filter:'],
      ['?tagId=nope', 'tagId: Invalid id'],
      [`?q=${'x'.repeat(201)}`, 'q: Must be at most 200 characters'],
      ['?limit=5', 'limit'],
    ])('refuses %s with a 400 naming the parameter', async (query, message) => {
      const answer = await ada.call('GET', `/api/restaurants/locations${query}`);
      expect(answer.statusCode).toBe(400);
      expect(Object.keys(answer.body)).toEqual(['message']);
      expect(answer.body.message).toContain(message);
    });
  });

  describe('PUT /api/restaurants/:id/location', () => {
    it('saves the coordinates found and answers the updated restaurant', async () => {
      const updated = await expectStatus(
        ada.call('PUT', `/api/restaurants/${nowhere._id}/location`, { lat: 37.76, long: -122.41 }),
        200,
      );
      expect(updated).toMatchObject({
        _id: nowhere._id,
        name: 'Pop-up Tacos',
        lat: 37.76,
        long: -122.41,
      });
      expect(
        await expectStatus(ada.call('GET', `/api/restaurants/${nowhere._id}`), 200),
      ).toMatchObject({ lat: 37.76, long: -122.41, isThumbsUp: true });
      const answer = await locations(ada);
      expect(names(answer)).toContain('Pop-up Tacos');
      expect(answer.withoutLocation).toBe(1);
    });

    it('clears the coordinates with both null', async () => {
      const cleared = await expectStatus(
        ada.call('PUT', `/api/restaurants/${nowhere._id}/location`, { lat: null, long: null }),
        200,
      );
      expect(cleared).toMatchObject({ lat: null, long: null });
    });

    it("answers 404 for another user's restaurant or an unknown id, and leaves it alone", async () => {
      const own = await ada.call('PUT', `/api/restaurants/${liked._id}/location`, {
        lat: 1,
        long: 2,
      });
      expect(own.statusCode).toBe(200);
      const asBob = await bob.call('PUT', `/api/restaurants/${liked._id}/location`, {
        lat: 10,
        long: 20,
      });
      expect(asBob.statusCode).toBe(404);
      expect(asBob.body).toEqual({ message: 'Restaurant not found' });
      expect(
        (await ada.call('PUT', `/api/restaurants/${UNKNOWN_ID}/location`, { lat: 1, long: 2 }))
          .statusCode,
      ).toBe(404);
      expect(
        await expectStatus(ada.call('GET', `/api/restaurants/${liked._id}`), 200),
      ).toMatchObject({ lat: 1, long: 2 });
    });

    it.each([
      [{ lat: 91, long: 0 }, 'lat: Must be between -90 and 90'],
      [{ lat: 0, long: -181 }, 'long: Must be between -180 and 180'],
      [{ lat: 10 }, 'long: Expected a number'],
      [{ lat: '10', long: 20 }, 'lat: Expected a number'],
      [{ lat: 10, long: null }, 'lat and long must both be numbers or both be null'],
    ])('refuses %j with a 400', async (body, message) => {
      const answer = await ada.call('PUT', `/api/restaurants/${liked._id}/location`, body);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toEqual({ message });
    });
  });
});
