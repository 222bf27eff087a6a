import type { ServiceUnderTest } from '@dd/nest-common/testing';
import {
  apiFor,
  DiaryApi,
  expectStatus,
  OBJECT_ID,
  startDiary,
  UNKNOWN_ID,
} from './support/diary-api';

describe('/api/tags and tag links', () => {
  let service: ServiceUnderTest;
  let api: DiaryApi;

  beforeAll(async () => {
    service = await startDiary();
    api = apiFor(service, 'user-ada');
  });

  afterAll(() => service.stop());

  describe('tags', () => {
    it('creates with a trimmed name, answers the existing tag for the same name in any case', async () => {
      const created = await expectStatus(api.call('POST', '/api/tags', { name: '  Spicy ' }), 201);
      expect(created).toEqual({ _id: OBJECT_ID, diaryId: 'user-ada', name: 'Spicy' });
      expect(await expectStatus(api.call('POST', '/api/tags', { name: 'SPICY' }), 200)).toEqual(
        created,
      );
      const names = (await expectStatus(api.call('GET', '/api/tags'), 200)).map(
        (tag: { name: string }) => tag.name,
      );
      expect(names.filter((name: string) => name.toLowerCase() === 'spicy')).toEqual(['Spicy']);
    });

    it('lists tags in name order, ignoring case', async () => {
      for (const name of ['banana', 'Apple', 'cherry'])
        await api.call('POST', '/api/tags', { name });
      const names = (await expectStatus(api.call('GET', '/api/tags'), 200)).map(
        (tag: { name: string }) => tag.name,
      );
      expect(names.indexOf('Apple')).toBeLessThan(names.indexOf('banana'));
      expect(names.indexOf('banana')).toBeLessThan(names.indexOf('cherry'));
    });

    it('renames, allows a case change of the same tag, refuses another tag’s name with 409', async () => {
      const tag = await expectStatus(api.call('POST', '/api/tags', { name: 'vegan' }), 201);
      await expectStatus(api.call('POST', '/api/tags', { name: 'vegetarian' }), 201);
      expect(
        await expectStatus(api.call('PUT', `/api/tags/${tag._id}`, { name: ' Vegan ' }), 200),
      ).toEqual({
        _id: tag._id,
        diaryId: 'user-ada',
        name: 'Vegan',
      });
      expect(await api.call('PUT', `/api/tags/${tag._id}`, { name: 'VEGETARIAN' })).toMatchObject({
        statusCode: 409,
        body: { message: 'A tag with this name already exists' },
      });
    });

    it('answers 400 for an empty name and 404 for an unknown tag', async () => {
      expect(await api.call('POST', '/api/tags', { name: '  ' })).toMatchObject({
        statusCode: 400,
        body: { message: 'name: Required' },
      });
      expect((await api.call('PUT', `/api/tags/${UNKNOWN_ID}`, { name: 'x' })).statusCode).toBe(
        404,
      );
      expect((await api.call('DELETE', `/api/tags/${UNKNOWN_ID}`)).statusCode).toBe(404);
      expect((await api.call('DELETE', '/api/tags/nope')).statusCode).toBe(400);
    });
  });

  describe('saving with tag links (delete all, then link each)', () => {
    it('replaces a restaurant’s tags the way the save flow does', async () => {
      const restaurant = await expectStatus(
        api.call('POST', '/api/restaurants', { name: 'Linked' }),
        201,
      );
      const [a, b, c] = await Promise.all(
        ['link-a', 'link-b', 'link-c'].map((name) =>
          expectStatus(api.call('POST', '/api/tags', { name }), 201),
        ),
      );
      const link = (tagId: string) =>
        api.call('POST', '/api/restaurant-tags', { restaurantId: restaurant._id, tagId });

      const first = await expectStatus(link(a._id), 201);
      expect(first).toEqual({
        _id: OBJECT_ID,
        restaurantId: restaurant._id,
        tagId: { _id: a._id, name: 'link-a' },
      });
      expect(await expectStatus(link(a._id), 200)).toEqual(first);
      await expectStatus(link(b._id), 201);

      expect(
        await expectStatus(
          api.call('DELETE', `/api/restaurant-tags/restaurant/${restaurant._id}`),
          200,
        ),
      ).toEqual({ message: 'Restaurant tags removed' });
      await expectStatus(link(b._id), 201);
      await expectStatus(link(c._id), 201);

      const links = await expectStatus(
        api.call('GET', `/api/restaurant-tags/restaurant/${restaurant._id}`),
        200,
      );
      expect(links.map((item: { tagId: { name: string } }) => item.tagId)).toEqual([
        { _id: b._id, name: 'link-b' },
        { _id: c._id, name: 'link-c' },
      ]);
    });

    it('replaces a meal’s tags the way the save flow does', async () => {
      const meal = await expectStatus(
        api.call('POST', '/api/meals', { name: 'Tagged', date: '2024-02-02' }),
        201,
      );
      const [a, b] = await Promise.all(
        ['meal-a', 'meal-b'].map((name) =>
          expectStatus(api.call('POST', '/api/tags', { name }), 201),
        ),
      );
      await expectStatus(
        api.call('POST', '/api/meal-tags', { mealId: meal._id, tagId: a._id }),
        201,
      );
      expect(
        await expectStatus(api.call('DELETE', `/api/meal-tags/meal/${meal._id}/all`), 200),
      ).toEqual({ message: 'Meal tags removed' });
      const linked = await expectStatus(
        api.call('POST', '/api/meal-tags', { mealId: meal._id, tagId: b._id }),
        201,
      );
      expect(linked).toEqual({
        _id: OBJECT_ID,
        mealId: meal._id,
        tagId: { _id: b._id, name: 'meal-b' },
      });
      expect(await expectStatus(api.call('GET', `/api/meal-tags/meal/${meal._id}`), 200)).toEqual([
        linked,
      ]);
    });

    it('removes a deleted tag from every restaurant and meal', async () => {
      const restaurant = await expectStatus(
        api.call('POST', '/api/restaurants', { name: 'R' }),
        201,
      );
      const meal = await expectStatus(
        api.call('POST', '/api/meals', { name: 'M', date: '2024-03-03' }),
        201,
      );
      const tag = await expectStatus(api.call('POST', '/api/tags', { name: 'doomed' }), 201);
      await expectStatus(
        api.call('POST', '/api/restaurant-tags', { restaurantId: restaurant._id, tagId: tag._id }),
        201,
      );
      await expectStatus(
        api.call('POST', '/api/meal-tags', { mealId: meal._id, tagId: tag._id }),
        201,
      );

      expect(await expectStatus(api.call('DELETE', `/api/tags/${tag._id}`), 200)).toEqual({
        message: 'Tag deleted',
      });

      expect(
        await expectStatus(
          api.call('GET', `/api/restaurant-tags/restaurant/${restaurant._id}`),
          200,
        ),
      ).toEqual([]);
      expect(await expectStatus(api.call('GET', `/api/meal-tags/meal/${meal._id}`), 200)).toEqual(
        [],
      );
      const tags = await expectStatus(api.call('GET', '/api/tags'), 200);
      expect(tags.map((item: { _id: string }) => item._id)).not.toContain(tag._id);
    });

    it('answers 404 when either end of a link is unknown and 400 when malformed', async () => {
      const restaurant = await expectStatus(
        api.call('POST', '/api/restaurants', { name: 'Ends' }),
        201,
      );
      const tag = await expectStatus(api.call('POST', '/api/tags', { name: 'ends' }), 201);
      expect(
        await api.call('POST', '/api/restaurant-tags', {
          restaurantId: UNKNOWN_ID,
          tagId: tag._id,
        }),
      ).toMatchObject({ statusCode: 404, body: { message: 'Restaurant not found' } });
      expect(
        await api.call('POST', '/api/restaurant-tags', {
          restaurantId: restaurant._id,
          tagId: UNKNOWN_ID,
        }),
      ).toMatchObject({ statusCode: 404, body: { message: 'Tag not found' } });
      expect(
        await api.call('POST', '/api/meal-tags', { mealId: UNKNOWN_ID, tagId: tag._id }),
      ).toMatchObject({ statusCode: 404, body: { message: 'Meal not found' } });
      expect(
        (await api.call('POST', '/api/meal-tags', { mealId: { $ne: null }, tagId: tag._id }))
          .statusCode,
      ).toBe(400);
      expect((await api.call('GET', '/api/restaurant-tags/restaurant/xyz')).statusCode).toBe(400);
    });
  });
});
