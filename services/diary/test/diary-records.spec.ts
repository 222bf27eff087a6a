import type { Answer } from './support/account-data-stack';
import { DIARY_NOT_FOUND, FORBIDDEN, type Method, useHousehold } from './support/household';

const RESTAURANT_NOT_FOUND = { message: 'Restaurant not found' };
const MEAL_NOT_FOUND = { message: 'Meal not found' };
const TAG_NOT_FOUND = { message: 'Tag not found' };

type User = 'olga' | 'ed' | 'vi' | 'otto';

/**
 * A shared diary's records (issue 46, slice 2): restaurants, meals, tags and
 * tag links belong to one diary. "Home" is owned by olga, ed edits, vi views
 * and otto is no member.
 */
describe('a shared diary’s restaurants, meals, tags and tag links (issue 46)', () => {
  const household = useHousehold();
  const { as, ok } = household;
  let home: string;

  async function expectAnswer(
    answer: Promise<Answer>,
    statusCode: number,
    body: unknown,
  ): Promise<void> {
    const { statusCode: actual, body: actualBody } = await answer;
    expect({ statusCode: actual, body: actualBody }).toEqual({ statusCode, body });
  }

  const join = (diaryId: string, user: User, role: 'editor' | 'viewer') =>
    household.join('olga', diaryId, user, role);

  const names = (items: { name: string }[]) => items.map((item) => item.name);

  beforeAll(async () => {
    home = household.home;
  });

  describe('restaurants', () => {
    let shared: { _id: string; diaryId: string };

    beforeAll(async () => {
      shared = await ok(
        'ed',
        'POST',
        '/api/restaurants',
        { name: 'Home Pizza', diaryId: home },
        201,
      );
    });

    it('are created in the diary the body names, by an owner or an editor', async () => {
      expect(shared).toMatchObject({ name: 'Home Pizza', diaryId: home });
      const byOwner = await ok(
        'olga',
        'POST',
        '/api/restaurants',
        { name: 'Home Thai', diaryId: home },
        201,
      );
      expect(byOwner.diaryId).toBe(home);
      expect(names(await ok('vi', 'GET', `/api/restaurants?diaryId=${home}`))).toEqual(
        expect.arrayContaining(['Home Pizza', 'Home Thai']),
      );
    });

    it('are read by every member, by list and by id, and by no one else', async () => {
      for (const user of ['olga', 'ed', 'vi'] as const) {
        expect(names(await ok(user, 'GET', `/api/restaurants?diaryId=${home}`))).toContain(
          'Home Pizza',
        );
        expect(await ok(user, 'GET', `/api/restaurants/${shared._id}`)).toMatchObject({
          _id: shared._id,
          diaryId: home,
        });
      }
      await expectAnswer(
        as('otto', 'GET', `/api/restaurants/${shared._id}`),
        404,
        RESTAURANT_NOT_FOUND,
      );
      await expectAnswer(
        as('otto', 'GET', `/api/restaurants?diaryId=${home}`),
        404,
        DIARY_NOT_FOUND,
      );
      await expectAnswer(
        as('otto', 'GET', `/api/restaurants/${shared._id}/summary`),
        404,
        RESTAURANT_NOT_FOUND,
      );
      expect(await ok('vi', 'GET', `/api/restaurants/${shared._id}/summary`)).toBeDefined();
    });

    it('are on the diary’s map for every member, and for no one else', async () => {
      const mapped = { name: 'Home Mapped', diaryId: home, lat: 52.5, long: 13.4 };
      await ok('ed', 'POST', '/api/restaurants', mapped, 201);
      for (const user of ['olga', 'ed', 'vi'] as const) {
        const { places } = await ok(user, 'GET', `/api/restaurants/locations?diaryId=${home}`);
        expect(names(places)).toEqual(['Home Mapped']);
        expect(names((await ok(user, 'GET', '/api/restaurants/locations')).places)).not.toContain(
          'Home Mapped',
        );
      }
      await expectAnswer(
        as('otto', 'GET', `/api/restaurants/locations?diaryId=${home}`),
        404,
        DIARY_NOT_FOUND,
      );
    });

    it('are edited and deleted by an editor; a viewer gets 403 and an outsider 404 on every write', async () => {
      const edited = await ok('ed', 'PUT', `/api/restaurants/${shared._id}`, { cuisine: 'Pizza' });
      expect(edited).toMatchObject({ cuisine: 'Pizza', diaryId: home });
      await ok('olga', 'PUT', `/api/restaurants/${shared._id}/thumbs`, { isThumbsUp: true });

      const writes: [Method, string, unknown][] = [
        ['POST', '/api/restaurants', { name: 'Nope', diaryId: home }],
        ['PUT', `/api/restaurants/${shared._id}`, { cuisine: 'Nope' }],
        ['PUT', `/api/restaurants/${shared._id}/thumbs`, { isThumbsUp: false }],
        ['PUT', `/api/restaurants/${shared._id}/location`, { lat: 1, long: 2 }],
        ['DELETE', `/api/restaurants/${shared._id}`, undefined],
      ];
      for (const [method, url, body] of writes) {
        await expectAnswer(as('vi', method, url, body), 403, FORBIDDEN);
        await expectAnswer(
          as('otto', method, url, body),
          404,
          method === 'POST' ? DIARY_NOT_FOUND : RESTAURANT_NOT_FOUND,
        );
      }
      expect(await ok('vi', 'GET', `/api/restaurants/${shared._id}`)).toMatchObject({
        cuisine: 'Pizza',
        isThumbsUp: true,
        lat: null,
      });

      const doomed = await ok('vi', 'GET', `/api/restaurants?diaryId=${home}&q=thai`);
      await ok('ed', 'DELETE', `/api/restaurants/${doomed[0]._id}`);
      await expectAnswer(
        as('olga', 'GET', `/api/restaurants/${doomed[0]._id}`),
        404,
        RESTAURANT_NOT_FOUND,
      );
    });
  });

  describe('meals', () => {
    let pizzeria: string;
    let meal: { _id: string; diaryId: string };

    beforeAll(async () => {
      pizzeria = (
        await ok('olga', 'POST', '/api/restaurants', { name: 'Pizzeria', diaryId: home }, 201)
      )._id;
      meal = await ok(
        'ed',
        'POST',
        '/api/meals',
        { name: 'Margherita', date: '2024-06-01', restaurantId: pizzeria, diaryId: home },
        201,
      );
    });

    it('are created in the named diary, at one of its restaurants, and read by every member', async () => {
      expect(meal).toMatchObject({
        diaryId: home,
        restaurantId: { _id: pizzeria, name: 'Pizzeria' },
      });
      for (const user of ['olga', 'ed', 'vi'] as const) {
        expect(names(await ok(user, 'GET', `/api/meals?diaryId=${home}`))).toEqual(['Margherita']);
        expect(await ok(user, 'GET', `/api/meals/${meal._id}`)).toMatchObject({
          name: 'Margherita',
          diaryId: home,
        });
      }
      expect(
        names(await ok('vi', 'GET', `/api/meals?diaryId=${home}&restaurantId=${pizzeria}&limit=5`)),
      ).toEqual(['Margherita']);
      await expectAnswer(as('otto', 'GET', `/api/meals/${meal._id}`), 404, MEAL_NOT_FOUND);
      await expectAnswer(as('otto', 'GET', `/api/meals?diaryId=${home}`), 404, DIARY_NOT_FOUND);
    });

    it('count in the diary’s timeline figures for every member, and for no one else', async () => {
      for (const user of ['olga', 'ed', 'vi'] as const)
        expect(await ok(user, 'GET', `/api/meals/timeline-stats?diaryId=${home}`)).toMatchObject({
          meals: 1,
        });
      await expectAnswer(
        as('otto', 'GET', `/api/meals/timeline-stats?diaryId=${home}`),
        404,
        DIARY_NOT_FOUND,
      );
    });

    it('cannot use a restaurant of another diary, not even one of the member’s own', async () => {
      const mine = await ok('ed', 'POST', '/api/restaurants', { name: 'Ed’s Own Place' }, 201);
      expect(mine.diaryId).toBe('user-ed');
      const refused = {
        name: 'Borrowed',
        date: '2024-06-02',
        restaurantId: mine._id,
        diaryId: home,
      };
      await expectAnswer(as('ed', 'POST', '/api/meals', refused), 404, RESTAURANT_NOT_FOUND);
      await expectAnswer(
        as('ed', 'PUT', `/api/meals/${meal._id}`, { restaurantId: mine._id }),
        404,
        RESTAURANT_NOT_FOUND,
      );
      // Nor the other way round: a personal meal at the shared diary's restaurant.
      await expectAnswer(
        as('ed', 'POST', '/api/meals', { name: 'Out', date: '2024-06-02', restaurantId: pizzeria }),
        404,
        RESTAURANT_NOT_FOUND,
      );
      expect(await ok('ed', 'GET', `/api/meals/${meal._id}`)).toMatchObject({
        restaurantId: { _id: pizzeria, name: 'Pizzeria' },
      });
    });

    it('are edited and deleted by an editor; a viewer gets 403 and an outsider 404 on every write', async () => {
      await ok('ed', 'PUT', `/api/meals/${meal._id}`, { notes: 'Crisp' });
      await ok('olga', 'PUT', `/api/meals/${meal._id}/thumbs`, { isThumbsUp: true });
      const writes: [Method, string, unknown][] = [
        ['POST', '/api/meals', { name: 'Nope', date: '2024-06-03', diaryId: home }],
        ['PUT', `/api/meals/${meal._id}`, { notes: 'Nope' }],
        ['PUT', `/api/meals/${meal._id}/thumbs`, { isThumbsUp: false }],
        ['DELETE', `/api/meals/${meal._id}`, undefined],
      ];
      for (const [method, url, body] of writes) {
        await expectAnswer(as('vi', method, url, body), 403, FORBIDDEN);
        await expectAnswer(
          as('otto', method, url, body),
          404,
          method === 'POST' ? DIARY_NOT_FOUND : MEAL_NOT_FOUND,
        );
      }
      expect(await ok('vi', 'GET', `/api/meals/${meal._id}`)).toMatchObject({
        notes: 'Crisp',
        isThumbsUp: true,
      });

      const doomed = await ok(
        'olga',
        'POST',
        '/api/meals',
        { name: 'Short-lived', date: '2024-06-04', diaryId: home },
        201,
      );
      await ok('ed', 'DELETE', `/api/meals/${doomed._id}`);
      await expectAnswer(as('olga', 'GET', `/api/meals/${doomed._id}`), 404, MEAL_NOT_FOUND);
    });
  });

  describe('tags and tag links', () => {
    let tag: { _id: string; diaryId: string; name: string };
    let place: string;
    let dish: string;

    beforeAll(async () => {
      tag = await ok('ed', 'POST', '/api/tags', { name: 'Family', diaryId: home }, 201);
      place = (await ok('ed', 'POST', '/api/restaurants', { name: 'Tagged', diaryId: home }, 201))
        ._id;
      dish = (
        await ok(
          'ed',
          'POST',
          '/api/meals',
          { name: 'Tagged dish', date: '2024-07-01', diaryId: home },
          201,
        )
      )._id;
    });

    it('are created in the named diary and read by every member; a name is unique per diary', async () => {
      expect(tag).toEqual({ _id: expect.any(String), diaryId: home, name: 'Family' });
      // The same name in a personal diary is another tag.
      const personal = await ok('ed', 'POST', '/api/tags', { name: 'Family' }, 201);
      expect(personal).toEqual({ _id: expect.any(String), diaryId: 'user-ed', name: 'Family' });
      expect(await ok('ed', 'POST', '/api/tags', { name: 'family', diaryId: home })).toEqual(tag);
      for (const user of ['olga', 'ed', 'vi'] as const)
        expect(await ok(user, 'GET', `/api/tags?diaryId=${home}`)).toEqual([tag]);
      await expectAnswer(as('otto', 'GET', `/api/tags?diaryId=${home}`), 404, DIARY_NOT_FOUND);
      await expectAnswer(
        as('otto', 'GET', `/api/tags?diaryId=${home}&include=counts`),
        404,
        DIARY_NOT_FOUND,
      );
    });

    it('link a tag to the diary’s restaurants and meals, read by every member', async () => {
      const link = await ok('ed', 'POST', '/api/meal-tags', { mealId: dish, tagId: tag._id }, 201);
      expect(link).toMatchObject({ mealId: dish, tagId: { _id: tag._id, name: 'Family' } });
      await ok(
        'olga',
        'POST',
        '/api/restaurant-tags',
        { restaurantId: place, tagId: tag._id },
        201,
      );
      for (const user of ['olga', 'ed', 'vi'] as const) {
        expect(await ok(user, 'GET', `/api/meal-tags/meal/${dish}`)).toEqual([link]);
        expect(await ok(user, 'GET', `/api/restaurant-tags/restaurant/${place}`)).toMatchObject([
          { restaurantId: place, tagId: { _id: tag._id, name: 'Family' } },
        ]);
      }
      expect(names(await ok('vi', 'GET', `/api/meals?diaryId=${home}&tagId=${tag._id}`))).toEqual([
        'Tagged dish',
      ]);
      expect(await ok('vi', 'GET', `/api/tags?diaryId=${home}&include=counts`)).toEqual([
        { ...tag, restaurantCount: 1, mealCount: 1 },
      ]);
      await expectAnswer(as('otto', 'GET', `/api/meal-tags/meal/${dish}`), 404, MEAL_NOT_FOUND);
      await expectAnswer(
        as('otto', 'GET', `/api/restaurant-tags/restaurant/${place}`),
        404,
        RESTAURANT_NOT_FOUND,
      );
    });

    it('never link a tag of one diary to a record of another', async () => {
      const personalTag = await ok('ed', 'POST', '/api/tags', { name: 'Mine only' }, 201);
      const personalMeal = await ok(
        'ed',
        'POST',
        '/api/meals',
        { name: 'At home', date: '2024-07-02' },
        201,
      );
      await expectAnswer(
        as('ed', 'POST', '/api/meal-tags', { mealId: dish, tagId: personalTag._id }),
        404,
        TAG_NOT_FOUND,
      );
      await expectAnswer(
        as('ed', 'POST', '/api/meal-tags', { mealId: personalMeal._id, tagId: tag._id }),
        404,
        TAG_NOT_FOUND,
      );
      await expectAnswer(
        as('ed', 'POST', '/api/restaurant-tags', { restaurantId: place, tagId: personalTag._id }),
        404,
        TAG_NOT_FOUND,
      );
      expect(await ok('ed', 'GET', `/api/meal-tags/meal/${personalMeal._id}`)).toEqual([]);
    });

    it('are renamed and deleted by an editor; a viewer gets 403 and an outsider 404 on every write', async () => {
      const spare = await ok('olga', 'POST', '/api/tags', { name: 'Spare', diaryId: home }, 201);
      expect(await ok('ed', 'PUT', `/api/tags/${spare._id}`, { name: 'Spare 2' })).toEqual({
        ...spare,
        name: 'Spare 2',
      });
      const writes: [Method, string, unknown, { message: string }][] = [
        ['POST', '/api/tags', { name: 'Nope', diaryId: home }, DIARY_NOT_FOUND],
        ['PUT', `/api/tags/${spare._id}`, { name: 'Nope' }, TAG_NOT_FOUND],
        ['DELETE', `/api/tags/${spare._id}`, undefined, TAG_NOT_FOUND],
        ['POST', '/api/tags/bulk-delete', { ids: [spare._id], diaryId: home }, DIARY_NOT_FOUND],
        ['POST', '/api/tags/merge', { targetId: tag._id, sourceIds: [spare._id] }, TAG_NOT_FOUND],
        ['POST', '/api/meal-tags', { mealId: dish, tagId: spare._id }, MEAL_NOT_FOUND],
        ['DELETE', `/api/meal-tags/meal/${dish}/all`, undefined, MEAL_NOT_FOUND],
        [
          'POST',
          '/api/restaurant-tags',
          { restaurantId: place, tagId: spare._id },
          RESTAURANT_NOT_FOUND,
        ],
        ['DELETE', `/api/restaurant-tags/restaurant/${place}`, undefined, RESTAURANT_NOT_FOUND],
      ];
      for (const [method, url, body, notFound] of writes) {
        await expectAnswer(as('vi', method, url, body), 403, FORBIDDEN);
        await expectAnswer(as('otto', method, url, body), 404, notFound);
      }
      expect(names(await ok('vi', 'GET', `/api/tags?diaryId=${home}`))).toEqual([
        'Family',
        'Spare 2',
      ]);
      expect(await ok('vi', 'GET', `/api/meal-tags/meal/${dish}`)).toHaveLength(1);

      await ok('ed', 'DELETE', `/api/tags/${spare._id}`);
      await expectAnswer(
        as('ed', 'PUT', `/api/tags/${spare._id}`, { name: 'Gone' }),
        404,
        TAG_NOT_FOUND,
      );
      expect(names(await ok('olga', 'GET', `/api/tags?diaryId=${home}`))).toEqual(['Family']);
    });

    it('unlinks all of a record’s tags for an editor', async () => {
      const extra = await ok('olga', 'POST', '/api/tags', { name: 'Extra', diaryId: home }, 201);
      await ok('ed', 'POST', '/api/meal-tags', { mealId: dish, tagId: extra._id }, 201);
      await ok('ed', 'DELETE', `/api/meal-tags/meal/${dish}/all`);
      expect(await ok('vi', 'GET', `/api/meal-tags/meal/${dish}`)).toEqual([]);
      await ok('ed', 'DELETE', `/api/restaurant-tags/restaurant/${place}`);
      expect(await ok('vi', 'GET', `/api/restaurant-tags/restaurant/${place}`)).toEqual([]);
    });
  });

  describe('the personal diary', () => {
    it('is what every route means without diaryId, and shows no shared record', async () => {
      const restaurant = await ok('ed', 'POST', '/api/restaurants', { name: 'Solo Bistro' }, 201);
      const meal = await ok(
        'ed',
        'POST',
        '/api/meals',
        { name: 'Solo lunch', date: '2024-08-01', restaurantId: restaurant._id },
        201,
      );
      const tag = await ok('ed', 'POST', '/api/tags', { name: 'Solo' }, 201);
      expect([restaurant.diaryId, meal.diaryId, tag.diaryId]).toEqual([
        'user-ed',
        'user-ed',
        'user-ed',
      ]);
      const personalLists = {
        restaurants: names(await ok('ed', 'GET', '/api/restaurants')),
        meals: names(await ok('ed', 'GET', '/api/meals')),
        tags: names(await ok('ed', 'GET', '/api/tags')),
      };
      expect(personalLists.restaurants).toContain('Solo Bistro');
      expect(personalLists.meals).toContain('Solo lunch');
      expect(personalLists.tags).toContain('Solo');
      for (const shared of ['Home Pizza', 'Pizzeria', 'Tagged', 'Margherita', 'Tagged dish'])
        expect([...personalLists.restaurants, ...personalLists.meals]).not.toContain(shared);
      expect(personalLists.tags).not.toContain('Extra');
      // The personal id spelled out means the same; another user's is no diary of theirs.
      expect(names(await ok('ed', 'GET', '/api/meals?diaryId=user-ed'))).toEqual(
        personalLists.meals,
      );
      await expectAnswer(as('vi', 'GET', '/api/meals?diaryId=user-ed'), 404, DIARY_NOT_FOUND);
      await expectAnswer(as('vi', 'GET', `/api/meals/${meal._id}`), 404, MEAL_NOT_FOUND);
      // Nor does a shared list show personal records.
      expect(names(await ok('olga', 'GET', `/api/restaurants?diaryId=${home}`))).not.toContain(
        'Solo Bistro',
      );
    });
  });

  describe('a member who leaves or is removed', () => {
    it('gets 404 for the diary’s records at the next request, whatever token they hold', async () => {
      const lounge = (await ok('olga', 'POST', '/api/diaries', { name: 'Lounge' }, 201))._id;
      await join(lounge, 'vi', 'editor');
      const restaurant = await ok(
        'vi',
        'POST',
        '/api/restaurants',
        { name: 'Lounge Bar', diaryId: lounge },
        201,
      );
      const meal = await ok(
        'vi',
        'POST',
        '/api/meals',
        { name: 'Lounge snack', date: '2024-09-01', diaryId: lounge },
        201,
      );
      const tag = await ok('vi', 'POST', '/api/tags', { name: 'Lounge', diaryId: lounge }, 201);
      expect(await ok('vi', 'GET', `/api/meals/${meal._id}`)).toMatchObject({ diaryId: lounge });

      await ok('olga', 'DELETE', `/api/diaries/${lounge}/members/user-vi`);

      await expectAnswer(as('vi', 'GET', `/api/meals/${meal._id}`), 404, MEAL_NOT_FOUND);
      await expectAnswer(
        as('vi', 'GET', `/api/restaurants/${restaurant._id}`),
        404,
        RESTAURANT_NOT_FOUND,
      );
      await expectAnswer(
        as('vi', 'PUT', `/api/tags/${tag._id}`, { name: 'Mine' }),
        404,
        TAG_NOT_FOUND,
      );
      await expectAnswer(as('vi', 'GET', `/api/meals?diaryId=${lounge}`), 404, DIARY_NOT_FOUND);
      await expectAnswer(
        as('vi', 'POST', '/api/tags', { name: 'Again', diaryId: lounge }),
        404,
        DIARY_NOT_FOUND,
      );
      // What they added stays in the diary.
      expect(names(await ok('olga', 'GET', `/api/meals?diaryId=${lounge}`))).toEqual([
        'Lounge snack',
      ]);
    });
  });
});
