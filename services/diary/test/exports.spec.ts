import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { decode } from 'jsonwebtoken';
import { parse as parseCsv } from 'csv-parse/sync';
import { parse as parseYaml } from 'yaml';
import type { TokenPayload } from '@dd/contracts';
import { TokenRevocationStore } from '@dd/nest-common';
import {
  call,
  createRestartableDiary,
  eventually,
  expectOk,
  exportAndDownload,
  type NeighbourServices,
  type RestartableDiary,
  startNeighbourServices,
} from './support/account-data-stack';
import { neutraliseFormula } from '../src/exports/format/spreadsheet-cells';
import { unzip } from './support/unzip';

const PHOTO = 'AbCdEfGhIjKlMnOpQrStUv.jpg';
const PROFILE_PHOTO = 'ProfileProfileProfile0.webp';
const GONE_PHOTO = 'GoneGoneGoneGoneGoneGo.jpg';
const PHOTO_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 5, 0xff, 0xd9]);

describe('/api/exports', () => {
  let neighbours: NeighbourServices;
  let diary: RestartableDiary;
  const ada = 'user-ada';
  const bob = 'user-bob';
  let adaToken: string;
  let bobToken: string;

  beforeAll(async () => {
    neighbours = await startNeighbourServices();
    neighbours.photos.set(PHOTO, PHOTO_BYTES);
    neighbours.photos.set(PROFILE_PHOTO, Buffer.from('profile-bytes'));
    neighbours.categories.push({ _id: 'c1', name: 'Ramen' });
    diary = await createRestartableDiary(neighbours);
    adaToken = diary.tokenFor(ada, 'Ada Lovelace');
    bobToken = diary.tokenFor(bob, 'Bob');
    // Uploaded by Ada; GONE_PHOTO was deleted from media after her meal showed it.
    neighbours.own(ada, PHOTO, GONE_PHOTO);

    const restaurant = await expectOk(
      call(diary, adaToken, 'POST', '/api/restaurants', {
        name: 'Chez Panisse',
        address: '1517 Shattuck Ave, Berkeley',
        phone: '+1 510 548 5525',
        date: '2024-05-01',
        lat: 37.87,
        long: -122.27,
        mapsUrl: 'https://www.google.com/maps/place/Chez+Panisse',
        restaurantImages: [{ url: `/api/uploads/images/${PHOTO}`, caption: 'Front' }],
      }),
      201,
    );
    const tag = await expectOk(
      call(diary, adaToken, 'POST', '/api/tags', { name: 'Date night' }),
      201,
    );
    await expectOk(
      call(diary, adaToken, 'POST', '/api/restaurant-tags', {
        restaurantId: restaurant._id,
        tagId: tag._id,
      }),
      201,
    );
    const meal = await expectOk(
      call(diary, adaToken, 'POST', '/api/meals', {
        name: '=HYPERLINK("http://evil.test","Pad Thai")',
        date: '2024-05-02',
        restaurantId: restaurant._id,
        isThumbsUp: true,
        price: { amount: 18.5, currency: 'USD' },
        companions: ['Sam', 'Alex; Jr'],
        notes: '## Great\n\n@mention and +1, with "quotes", commas; and ünïcode',
        mealImages: [
          { url: `/api/uploads/images/${PHOTO}` },
          { url: `/api/uploads/images/${GONE_PHOTO}` },
          { url: 'https://images.example.com/yelp.jpg' },
        ],
      }),
      201,
    );
    await expectOk(
      call(diary, adaToken, 'POST', '/api/meal-tags', { mealId: meal._id, tagId: tag._id }),
      201,
    );
    await expectOk(call(diary, adaToken, 'POST', '/api/posts', { content: 'Hello' }), 201);
    await expectOk(
      call(diary, bobToken, 'POST', '/api/restaurants', { name: 'Bob secret diner' }),
      201,
    );
    await expectOk(
      call(diary, bobToken, 'POST', '/api/meals', { name: 'Bob secret meal', date: '2024-01-01' }),
      201,
    );
  });

  afterAll(async () => {
    await diary?.destroy();
    await neighbours?.close();
  });

  it('writes CSVs that a CSV parser reads back cell for cell (RFC 4180 quoting)', async () => {
    const token = diary.tokenFor('user-csv', 'Cleo Sheets');
    const notes = [
      'line one\nline two\n\n- a list',
      'windows\r\nline breaks\r\n',
      'a lone\rcarriage return',
      'commas, and "quotes", together',
      '=SUM(A1:A2)\nstarts a formula',
      '@mention\n+1 -1',
      'plain',
    ];
    const restaurant = await expectOk(
      call(diary, token, 'POST', '/api/restaurants', {
        name: 'Line, "Break" Bistro',
        notes: notes[0],
        address: '1 Main St\nSuite 2',
        date: '2024-03-01',
      }),
      201,
    );
    const meals = [];
    for (const [index, text] of notes.entries()) {
      meals.push(
        await expectOk(
          call(diary, token, 'POST', '/api/meals', {
            name: `Dish ${index}, "special"`,
            date: `2024-03-${String(index + 10).padStart(2, '0')}`,
            restaurantId: restaurant._id,
            notes: text,
            price: index % 2 === 0 ? { amount: index * 10 + 0.05, currency: 'EUR' } : null,
            companions: index % 2 === 0 ? [] : ['=Sam', 'Jo\\; "Jr"'],
          }),
          201,
        ),
      );
    }

    const entries = await unzip((await exportAndDownload(diary, token)).zip);
    // Any line break ends an unquoted record, as in a spreadsheet or Python's csv.
    const read = (name: string) =>
      parseCsv(entries.get(name)!, {
        bom: true,
        columns: true,
        record_delimiter: ['\r\n', '\n', '\r'],
      }) as Record<string, string>[];

    const mealRows = read('meals.csv');
    expect(mealRows).toHaveLength(notes.length);
    const byId = new Map(mealRows.map((row) => [row.id, row]));
    for (const [index, meal] of meals.entries()) {
      expect(byId.get(meal._id)).toEqual({
        id: meal._id,
        date: `2024-03-${String(index + 10).padStart(2, '0')}`,
        name: `Dish ${index}, "special"`,
        restaurant: 'Line, "Break" Bistro',
        restaurantId: restaurant._id,
        rating: '',
        tags: '',
        notes: neutraliseFormula(meal.notes),
        photos: '',
        priceAmount: index % 2 === 0 ? (index * 10 + 0.05).toFixed(2) : '',
        priceCurrency: index % 2 === 0 ? 'EUR' : '',
        // Joined with "; ", a backslash and a semicolon escaped; the formula guard casts the cell.
        companions: index % 2 === 0 ? '' : `'=Sam; Jo\\\\\\; "Jr"`,
      });
    }
    const [restaurantRow] = read('restaurants.csv');
    expect(restaurantRow).toMatchObject({
      id: restaurant._id,
      name: 'Line, "Break" Bistro',
      address: restaurant.address,
      notes: restaurant.notes,
    });
    expect(read('restaurants.csv')).toHaveLength(1);
  });

  it('zips the whole diary: diary.json, CSVs, one note per meal and the photos', async () => {
    const { zip } = await exportAndDownload(diary, adaToken);
    const entries = await unzip(zip);
    const names = [...entries.keys()];
    expect(names).toEqual(
      expect.arrayContaining([
        'README.txt',
        'diary.json',
        'restaurants.csv',
        'meals.csv',
        `photos/${PHOTO}`,
      ]),
    );

    const diaryJson = JSON.parse(entries.get('diary.json')!.toString('utf8'));
    expect(diaryJson).toMatchObject({ format: 'dining-diary-export', version: 1 });
    expect(diaryJson.profile).toMatchObject({ id: ada, fullName: 'Ada Lovelace' });
    expect(diaryJson.restaurants).toHaveLength(1);
    expect(diaryJson.restaurants[0]).toMatchObject({
      name: 'Chez Panisse',
      mapsUrl: 'https://www.google.com/maps/place/Chez+Panisse',
      lat: 37.87,
      long: -122.27,
      restaurantImages: [
        {
          url: `/api/uploads/images/${PHOTO}`,
          isPrimary: true,
          caption: 'Front',
          photo: `photos/${PHOTO}`,
        },
      ],
    });
    const [meal] = diaryJson.meals;
    expect(meal).toMatchObject({
      date: '2024-05-02',
      isThumbsUp: true,
      restaurantId: diaryJson.restaurants[0].id,
      price: { amount: 18.5, currency: 'USD' },
      companions: ['Sam', 'Alex; Jr'],
    });
    expect(meal.mealImages[2]).toMatchObject({
      url: 'https://images.example.com/yelp.jpg',
      photo: null,
    });
    expect(diaryJson.tags).toEqual([{ id: expect.any(String), name: 'Date night' }]);
    expect(diaryJson.restaurantTags).toEqual([
      {
        id: expect.any(String),
        restaurantId: diaryJson.restaurants[0].id,
        tagId: diaryJson.tags[0].id,
      },
    ]);
    expect(diaryJson.mealTags).toEqual([
      { id: expect.any(String), mealId: meal.id, tagId: diaryJson.tags[0].id },
    ]);
    expect(diaryJson.categories).toEqual([{ id: 'c1', name: 'Ramen' }]);
    expect(diaryJson.posts).toEqual([
      { id: expect.any(String), content: 'Hello', createdAt: expect.any(String) },
    ]);

    expect(entries.get(`photos/${PHOTO}`)).toEqual(PHOTO_BYTES);
    expect(neighbours.photoRequests.filter((file) => file === PHOTO)).toHaveLength(1);
    expect(entries.get('missing-photos.txt')?.toString()).toContain(GONE_PHOTO);

    const mealsCsv = entries.get('meals.csv')!;
    expect([...mealsCsv.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csvText = mealsCsv.toString('utf8').slice(1);
    expect(csvText.split('\r\n')[0]).toBe(
      'id,date,name,restaurant,restaurantId,rating,tags,notes,photos,priceAmount,priceCurrency,companions',
    );
    expect(csvText).toContain(',18.50,USD,Sam; Alex\\; Jr\r\n');
    expect(csvText).toContain(`"'=HYPERLINK(""http://evil.test"",""Pad Thai"")"`);
    expect(csvText).toContain(',2024-05-02,');
    expect(csvText).toContain(',Chez Panisse,');
    expect(csvText).toContain(',up,Date night,');
    const restaurantsCsv = entries.get('restaurants.csv')!.toString('utf8');
    expect(restaurantsCsv.slice(1).split('\r\n')[0]).toBe(
      'id,name,date,rating,cuisine,address,phone,website,yelpId,lat,long,tags,notes,photos,mapsUrl,wantToGo',
    );
    expect(restaurantsCsv).toContain(',https://www.google.com/maps/place/Chez+Panisse,false\r\n');
    // A phone number is written as it is: the formula guard leaves it alone.
    expect(restaurantsCsv).toContain(',+1 510 548 5525,');
    expect(restaurantsCsv).toContain(',-122.27,');

    const note = names.find((name) => name.startsWith('meals/2024-05-02-'))!;
    expect(note).toMatch(/^meals\/2024-05-02-hyperlink-http-evil-test-pad-thai-[0-9a-f]{24}\.md$/);
    const [, frontMatter, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(
      entries.get(note)!.toString('utf8'),
    )!;
    expect(parseYaml(frontMatter)).toMatchObject({
      title: '=HYPERLINK("http://evil.test","Pad Thai")',
      date: '2024-05-02',
      restaurant: 'Chez Panisse',
      rating: 'up',
      price: '18.50 USD',
      companions: ['Sam', 'Alex; Jr'],
      tags: ['Date night'],
      photos: [
        `../photos/${PHOTO}`,
        `../photos/${GONE_PHOTO}`,
        'https://images.example.com/yelp.jpg',
      ],
    });
    expect(body.trim()).toBe('## Great\n\n@mention and +1, with "quotes", commas; and ünïcode');
  });

  it('keeps every other user out of my zip, and my exports out of their reach', async () => {
    const { id, zip } = await exportAndDownload(diary, adaToken);
    const text = [...(await unzip(zip)).values()]
      .map((bytes) => bytes.toString('latin1'))
      .join('\n');
    expect(text).not.toContain('Bob secret');

    expect((await call(diary, bobToken, 'GET', `/api/exports/${id}`)).statusCode).toBe(404);
    expect((await call(diary, bobToken, 'POST', `/api/exports/${id}/download-link`)).body).toEqual({
      message: 'Export not found',
    });
    expect(await expectOk(call(diary, bobToken, 'GET', '/api/exports'), 200)).toEqual([]);

    const bobExport = await exportAndDownload(diary, bobToken);
    const bobJson = JSON.parse((await unzip(bobExport.zip)).get('diary.json')!.toString('utf8'));
    expect(bobJson.restaurants.map((r: { name: string }) => r.name)).toEqual(['Bob secret diner']);
    expect(bobJson.meals.map((m: { name: string }) => m.name)).toEqual(['Bob secret meal']);
    // A meal without a price says so, rather than leaving the field out.
    expect(bobJson.meals[0]).toHaveProperty('price', null);
    expect(bobJson.meals[0]).toHaveProperty('companions', []);
    expect(bobJson.meals[0]).not.toHaveProperty('companionKeys');
    expect(JSON.stringify(bobJson)).not.toContain('Chez Panisse');
  });

  it('refuses a ticket for another export, a made-up ticket and no token', async () => {
    const { id } = await exportAndDownload(diary, adaToken);
    const link = await expectOk(
      call(diary, adaToken, 'POST', `/api/exports/${id}/download-link`),
      201,
    );
    const ticket = String(link.url).split('ticket=')[1];
    const other = await call(
      diary,
      undefined,
      'GET',
      `/api/exports/00000000-0000-4000-8000-000000000000/file?ticket=${ticket}`,
    );
    expect(other).toMatchObject({
      statusCode: 404,
      body: { message: 'This download link is invalid or has expired' },
    });
    expect(
      (await call(diary, undefined, 'GET', `/api/exports/${id}/file?ticket=${'x'.repeat(32)}`))
        .statusCode,
    ).toBe(404);
    expect((await call(diary, undefined, 'GET', `/api/exports/${id}/file`)).statusCode).toBe(404);
    expect((await call(diary, undefined, 'POST', '/api/exports')).statusCode).toBe(401);
    expect((await call(diary, adaToken, 'GET', '/api/exports/not-an-id')).statusCode).toBe(404);
  });

  describe('one export at a time per user', () => {
    it('5 parallel requests build one zip: one 202, the others 409 naming that export', async () => {
      const userId = 'user-racer';
      const token = diary.tokenFor(userId, 'Racer');
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => call(diary, token, 'POST', '/api/exports')),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([202, 409, 409, 409, 409]);
      const ids = new Set(answers.map((answer) => answer.body.id));
      expect(ids.size).toBe(1);
      const [id] = [...ids];
      for (const loser of answers.filter((answer) => answer.statusCode === 409))
        expect(loser.body).toEqual({
          id,
          message: 'An export is already under way. Wait for it to finish.',
        });
      await eventually(async () => {
        const status = await expectOk(call(diary, token, 'GET', `/api/exports/${id}`), 200);
        return status.state === 'ready' ? status : undefined;
      });
      expect(await readdir(path.join(diary.exportDir, userId))).toEqual([`${id}.zip`]);
      // Finished: the slot is free for the next one.
      expect((await call(diary, token, 'POST', '/api/exports')).statusCode).toBe(202);
    });
  });

  describe('download tickets', () => {
    async function linkFor(token: string): Promise<string> {
      const { id } = await exportAndDownload(diary, token);
      return (await expectOk(call(diary, token, 'POST', `/api/exports/${id}/download-link`), 201))
        .url;
    }
    const invalid = {
      statusCode: 404,
      body: { message: 'This download link is invalid or has expired' },
    };
    const revocations = () => diary.app.get(TokenRevocationStore);

    it('work once, even when redeemed twice at the same time', async () => {
      const url = await linkFor(diary.tokenFor('user-once', 'Once'));
      const answers = await Promise.all([1, 2, 3].map(() => call(diary, undefined, 'GET', url)));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 404, 404]);
      expect(await call(diary, undefined, 'GET', url)).toMatchObject(invalid);
    });

    it('die with the session that asked for them (logout)', async () => {
      const token = diary.tokenFor('user-leaving', 'Leaving');
      const url = await linkFor(token);
      await revocations().revokeToken(token, decode(token) as TokenPayload);
      expect(await call(diary, undefined, 'GET', url)).toMatchObject(invalid);
    });

    it('die with the account (its deletion revokes every session)', async () => {
      const url = await linkFor(diary.tokenFor('user-deleted', 'Deleted'));
      await revocations().revokeGenerationsBelow('user-deleted', Number.MAX_SAFE_INTEGER, 3600);
      expect(await call(diary, undefined, 'GET', url)).toMatchObject(invalid);
    });
  });

  it('lists my latest export', async () => {
    const { id } = await exportAndDownload(diary, adaToken);
    const list = await expectOk(call(diary, adaToken, 'GET', '/api/exports'), 200);
    expect(list).toEqual([expect.objectContaining({ id, state: 'ready' })]);
  });
});
