import { DIARY_NOT_FOUND, FORBIDDEN, useHousehold } from './support/household';

/**
 * The people of a shared diary (issue 45 and 46): its members read them with
 * `diaryId`, owners and editors rename and delete them, and they stay apart
 * from each member's personal diary. In "Home", olga is the owner, ed an
 * editor, vi a viewer; otto is no member.
 */
describe('the people of a shared diary', () => {
  const household = useHousehold();
  const { as, ok } = household;
  let home: string;

  const names = (people: { name: string }[]) => people.map((person) => person.name);

  beforeAll(async () => {
    home = household.home;
    await ok(
      'ed',
      'POST',
      '/api/meals',
      { name: 'Dumplings', date: '2026-05-01', companions: ['Sam', 'Alex'], diaryId: home },
      201,
    );
    await ok(
      'ed',
      'POST',
      '/api/meals',
      { name: 'Toast', date: '2026-05-02', companions: ['Pat'] },
      201,
    );
  });

  it("lists a diary's people to its members, and each personal diary's apart", async () => {
    for (const member of ['olga', 'ed', 'vi'])
      expect(names(await ok(member, 'GET', `/api/companions?diaryId=${home}`)).sort()).toEqual([
        'Alex',
        'Sam',
      ]);
    expect(names(await ok('ed', 'GET', '/api/companions'))).toEqual(['Pat']);
    expect(names(await ok('olga', 'GET', '/api/companions'))).toEqual([]);
    expect(await ok('vi', 'GET', `/api/companions/summary?name=Sam&diaryId=${home}`)).toMatchObject(
      { name: 'Sam', mealCount: 1 },
    );
  });

  it('answers an outsider 404 and a viewer 403 for a change, as for any record of the diary', async () => {
    expect(await as('otto', 'GET', `/api/companions?diaryId=${home}`)).toMatchObject({
      statusCode: 404,
      body: DIARY_NOT_FOUND,
    });
    expect(
      await as('otto', 'GET', `/api/companions/summary?name=Sam&diaryId=${home}`),
    ).toMatchObject({ statusCode: 404, body: DIARY_NOT_FOUND });
    expect(
      await as('vi', 'POST', '/api/companions/rename', {
        names: ['Sam'],
        name: 'Samuel',
        diaryId: home,
      }),
    ).toMatchObject({ statusCode: 403, body: FORBIDDEN });
    expect(
      await as('vi', 'POST', '/api/companions/delete', { names: ['Sam'], diaryId: home }),
    ).toMatchObject({ statusCode: 403, body: FORBIDDEN });
  });

  it("lets an owner rename the diary's people, leaving a member's personal diary as it was", async () => {
    expect(
      await ok('olga', 'POST', '/api/companions/rename', {
        names: ['Sam'],
        name: 'Samuel',
        diaryId: home,
      }),
    ).toEqual({ mealCount: 1 });
    expect(names(await ok('ed', 'GET', `/api/companions?diaryId=${home}`)).sort()).toEqual([
      'Alex',
      'Samuel',
    ]);
    expect(await ok('ed', 'POST', '/api/companions/delete', { names: ['Pat'] })).toEqual({
      mealCount: 1,
    });
    expect(names(await ok('ed', 'GET', '/api/companions'))).toEqual([]);
    expect(names(await ok('vi', 'GET', `/api/companions?diaryId=${home}`)).sort()).toEqual([
      'Alex',
      'Samuel',
    ]);
  });
});
