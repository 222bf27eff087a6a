import { ImportOriginsRepository } from '../src/imports/restore/import-origins.repository';
import { eventually, expectOk, exportAndDownload } from './support/account-data-stack';
import { DIARY_NOT_FOUND, FORBIDDEN, useHousehold } from './support/household';
import { unzip } from './support/unzip';

interface ExportedDiary {
  restaurants: { id: string; name: string }[];
  meals: { id: string; name: string; restaurantId: string | null }[];
  tags: { id: string; name: string }[];
  mealTags: { mealId: string; tagId: string }[];
}

interface DiaryJson extends ExportedDiary {
  sharedDiaries: (ExportedDiary & { id: string; name: string })[];
}

const names = (items: { name: string }[]) => items.map((item) => item.name).sort();

/**
 * Export and import with shared diaries (issue 46): an export holds the
 * personal diary and each shared diary its user owns; an import restores the
 * personal part into a diary the user chooses and may write, and each shared
 * part into the user's own shared diary of that name. In "Home", olga is the
 * owner, ed an editor, vi a viewer; otto is no member.
 */
describe('export and import of shared diaries (issue 46)', () => {
  const household = useHousehold();
  const { ok } = household;
  let home: string;
  let olgaExport: Buffer;

  const tokenOf = (user: string, fullName: string) =>
    household.diary.tokenFor(`user-${user}`, fullName);

  async function send(user: string, fullName: string, zip: Buffer, diaryId?: string) {
    const query = diaryId ? `&diaryId=${diaryId}` : '';
    const response = await household.diary.app.inject({
      method: 'POST',
      url: `/api/imports?fileName=olga.zip${query}`,
      headers: {
        authorization: `Bearer ${tokenOf(user, fullName)}`,
        'content-type': 'application/zip',
      },
      payload: zip,
    });
    return { statusCode: response.statusCode, body: response.json() };
  }

  async function importInto(user: string, fullName: string, zip: Buffer, diaryId?: string) {
    const started = await send(user, fullName, zip, diaryId);
    if (started.statusCode !== 202) throw new Error(`refused: ${JSON.stringify(started.body)}`);
    return eventually(
      async () => {
        const status = await ok(user, 'GET', `/api/imports/${started.body.id}`);
        if (status.state === 'failed') throw new Error(`import failed: ${JSON.stringify(status)}`);
        return status.state === 'done' ? status : undefined;
      },
      20_000,
      'the import',
    );
  }

  const mealsOf = async (user: string, diaryId: string) =>
    names(await ok(user, 'GET', `/api/meals?diaryId=${diaryId}`));

  beforeAll(async () => {
    home = household.home;
    await ok('olga', 'POST', '/api/meals', { name: 'Toast', date: '2026-01-02' }, 201);
    const bistro = await ok(
      'ed',
      'POST',
      '/api/restaurants',
      { name: 'Bistro', diaryId: home },
      201,
    );
    const supper = await ok(
      'ed',
      'POST',
      '/api/meals',
      { name: 'Supper', date: '2026-01-03', restaurantId: bistro._id, diaryId: home },
      201,
    );
    const tag = await ok('olga', 'POST', '/api/tags', { name: 'Cosy', diaryId: home }, 201);
    await ok('olga', 'POST', '/api/meal-tags', { mealId: supper._id, tagId: tag._id }, 201);
    olgaExport = (await exportAndDownload(household.diary, tokenOf('olga', 'Olga Owner'))).zip;
  }, 60_000);

  it("holds the owner's shared diary, with every member's records, beside the personal one", async () => {
    const entries = await unzip(olgaExport);
    const diary = JSON.parse(entries.get('diary.json')!.toString('utf8')) as DiaryJson;
    expect(names(diary.meals)).toEqual(['Toast']);
    expect(diary.sharedDiaries).toHaveLength(1);
    const [shared] = diary.sharedDiaries;
    expect(shared).toMatchObject({ id: home, name: 'Home' });
    expect(names(shared!.meals)).toEqual(['Supper']);
    expect(names(shared!.restaurants)).toEqual(['Bistro']);
    expect(shared!.meals[0]!.restaurantId).toBe(shared!.restaurants[0]!.id);
    expect(names(shared!.tags)).toEqual(['Cosy']);
    expect(shared!.mealTags).toEqual([
      expect.objectContaining({ mealId: shared!.meals[0]!.id, tagId: shared!.tags[0]!.id }),
    ]);

    const folder = `shared-diaries/home-${home}/`;
    expect(entries.get(`${folder}meals.csv`)!.toString('utf8')).toContain('Supper');
    expect(entries.get(`${folder}restaurants.csv`)!.toString('utf8')).toContain('Bistro');
    expect(entries.get('meals.csv')!.toString('utf8')).not.toContain('Supper');
    const notes = [...entries.keys()].filter((name) => name.startsWith(`${folder}meals/`));
    expect(notes).toEqual([
      expect.stringMatching(
        /^shared-diaries\/home-[0-9a-f]{24}\/meals\/2026-01-03-supper-[0-9a-f]{24}\.md$/,
      ),
    ]);
  });

  it('leaves out shared diaries its user only edits or views', async () => {
    const entries = await unzip(
      (await exportAndDownload(household.diary, tokenOf('ed', 'Ed Editor'))).zip,
    );
    const diary = JSON.parse(entries.get('diary.json')!.toString('utf8')) as DiaryJson;
    expect(diary.sharedDiaries).toEqual([]);
    expect([...entries.keys()].some((name) => name.startsWith('shared-diaries/'))).toBe(false);
  });

  it('refuses an import into a diary the user may not write, before reading the file', async () => {
    expect(await send('otto', 'Otto Outsider', olgaExport, home)).toEqual({
      statusCode: 404,
      body: DIARY_NOT_FOUND,
    });
    expect(await send('vi', 'Vi Viewer', olgaExport, home)).toEqual({
      statusCode: 403,
      body: FORBIDDEN,
    });
    expect(await send('otto', 'Otto Outsider', olgaExport, 'user-olga')).toEqual({
      statusCode: 404,
      body: DIARY_NOT_FOUND,
    });
    expect(await ok('otto', 'GET', '/api/imports')).toEqual([]);
    expect(await ok('vi', 'GET', '/api/imports')).toEqual([]);
  });

  it("restores into the chosen diary, each record added by the importer; the shared part into the importer's own diary of its name", async () => {
    const done = await importInto('ed', 'Ed Editor', olgaExport, home);
    expect(done).toMatchObject({ diaryId: home, progress: 100 });
    // Olga's personal meal goes into Home; Home's own part into a new "Home" of ed's.
    expect(done.summary).toMatchObject({
      imported: { meals: 2, restaurants: 1, tags: 1 },
      sharedDiaries: ['Home'],
    });
    expect(await mealsOf('olga', home)).toEqual(['Supper', 'Toast']);
    const toast = (await ok('olga', 'GET', `/api/meals?diaryId=${home}`)).find(
      (meal: { name: string }) => meal.name === 'Toast',
    );
    expect(toast).toMatchObject({ diaryId: home, userId: 'user-ed' });

    const diaries = await ok('ed', 'GET', '/api/diaries');
    const edsHome = diaries.find(
      (diary: { _id: string; name: string }) => diary.name === 'Home' && diary._id !== home,
    );
    expect(edsHome).toMatchObject({ personal: false, role: 'owner' });
    expect(await mealsOf('ed', edsHome._id)).toEqual(['Supper']);
    const [supper] = await ok('ed', 'GET', `/api/meals?include=tags&diaryId=${edsHome._id}`);
    expect(supper).toMatchObject({
      diaryId: edsHome._id,
      userId: 'user-ed',
      restaurantId: { name: 'Bistro' },
      tags: [{ name: 'Cosy' }],
    });
    // Nobody else sees ed's new diary.
    expect((await household.as('olga', 'GET', `/api/meals?diaryId=${edsHome._id}`)).body).toEqual(
      DIARY_NOT_FOUND,
    );

    const again = await importInto('ed', 'Ed Editor', olgaExport, home);
    expect(again.summary).toMatchObject({
      imported: { meals: 0, restaurants: 0, tags: 0 },
      alreadyThere: { meals: 2, restaurants: 1, tags: 1 },
      sharedDiaries: ['Home'],
    });
    expect(
      (await ok('ed', 'GET', '/api/diaries')).filter(
        (diary: { name: string }) => diary.name === 'Home',
      ),
    ).toHaveLength(2);
  }, 60_000);

  it('recognises its own records when the owner restores the export into the same diaries', async () => {
    const done = await importInto('olga', 'Olga Owner', olgaExport);
    expect(done).toMatchObject({ diaryId: 'user-olga' });
    expect(done.summary).toMatchObject({
      imported: { meals: 0, restaurants: 0 },
      alreadyThere: { meals: 2, restaurants: 1 },
      sharedDiaries: ['Home'],
    });
    expect(await mealsOf('olga', 'user-olga')).toEqual(['Toast']);
    expect(await mealsOf('olga', home)).toEqual(['Supper', 'Toast']);
  }, 60_000);

  it('forgets what imports remember of a shared diary once it is deleted', async () => {
    const spare = await household.createDiary('otto', 'Spare');
    await importInto('otto', 'Otto Outsider', olgaExport, spare);
    expect(await mealsOf('otto', spare)).toEqual(['Toast']);
    const origins = household.diary.app.get(ImportOriginsRepository);
    expect((await origins.mappedOf(spare, 'meal', 'user-olga')).size).toBe(1);
    await expectOk(household.as('otto', 'DELETE', `/api/diaries/${spare}`), 200);
    expect((await origins.mappedOf(spare, 'meal', 'user-olga')).size).toBe(0);
  }, 60_000);
});
