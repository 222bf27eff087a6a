import type { ServiceUnderTest } from '@dd/nest-common/testing';
import { MealTagsRepository } from '../src/tag-links/tag-links.repository';
import { TagsRepository } from '../src/tags/tags.repository';
import { apiFor, DiaryApi, expectStatus, startDiary, UNKNOWN_ID } from './support/diary-api';

type Named = { _id: string; name: string };

describe('bulk tag operations: POST /api/tags/bulk-delete and /api/tags/merge', () => {
  let service: ServiceUnderTest;
  let ada: DiaryApi;
  let bob: DiaryApi;
  let counter = 0;
  /** Each api's user, whose personal diary every tag here is in. */
  const userOf = new Map<DiaryApi, string>();

  beforeAll(async () => {
    service = await startDiary();
    ada = apiFor(service, 'user-ada');
    bob = apiFor(service, 'user-bob');
    userOf.set(ada, 'user-ada').set(bob, 'user-bob');
  });

  afterAll(() => service.stop());

  afterEach(() => jest.restoreAllMocks());

  const unique = (name: string) => `${name} ${++counter}`;
  /** A tag as answered, in the personal diary of `api`'s user: `{ _id, name }`, as its links name it. */
  const named = (api: DiaryApi, { diaryId, ...tag }: Named & { diaryId: string }): Named => {
    expect(diaryId).toBe(userOf.get(api));
    return tag;
  };
  const newTag = async (api: DiaryApi, name = unique('tag')): Promise<Named> =>
    named(api, await expectStatus(api.call('POST', '/api/tags', { name }), 201));
  const merged = async (api: DiaryApi, body: unknown): Promise<Named> =>
    named(api, await expectStatus(api.call('POST', '/api/tags/merge', body), 200));
  const newRestaurant = (api: DiaryApi): Promise<Named> =>
    expectStatus(api.call('POST', '/api/restaurants', { name: unique('Restaurant') }), 201);
  const newMeal = (api: DiaryApi): Promise<Named> =>
    expectStatus(api.call('POST', '/api/meals', { name: unique('Meal'), date: '2024-04-01' }), 201);
  const tagRestaurant = (api: DiaryApi, restaurant: Named, tag: Named) =>
    expectStatus(
      api.call('POST', '/api/restaurant-tags', { restaurantId: restaurant._id, tagId: tag._id }),
      201,
    );
  const tagMeal = (api: DiaryApi, meal: Named, tag: Named) =>
    expectStatus(api.call('POST', '/api/meal-tags', { mealId: meal._id, tagId: tag._id }), 201);
  const tagsOfMeal = async (api: DiaryApi, meal: Named): Promise<Named[]> =>
    (await expectStatus(api.call('GET', `/api/meal-tags/meal/${meal._id}`), 200)).map(
      (link: { tagId: Named }) => link.tagId,
    );
  const tagsOfRestaurant = async (api: DiaryApi, restaurant: Named): Promise<Named[]> =>
    (
      await expectStatus(api.call('GET', `/api/restaurant-tags/restaurant/${restaurant._id}`), 200)
    ).map((link: { tagId: Named }) => link.tagId);
  const tagIds = async (api: DiaryApi): Promise<string[]> =>
    (await expectStatus(api.call('GET', '/api/tags'), 200)).map((tag: Named) => tag._id);
  const countsOf = async (api: DiaryApi, tag: Named) =>
    (await expectStatus(api.call('GET', '/api/tags?include=counts'), 200)).find(
      (item: Named) => item._id === tag._id,
    );

  describe('bulk delete', () => {
    it('deletes many tags and all their links in one request', async () => {
      const tags = await Promise.all(Array.from({ length: 200 }, () => newTag(ada)));
      const keep = await newTag(ada);
      const [restaurant, meal] = [await newRestaurant(ada), await newMeal(ada)];
      await tagRestaurant(ada, restaurant, tags[0]!);
      await tagRestaurant(ada, restaurant, keep);
      await tagMeal(ada, meal, tags[1]!);
      await tagMeal(ada, meal, tags[2]!);

      const answer = await expectStatus(
        ada.call('POST', '/api/tags/bulk-delete', { ids: tags.map((tag) => tag._id) }),
        200,
      );
      expect([...answer.deletedIds].sort()).toEqual(tags.map((tag) => tag._id).sort());

      const remaining = await tagIds(ada);
      expect(remaining).toContain(keep._id);
      expect(remaining.filter((id) => tags.some((tag) => tag._id === id))).toEqual([]);
      expect(await tagsOfRestaurant(ada, restaurant)).toEqual([keep]);
      expect(await tagsOfMeal(ada, meal)).toEqual([]);
    });

    it('skips ids that are unknown, already deleted or another user’s (a retry is harmless)', async () => {
      const mine = await newTag(ada);
      const bobs = await newTag(bob);
      const bobsMeal = await newMeal(bob);
      await tagMeal(bob, bobsMeal, bobs);

      const ids = [mine._id, bobs._id, UNKNOWN_ID];
      expect(await expectStatus(ada.call('POST', '/api/tags/bulk-delete', { ids }), 200)).toEqual({
        deletedIds: [mine._id],
      });
      expect(await expectStatus(ada.call('POST', '/api/tags/bulk-delete', { ids }), 200)).toEqual({
        deletedIds: [],
      });
      expect(await tagIds(bob)).toContain(bobs._id);
      expect(await tagsOfMeal(bob, bobsMeal)).toEqual([bobs]);
    });

    it('answers 400 for no ids, a malformed id or more than 500 ids', async () => {
      const tooMany = Array.from({ length: 501 }, (_, index) =>
        index.toString(16).padStart(24, '0'),
      );
      for (const body of [{ ids: [] }, { ids: ['nope'] }, {}, { ids: tooMany }])
        expect((await ada.call('POST', '/api/tags/bulk-delete', body)).statusCode).toBe(400);
    });
  });

  describe('merge', () => {
    /** Tacos (target) and taco + Taco's (sources) on two meals and a restaurant, with overlaps. */
    async function tacoFixture() {
      const [target, taco, tacoS] = [
        await newTag(ada, unique('tacos')),
        await newTag(ada, unique('taco')),
        await newTag(ada, unique("taco's")),
      ];
      const [both, onlySources, restaurant] = [
        await newMeal(ada),
        await newMeal(ada),
        await newRestaurant(ada),
      ];
      await tagMeal(ada, both, target);
      await tagMeal(ada, both, taco);
      await tagMeal(ada, onlySources, taco);
      await tagMeal(ada, onlySources, tacoS);
      await tagRestaurant(ada, restaurant, tacoS);
      return { target, taco, tacoS, both, onlySources, restaurant };
    }

    it('moves every link to the target without duplicates, then deletes the sources', async () => {
      const { target, taco, tacoS, both, onlySources, restaurant } = await tacoFixture();
      const survivor = await merged(ada, {
        targetId: target._id,
        sourceIds: [taco._id, tacoS._id],
      });
      expect(survivor).toEqual(target);
      expect(await tagsOfMeal(ada, both)).toEqual([target]);
      expect(await tagsOfMeal(ada, onlySources)).toEqual([target]);
      expect(await tagsOfRestaurant(ada, restaurant)).toEqual([target]);
      const remaining = await tagIds(ada);
      expect(remaining).toContain(target._id);
      expect(remaining).not.toContain(taco._id);
      expect(remaining).not.toContain(tacoS._id);
      expect(await countsOf(ada, target)).toMatchObject({ restaurantCount: 1, mealCount: 2 });
    });

    it('gives the survivor the chosen name, even one of a merged source', async () => {
      const target = await newTag(ada, unique('tacos'));
      const source = await newTag(ada, unique('Taco'));
      const meal = await newMeal(ada);
      await tagMeal(ada, meal, source);
      const survivor = await merged(ada, {
        targetId: target._id,
        sourceIds: [source._id],
        name: ` ${source.name.toLowerCase()} `,
      });
      expect(survivor).toEqual({ _id: target._id, name: source.name.toLowerCase() });
      expect(await tagsOfMeal(ada, meal)).toEqual([survivor]);
    });

    it('refuses a name another tag has with 409, changing nothing', async () => {
      const { target, taco, both } = await tacoFixture();
      const other = await newTag(ada, unique('Burrito'));
      expect(
        await ada.call('POST', '/api/tags/merge', {
          targetId: target._id,
          sourceIds: [taco._id],
          name: other.name.toUpperCase(),
        }),
      ).toMatchObject({
        statusCode: 409,
        body: { message: 'A tag with this name already exists' },
      });
      expect(await tagsOfMeal(ada, both)).toEqual([target, taco]);
      expect(await tagIds(ada)).toContain(taco._id);
    });

    it('is safe to repeat: the same request again answers the same survivor', async () => {
      const { target, taco, tacoS, onlySources } = await tacoFixture();
      const body = { targetId: target._id, sourceIds: [taco._id, tacoS._id], name: 'Tacos!' };
      const first = await merged(ada, body);
      const again = await merged(ada, body);
      expect(again).toEqual(first);
      expect(await tagsOfMeal(ada, onlySources)).toEqual([first]);
    });

    it('a retry after a failure part-way completes the merge without duplicates', async () => {
      const { target, taco, tacoS, both, onlySources, restaurant } = await tacoFixture();
      const body = { targetId: target._id, sourceIds: [taco._id, tacoS._id], name: 'Al pastor' };

      // First attempt: the meal links are copied to the target, then the service dies.
      const mealTags = service.app.get(MealTagsRepository);
      jest.spyOn(mealTags, 'deleteByTags').mockRejectedValueOnce(new Error('connection lost'));
      expect((await ada.call('POST', '/api/tags/merge', body)).statusCode).toBe(500);
      expect(await tagIds(ada)).toEqual(expect.arrayContaining([taco._id, tacoS._id]));

      // Second attempt: the sources are deleted, then the rename fails.
      const tags = service.app.get(TagsRepository);
      jest.spyOn(tags, 'rename').mockRejectedValueOnce(new Error('connection lost'));
      expect((await ada.call('POST', '/api/tags/merge', body)).statusCode).toBe(500);
      expect(await tagIds(ada)).not.toContain(taco._id);

      const survivor = await merged(ada, body);
      expect(survivor).toEqual({ _id: target._id, name: 'Al pastor' });
      expect(await tagsOfMeal(ada, both)).toEqual([survivor]);
      expect(await tagsOfMeal(ada, onlySources)).toEqual([survivor]);
      expect(await tagsOfRestaurant(ada, restaurant)).toEqual([survivor]);
      expect(await countsOf(ada, survivor)).toMatchObject({ restaurantCount: 1, mealCount: 2 });
    });

    it('answers 404 for another user’s or an unknown tag, changing nothing', async () => {
      const { target, taco, both } = await tacoFixture();
      const bobs = await newTag(bob);
      const bobsMeal = await newMeal(bob);
      await tagMeal(bob, bobsMeal, bobs);

      for (const body of [
        { targetId: target._id, sourceIds: [taco._id, bobs._id] },
        { targetId: bobs._id, sourceIds: [taco._id] },
        { targetId: target._id, sourceIds: [UNKNOWN_ID] },
        { targetId: UNKNOWN_ID, sourceIds: [taco._id] },
      ])
        expect(await ada.call('POST', '/api/tags/merge', body)).toMatchObject({
          statusCode: 404,
          body: { message: 'Tag not found' },
        });
      // Bob cannot finish or repeat Ada's merges either.
      await expectStatus(
        ada.call('POST', '/api/tags/merge', { targetId: target._id, sourceIds: [taco._id] }),
        200,
      );
      expect(
        (
          await bob.call('POST', '/api/tags/merge', {
            targetId: target._id,
            sourceIds: [taco._id],
          })
        ).statusCode,
      ).toBe(404);
      expect(await tagsOfMeal(ada, both)).toEqual([target]);
      expect(await tagsOfMeal(bob, bobsMeal)).toEqual([bobs]);
      expect(await tagIds(bob)).toContain(bobs._id);
    });

    it('answers 404 for a source merged elsewhere, and 400 for a bad body', async () => {
      const [a, b, c] = [await newTag(ada), await newTag(ada), await newTag(ada)];
      await expectStatus(
        ada.call('POST', '/api/tags/merge', { targetId: a._id, sourceIds: [c._id] }),
        200,
      );
      expect(
        (await ada.call('POST', '/api/tags/merge', { targetId: b._id, sourceIds: [c._id] }))
          .statusCode,
      ).toBe(404);
      for (const body of [
        { targetId: a._id, sourceIds: [] },
        { targetId: a._id, sourceIds: [a._id, b._id] },
        { targetId: a._id, sourceIds: [b._id], name: '  ' },
        { sourceIds: [b._id] },
      ])
        expect((await ada.call('POST', '/api/tags/merge', body)).statusCode).toBe(400);
    });
  });
});
