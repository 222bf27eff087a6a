import type { ShareSummary } from '@dd/contracts';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { ShareRecord } from '../src/shares/share.schema';
import {
  call,
  createRestartableDiary,
  expectOk,
  type NeighbourServices,
  type RestartableDiary,
  startNeighbourServices,
} from './support/account-data-stack';

const PHOTO = Buffer.from('a photo of a bowl of pho');
const PHOTO_FILE = 'pho-bowl_1.jpg';
const SHARE_PATH = /^\/s\/[A-Za-z0-9_-]{32}$/;

/** The public page (or photo) of a share, as a visitor without an account opens it. */
async function visit(diary: RestartableDiary, path: string) {
  const answer = await call(diary, undefined, 'GET', path, undefined, {
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'diary.example',
  });
  return { ...answer, html: answer.raw.toString() };
}

describe('read-only share links', () => {
  let neighbours: NeighbourServices;
  let diary: RestartableDiary;
  let ada: string;
  let bob: string;
  const ids: Record<string, string> = {};

  async function restaurant(token: string, body: Record<string, unknown>): Promise<string> {
    return (await expectOk(call(diary, token, 'POST', '/api/restaurants', body), 201))._id;
  }

  async function share(token: string, body: unknown): Promise<ShareSummary & { path: string }> {
    return expectOk(call(diary, token, 'POST', '/api/shares', body), 201);
  }

  beforeAll(async () => {
    neighbours = await startNeighbourServices();
    diary = await createRestartableDiary(neighbours);
    ada = diary.tokenFor('user-ada', 'Ada Lovelace');
    bob = diary.tokenFor('user-bob', 'Bob Builder');
    neighbours.photos.set(PHOTO_FILE, PHOTO);
    neighbours.own('user-ada', PHOTO_FILE);
    ids.pho = await restaurant(ada, {
      name: 'Pho Bar',
      address: '1 Main St, Springfield',
      isThumbsUp: true,
      notes: 'Ask for the <b>secret</b> menu',
      restaurantImages: [
        { url: `/api/uploads/images/${PHOTO_FILE}`, isPrimary: true, caption: 'The bowl' },
      ],
    });
    ids.taco = await restaurant(ada, { name: 'Taco Hut', isThumbsUp: false });
    ids.noodle = await restaurant(ada, { name: 'Noodle Place', isThumbsUp: true });
    ids.noodles = (
      await expectOk(call(diary, ada, 'POST', '/api/tags', { name: 'noodles' }), 201)
    )._id;
    await expectOk(
      call(diary, ada, 'POST', '/api/restaurant-tags', {
        restaurantId: ids.noodle,
        tagId: ids.noodles,
      }),
      201,
    );
    ids.meal = (
      await expectOk(
        call(diary, ada, 'POST', '/api/meals', {
          name: 'Rare beef pho',
          date: '2026-11-20',
          restaurantId: ids.pho,
          isThumbsUp: true,
          notes: 'Extra basil',
          price: { amount: 14.5, currency: 'USD' },
          companions: ['Sam', 'Alex <i>Jr</i>'],
        }),
        201,
      )
    )._id;
    ids.bobs = await restaurant(bob, { name: 'Bob’s Diner', isThumbsUp: true });
  });

  afterAll(async () => {
    await diary?.destroy();
    await neighbours?.close();
  });

  it('shares the restaurants the filter matched at creation, not those added later', async () => {
    const link = await share(ada, { scope: { kind: 'restaurants', filter: 'thumbsUp' } });
    expect(link.path).toMatch(SHARE_PATH);
    expect(link).toMatchObject({
      kind: 'restaurants',
      title: '2 restaurants',
      description: 'Thumbs up',
      includeNotes: false,
      includePhotos: false,
      includePrices: false,
      includeCompanions: false,
      opens: 0,
    });
    await restaurant(ada, { name: 'Later Place', isThumbsUp: true });

    const page = await visit(diary, link.path);
    expect(page.statusCode).toBe(200);
    expect(page.html).toContain('Pho Bar');
    expect(page.html).toContain('Noodle Place');
    expect(page.html).not.toContain('Taco Hut');
    expect(page.html).not.toContain('Later Place');

    const tagged = await share(ada, {
      scope: { kind: 'restaurants', filter: 'all', q: 'place', tagId: ids.noodles },
    });
    expect(tagged.description).toBe('All restaurants, matching “place”, tagged noodles');
    const taggedPage = await visit(diary, tagged.path);
    expect(taggedPage.html).toContain('Noodle Place');
    expect(taggedPage.html).toContain('noodles');
    expect(taggedPage.html).not.toContain('Pho Bar');
    expect(taggedPage.html).not.toContain('Later Place');
  });

  it('serves a read-only page with the owner’s first name only, and no notes or photos unless chosen', async () => {
    const link = await share(ada, { scope: { kind: 'restaurant', id: ids.pho } });
    const page = await visit(diary, link.path);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'none'; img-src 'self'/);
    expect(page.html).toContain('<meta name="robots" content="noindex">');
    expect(page.html).toContain('<meta property="og:title" content="Pho Bar · shared by Ada">');
    expect(page.html).toContain('Would visit again');
    expect(page.html).toContain(
      'href="https://www.google.com/maps/search/?api=1&amp;query=1%20Main%20St%2C%20Springfield"',
    );
    expect(page.html).not.toContain('Lovelace');
    expect(page.html).not.toContain('user-ada');
    expect(page.html).not.toContain('secret');
    expect(page.html).not.toContain('/photos/');
    expect(page.html).not.toContain('og:image');
    expect(page.html).not.toContain(PHOTO_FILE);
    expect(page.html).not.toContain('Noodle Place');
    expect((await visit(diary, `${link.path}/photos/0`)).statusCode).toBe(404);

    const full = await share(ada, {
      scope: { kind: 'restaurant', id: ids.pho },
      includeNotes: true,
      includePhotos: true,
    });
    const fullPage = await visit(diary, full.path);
    // Notes are markdown made safe: their raw HTML shows as text.
    expect(fullPage.html).toContain('Ask for the &lt;b&gt;secret&lt;/b&gt; menu');
    expect(fullPage.html).toContain(`<img src="${full.path}/photos/0" alt="The bowl"`);
    expect(fullPage.html).toContain(
      `<meta property="og:image" content="https://diary.example${full.path}/photos/0">`,
    );
    expect(fullPage.html).not.toContain(PHOTO_FILE);
    const photo = await visit(diary, `${full.path}/photos/0`);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    expect(photo.headers['cache-control']).toBe('private, no-store');
    expect(photo.raw).toEqual(PHOTO);
    expect((await visit(diary, `${full.path}/photos/1`)).statusCode).toBe(404);

    // The page's responsive set: each width is read from media as that variant; any other, the default.
    expect(fullPage.html).toContain(`${full.path}/photos/0?w=1280 1280w`);
    neighbours.photoUrls.length = 0;
    expect((await visit(diary, `${full.path}/photos/0?w=1280`)).raw).toEqual(PHOTO);
    expect((await visit(diary, `${full.path}/photos/0?w=999`)).statusCode).toBe(200);
    expect(neighbours.photoUrls).toEqual([
      `/api/uploads/images/${PHOTO_FILE}?w=1280`,
      `/api/uploads/images/${PHOTO_FILE}?w=640`,
    ]);
  });

  it('shows every photo of one restaurant, and each restaurant’s primary photo in a list', async () => {
    const second = 'pho-spring-rolls_2.jpg';
    neighbours.photos.set(second, Buffer.from('spring rolls'));
    neighbours.own('user-ada', second);
    const id = await restaurant(ada, {
      name: 'Two Photo Place',
      isThumbsUp: true,
      restaurantImages: [
        { url: `/api/uploads/images/${second}`, isPrimary: false, caption: 'Rolls' },
        { url: `/api/uploads/images/${PHOTO_FILE}`, isPrimary: true, caption: 'Bowl' },
      ],
    });
    const one = await share(ada, { scope: { kind: 'restaurant', id }, includePhotos: true });
    const onePage = await visit(diary, one.path);
    expect(onePage.html).toContain(`<img src="${one.path}/photos/0" alt="Bowl"`);
    expect(onePage.html).toContain(`<img src="${one.path}/photos/1" alt="Rolls"`);
    expect((await visit(diary, `${one.path}/photos/1`)).raw.toString()).toBe('spring rolls');

    const list = await share(ada, {
      scope: { kind: 'restaurants', filter: 'all', q: 'two photo' },
      includePhotos: true,
    });
    const listPage = await visit(diary, list.path);
    expect(listPage.html).toContain(`<img src="${list.path}/photos/0" alt="Bowl"`);
    expect(listPage.html).not.toContain(`${list.path}/photos/1`);
    expect((await visit(diary, `${list.path}/photos/1`)).statusCode).toBe(404);
  });

  it('shares one meal with its restaurant and tags', async () => {
    await expectOk(
      call(diary, ada, 'POST', '/api/meal-tags', { mealId: ids.meal, tagId: ids.noodles }),
      201,
    );
    const link = await share(ada, { scope: { kind: 'meal', id: ids.meal }, includeNotes: true });
    expect(link).toMatchObject({
      kind: 'meal',
      title: 'Rare beef pho',
      description: 'Pho Bar, Nov 20, 2026',
    });
    const page = await visit(diary, link.path);
    expect(page.statusCode).toBe(200);
    expect(page.html).toContain('<h1>Rare beef pho</h1>');
    expect(page.html).toContain('At Pho Bar');
    expect(page.html).toContain('Would order again');
    expect(page.html).toContain('<li>noodles</li>');
    expect(page.html).toContain('Extra basil');
    expect(page.html).toContain('<time datetime="2026-11-20">Nov 20, 2026</time>');
    // Prices were not ticked: none on the page.
    expect(link.includePrices).toBe(false);
    expect(page.html).not.toContain('14.50');
    expect(page.html).not.toContain('Price');
  });

  it('shows what a meal cost, and what was spent at a restaurant, only when prices are ticked', async () => {
    const meal = await share(ada, { scope: { kind: 'meal', id: ids.meal }, includePrices: true });
    expect(meal.includePrices).toBe(true);
    const mealPage = await visit(diary, meal.path);
    expect(mealPage.html).toContain('<p class="meta">Price: $14.50</p>');

    const place = await share(ada, { scope: { kind: 'restaurant', id: ids.pho } });
    expect(place.includePrices).toBe(false);
    const placePage = await visit(diary, place.path);
    expect(placePage.html).not.toContain('14.50');
    expect(placePage.html).not.toContain('Spent here');

    // A second meal there, in euros: the restaurant's page adds up each currency on its own
    // (one meal each, so by code).
    await expectOk(
      call(diary, ada, 'POST', '/api/meals', {
        name: 'Spring rolls',
        date: '2026-11-21',
        restaurantId: ids.pho,
        price: { amount: 1234.5, currency: 'EUR' },
      }),
      201,
    );
    const priced = await share(ada, {
      scope: { kind: 'restaurant', id: ids.pho },
      includePrices: true,
    });
    const pricedPage = await visit(diary, priced.path);
    expect(pricedPage.html).toContain('<p class="meta">Spent here: €1,234.50 · $14.50</p>');
    // The price is not a note: ticking prices alone shows no notes or photos.
    expect(pricedPage.html).not.toContain('secret');
    expect(pricedPage.html).not.toContain('/photos/');

    const links = await expectOk(call(diary, ada, 'GET', '/api/shares'), 200);
    const listed = (id: string) => links.find((each: { _id: string }) => each._id === id);
    expect(listed(meal._id).includePrices).toBe(true);
    expect(listed(place._id).includePrices).toBe(false);
    expect(listed(priced._id).includePrices).toBe(true);
  });

  it('shows who the owner ate a meal with only when companions are ticked', async () => {
    const plain = await share(ada, { scope: { kind: 'meal', id: ids.meal }, includePrices: true });
    expect(plain.includeCompanions).toBe(false);
    const plainPage = await visit(diary, plain.path);
    expect(plainPage.html).not.toContain('<p class="meta">With');
    expect(plainPage.html).not.toContain('Sam');

    const withThem = await share(ada, {
      scope: { kind: 'meal', id: ids.meal },
      includeCompanions: true,
    });
    expect(withThem.includeCompanions).toBe(true);
    const page = await visit(diary, withThem.path);
    // Names are the owner's words: escaped, never markup.
    expect(page.html).toContain('<p class="meta">With Sam, Alex &lt;i&gt;Jr&lt;/i&gt;</p>');
    // Companions are not prices or notes.
    expect(page.html).not.toContain('Price');
    expect(page.html).not.toContain('Extra basil');

    // A meal naming nobody shows no line, even when ticked.
    const alone = (
      await expectOk(
        call(diary, ada, 'POST', '/api/meals', { name: 'Solo soup', date: '2026-11-22' }),
        201,
      )
    )._id;
    const alonePage = await visit(
      diary,
      (await share(ada, { scope: { kind: 'meal', id: alone }, includeCompanions: true })).path,
    );
    expect(alonePage.html).not.toContain('<p class="meta">With');

    const links = await expectOk(call(diary, ada, 'GET', '/api/shares'), 200);
    const listed = (id: string) => links.find((each: { _id: string }) => each._id === id);
    expect(listed(withThem._id).includeCompanions).toBe(true);
    expect(listed(plain._id).includeCompanions).toBe(false);

    // A link made before companions reads as one without them.
    await diary.app
      .get<Model<ShareRecord>>(getModelToken(ShareRecord.name))
      .updateOne({ _id: plain._id }, { $unset: { includeCompanions: 1 } })
      .exec();
    const relisted = await expectOk(call(diary, ada, 'GET', '/api/shares'), 200);
    expect(relisted.find((each: { _id: string }) => each._id === plain._id)).toHaveProperty(
      'includeCompanions',
      false,
    );
    expect((await visit(diary, plain.path)).html).not.toContain('<p class="meta">With');
  });

  it('reads a link made before prices as one without them', async () => {
    const link = await share(ada, { scope: { kind: 'meal', id: ids.meal } });
    await diary.app
      .get<Model<ShareRecord>>(getModelToken(ShareRecord.name))
      .updateOne({ _id: link._id }, { $unset: { includePrices: 1 } })
      .exec();
    const links = await expectOk(call(diary, ada, 'GET', '/api/shares'), 200);
    expect(links.find((each: { _id: string }) => each._id === link._id)).toHaveProperty(
      'includePrices',
      false,
    );
    expect((await visit(diary, link.path)).html).not.toContain('Price');
  });

  it('answers the not-available page once the one restaurant shared is deleted', async () => {
    const gone = await restaurant(ada, { name: 'Closing Soon' });
    const link = await share(ada, { scope: { kind: 'restaurant', id: gone } });
    expect((await visit(diary, link.path)).statusCode).toBe(200);
    await expectOk(call(diary, ada, 'DELETE', `/api/restaurants/${gone}`), 200);
    const page = await visit(diary, link.path);
    expect(page.statusCode).toBe(404);
    expect(page.html).toContain('This link is not available');
  });

  it('never reaches another user’s records', async () => {
    for (const scope of [
      { kind: 'restaurant', id: ids.pho },
      { kind: 'meal', id: ids.meal },
    ]) {
      const answer = await call(diary, bob, 'POST', '/api/shares', { scope });
      expect(answer.statusCode).toBe(404);
      expect(Object.keys(answer.body)).toEqual(['message']);
    }
    // Ada's tag matches none of Bob's restaurants, and never one of hers.
    const foreignTag = await share(bob, {
      scope: { kind: 'restaurants', filter: 'all', tagId: ids.noodles },
    });
    expect(foreignTag.title).toBe('0 restaurants');
    const bobsAll = await visit(
      diary,
      (await share(bob, { scope: { kind: 'restaurants', filter: 'all' } })).path,
    );
    expect(bobsAll.html).toContain('Bob’s Diner');
    expect(bobsAll.html).not.toMatch(/Pho Bar|Noodle Place|Taco Hut/);

    const adas = await share(ada, { scope: { kind: 'restaurant', id: ids.taco } });
    expect((await call(diary, bob, 'DELETE', `/api/shares/${adas._id}`)).statusCode).toBe(404);
    const bobsLinks = await expectOk(call(diary, bob, 'GET', '/api/shares'), 200);
    expect(bobsLinks.map((link: { _id: string }) => link._id)).not.toContain(adas._id);
    expect((await visit(diary, adas.path)).statusCode).toBe(200);
  });

  it('refuses a bad request with a message', async () => {
    for (const body of [
      {},
      { scope: { kind: 'everything' } },
      { scope: { kind: 'restaurant', id: 'nope' } },
      { scope: { kind: 'restaurants', filter: 'all' }, includeNotes: 'yes' },
      { scope: { kind: 'meal', id: ids.meal }, includePrices: 'yes' },
      { scope: { kind: 'meal', id: ids.meal }, includeCompanions: 'yes' },
    ]) {
      const answer = await call(diary, ada, 'POST', '/api/shares', body);
      expect(answer.statusCode).toBe(400);
      expect(answer.body.message).toEqual(expect.any(String));
    }
    expect((await call(diary, undefined, 'GET', '/api/shares')).statusCode).toBe(401);
  });

  it('lists the owner’s links with how often each was opened (not probed), never their tokens', async () => {
    const link = await share(ada, { scope: { kind: 'restaurant', id: ids.noodle } });
    await visit(diary, link.path);
    await visit(diary, link.path);
    const probe = await diary.app.inject({ method: 'HEAD', url: link.path });
    expect(probe.statusCode).toBe(200);
    const links = await expectOk(call(diary, ada, 'GET', '/api/shares'), 200);
    const listed = links.find((each: { _id: string }) => each._id === link._id);
    expect(listed).toEqual({
      _id: link._id,
      kind: 'restaurant',
      title: 'Noodle Place',
      description: '',
      includeNotes: false,
      includePhotos: false,
      includePrices: false,
      includeCompanions: false,
      createdAt: expect.any(String),
      opens: 2,
    });
    expect(JSON.stringify(links)).not.toContain('/s/');
    expect(links[0]._id).toBe(link._id);
  });

  it('answers a revoked token exactly as an unknown one, and stops its photos', async () => {
    const link = await share(ada, {
      scope: { kind: 'restaurant', id: ids.pho },
      includePhotos: true,
    });
    expect((await visit(diary, `${link.path}/photos/0`)).statusCode).toBe(200);
    expect(await expectOk(call(diary, ada, 'DELETE', `/api/shares/${link._id}`), 200)).toEqual({
      message: 'Share link revoked',
    });

    const revoked = await visit(diary, link.path);
    const unknown = await visit(diary, `/s/${'A'.repeat(32)}`);
    const malformed = await visit(diary, '/s/%3Cscript%3E');
    for (const answer of [revoked, unknown, malformed]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.html).toContain('This link is not available');
      expect(answer.headers['referrer-policy']).toBe('no-referrer');
    }
    expect(revoked.html).toBe(unknown.html);
    expect(malformed.html).toBe(unknown.html);
    const headersOf = (answer: { headers: Record<string, unknown> }) => {
      const { date: _date, 'x-request-id': _id, ...rest } = answer.headers;
      return rest;
    };
    expect(headersOf(revoked)).toEqual(headersOf(unknown));

    const photo = await visit(diary, `${link.path}/photos/0`);
    expect(photo.statusCode).toBe(404);
    expect(photo.html).toBe(unknown.html);
    expect((await call(diary, ada, 'DELETE', `/api/shares/${link._id}`)).statusCode).toBe(404);
  });
});
