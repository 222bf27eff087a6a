import { DIARY_NOT_FOUND, useHousehold } from './support/household';

/**
 * The year's review of a shared diary (issues 44 and 46): its members read
 * it with `diaryId`, apart from their personal diary's; an outsider gets 404.
 * In "Home", olga is the owner, ed an editor, vi a viewer; otto is no member.
 */
describe("a shared diary's year in food", () => {
  const household = useHousehold();
  const { ok } = household;
  let home: string;

  beforeAll(async () => {
    home = household.home;
    for (const name of ['Pho', 'pho'])
      await ok('ed', 'POST', '/api/meals', { name, date: '2026-02-01', diaryId: home }, 201);
    await ok('ed', 'POST', '/api/meals', { name: 'Toast', date: '2026-02-02' }, 201);
  });

  it("counts the diary's meals for every member, and each personal diary apart", async () => {
    for (const member of ['olga', 'ed', 'vi'])
      expect(await ok(member, 'GET', `/api/meals/review/2026?diaryId=${home}`)).toMatchObject({
        meals: 2,
        dishes: [{ name: 'pho', meals: 2 }],
      });
    expect(await ok('ed', 'GET', '/api/meals/review/2026')).toMatchObject({ meals: 1 });
    expect(await ok('olga', 'GET', '/api/meals/review/2026')).toMatchObject({ meals: 0 });
  });

  it('answers an outsider 404, never a hint of what the diary holds', async () => {
    expect(
      await household.as('otto', 'GET', `/api/meals/review/2026?diaryId=${home}`),
    ).toMatchObject({
      statusCode: 404,
      body: DIARY_NOT_FOUND,
    });
  });
});
