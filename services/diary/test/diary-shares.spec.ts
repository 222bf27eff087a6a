import { call } from './support/account-data-stack';
import { DIARY_NOT_FOUND, FORBIDDEN, useHousehold } from './support/household';

const MEAL_NOT_FOUND = { message: 'Meal not found' };
const RESTAURANT_NOT_FOUND = { message: 'Restaurant not found' };

/**
 * Share links of a shared diary's records (issue 46): its owner and editors
 * make them, a viewer or an outsider cannot, and a link shows nothing once
 * its maker may no longer write in the diary. In "Home", olga is the owner,
 * ed an editor, vi a viewer; otto is no member.
 */
describe('share links of a shared diary', () => {
  const household = useHousehold();
  const { as, ok } = household;
  let home: string;

  const share = (user: string, scope: Record<string, unknown>) =>
    as(user, 'POST', '/api/shares', { scope });
  /** The public page of a link, as a visitor without an account opens it. */
  const visit = async (path: string) => {
    const answer = await call(household.diary, undefined, 'GET', path, undefined, {
      'x-forwarded-proto': 'https',
      'x-forwarded-host': 'diary.example',
    });
    return { statusCode: answer.statusCode, html: answer.raw.toString() };
  };

  let place: { _id: string };
  let dinner: { _id: string };

  beforeAll(async () => {
    home = household.home;
    place = await ok('olga', 'POST', '/api/restaurants', { name: 'Kin Khao', diaryId: home }, 201);
    dinner = await ok(
      'ed',
      'POST',
      '/api/meals',
      { name: 'Khao soi', date: '2026-03-01', restaurantId: place._id, diaryId: home },
      201,
    );
  });

  it("lets an editor share a meal and the owner a restaurant of the diary, read from the diary's records", async () => {
    const meal = await ok(
      'ed',
      'POST',
      '/api/shares',
      { scope: { kind: 'meal', id: dinner._id } },
      201,
    );
    const mealPage = await visit(meal.path);
    expect(mealPage.statusCode).toBe(200);
    expect(mealPage.html).toContain('Khao soi');
    expect(mealPage.html).toContain('Kin Khao');

    const restaurant = await ok(
      'olga',
      'POST',
      '/api/shares',
      { scope: { kind: 'restaurant', id: place._id } },
      201,
    );
    expect((await visit(restaurant.path)).html).toContain('Kin Khao');

    const list = await ok(
      'ed',
      'POST',
      '/api/shares',
      { scope: { kind: 'restaurants', filter: 'all', diaryId: home } },
      201,
    );
    expect(list.title).toBe('1 restaurant');
    expect((await visit(list.path)).html).toContain('Kin Khao');
  });

  it('refuses a viewer (403) and an outsider (404, as for a record that does not exist)', async () => {
    for (const scope of [
      { kind: 'meal', id: dinner._id },
      { kind: 'restaurant', id: place._id },
      { kind: 'restaurants', filter: 'all', diaryId: home },
    ])
      expect((await share('vi', scope)).body).toEqual(FORBIDDEN);
    expect(await share('otto', { kind: 'meal', id: dinner._id })).toMatchObject({
      statusCode: 404,
      body: MEAL_NOT_FOUND,
    });
    expect(await share('otto', { kind: 'restaurant', id: place._id })).toMatchObject({
      statusCode: 404,
      body: RESTAURANT_NOT_FOUND,
    });
    expect(
      await share('otto', { kind: 'restaurants', filter: 'all', diaryId: home }),
    ).toMatchObject({ statusCode: 404, body: DIARY_NOT_FOUND });
  });

  it("shows nothing through a link once its maker was made a viewer or removed, and the owner's links stay", async () => {
    household.sign('sal', 'Sal Share');
    await household.join('olga', home, 'sal', 'editor');
    const salsLink = await ok(
      'sal',
      'POST',
      '/api/shares',
      { scope: { kind: 'meal', id: dinner._id } },
      201,
    );
    const olgasLink = await ok(
      'olga',
      'POST',
      '/api/shares',
      { scope: { kind: 'meal', id: dinner._id } },
      201,
    );
    expect((await visit(salsLink.path)).statusCode).toBe(200);

    await ok('olga', 'PUT', `/api/diaries/${home}/members/user-sal`, { role: 'viewer' });
    expect((await visit(salsLink.path)).statusCode).toBe(404);
    await ok('olga', 'PUT', `/api/diaries/${home}/members/user-sal`, { role: 'editor' });
    expect((await visit(salsLink.path)).statusCode).toBe(200);

    await ok('olga', 'DELETE', `/api/diaries/${home}/members/user-sal`);
    expect((await visit(salsLink.path)).statusCode).toBe(404);
    expect((await visit(olgasLink.path)).statusCode).toBe(200);
  });
});
