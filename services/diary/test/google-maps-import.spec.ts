import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse as parseCsv } from 'csv-parse/sync';
import { GoogleMapsImportSlot } from '../src/google-maps-import/claim/google-maps-import-slot';
import { RestaurantsRepository } from '../src/restaurants/restaurants.repository';
import {
  call,
  createRestartableDiary,
  eventually,
  expectOk,
  type NeighbourServices,
  type RestartableDiary,
  startNeighbourServices,
} from './support/account-data-stack';
import { unzip } from './support/unzip';

const FIXTURES = path.join(__dirname, '../src/google-maps-import/testing/fixtures');
const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));

const PREVIEW = '/api/imports/google-maps/preview';
const IMPORT = '/api/imports/google-maps';
const UNLINKED = '/api/imports/google-maps/unlinked';
const MIB = 1024 * 1024;

type Row = {
  line: number;
  name: string;
  note: string;
  mapsUrl: string;
  status: string;
  reason?: string;
};

describe('/api/imports/google-maps', () => {
  let neighbours: NeighbourServices;
  let diary: RestartableDiary;
  let userCount = 0;

  beforeAll(async () => {
    neighbours = await startNeighbourServices();
    diary = await createRestartableDiary(neighbours);
  });

  afterAll(async () => {
    await diary?.destroy();
    await neighbours?.close();
  });

  /** A fresh user of the diary: their token. */
  const newUser = () => diary.tokenFor(`user-gmaps-${++userCount}`);

  async function postCsv(
    token: string,
    url: string,
    body: Buffer | string,
    contentType = 'text/csv; charset=utf-8',
  ) {
    const response = await diary.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
      payload: body,
    });
    return { statusCode: response.statusCode, body: response.body ? response.json() : undefined };
  }

  async function expectCsv(token: string, url: string, body: Buffer | string, status = 200) {
    const answer = await postCsv(token, url, body);
    if (answer.statusCode !== status)
      throw new Error(
        `expected ${status}, got ${answer.statusCode}: ${JSON.stringify(answer.body)}`,
      );
    return answer.body;
  }

  const summary = (rows: Row[]) => rows.map(({ name, status }) => `${status}: ${name}`);

  describe('preview', () => {
    it('reads a Takeout list: BOM, blank second line, quoted commas, empty notes, extra columns, duplicates', async () => {
      const token = newUser();
      await expectOk(call(diary, token, 'POST', '/api/restaurants', { name: '  NOPA ' }), 201);

      const preview = await expectCsv(token, PREVIEW, fixture('want-to-go.csv'));
      expect(summary(preview.rows)).toEqual([
        'new: Chez Panisse',
        'new: Zuni Café',
        'new: Swan Oyster Depot',
        'new: State Bird Provisions',
        'duplicate: zuni café',
        'exists: Nopa',
      ]);
      expect(preview.counts).toEqual({ new: 4, exists: 1, duplicate: 1, invalid: 0 });
      const [chez, zuni, swan, stateBird, again, nopa] = preview.rows as Row[];
      expect(chez).toEqual({
        line: 3,
        name: 'Chez Panisse',
        note: 'Anniversary, 2019',
        mapsUrl:
          'https://www.google.com/maps/place/Chez+Panisse/data=!4m2!3m1!1s0x808f7e9b8c0ca6ef:0x5ac0a1a2c9b1a8b3',
        status: 'new',
      });
      expect(zuni).toMatchObject({
        note: '',
        mapsUrl: 'https://www.google.com/maps/search/Zuni+Caf%C3%A9/@37.7736,-122.4216,17z',
      });
      expect(swan).toMatchObject({ line: 5, note: 'Go early.\nCash only, "really".' });
      expect(stateBird!.note).toBe('');
      expect(again).toMatchObject({ status: 'duplicate', reason: 'Same name as row 4' });
      expect(nopa).toMatchObject({ status: 'exists', reason: 'Already in your diary' });

      // A preview writes nothing.
      const listed = await expectOk(call(diary, token, 'GET', '/api/restaurants'), 200);
      expect(listed.map((restaurant: { name: string }) => restaurant.name)).toEqual(['NOPA']);
    });

    it('compares names as the diary does: case and spaces ignored, accents not', async () => {
      const token = newUser();
      await expectOk(call(diary, token, 'POST', '/api/restaurants', { name: 'ZUNI CAFÉ' }), 201);
      await expectOk(
        call(diary, token, 'POST', '/api/restaurants', { name: 'Chez Panisse Cafe' }),
        201,
      );
      const preview = await expectCsv(
        token,
        PREVIEW,
        'Title,Note,URL\n  zuni café  ,,\nZuni Cafe,,\nchez panisse café,,\n',
      );
      expect(summary(preview.rows)).toEqual([
        'exists: zuni café',
        'new: Zuni Cafe',
        'new: chez panisse café',
      ]);
    });

    it('finds columns by name in any order and case, and says what it cannot import', async () => {
      const preview = await expectCsv(newUser(), PREVIEW, fixture('odd-rows.csv'));
      expect(preview.rows).toEqual([
        {
          line: 2,
          name: 'Tartine Bakery',
          note: '',
          mapsUrl: 'https://www.google.com/maps/place/Tartine',
          status: 'new',
        },
        {
          line: 3,
          name: 'Bad Link Bistro',
          note: '',
          mapsUrl: '',
          status: 'new',
          reason: 'Its link was left out: it is not a Google Maps link',
        },
        {
          line: 4,
          name: 'Elsewhere Eats',
          note: '',
          mapsUrl: '',
          status: 'new',
          reason: 'Its link was left out: it is not a Google Maps link',
        },
        {
          line: 5,
          name: '',
          note: '',
          mapsUrl: 'https://www.google.com/maps/place/Nameless',
          status: 'invalid',
          reason: 'No name: the Title is empty',
        },
        expect.objectContaining({
          line: 7,
          status: 'invalid',
          reason: 'The name is longer than 200 characters',
        }),
      ]);
      expect(preview.counts).toEqual({ new: 3, exists: 0, duplicate: 0, invalid: 2 });
    });
  });

  describe('import', () => {
    it('creates the new places as unrated restaurants dated today, once', async () => {
      const token = newUser();
      await expectOk(call(diary, token, 'POST', '/api/restaurants', { name: 'Nopa' }), 201);
      const today = new Date().toISOString().slice(0, 10);

      const result = await expectCsv(token, IMPORT, fixture('want-to-go.csv'));
      expect(result).toEqual({
        created: 4,
        skipped: [
          { line: 7, name: 'zuni café', reason: 'Same name as row 4' },
          { line: 8, name: 'Nopa', reason: 'Already in your diary' },
        ],
        restaurantIds: [
          expect.stringMatching(/^[0-9a-f]{24}$/),
          expect.stringMatching(/^[0-9a-f]{24}$/),
          expect.stringMatching(/^[0-9a-f]{24}$/),
          expect.stringMatching(/^[0-9a-f]{24}$/),
        ],
      });
      const chez = await expectOk(
        call(diary, token, 'GET', `/api/restaurants/${result.restaurantIds[0]}`),
        200,
      );
      expect(chez).toMatchObject({
        name: 'Chez Panisse',
        notes: 'Anniversary, 2019',
        mapsUrl: expect.stringMatching(/^https:\/\/www\.google\.com\/maps\/place\/Chez\+Panisse\//),
        date: today,
        isThumbsUp: null,
        yelpId: null,
        address: '',
        lat: null,
      });
      const swan = await expectOk(
        call(diary, token, 'GET', `/api/restaurants/${result.restaurantIds[2]}`),
        200,
      );
      expect(swan).toMatchObject({
        name: 'Swan Oyster Depot',
        mapsUrl: 'https://maps.app.goo.gl/SwanOyster1',
      });

      // The same file again: every name is in the diary now.
      const again = await expectCsv(token, IMPORT, fixture('want-to-go.csv'));
      expect(again.created).toBe(0);
      expect(again.restaurantIds).toEqual([]);
      expect(again.skipped.map((skip: { reason: string }) => skip.reason)).toEqual([
        'Already in your diary',
        'Already in your diary',
        'Already in your diary',
        'Already in your diary',
        'Already in your diary',
        'Already in your diary',
      ]);
      const listed = await expectOk(call(diary, token, 'GET', '/api/restaurants'), 200);
      expect(listed).toHaveLength(5);
    });

    it('saves the places of a "Want to go" list for later, named by its file', async () => {
      const token = newUser();
      const csv = 'Title,Note,URL\nLater Place,,\n';
      const saved = await expectCsv(
        token,
        `${IMPORT}?fileName=${encodeURIComponent('Want to go.csv')}`,
        csv,
      );
      const other = await expectCsv(
        token,
        `${IMPORT}?fileName=${encodeURIComponent('Favorite places.csv')}`,
        'Title,Note,URL\nFavourite Place,,\n',
      );
      const unnamed = await expectCsv(token, IMPORT, 'Title,Note,URL\nUnnamed Place,,\n');
      const wantToGoOf = async (id: string) =>
        (await expectOk(call(diary, token, 'GET', `/api/restaurants/${id}`), 200)).wantToGo;
      expect(await wantToGoOf(saved.restaurantIds[0])).toBe(true);
      expect(await wantToGoOf(other.restaurantIds[0])).toBe(false);
      expect(await wantToGoOf(unnamed.restaurantIds[0])).toBe(false);
      const later = await expectOk(
        call(diary, token, 'GET', '/api/restaurants?wantToGo=true'),
        200,
      );
      expect(later.map((restaurant: { name: string }) => restaurant.name)).toEqual(['Later Place']);
      const tooLong = await postCsv(token, `${IMPORT}?fileName=${'x'.repeat(300)}`, csv);
      expect(tooLong.statusCode).toBe(400);
      expect(tooLong.body.message).toMatch(/fileName/);
    });

    it("writes only to the importing user's diary", async () => {
      const ada = newUser();
      const bob = newUser();
      await expectOk(call(diary, bob, 'POST', '/api/restaurants', { name: 'Chez Panisse' }), 201);
      const result = await expectCsv(ada, IMPORT, fixture('want-to-go.csv'));
      expect(result.created).toBe(5);
      const bobs = await expectOk(call(diary, bob, 'GET', '/api/restaurants'), 200);
      expect(bobs.map((restaurant: { name: string }) => restaurant.name)).toEqual(['Chez Panisse']);
    });

    it('keeps formula-like cells as text, and the export escapes them for spreadsheets', async () => {
      const token = newUser();
      const result = await expectCsv(token, IMPORT, fixture('formulas.csv'));
      expect(result.created).toBe(3);
      const stored = await Promise.all(
        result.restaurantIds.map((id: string) =>
          expectOk(call(diary, token, 'GET', `/api/restaurants/${id}`), 200),
        ),
      );
      expect(stored.map(({ name, notes }) => ({ name, notes }))).toEqual([
        { name: "=cmd|' /C calc'!A0", notes: '=HYPERLINK("http://evil.test")' },
        { name: '+SUM(1)', notes: '@mention' },
        { name: '-2+3', notes: '=1+1' },
      ]);

      const started = await expectOk(call(diary, token, 'POST', '/api/exports'), 202);
      await eventually(
        async () => {
          const status = await expectOk(
            call(diary, token, 'GET', `/api/exports/${started.id}`),
            200,
          );
          return status.state === 'ready' ? status : undefined;
        },
        20_000,
        'the export',
      );
      const link = await expectOk(
        call(diary, token, 'POST', `/api/exports/${started.id}/download-link`),
        201,
      );
      const entries = await unzip((await call(diary, undefined, 'GET', link.url)).raw);
      const csvRows = parseCsv(entries.get('restaurants.csv')!, {
        bom: true,
        columns: true,
      }) as Record<string, string>[];
      const byMapsUrl = new Map(csvRows.map((row) => [row.mapsUrl, row]));
      expect(byMapsUrl.get('https://www.google.com/maps/place/Formula')).toMatchObject({
        name: "'=cmd|' /C calc'!A0",
        notes: `'=HYPERLINK("http://evil.test")`,
      });
      expect(byMapsUrl.get('https://www.google.com/maps/place/Plus')).toMatchObject({
        name: "'+SUM(1)",
        notes: "'@mention",
      });
      expect(byMapsUrl.get('https://www.google.com/maps/place/Minus')!.name).toBe("'-2+3");
      const diaryJson = JSON.parse(entries.get('diary.json')!.toString('utf8'));
      expect(
        diaryJson.restaurants.map((restaurant: { name: string; mapsUrl: string }) => [
          restaurant.name,
          restaurant.mapsUrl,
        ]),
      ).toEqual(
        expect.arrayContaining([
          ["=cmd|' /C calc'!A0", 'https://www.google.com/maps/place/Formula'],
        ]),
      );
    });
  });

  describe('one import at a time per user', () => {
    const tenPlaces = [
      'Title,Note,URL',
      ...Array.from(
        { length: 10 },
        (_, index) => `Place ${index + 1},note ${index + 1},https://maps.app.goo.gl/p${index + 1}`,
      ),
    ].join('\n');
    const names = async (token: string) =>
      (await expectOk(call(diary, token, 'GET', '/api/restaurants?limit=100'), 200))
        .map((restaurant: { name: string }) => restaurant.name)
        .sort();

    it('10 parallel imports of one file: one 200 creating each place once, nine 409 naming it', async () => {
      const ada = newUser();
      const bob = newUser();
      // Bob's import at the same time is his own: it is not refused.
      const [bobs, ...answers] = await Promise.all([
        postCsv(bob, IMPORT, tenPlaces),
        ...Array.from({ length: 10 }, () => postCsv(ada, IMPORT, tenPlaces)),
      ]);
      // Each place once in each diary.
      const expected = Array.from({ length: 10 }, (_, index) => `Place ${index + 1}`).sort();
      expect(await names(ada)).toEqual(expected);
      expect(await names(bob)).toEqual(expected);
      expect(bobs!.statusCode).toBe(200);
      expect(bobs!.body.created).toBe(10);

      const done = answers.filter((answer) => answer.statusCode === 200);
      expect(done).toHaveLength(1);
      expect(done[0]!.body).toMatchObject({ created: 10, skipped: [] });
      const refused = answers.filter((answer) => answer.statusCode !== 200);
      const id = refused[0]?.body?.id;
      expect(id).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
      expect(refused).toEqual(
        Array.from({ length: 9 }, () => ({
          statusCode: 409,
          body: {
            message:
              'A Google Maps import is already under way. Wait for it to finish, then import the next file.',
            id,
          },
        })),
      );

      // Finished: the next import runs, and finds every place in the diary.
      const again = await expectCsv(ada, IMPORT, tenPlaces);
      expect(again.created).toBe(0);
      expect(again.skipped).toHaveLength(10);
    });

    it('while an import holds the slot: 409 naming it; an unreadable file is still a 400, a preview answered', async () => {
      const userId = `user-gmaps-${++userCount}`;
      const token = diary.tokenFor(userId);
      const slot = diary.app.get(GoogleMapsImportSlot);
      expect(await slot.take(userId, 'import-under-way')).toBeUndefined();
      try {
        expect(await postCsv(token, IMPORT, tenPlaces)).toEqual({
          statusCode: 409,
          body: {
            message:
              'A Google Maps import is already under way. Wait for it to finish, then import the next file.',
            id: 'import-under-way',
          },
        });
        expect(await postCsv(token, IMPORT, '')).toEqual({
          statusCode: 400,
          body: { message: 'The file is empty' },
        });
        expect((await expectCsv(token, PREVIEW, tenPlaces)).counts.new).toBe(10);
        expect(await names(token)).toEqual([]);
        // The refused import left the holder's slot alone.
        expect(await slot.take(userId, 'another')).toBe('import-under-way');
      } finally {
        await slot.free(userId, 'import-under-way');
      }
      expect((await expectCsv(token, IMPORT, tenPlaces)).created).toBe(10);
    });

    it('an import that fails frees the slot for the next one', async () => {
      const token = newUser();
      const insert = jest
        .spyOn(diary.app.get(RestaurantsRepository), 'insertImported')
        .mockRejectedValueOnce(new Error('the database went away'));
      try {
        expect((await postCsv(token, IMPORT, tenPlaces)).statusCode).toBe(500);
      } finally {
        insert.mockRestore();
      }
      expect((await expectCsv(token, IMPORT, tenPlaces)).created).toBe(10);
    });
  });

  describe('refusals', () => {
    it('refuses a file without a Title column', async () => {
      const answer = await postCsv(newUser(), PREVIEW, fixture('no-title.csv'));
      expect(answer).toEqual({
        statusCode: 400,
        body: {
          message:
            'This file is not a Google Maps saved-places CSV: it has no Title column. Pick the CSV of a saved list from Google Takeout (Saved folder)',
        },
      });
    });

    it('refuses binary, non-UTF-8, empty and broken files with a clear message', async () => {
      const token = newUser();
      const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
      const latin1 = Buffer.from('Title,Note\nCaf\xe9 Bleu,\n', 'latin1');
      const utf16 = Buffer.from('\ufeffTitle,Note\nA,B\n', 'utf16le');
      for (const body of [png, latin1, utf16])
        expect(await postCsv(token, IMPORT, body)).toEqual({
          statusCode: 400,
          body: { message: 'This file is not a CSV file: it is not UTF-8 text' },
        });
      expect(await postCsv(token, IMPORT, '')).toEqual({
        statusCode: 400,
        body: { message: 'The file is empty' },
      });
      const broken = await postCsv(token, PREVIEW, 'Title,Note\n"Open quote,never closed\n');
      expect(broken.statusCode).toBe(400);
      expect(broken.body.message).toMatch(/^This file could not be read as CSV: Quote Not Closed/);
      expect(await expectOk(call(diary, token, 'GET', '/api/restaurants'), 200)).toEqual([]);
    });

    it('answers 415 for a body that is not text/csv', async () => {
      const token = newUser();
      const asJson = await diary.app.inject({
        method: 'POST',
        url: IMPORT,
        headers: { authorization: `Bearer ${token}` },
        payload: { csv: 'Title\nA\n' },
      });
      expect(asJson.statusCode).toBe(415);
      expect(asJson.json()).toEqual({ message: 'Send the saved-places file as text/csv' });
      const asText = await postCsv(token, IMPORT, 'Title\nA\n', 'text/plain');
      expect(asText.statusCode).toBe(415);
      expect(asText.body).toEqual({ message: expect.any(String) });
    });

    it('refuses a body over 1 MiB with 413, announced or not', async () => {
      const token = newUser();
      const big = Buffer.alloc(MIB + 1, 'a');
      big.write('Title\n');
      expect(await postCsv(token, IMPORT, big)).toEqual({
        statusCode: 413,
        body: { message: 'The file is too large: a Google Maps import is at most 1 MB' },
      });
      // Without a Content-Length (chunked), the parser's limit cuts it.
      const chunked = await diary.app.inject({
        method: 'POST',
        url: PREVIEW,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': 'text/csv',
          'transfer-encoding': 'chunked',
        },
        payload: big,
      });
      expect(chunked.statusCode).toBe(413);
      expect(chunked.json()).toEqual({ message: expect.any(String) });
      // Exactly 1 MiB is still read.
      const fits = Buffer.alloc(MIB, 'a');
      fits.write('Title\n');
      expect((await postCsv(token, PREVIEW, fits)).statusCode).toBe(200);
    });

    it('refuses more than 5,000 places and writes none of them', async () => {
      const token = newUser();
      const rows = (count: number) =>
        ['Title', ...Array.from({ length: count }, (_, index) => `Place ${index + 1}`)].join('\n');
      const over = await postCsv(token, IMPORT, rows(5001));
      expect(over).toEqual({
        statusCode: 400,
        body: {
          message:
            'This file has more than 5,000 places: split the list and import at most 5,000 at a time',
        },
      });
      expect(await expectOk(call(diary, token, 'GET', '/api/restaurants?limit=1'), 200)).toEqual(
        [],
      );
      const preview = await expectCsv(token, PREVIEW, rows(5000));
      expect(preview.counts.new).toBe(5000);
    });

    it('needs a signed-in user', async () => {
      const response = await diary.app.inject({
        method: 'POST',
        url: PREVIEW,
        headers: { 'content-type': 'text/csv' },
        payload: 'Title\nA\n',
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('unlinked places', () => {
    it('lists the imported places without a Yelp link, newest import first, in pages', async () => {
      const token = newUser();
      await expectOk(
        call(diary, token, 'POST', '/api/restaurants', { name: 'Typed in by hand' }),
        201,
      );
      const first = await expectCsv(token, IMPORT, 'Title,Note,URL\nOld One,first list,\n');
      const second = await expectCsv(
        token,
        IMPORT,
        'Title,Note,URL\nAlpha,a,https://maps.app.goo.gl/a\nBeta,b,https://maps.app.goo.gl/b\nGamma,,\n',
      );

      const all = await expectOk(call(diary, token, 'GET', UNLINKED), 200);
      expect(all.total).toBe(4);
      expect(all.nextCursor).toBeNull();
      // The newest import first, each import in the order of its file.
      expect(all.places.map((place: { name: string }) => place.name)).toEqual([
        'Alpha',
        'Beta',
        'Gamma',
        'Old One',
      ]);
      expect(all.places.find((place: { name: string }) => place.name === 'Alpha')).toEqual({
        _id: second.restaurantIds[0],
        name: 'Alpha',
        notes: 'a',
        mapsUrl: 'https://maps.app.goo.gl/a',
      });

      // Linking one to Yelp (the edit page's PUT) takes it off the list.
      await expectOk(
        call(diary, token, 'PUT', `/api/restaurants/${second.restaurantIds[1]}`, {
          yelpId: 'beta-sf',
          address: '1 Beta St',
        }),
        200,
      );
      const pages: string[][] = [];
      let cursor: string | null = null;
      do {
        const page = await expectOk(
          call(
            diary,
            token,
            'GET',
            `${UNLINKED}?limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
          ),
          200,
        );
        expect(page.total).toBe(3);
        pages.push(page.places.map((place: { name: string }) => place.name));
        cursor = page.nextCursor;
      } while (cursor);
      expect(pages).toEqual([['Alpha', 'Gamma'], ['Old One']]);
      // The restaurants list shows an import in file order too.
      const listed = await expectOk(call(diary, token, 'GET', '/api/restaurants'), 200);
      expect(listed.map((restaurant: { name: string }) => restaurant.name).slice(0, 3)).toEqual([
        'Alpha',
        'Beta',
        'Gamma',
      ]);
      expect(first.created).toBe(1);

      // Someone else sees none of them.
      expect(await expectOk(call(diary, newUser(), 'GET', UNLINKED), 200)).toEqual({
        total: 0,
        places: [],
        nextCursor: null,
      });
    });

    it('validates the page size and cursor', async () => {
      const token = newUser();
      for (const query of ['limit=0', 'limit=101', 'limit=x', 'cursor=nope'])
        expect((await call(diary, token, 'GET', `${UNLINKED}?${query}`)).statusCode).toBe(400);
    });
  });
});
