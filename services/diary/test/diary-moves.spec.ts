import type { Answer } from './support/account-data-stack';
import { eventually } from './support/account-data-stack';
import { DIARY_NOT_FOUND, FORBIDDEN, useHousehold } from './support/household';

const RESTAURANT_NOT_FOUND = { message: 'Restaurant not found' };
const MEAL_NOT_FOUND = { message: 'Meal not found' };
const MOVE_NEEDS_RESTAURANT = {
  message: 'restaurantId: Name a restaurant of the diary the meal moves to, or null',
};

interface Named {
  _id: string;
  name: string;
}

/**
 * Moving records between diaries, and who added a record once they are gone
 * (issue 46). In "Home", olga is the owner, ed an editor, vi a viewer; otto
 * is no member.
 */
describe('moving records between diaries, and records of former members (issue 46)', () => {
  const household = useHousehold();
  const { as, ok } = household;
  let home: string;

  async function expectAnswer(answer: Promise<Answer>, statusCode: number, body: unknown) {
    const { statusCode: actual, body: actualBody } = await answer;
    expect({ statusCode: actual, body: actualBody }).toEqual({ statusCode, body });
  }

  const names = (items: { name: string }[]) => items.map((item) => item.name).sort();
  const tagNames = (links: { tagId: Named }[]) => links.map((link) => link.tagId.name).sort();

  const restaurant = (user: string, name: string, diaryId?: string) =>
    ok(user, 'POST', '/api/restaurants', { name, diaryId }, 201);
  const meal = (user: string, body: Record<string, unknown>) =>
    ok(user, 'POST', '/api/meals', body, 201);
  const tag = (user: string, name: string, diaryId?: string) =>
    ok(user, 'POST', '/api/tags', { name, diaryId }, 201);

  beforeAll(async () => {
    home = household.home;
  });

  describe('a restaurant', () => {
    it('moves with its meals and their tag links, re-made on the target’s tags by name, for an editor of both', async () => {
      const homeSpicy = await tag('olga', 'spicy', home);
      const noodles = await restaurant('ed', 'Noodle Bar');
      const ramen = await meal('ed', {
        name: 'Ramen',
        date: '2024-03-10',
        restaurantId: noodles._id,
        companions: ['Sam'],
      });
      const elsewhere = await meal('ed', { name: 'Picnic', date: '2024-03-11' });
      const spicy = await tag('ed', 'Spicy');
      const late = await tag('ed', 'Late');
      await ok(
        'ed',
        'POST',
        '/api/restaurant-tags',
        { restaurantId: noodles._id, tagId: spicy._id },
        201,
      );
      for (const tagId of [spicy._id, late._id])
        await ok('ed', 'POST', '/api/meal-tags', { mealId: ramen._id, tagId }, 201);
      // Warm the personal diary's cached figures and people.
      expect(
        (await ok('ed', 'GET', '/api/meals/timeline-stats?from=2024-03-01&to=2024-03-31')).meals,
      ).toBe(2);
      expect(names(await ok('ed', 'GET', '/api/companions'))).toEqual(['Sam']);

      const moved = await ok('ed', 'PUT', `/api/restaurants/${noodles._id}`, {
        diaryId: home,
        cuisine: 'Noodles',
      });
      expect(moved).toMatchObject({
        _id: noodles._id,
        diaryId: home,
        userId: 'user-ed',
        cuisine: 'Noodles',
      });

      // Every member of Home sees it and its meal, by id and in lists (paged ones read the calendar).
      for (const user of ['olga', 'vi']) {
        expect(await ok(user, 'GET', `/api/restaurants/${noodles._id}`)).toMatchObject({
          diaryId: home,
        });
        expect(await ok(user, 'GET', `/api/meals/${ramen._id}`)).toMatchObject({
          diaryId: home,
          restaurantId: { _id: noodles._id, name: 'Noodle Bar' },
        });
        expect(names(await ok(user, 'GET', `/api/meals?diaryId=${home}&limit=50`))).toContain(
          'Ramen',
        );
      }
      // Links on the target's tags: its own "spicy", and a "Late" made there.
      const homeTags: Named[] = await ok('vi', 'GET', `/api/tags?diaryId=${home}`);
      const homeLate = homeTags.find((candidate) => candidate.name === 'Late');
      expect(homeLate).toBeDefined();
      expect(homeTags.filter((candidate) => /spicy/i.test(candidate.name))).toEqual([
        { _id: homeSpicy._id, diaryId: home, name: 'spicy' },
      ]);
      expect(await ok('vi', 'GET', `/api/restaurant-tags/restaurant/${noodles._id}`)).toMatchObject(
        [{ tagId: { _id: homeSpicy._id, name: 'spicy' } }],
      );
      expect(tagNames(await ok('vi', 'GET', `/api/meal-tags/meal/${ramen._id}`))).toEqual([
        'Late',
        'spicy',
      ]);
      expect(
        names(await ok('vi', 'GET', `/api/meals?diaryId=${home}&tagId=${homeLate!._id}`)),
      ).toEqual(['Ramen']);

      // The personal diary keeps its tags, without the moved records or their links.
      expect(names(await ok('ed', 'GET', '/api/restaurants'))).not.toContain('Noodle Bar');
      expect(names(await ok('ed', 'GET', '/api/meals?limit=50'))).toEqual(['Picnic']);
      expect(await ok('ed', 'GET', '/api/tags?include=counts')).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ name: 'Spicy', restaurantCount: 0, mealCount: 0 }),
          expect.objectContaining({ name: 'Late', restaurantCount: 0, mealCount: 0 }),
        ]),
      );
      expect(
        (await ok('ed', 'GET', '/api/meals/timeline-stats?from=2024-03-01&to=2024-03-31')).meals,
      ).toBe(1);
      expect(await ok('ed', 'GET', '/api/companions')).toEqual([]);
      expect(await ok('ed', 'GET', `/api/meals/${elsewhere._id}`)).toMatchObject({
        diaryId: 'user-ed',
      });
    });

    it('answers 409 when the target already has the same Yelp business, and moves nothing', async () => {
      await ok(
        'olga',
        'POST',
        '/api/restaurants',
        { name: 'Yelp Home', yelpId: 'biz-1', diaryId: home },
        201,
      );
      const mine = await ok(
        'ed',
        'POST',
        '/api/restaurants',
        { name: 'Yelp Mine', yelpId: 'biz-1' },
        201,
      );
      await expectAnswer(as('ed', 'PUT', `/api/restaurants/${mine._id}`, { diaryId: home }), 409, {
        message: 'This Yelp business is already in your diary',
      });
      expect(await ok('ed', 'GET', `/api/restaurants/${mine._id}`)).toMatchObject({
        diaryId: 'user-ed',
      });
    });

    it('takes its Yelp business along: the target has it, the source may add it again', async () => {
      const mine = await ok(
        'ed',
        'POST',
        '/api/restaurants',
        { name: 'Yelp Mover', yelpId: 'biz-2' },
        201,
      );
      await ok('ed', 'PUT', `/api/restaurants/${mine._id}`, { diaryId: home });
      // Adding the business to Home again answers the moved restaurant (200)...
      expect(
        await ok('olga', 'POST', '/api/restaurants', {
          name: 'Again',
          yelpId: 'biz-2',
          diaryId: home,
        }),
      ).toMatchObject({ _id: mine._id, diaryId: home });
      // ...and the personal diary, which no longer has it, makes a new one.
      const again = await ok(
        'ed',
        'POST',
        '/api/restaurants',
        { name: 'Yelp Again', yelpId: 'biz-2' },
        201,
      );
      expect(again._id).not.toBe(mine._id);
    });

    it('stays put when the diary is its own (a no-op), whatever else the body changes', async () => {
      const place = await restaurant('ed', 'Stay Put', home);
      expect(
        await ok('ed', 'PUT', `/api/restaurants/${place._id}`, { diaryId: home, phone: '123' }),
      ).toMatchObject({ diaryId: home, phone: '123' });
    });
    it('names its meals and tags by what they are now after moving out and back (no stale cache)', async () => {
      const cafe = await restaurant('ed', 'Cafe One');
      const toast = await meal('ed', { name: 'Toast', date: '2024-05-01', restaurantId: cafe._id });
      const brunch = await tag('ed', 'Brunch');
      await ok('ed', 'POST', '/api/meal-tags', { mealId: toast._id, tagId: brunch._id }, 201);
      const listed = async (diaryId?: string) => {
        const query = diaryId ? `&diaryId=${diaryId}` : '';
        const page = (await ok('ed', 'GET', `/api/meals?limit=50&include=tags${query}`)) as {
          name: string;
          restaurantId: Named | null;
          tags: Named[];
        }[];
        const row = page.find((item) => item.name === 'Toast');
        return row && { place: row.restaurantId?.name, tags: row.tags.map((t) => t.name) };
      };
      // Read (and cached) in the personal diary first.
      expect(await listed()).toEqual({ place: 'Cafe One', tags: ['Brunch'] });

      await ok('ed', 'PUT', `/api/restaurants/${cafe._id}`, { diaryId: home });
      await ok('ed', 'PUT', `/api/restaurants/${cafe._id}`, { name: 'Cafe Two' });
      expect(await listed(home)).toEqual({ place: 'Cafe Two', tags: ['Brunch'] });
      await ok('ed', 'DELETE', `/api/meal-tags/meal/${toast._id}/all`);

      await ok('ed', 'PUT', `/api/restaurants/${cafe._id}`, { diaryId: 'user-ed' });
      expect(await listed()).toEqual({ place: 'Cafe Two', tags: [] });
    });
  });

  describe('a meal alone', () => {
    it('moves only with a restaurant of the target diary (or none), else 400 naming the field', async () => {
      const dimSum = await restaurant('ed', 'Dim Sum');
      const dumplings = await meal('ed', {
        name: 'Dumplings',
        date: '2024-04-02',
        restaurantId: dimSum._id,
      });
      const homePlace = await restaurant('olga', 'Home Canteen', home);
      for (const body of [{ diaryId: home }, { diaryId: home, restaurantId: dimSum._id }])
        await expectAnswer(
          as('ed', 'PUT', `/api/meals/${dumplings._id}`, body),
          400,
          MOVE_NEEDS_RESTAURANT,
        );
      expect(await ok('ed', 'GET', `/api/meals/${dumplings._id}`)).toMatchObject({
        diaryId: 'user-ed',
        restaurantId: { _id: dimSum._id },
      });

      const moved = await ok('ed', 'PUT', `/api/meals/${dumplings._id}`, {
        diaryId: home,
        restaurantId: homePlace._id,
        date: '2024-05-05',
      });
      expect(moved).toMatchObject({
        diaryId: home,
        userId: 'user-ed',
        date: '2024-05-05',
        restaurantId: { _id: homePlace._id, name: 'Home Canteen' },
      });
      expect(names(await ok('vi', 'GET', `/api/meals?diaryId=${home}&limit=50`))).toContain(
        'Dumplings',
      );
      // The restaurant stays behind.
      expect(await ok('ed', 'GET', `/api/restaurants/${dimSum._id}`)).toMatchObject({
        diaryId: 'user-ed',
      });

      const snack = await meal('ed', { name: 'Snack', date: '2024-04-03' });
      expect(
        await ok('ed', 'PUT', `/api/meals/${snack._id}`, { diaryId: home, restaurantId: null }),
      ).toMatchObject({ diaryId: home, restaurantId: null });
    });
  });

  describe('who may move', () => {
    it('gives a viewer of the target 403, and moves nothing', async () => {
      const place = await restaurant('vi', 'Vi’s Place');
      const dish = await meal('vi', { name: 'Vi’s dish', date: '2024-04-04' });
      await expectAnswer(
        as('vi', 'PUT', `/api/restaurants/${place._id}`, { diaryId: home }),
        403,
        FORBIDDEN,
      );
      await expectAnswer(
        as('vi', 'PUT', `/api/meals/${dish._id}`, { diaryId: home, restaurantId: null }),
        403,
        FORBIDDEN,
      );
      expect(await ok('vi', 'GET', `/api/restaurants/${place._id}`)).toMatchObject({
        diaryId: 'user-vi',
      });
      expect(await ok('vi', 'GET', `/api/meals/${dish._id}`)).toMatchObject({
        diaryId: 'user-vi',
      });
      // Nor out of a diary they only view.
      const shared = await restaurant('olga', 'Viewed Only', home);
      await expectAnswer(
        as('vi', 'PUT', `/api/restaurants/${shared._id}`, { diaryId: 'user-vi' }),
        403,
        FORBIDDEN,
      );
    });

    it('gives 404 for a diary the caller is not in, and for a record of one', async () => {
      const place = await restaurant('otto', 'Otto’s Place');
      const dish = await meal('otto', { name: 'Otto’s dish', date: '2024-04-05' });
      await expectAnswer(
        as('otto', 'PUT', `/api/restaurants/${place._id}`, { diaryId: home }),
        404,
        DIARY_NOT_FOUND,
      );
      await expectAnswer(
        as('otto', 'PUT', `/api/meals/${dish._id}`, { diaryId: home, restaurantId: null }),
        404,
        DIARY_NOT_FOUND,
      );
      const shared = await restaurant('ed', 'Not Otto’s', home);
      // Into another user's personal diary, or a diary that does not exist.
      for (const diaryId of ['user-otto', '0123456789abcdef01234567'])
        await expectAnswer(
          as('ed', 'PUT', `/api/restaurants/${shared._id}`, { diaryId }),
          404,
          DIARY_NOT_FOUND,
        );
      // Out of a diary the caller is not in: the record's own 404.
      await expectAnswer(
        as('otto', 'PUT', `/api/restaurants/${shared._id}`, { diaryId: 'user-otto' }),
        404,
        RESTAURANT_NOT_FOUND,
      );
      expect(await ok('otto', 'GET', `/api/restaurants/${place._id}`)).toMatchObject({
        diaryId: 'user-otto',
      });
      expect(await ok('ed', 'GET', `/api/restaurants/${shared._id}`)).toMatchObject({
        diaryId: home,
      });
    });

    it('gives a removed member 404 at their next request, both ways', async () => {
      const attic = await household.createDiary('olga', 'Attic');
      await household.join('olga', attic, 'ed', 'editor');
      const inAttic = await restaurant('ed', 'Attic Diner', attic);
      const dish = await meal('ed', { name: 'Attic soup', date: '2024-04-06', diaryId: attic });
      const mine = await restaurant('ed', 'Ed’s Corner');
      await ok('olga', 'DELETE', `/api/diaries/${attic}/members/user-ed`);

      await expectAnswer(
        as('ed', 'PUT', `/api/restaurants/${mine._id}`, { diaryId: attic }),
        404,
        DIARY_NOT_FOUND,
      );
      await expectAnswer(
        as('ed', 'PUT', `/api/restaurants/${inAttic._id}`, { diaryId: 'user-ed' }),
        404,
        RESTAURANT_NOT_FOUND,
      );
      await expectAnswer(
        as('ed', 'PUT', `/api/meals/${dish._id}`, { diaryId: 'user-ed', restaurantId: null }),
        404,
        MEAL_NOT_FOUND,
      );
      expect(names(await ok('olga', 'GET', `/api/restaurants?diaryId=${attic}`))).toEqual([
        'Attic Diner',
      ]);
    });
  });

  describe('an erased member', () => {
    it('leaves what they added, readable by the others, shown as added by a former member', async () => {
      household.sign('gil', 'Gil Gone');
      await household.join('olga', home, 'gil', 'editor');
      const place = await restaurant('gil', 'Gil’s Find', home);
      const dish = await meal('gil', {
        name: 'Gil’s pick',
        date: '2024-08-08',
        restaurantId: place._id,
        diaryId: home,
      });
      const gilTag = await tag('gil', 'Gil tag', home);
      await ok('gil', 'POST', '/api/meal-tags', { mealId: dish._id, tagId: gilTag._id }, 201);
      const own = await restaurant('gil', 'Gil’s own');
      const membersBefore: { userId: string; firstName: string }[] = await ok(
        'vi',
        'GET',
        `/api/diaries/${home}/members`,
      );
      expect(membersBefore).toContainEqual(
        expect.objectContaining({ userId: 'user-gil', firstName: 'Gil' }),
      );

      await household.erase('gil');
      await eventually(
        async () => {
          const members: { userId: string }[] = await ok(
            'olga',
            'GET',
            `/api/diaries/${home}/members`,
          );
          const ownGone = (await as('gil', 'GET', `/api/restaurants/${own._id}`)).statusCode;
          return members.every((member) => member.userId !== 'user-gil') && ownGone === 404
            ? true
            : undefined;
        },
        15_000,
        'the erasure of gil',
      );

      // Their personal diary went (above); what they added to Home stays, for every member.
      for (const user of ['olga', 'ed', 'vi']) {
        const read = await ok(user, 'GET', `/api/restaurants/${place._id}`);
        expect(read).toMatchObject({ name: 'Gil’s Find', diaryId: home, userId: 'user-gil' });
        expect(await ok(user, 'GET', `/api/meals/${dish._id}`)).toMatchObject({
          name: 'Gil’s pick',
          userId: 'user-gil',
          restaurantId: { _id: place._id },
        });
        expect(tagNames(await ok(user, 'GET', `/api/meal-tags/meal/${dish._id}`))).toEqual([
          'Gil tag',
        ]);
        // No member has the adder's id: the app shows "a former member".
        const members: { userId: string }[] = await ok(user, 'GET', `/api/diaries/${home}/members`);
        expect(members.map((member) => member.userId)).not.toContain(read.userId);
      }
    });
  });
});
