import type { ServiceUnderTest } from '@dd/nest-common/testing';
import { apiFor, ApiAnswer, DiaryApi, expectStatus, startDiary } from './support/diary-api';

type Named = { _id: string; name: string };

/**
 * The original client (nomnomlog), built unmodified against our API (issue
 * 41): it reads the JSON of every OK answer, so a delete must not answer a
 * bodiless 204, and its filter tabs read `/thumbs-up`, `/thumbs-down` and
 * `/unrated` under the two lists.
 */
describe("the original client's calls", () => {
  let service: ServiceUnderTest;
  let ada: DiaryApi;
  let bob: DiaryApi;

  beforeAll(async () => {
    service = await startDiary();
    ada = apiFor(service, 'user-ada-original-client');
    bob = apiFor(service, 'user-bob-original-client');
  });

  afterAll(() => service.stop());

  const post = (api: DiaryApi, url: string, body: unknown): Promise<Named> =>
    expectStatus(api.call('POST', url, body), 201);

  /** 200 with a JSON `{ message }` and nothing else, so `res.json()` reads it. */
  function expectMessage(answer: ApiAnswer, message: string) {
    expect(answer).toMatchObject({ statusCode: 200, body: { message } });
    expect(Object.keys(answer.body)).toEqual(['message']);
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
  }

  describe('every DELETE answers 200 { message }', () => {
    it('DELETE /api/restaurants/:id', async () => {
      const restaurant = await post(ada, '/api/restaurants', { name: 'Gone Diner' });
      expectMessage(
        await ada.call('DELETE', `/api/restaurants/${restaurant._id}`),
        'Restaurant deleted',
      );
      expect((await ada.call('GET', `/api/restaurants/${restaurant._id}`)).statusCode).toBe(404);
    });

    it('DELETE /api/meals/:id', async () => {
      const meal = await post(ada, '/api/meals', { name: 'Gone Soup', date: '2024-05-01' });
      expectMessage(await ada.call('DELETE', `/api/meals/${meal._id}`), 'Meal deleted');
      expect((await ada.call('GET', `/api/meals/${meal._id}`)).statusCode).toBe(404);
    });

    it('DELETE /api/tags/:id', async () => {
      const tag = await post(ada, '/api/tags', { name: 'gone-tag' });
      expectMessage(await ada.call('DELETE', `/api/tags/${tag._id}`), 'Tag deleted');
      const tags = await expectStatus(ada.call('GET', '/api/tags'), 200);
      expect(tags.map((each: Named) => each._id)).not.toContain(tag._id);
    });

    it('DELETE /api/restaurant-tags/restaurant/:id', async () => {
      const restaurant = await post(ada, '/api/restaurants', { name: 'Tagged Diner' });
      const tag = await post(ada, '/api/tags', { name: 'diner-tag' });
      await post(ada, '/api/restaurant-tags', { restaurantId: restaurant._id, tagId: tag._id });
      expectMessage(
        await ada.call('DELETE', `/api/restaurant-tags/restaurant/${restaurant._id}`),
        'Restaurant tags removed',
      );
      expect(
        await expectStatus(
          ada.call('GET', `/api/restaurant-tags/restaurant/${restaurant._id}`),
          200,
        ),
      ).toEqual([]);
    });

    it('DELETE /api/meal-tags/meal/:id/all', async () => {
      const meal = await post(ada, '/api/meals', { name: 'Tagged Soup', date: '2024-05-02' });
      const tag = await post(ada, '/api/tags', { name: 'soup-tag' });
      await post(ada, '/api/meal-tags', { mealId: meal._id, tagId: tag._id });
      expectMessage(
        await ada.call('DELETE', `/api/meal-tags/meal/${meal._id}/all`),
        'Meal tags removed',
      );
      expect(await expectStatus(ada.call('GET', `/api/meal-tags/meal/${meal._id}`), 200)).toEqual(
        [],
      );
    });

    it('DELETE /api/shares/:id', async () => {
      const restaurant = await post(ada, '/api/restaurants', { name: 'Shared Diner' });
      const link = await post(ada, '/api/shares', {
        scope: { kind: 'restaurant', id: restaurant._id },
      });
      expectMessage(await ada.call('DELETE', `/api/shares/${link._id}`), 'Share link revoked');
      expect(await expectStatus(ada.call('GET', '/api/shares'), 200)).toEqual([]);
    });

    it("still answers 404 {message} for another user's record, which is not deleted", async () => {
      const restaurant = await post(ada, '/api/restaurants', { name: 'Not Yours Diner' });
      const answer = await bob.call('DELETE', `/api/restaurants/${restaurant._id}`);
      expect(answer).toMatchObject({ statusCode: 404, body: { message: expect.any(String) } });
      await expectStatus(ada.call('GET', `/api/restaurants/${restaurant._id}`), 200);
    });
  });

  describe('the filter tabs read /thumbs-up, /thumbs-down and /unrated', () => {
    const ratings = { up: true, down: false, none: null } as const;
    // Users of their own: the deletes above leave records behind.
    let cleo: DiaryApi;
    let dan: DiaryApi;

    beforeAll(async () => {
      cleo = apiFor(service, 'user-cleo-original-client');
      dan = apiFor(service, 'user-dan-original-client');
      for (const [label, isThumbsUp] of Object.entries(ratings)) {
        const restaurant = await post(cleo, '/api/restaurants', {
          name: `Cleo place ${label}`,
          isThumbsUp,
        });
        await post(cleo, '/api/meals', {
          name: `Cleo dish ${label}`,
          date: '2024-06-01',
          restaurantId: restaurant._id,
          isThumbsUp,
        });
        // Dan's records of every rating must never appear in Cleo's tabs.
        const his = await post(dan, '/api/restaurants', { name: `Dan place ${label}`, isThumbsUp });
        await post(dan, '/api/meals', {
          name: `Dan dish ${label}`,
          date: '2024-06-01',
          restaurantId: his._id,
          isThumbsUp,
        });
      }
      // A record created without a rating is unrated too.
      await post(cleo, '/api/restaurants', { name: 'Cleo place missing' });
      await post(cleo, '/api/meals', { name: 'Cleo dish missing', date: '2024-06-02' });
    });

    const names = (items: Named[]) => items.map((item) => item.name).sort();

    it.each([
      ['restaurants', 'thumbs-up', 'thumbsUp', ['Cleo place up']],
      ['restaurants', 'thumbs-down', 'thumbsDown', ['Cleo place down']],
      ['restaurants', 'unrated', 'unrated', ['Cleo place missing', 'Cleo place none']],
      ['meals', 'thumbs-up', 'thumbsUp', ['Cleo dish up']],
      ['meals', 'thumbs-down', 'thumbsDown', ['Cleo dish down']],
      ['meals', 'unrated', 'unrated', ['Cleo dish missing', 'Cleo dish none']],
    ])(
      'GET /api/%s/%s answers the array the list answers for ?filter=%s, only the caller’s',
      async (list, alias, filter, expected) => {
        const answer = await expectStatus(cleo.call('GET', `/api/${list}/${alias}`), 200);
        expect(Array.isArray(answer)).toBe(true);
        expect(names(answer)).toEqual(expected);
        expect(answer).toEqual(
          await expectStatus(cleo.call('GET', `/api/${list}?filter=${filter}`), 200),
        );
        const his = await expectStatus(dan.call('GET', `/api/${list}/${alias}`), 200);
        expect(names(his).every((name) => name.startsWith('Dan'))).toBe(true);
        expect(his).toHaveLength(1);
      },
    );

    it.each(['restaurants', 'meals'])(
      'keeps the path’s filter whatever ?filter says, and the list’s other parameters (%s)',
      async (list) => {
        const answer = await expectStatus(
          cleo.call('GET', `/api/${list}/thumbs-down?filter=thumbsUp&q=CLEO`),
          200,
        );
        expect(names(answer)).toEqual([list === 'meals' ? 'Cleo dish down' : 'Cleo place down']);
        const page = await cleo.call('GET', `/api/${list}/unrated?limit=1`);
        expect(page.statusCode).toBe(200);
        expect(page.body).toHaveLength(1);
        expect(page.headers['x-next-cursor']).toEqual(expect.any(String));
      },
    );

    it.each(['restaurants', 'meals'])(
      'answers 401 without a token, as the list does (%s)',
      async (list) => {
        for (const url of [
          `/api/${list}`,
          ...['thumbs-up', 'thumbs-down', 'unrated'].map((alias) => `/api/${list}/${alias}`),
        ]) {
          const answer = await service.app.inject({ method: 'GET', url });
          expect(answer.statusCode).toBe(401);
        }
      },
    );

    it.each(['restaurants', 'meals'])(
      'is read-only: a write to an alias is no write (%s)',
      async (list) => {
        for (const alias of ['thumbs-up', 'thumbs-down', 'unrated']) {
          const answer = await cleo.call('PUT', `/api/${list}/${alias}`, { name: 'x' });
          expect(answer.statusCode).toBe(400);
          expect((await cleo.call('DELETE', `/api/${list}/${alias}`)).statusCode).toBe(400);
        }
      },
    );
  });
});
