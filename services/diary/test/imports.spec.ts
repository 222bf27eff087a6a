import {
  call,
  createRestartableDiary,
  eventually,
  expectOk,
  exportAndDownload,
  IMPORT_MAX_BYTES_UNDER_TEST,
  type NeighbourServices,
  type RestartableDiary,
  startNeighbourServices,
} from './support/account-data-stack';
import type { DiaryExport, ExportedImage } from '../src/exports/format/diary-export.schema';
import { unzip } from './support/unzip';
import { buildZip } from './support/zip-builder';

const PHOTO = 'AbCdEfGhIjKlMnOpQrStUv.jpg';
const MEAL_PHOTO = 'MealMealMealMealMealMe.png';
const PHOTO_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 0xff, 0xd9]);
const MEAL_PHOTO_BYTES = Buffer.from('\x89PNG meal photo bytes');

/** diary.json of a made-up export, for the hostile and damaged cases. */
function diaryJson(overrides: Record<string, unknown> = {}): string {
  return JSON.stringify({
    format: 'dining-diary-export',
    version: 1,
    exportedAt: '2026-11-22T18:00:00.000Z',
    profile: { id: 'someone', email: 'a@b.test', fullName: 'A', newsletter: false, userImages: [] },
    restaurants: [],
    meals: [],
    tags: [],
    restaurantTags: [],
    mealTags: [],
    categories: [],
    posts: [],
    ...overrides,
  });
}

/** A diary reduced to what an import must keep: content and links, by name, ids left out. */
function comparable(diary: DiaryExport) {
  const restaurantName = new Map(diary.restaurants.map((r) => [r.id, r.name]));
  const mealName = new Map(diary.meals.map((m) => [m.id, m.name]));
  const tagName = new Map(diary.tags.map((t) => [t.id, t.name]));
  const images = (list: ExportedImage[]) =>
    list.map((image) => ({
      isPrimary: image.isPrimary,
      caption: image.caption,
      photo: !!image.photo,
      url: image.photo ? null : image.url,
    }));
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return {
    restaurants: diary.restaurants
      .map(({ id: _id, restaurantImages, ...rest }) => ({
        ...rest,
        restaurantImages: images(restaurantImages),
      }))
      .sort(byName),
    meals: diary.meals
      .map(({ id: _id, restaurantId, mealImages, ...rest }) => ({
        ...rest,
        restaurant: restaurantId ? restaurantName.get(restaurantId) : null,
        mealImages: images(mealImages),
      }))
      .sort(byName),
    tags: diary.tags.map((t) => t.name).sort(),
    restaurantTags: diary.restaurantTags
      .map((l) => `${restaurantName.get(l.restaurantId)} / ${tagName.get(l.tagId)}`)
      .sort(),
    mealTags: diary.mealTags
      .map((l) => `${mealName.get(l.mealId)} / ${tagName.get(l.tagId)}`)
      .sort(),
    categories: diary.categories.map((c) => c.name).sort(),
    posts: diary.posts.map((p) => ({ content: p.content, createdAt: p.createdAt })),
  };
}

function diaryOf(entries: Map<string, Buffer>): DiaryExport {
  return JSON.parse(entries.get('diary.json')!.toString()) as DiaryExport;
}

/** The photos of an export, as a sorted list of their bytes (names differ between accounts). */
function photoBytes(entries: Map<string, Buffer>): string[] {
  return [...entries]
    .filter(([name]) => name.startsWith('photos/'))
    .map(([, bytes]) => bytes.toString('base64'))
    .sort();
}

describe('/api/imports', () => {
  let neighbours: NeighbourServices;
  let diary: RestartableDiary;
  let adaToken: string;
  let adaExport: Buffer;

  beforeAll(async () => {
    neighbours = await startNeighbourServices();
    neighbours.photos.set(PHOTO, PHOTO_BYTES);
    neighbours.photos.set(MEAL_PHOTO, MEAL_PHOTO_BYTES);
    neighbours.categories.push({ _id: 'c0', name: 'Ramen' });
    diary = await createRestartableDiary(neighbours);
    adaToken = diary.tokenFor('user-ada', 'Ada Lovelace');
    neighbours.own('user-ada', PHOTO, MEAL_PHOTO);

    const panisse = await expectOk(
      call(diary, adaToken, 'POST', '/api/restaurants', {
        name: 'Chez Panisse',
        address: '1517 Shattuck Ave, Berkeley',
        date: '2024-05-01',
        isThumbsUp: true,
        lat: 37.87,
        long: -122.27,
        yelpId: 'chez-panisse-berkeley',
        restaurantImages: [
          { url: 'https://s3-media.fl.yelpcdn.com/bphoto/x/o.jpg', caption: 'From Yelp' },
          { url: `/api/uploads/images/${PHOTO}`, caption: 'Front', isPrimary: true },
        ],
      }),
      201,
    );
    const zuni = await expectOk(
      call(diary, adaToken, 'POST', '/api/restaurants', { name: 'Zuni Café', date: '2023-01-09' }),
      201,
    );
    const dateNight = await expectOk(
      call(diary, adaToken, 'POST', '/api/tags', { name: 'Date night' }),
      201,
    );
    const spicy = await expectOk(
      call(diary, adaToken, 'POST', '/api/tags', { name: 'Spicy' }),
      201,
    );
    await expectOk(
      call(diary, adaToken, 'POST', '/api/restaurant-tags', {
        restaurantId: panisse._id,
        tagId: dateNight._id,
      }),
      201,
    );
    const padThai = await expectOk(
      call(diary, adaToken, 'POST', '/api/meals', {
        name: 'Pad Thai',
        date: '2024-05-02',
        restaurantId: panisse._id,
        isThumbsUp: false,
        price: { amount: 14.95, currency: 'USD' },
        companions: ['Sam', 'Alex; Jr', 'Émile'],
        notes: '## Notes\n\n=not a formula, *markdown*',
        mealImages: [{ url: `/api/uploads/images/${MEAL_PHOTO}`, caption: 'Plate' }],
      }),
      201,
    );
    await expectOk(
      call(diary, adaToken, 'POST', '/api/meals', {
        name: 'Roast chicken',
        date: '2023-01-09',
        restaurantId: zuni._id,
        price: { amount: 0.1, currency: 'EUR' },
        companions: ['sam'],
      }),
      201,
    );
    await expectOk(
      call(diary, adaToken, 'POST', '/api/meals', { name: 'Toast at home', date: '2022-02-02' }),
      201,
    );
    await expectOk(
      call(diary, adaToken, 'POST', '/api/meal-tags', { mealId: padThai._id, tagId: spicy._id }),
      201,
    );
    await expectOk(call(diary, adaToken, 'POST', '/api/posts', { content: 'Hello from Ada' }), 201);
    adaExport = await exportOf(adaToken);
  });

  afterAll(async () => {
    await diary?.destroy();
    await neighbours?.close();
  });

  const exportOf = async (token: string) => (await exportAndDownload(diary, token)).zip;

  async function send(token: string, zip: Buffer, contentType = 'application/zip') {
    const response = await diary.app.inject({
      method: 'POST',
      url: '/api/imports?fileName=dining-diary-2026-11-22.zip',
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload: zip,
    });
    return { statusCode: response.statusCode, body: response.json() };
  }

  async function importOf(token: string, zip: Buffer) {
    const started = await send(token, zip);
    if (started.statusCode !== 202)
      throw new Error(`import refused: ${JSON.stringify(started.body)}`);
    expect(started.body).toMatchObject({
      state: expect.stringMatching(/queued|running/),
      fileName: 'dining-diary-2026-11-22.zip',
      summary: null,
    });
    return eventually(
      async () => {
        const status = await expectOk(
          call(diary, token, 'GET', `/api/imports/${started.body.id}`),
          200,
        );
        if (status.state === 'failed') throw new Error(`import failed: ${JSON.stringify(status)}`);
        return status.state === 'done' ? status : undefined;
      },
      20_000,
      'the import',
    );
  }

  async function countsOf(token: string) {
    const [restaurants, meals, tags, posts] = await Promise.all(
      ['/api/restaurants', '/api/meals', '/api/tags', '/api/posts'].map(
        async (url) => (await expectOk(call(diary, token, 'GET', url), 200)).length,
      ),
    );
    return { restaurants, meals, tags, posts };
  }

  it('restores an export into a new account: the same diary, photos byte for byte, with new ids', async () => {
    const carol = diary.tokenFor('user-carol', 'Carol');
    const done = await importOf(carol, adaExport);

    expect(done).toMatchObject({ progress: 100, message: null });
    expect(done.summary).toEqual({
      imported: { restaurants: 2, meals: 3, tags: 2, photos: 2, posts: 1, categories: 0 },
      alreadyThere: { restaurants: 0, meals: 0, tags: 0, photos: 0, posts: 0, categories: 1 },
      skippedCount: 0,
      skipped: [],
      sharedDiaries: [],
    });
    const original = diaryOf(await unzip(adaExport));
    const restoredEntries = await unzip(await exportOf(carol));
    const restored = diaryOf(restoredEntries);
    expect(comparable(restored)).toEqual(comparable(original));
    expect(photoBytes(restoredEntries)).toEqual(photoBytes(await unzip(adaExport)));
    // Prices came through as they were, and the meal without one still has none.
    expect(Object.fromEntries(restored.meals.map((meal) => [meal.name, meal.price]))).toEqual({
      'Pad Thai': { amount: 14.95, currency: 'USD' },
      'Roast chicken': { amount: 0.1, currency: 'EUR' },
      'Toast at home': null,
    });
    // So did companions, as written, and they are the imported user's people.
    expect(Object.fromEntries(restored.meals.map((meal) => [meal.name, meal.companions]))).toEqual({
      'Pad Thai': ['Sam', 'Alex; Jr', 'Émile'],
      'Roast chicken': ['sam'],
      'Toast at home': [],
    });
    const people = await expectOk(call(diary, carol, 'GET', '/api/companions'), 200);
    expect(people.map((person: { name: string; mealCount: number }) => person.name)).toEqual([
      'Sam',
      'Alex; Jr',
      'Émile',
    ]);
    expect(people[0]).toMatchObject({ mealCount: 2, restaurantCount: 2 });

    const originalIds = new Set([...original.restaurants, ...original.meals].map((r) => r.id));
    for (const record of [...restored.restaurants, ...restored.meals])
      expect(originalIds.has(record.id)).toBe(false);
    // The photos were uploaded as Carol, not pointed at Ada's files.
    const carolPhotos = restored.meals.flatMap((m) => m.mealImages).map((i) => i.url);
    expect(carolPhotos).not.toContain(`/api/uploads/images/${MEAL_PHOTO}`);
    const uploadedAs = carolPhotos.map((url: string) =>
      neighbours.uploads.get(url.split('/').pop()!),
    );
    expect(uploadedAs).toEqual([`Bearer ${carol}`]);
  });

  it('carries places saved for later through an export and an import', async () => {
    const hana = diary.tokenFor('user-hana', 'Hana');
    await expectOk(
      call(diary, hana, 'POST', '/api/restaurants', { name: 'Someday', wantToGo: true }),
      201,
    );
    await expectOk(call(diary, hana, 'POST', '/api/restaurants', { name: 'Been there' }), 201);
    const exported = await exportOf(hana);
    const entries = await unzip(exported);
    expect(
      diaryOf(entries)
        .restaurants.map((r: { name: string; wantToGo: boolean }) => `${r.name}: ${r.wantToGo}`)
        .sort(),
    ).toEqual(['Been there: false', 'Someday: true']);

    const jude = diary.tokenFor('user-jude-want-to-go', 'Jude');
    await importOf(jude, exported);
    const restored = await expectOk(call(diary, jude, 'GET', '/api/restaurants'), 200);
    expect(
      restored.map((r: { name: string; wantToGo: boolean }) => `${r.name}: ${r.wantToGo}`).sort(),
    ).toEqual(['Been there: false', 'Someday: true']);
  });

  it('lists the restored meals page by page and counts them in the timeline figures', async () => {
    const gwen = diary.tokenFor('user-gwen', 'Gwen');
    await expectOk(
      call(diary, gwen, 'POST', '/api/meals', { name: 'Own', date: '2024-05-20' }),
      201,
    );
    // May 2024's figures, counted (and cached) before the import, must not outlive it.
    expect(
      await expectOk(call(diary, gwen, 'GET', '/api/meals/timeline-stats'), 200),
    ).toMatchObject({ meals: 1 });

    await importOf(gwen, adaExport);

    expect(
      await expectOk(call(diary, gwen, 'GET', '/api/meals/timeline-stats'), 200),
    ).toMatchObject({
      meals: 4,
      spend: {
        totals: [
          { currency: 'EUR', amount: 0.1 },
          { currency: 'USD', amount: 14.95 },
        ],
        priced: 2,
        unpriced: 2,
      },
    });
    const firstPage = await expectOk(call(diary, gwen, 'GET', '/api/meals?limit=3'), 200);
    const all = await expectOk(call(diary, gwen, 'GET', '/api/meals'), 200);
    expect(firstPage.map((meal: { _id: string }) => meal._id)).toEqual(
      all.slice(0, 3).map((meal: { _id: string }) => meal._id),
    );
    expect(all).toHaveLength(4);
  });

  it('adds nothing when the same export is imported again', async () => {
    const dave = diary.tokenFor('user-dave', 'Dave');
    await importOf(dave, adaExport);
    const before = await countsOf(dave);
    const uploadsBefore = neighbours.uploads.size;

    const again = await importOf(dave, adaExport);

    expect(again.summary).toMatchObject({
      imported: { restaurants: 0, meals: 0, tags: 0, photos: 0, posts: 0, categories: 0 },
      alreadyThere: { restaurants: 2, meals: 3, tags: 2, posts: 1, categories: 1 },
    });
    expect(await countsOf(dave)).toEqual(before);
    expect(neighbours.uploads.size).toBe(uploadsBefore);
  });

  it('recognises an export of the same account: importing it back adds nothing', async () => {
    const before = await countsOf(adaToken);
    const back = await importOf(adaToken, adaExport);
    expect(back.summary.imported).toEqual({
      restaurants: 0,
      meals: 0,
      tags: 0,
      photos: 0,
      posts: 0,
      categories: 0,
    });
    expect(await countsOf(adaToken)).toEqual(before);
  });

  it('imports what it can and lists what it left out, and why', async () => {
    const erin = diary.tokenFor('user-erin', 'Erin');
    const zip = buildZip([
      {
        name: 'diary.json',
        data: diaryJson({
          restaurants: [
            {
              id: 'r1',
              name: 'Good place',
              date: '2024-01-01',
              mapsUrl: 'https://www.google.com/maps/place/Good+place',
              restaurantImages: [
                {
                  url: '/api/uploads/images/Someone0Elses0Photo000.jpg',
                  isPrimary: true,
                  caption: '',
                  photo: null,
                },
              ],
            },
            { id: 'r2', name: 'x'.repeat(300), date: '2024-01-01' },
            {
              id: 'r3',
              name: 'Bad photo',
              date: '2024-01-01',
              mapsUrl: 'https://evil.test/maps',
              restaurantImages: [
                {
                  url: '/api/uploads/images/NotAnImage00000000000.jpg',
                  isPrimary: true,
                  caption: '',
                  photo: 'photos/NotAnImage00000000000.jpg',
                },
              ],
            },
          ],
          meals: [
            { id: 'm1', name: 'Soup', date: 'yesterday' },
            { id: 'm2', name: 'Stew', date: '2024-01-02', restaurantId: 'r-deleted' },
            {
              id: 'm3',
              name: 'Free lunch',
              date: '2024-01-03',
              price: { amount: -5, currency: 'USD' },
            },
            { id: 'm4', name: 'Crowd', date: '2024-01-04', companions: ['Sam', 'SAM'] },
          ],
        }),
      },
      { name: 'photos/NotAnImage00000000000.jpg', data: 'NOT-AN-IMAGE, just text' },
    ]);

    const done = await importOf(erin, zip);

    expect(done.summary.imported).toMatchObject({ restaurants: 2, meals: 1, photos: 0 });
    expect(done.summary.skippedCount).toBe(6);
    expect(done.summary.skipped).toEqual(
      expect.arrayContaining([
        { item: 'an image of restaurant "Good place"', reason: 'its photo is not in the archive' },
        { item: `restaurant "${'x'.repeat(300)}"`, reason: 'name: Must be at most 200 characters' },
        {
          item: 'photo photos/NotAnImage00000000000.jpg of restaurant "Bad photo"',
          reason: 'The file is not a supported image',
        },
        { item: 'meal #1', reason: 'it is not readable' },
        {
          item: 'meal "Free lunch" (2024-01-03)',
          reason: 'price.amount: Must be 0 or more',
        },
        { item: 'meal "Crowd" (2024-01-04)', reason: 'companions.1: Names SAM twice' },
      ]),
    );
    // A meal from an export written before prices has none.
    const meals = await expectOk(call(diary, erin, 'GET', '/api/meals'), 200);
    expect(meals).toEqual([
      expect.objectContaining({ name: 'Stew', restaurantId: null, price: null, companions: [] }),
    ]);
    // A Google Maps link is kept; any other address is dropped with the place kept.
    const restaurants = await expectOk(call(diary, erin, 'GET', '/api/restaurants'), 200);
    expect(
      Object.fromEntries(
        restaurants.map((r: { name: string; mapsUrl: string }) => [r.name, r.mapsUrl]),
      ),
    ).toEqual({
      'Good place': 'https://www.google.com/maps/place/Good+place',
      'Bad photo': '',
    });
  });

  it("leaves out a link to another account's upload, absolute or relative", async () => {
    const ivan = diary.tokenFor('user-ivan', 'Ivan');
    const image = (url: string) => ({ url, isPrimary: false, caption: '', photo: null });
    const zip = buildZip([
      {
        name: 'diary.json',
        data: diaryJson({
          restaurants: [
            {
              id: 'r1',
              name: 'Borrowed photos',
              date: '2024-01-01',
              restaurantImages: [
                image(`https://diary.example.com/api/uploads/images/${PHOTO}`),
                image(`http://127.0.0.1:8080/api/uploads/images/${PHOTO}`),
                image('https://s3-media.fl.yelpcdn.com/bphoto/x/o.jpg'),
              ],
            },
          ],
        }),
      },
    ]);

    const done = await importOf(ivan, zip);

    expect(done.summary.skipped).toEqual([
      {
        item: 'an image of restaurant "Borrowed photos"',
        reason: 'its photo is not in the archive',
      },
      {
        item: 'an image of restaurant "Borrowed photos"',
        reason: 'its photo is not in the archive',
      },
    ]);
    const [restaurant] = await expectOk(call(diary, ivan, 'GET', '/api/restaurants'), 200);
    expect(restaurant.restaurantImages.map((i: { url: string }) => i.url)).toEqual([
      'https://s3-media.fl.yelpcdn.com/bphoto/x/o.jpg',
    ]);
  });

  it('uploads a photo shown by several records once, and points them all at it', async () => {
    const hana = diary.tokenFor('user-hana', 'Hana');
    const shared = {
      url: '/api/uploads/images/SharedSharedSharedShar.png',
      isPrimary: true,
      caption: '',
      photo: 'photos/SharedSharedSharedShar.png',
    };
    const zip = buildZip([
      {
        name: 'diary.json',
        data: diaryJson({
          meals: ['Soup', 'Stew', 'Salad'].map((name, i) => ({
            id: `m${i}`,
            name,
            date: '2024-01-02',
            mealImages: [shared],
          })),
        }),
      },
      { name: shared.photo, data: MEAL_PHOTO_BYTES },
    ]);
    const uploadsBefore = neighbours.uploads.size;

    const done = await importOf(hana, zip);

    expect(done.summary.imported).toMatchObject({ meals: 3, photos: 1 });
    expect(neighbours.uploads.size).toBe(uploadsBefore + 1);
    const meals = await expectOk(call(diary, hana, 'GET', '/api/meals'), 200);
    const urls = new Set(
      meals.map((meal: { mealImages: { url: string }[] }) => meal.mealImages[0]!.url),
    );
    expect(urls.size).toBe(1);
  });

  describe('refuses, with a clear message and nothing written,', () => {
    const frank = () => diary.tokenFor('user-frank', 'Frank');

    afterEach(async () => {
      expect(await countsOf(frank())).toEqual({ restaurants: 0, meals: 0, tags: 0, posts: 0 });
    });

    it.each([
      [
        'a file that is not a zip',
        Buffer.from('%PDF-1.7 not a zip at all'),
        'This file is not a Dining Diary export: it is not a zip archive, or the archive is damaged.',
      ],
      [
        'a zip without diary.json',
        buildZip([{ name: 'notes.txt', data: 'hello' }]),
        'This file is not a Dining Diary export: it has no diary.json.',
      ],
      [
        'a foreign JSON',
        buildZip([{ name: 'diary.json', data: '{"places":[]}' }]),
        'This file is not a Dining Diary export: its diary.json is not in our format.',
      ],
      [
        'a newer version',
        buildZip([{ name: 'diary.json', data: diaryJson({ version: 2 }) }]),
        'This export is version 2, which this Dining Diary cannot read (it reads version 1).',
      ],
      [
        'a damaged diary.json',
        buildZip([{ name: 'diary.json', data: '{"format":"dining-diary-export","version":1,' }]),
        'This export is damaged: its diary.json cannot be read.',
      ],
      [
        'a diary.json of the wrong shape',
        buildZip([{ name: 'diary.json', data: diaryJson({ meals: 'many' }) }]),
        'This export is damaged: its diary.json cannot be read.',
      ],
      [
        'a path outside the archive',
        buildZip([
          { name: 'diary.json', data: diaryJson() },
          { name: '../../etc/cron.d/evil', data: 'x' },
        ]),
        'This archive is refused: it names a file outside the archive (../../etc/cron.d/evil).',
      ],
      [
        'an absolute path',
        buildZip([
          { name: '/etc/passwd', data: 'x' },
          { name: 'diary.json', data: diaryJson() },
        ]),
        'This archive is refused: it names a file outside the archive (/etc/passwd).',
      ],
      [
        'a zip bomb',
        buildZip([
          { name: 'diary.json', data: diaryJson() },
          { name: 'photos/bomb.jpg', data: Buffer.alloc(64 * 1024 * 1024), deflate: true },
        ]),
        'This archive is refused: it would unpack to far more than its own size.',
      ],
    ])('%s', async (_case, zip, message) => {
      const answer = await send(frank(), zip);
      expect(answer).toEqual({ statusCode: 400, body: { message } });
    });

    it('an entry that inflates past the size it declares', async () => {
      const json = diaryJson({
        posts: [{ id: 'p', content: 'y'.repeat(50_000), createdAt: null }],
      });
      const zip = buildZip([{ name: 'diary.json', data: json, deflate: true, declaredSize: 100 }]);
      const answer = await send(frank(), zip);
      expect(answer.statusCode).toBe(400);
      expect(answer.body.message).toMatch(
        /^This file is not a Dining Diary export: it is not a zip archive, or the archive is damaged\./,
      );
    });

    it('an archive over the size limit, with 413', async () => {
      const answer = await send(frank(), Buffer.alloc(IMPORT_MAX_BYTES_UNDER_TEST + 1));
      expect(answer).toEqual({
        statusCode: 413,
        body: { message: 'The file is too large: an import is at most 8 MB' },
      });
    });
  });

  describe('one import at a time per user', () => {
    const zip = () => buildZip([{ name: 'diary.json', data: diaryJson() }]);

    it('10 parallel uploads: one 202, nine 409 naming it; the next is taken once it is done', async () => {
      const hal = diary.tokenFor('user-hal', 'Hal');
      const answers = await Promise.all(Array.from({ length: 10 }, () => send(hal, zip())));
      const accepted = answers.filter((answer) => answer.statusCode === 202);
      expect(accepted).toHaveLength(1);
      const refused = answers.filter((answer) => answer.statusCode !== 202);
      expect(refused).toEqual(
        Array.from({ length: 9 }, () => ({
          statusCode: 409,
          body: {
            message:
              'An import is already under way. Wait for it to finish, then import the next file.',
            id: accepted[0]!.body.id,
          },
        })),
      );
      await eventually(async () => {
        const status = await expectOk(
          call(diary, hal, 'GET', `/api/imports/${accepted[0]!.body.id}`),
          200,
        );
        return status.state === 'done' ? status : undefined;
      });
      expect((await send(hal, zip())).statusCode).toBe(202);
    });

    it('a refused archive frees the slot at once', async () => {
      const ivy = diary.tokenFor('user-ivy', 'Ivy');
      expect((await send(ivy, Buffer.from('not a zip'))).statusCode).toBe(400);
      expect((await send(ivy, Buffer.alloc(IMPORT_MAX_BYTES_UNDER_TEST + 1))).statusCode).toBe(413);
      expect((await send(ivy, zip())).statusCode).toBe(202);
    });
  });

  it("keeps one user's imports from another", async () => {
    const gina = diary.tokenFor('user-gina', 'Gina');
    const started = await send(gina, buildZip([{ name: 'diary.json', data: diaryJson() }]));
    expect(started.statusCode).toBe(202);
    const mallory = diary.tokenFor('user-mallory', 'Mallory');
    expect(await call(diary, mallory, 'GET', `/api/imports/${started.body.id}`)).toMatchObject({
      statusCode: 404,
      body: { message: 'Import not found' },
    });
    expect((await call(diary, mallory, 'GET', '/api/imports')).body).toEqual([]);
    expect(await call(diary, undefined, 'GET', '/api/imports')).toMatchObject({ statusCode: 401 });
  });
});
