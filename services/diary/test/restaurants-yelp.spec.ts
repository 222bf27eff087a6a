import type { ServiceUnderTest } from '@dd/nest-common/testing';
import { Types } from 'mongoose';
import { CLAIM_SETTLE_MS } from '../src/restaurants/yelp-claims/yelp-business-links';
import { YelpClaimsRepository } from '../src/restaurants/yelp-claims/yelp-claims.repository';
import { apiFor, DiaryApi, expectStatus, startDiary } from './support/diary-api';

type Named = { _id: string; name: string; yelpId: string | null };

/** One restaurant per Yelp business and user, and the `yelpIds` list filter. */
describe('/api/restaurants and Yelp businesses', () => {
  let service: ServiceUnderTest;
  let ada: DiaryApi;
  let bob: DiaryApi;

  beforeAll(async () => {
    service = await startDiary();
    ada = apiFor(service, 'user-ada');
    bob = apiFor(service, 'user-bob');
  });

  afterAll(() => service.stop());

  const create = (api: DiaryApi, body: object) => api.call('POST', '/api/restaurants', body);
  const names = (items: Named[]) => items.map((item) => item.name);

  describe('adding a Yelp business twice', () => {
    it('answers 200 with the existing restaurant, unchanged, instead of a duplicate', async () => {
      const first = await expectStatus(
        create(ada, { name: 'Tartine', yelpId: 'tartine-sf', phone: '1' }),
        201,
      );
      const second = await expectStatus(
        create(ada, { name: 'Tartine Bakery', yelpId: ' tartine-sf ', phone: '2' }),
        200,
      );
      expect(second).toEqual(first);
      const listed: Named[] = await expectStatus(
        ada.call('GET', '/api/restaurants?yelpIds=tartine-sf'),
        200,
      );
      expect(listed.map((item) => item._id)).toEqual([first._id]);
    });

    it("keeps each user's restaurants apart", async () => {
      const ours = await expectStatus(create(ada, { name: 'Zuni', yelpId: 'zuni-sf' }), 201);
      const theirs = await expectStatus(create(bob, { name: 'Zuni', yelpId: 'zuni-sf' }), 201);
      expect(theirs._id).not.toBe(ours._id);
      expect((await expectStatus(create(bob, { name: 'Zuni', yelpId: 'zuni-sf' }), 200))._id).toBe(
        theirs._id,
      );
    });

    it('creates every time without a yelpId, or with a blank one', async () => {
      for (const body of [
        { name: 'Home' },
        { name: 'Home', yelpId: null },
        { name: 'Home', yelpId: ' ' },
      ])
        await expectStatus(create(ada, body), 201);
      await expectStatus(create(ada, { name: 'Home', yelpId: '' }), 201);
    });

    it('creates again once the restaurant is deleted', async () => {
      const first = await expectStatus(create(ada, { name: 'Nopa', yelpId: 'nopa-sf' }), 201);
      await expectStatus(ada.call('DELETE', `/api/restaurants/${first._id}`), 200);
      const again = await expectStatus(create(ada, { name: 'Nopa', yelpId: 'nopa-sf' }), 201);
      expect(again._id).not.toBe(first._id);
    });
  });

  describe('under a race', () => {
    it('20 parallel adds of one business create one restaurant; the others answer it with 200', async () => {
      const racer = apiFor(service, 'user-racer');
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          create(racer, { name: `Tartine ${index}`, yelpId: 'tartine-race' }),
        ),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([...Array<number>(19).fill(200), 201]);
      const ids = new Set(answers.map((answer) => answer.body._id));
      expect(ids.size).toBe(1);
      const listed: Named[] = await expectStatus(
        racer.call('GET', '/api/restaurants?yelpIds=tartine-race'),
        200,
      );
      expect(listed.map((item) => item._id)).toEqual([...ids]);
    });

    it('10 restaurants moved to one business in parallel: one gets it, the others 409', async () => {
      const racer = apiFor(service, 'user-mover');
      const restaurants = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          expectStatus(create(racer, { name: `Spot ${index}` }), 201),
        ),
      );
      const answers = await Promise.all(
        restaurants.map((restaurant: Named) =>
          racer.call('PUT', `/api/restaurants/${restaurant._id}`, { yelpId: 'one-spot' }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
        200,
        ...Array<number>(9).fill(409),
      ]);
      const listed: Named[] = await expectStatus(
        racer.call('GET', '/api/restaurants?yelpIds=one-spot'),
        200,
      );
      expect(listed).toHaveLength(1);
    });

    it('frees a business when its restaurant moves to another one', async () => {
      const first = await expectStatus(create(ada, { name: 'Mission', yelpId: 'm-old' }), 201);
      await expectStatus(
        ada.call('PUT', `/api/restaurants/${first._id}`, { yelpId: 'm-new' }),
        200,
      );
      await expectStatus(create(ada, { name: 'Mission again', yelpId: 'm-old' }), 201);
      expect((await expectStatus(create(ada, { name: 'M', yelpId: 'm-new' }), 200))._id).toBe(
        first._id,
      );
    });

    it('a claim left by a process that died before writing its restaurant does not block for long', async () => {
      const abandoned = new Types.ObjectId();
      await service.app.get(YelpClaimsRepository).claim('user-ada', 'ghost-sf', abandoned);
      const started = Date.now();
      const created = await expectStatus(create(ada, { name: 'Ghost', yelpId: 'ghost-sf' }), 201);
      expect(created._id).not.toBe(abandoned.toHexString());
      expect(Date.now() - started).toBeLessThan(CLAIM_SETTLE_MS + 2000);
    }, 15_000);
  });

  describe('changing a yelpId', () => {
    it('answers 409 when another of the user’s restaurants has it, and changes nothing', async () => {
      await expectStatus(create(ada, { name: 'Delfina', yelpId: 'delfina-sf' }), 201);
      const other = await expectStatus(create(ada, { name: 'Pizzeria Delfina' }), 201);
      expect(
        await ada.call('PUT', `/api/restaurants/${other._id}`, {
          name: 'Renamed',
          yelpId: 'delfina-sf',
        }),
      ).toMatchObject({
        statusCode: 409,
        body: { message: 'This Yelp business is already in your diary' },
      });
      expect(await expectStatus(ada.call('GET', `/api/restaurants/${other._id}`), 200)).toEqual(
        other,
      );
    });

    it('saves its own yelpId again, a yelpId only another user has, and no yelpId', async () => {
      const own = await expectStatus(create(ada, { name: 'Flour', yelpId: 'flour-sf' }), 201);
      await expectStatus(create(bob, { name: 'Kin Khao', yelpId: 'kin-khao-sf' }), 201);
      const url = `/api/restaurants/${own._id}`;
      expect(
        await expectStatus(
          ada.call('PUT', url, { name: 'Flour + Water', yelpId: 'flour-sf' }),
          200,
        ),
      ).toMatchObject({ name: 'Flour + Water', yelpId: 'flour-sf' });
      expect(
        await expectStatus(ada.call('PUT', url, { yelpId: 'kin-khao-sf' }), 200),
      ).toMatchObject({ yelpId: 'kin-khao-sf' });
      expect(await expectStatus(ada.call('PUT', url, { yelpId: null }), 200)).toMatchObject({
        yelpId: null,
      });
    });
  });

  describe('GET /api/restaurants?yelpIds=', () => {
    it("answers only the user's restaurants from those businesses, newest first", async () => {
      await expectStatus(create(ada, { name: 'Old', yelpId: 'old-sf', date: '2020-01-01' }), 201);
      await expectStatus(create(ada, { name: 'New', yelpId: 'new-sf', date: '2024-01-01' }), 201);
      await expectStatus(create(ada, { name: 'Unlisted', yelpId: 'unlisted-sf' }), 201);
      await expectStatus(create(bob, { name: 'Bob’s Old', yelpId: 'old-sf' }), 201);

      const listed: Named[] = await expectStatus(
        ada.call('GET', '/api/restaurants?yelpIds=old-sf,new-sf,unknown-sf'),
        200,
      );
      expect(names(listed)).toEqual(['New', 'Old']);
      expect(
        names(await expectStatus(bob.call('GET', '/api/restaurants?yelpIds=new-sf,old-sf'), 200)),
      ).toEqual(['Bob’s Old']);
      expect(
        await expectStatus(ada.call('GET', '/api/restaurants?yelpIds=unknown-sf'), 200),
      ).toEqual([]);
    });

    it('combines with the other list filters', async () => {
      const page = await ada.call('GET', '/api/restaurants?yelpIds=old-sf,new-sf&limit=1');
      expect(names(page.body)).toEqual(['New']);
      expect(page.headers['x-next-cursor']).toEqual(expect.any(String));
      expect(
        names(
          await expectStatus(ada.call('GET', '/api/restaurants?yelpIds=old-sf,new-sf&q=ol'), 200),
        ),
      ).toEqual(['Old']);
    });

    it('takes 1 to 50 ids', async () => {
      const ids = (count: number) =>
        Array.from({ length: count }, (_, index) => `business-${index}`).join(',');
      await expectStatus(ada.call('GET', `/api/restaurants?yelpIds=${ids(50)}`), 200);
      expect(await ada.call('GET', `/api/restaurants?yelpIds=${ids(51)}`)).toMatchObject({
        statusCode: 400,
        body: { message: 'yelpIds: Must list at most 50 Yelp ids' },
      });
      expect(await ada.call('GET', '/api/restaurants?yelpIds=,')).toMatchObject({
        statusCode: 400,
        body: { message: 'yelpIds: Must list at least 1 Yelp id' },
      });
    });
  });
});
