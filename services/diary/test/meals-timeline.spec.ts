import type { ServiceUnderTest } from '@dd/nest-common/testing';
import { apiFor, DiaryApi, expectStatus, startDiary } from './support/diary-api';

type Named = { _id: string; name: string; date: string };
type Price = { amount: number; currency: string } | null;

/** The spend the API answers: totals per currency (most meals first), priced and unpriced meals. */
const spend = (totals: [string, number][], priced: number, unpriced: number) => ({
  totals: totals.map(([currency, amount]) => ({ currency, amount })),
  priced,
  unpriced,
});
const NO_SPEND = spend([], 0, 0);

/**
 * The timeline's server parts: `from`/`to` on GET /api/meals and the period
 * figures of GET /api/meals/timeline-stats, which follow the list's filters.
 */
describe('meals timeline: date bounds and period figures', () => {
  let service: ServiceUnderTest;
  let ada: DiaryApi;
  let bob: DiaryApi;
  let tagId: string;
  let pizzeria: string;

  async function restaurant(api: DiaryApi, name: string): Promise<string> {
    return (await expectStatus(api.call('POST', '/api/restaurants', { name }), 201))._id;
  }

  async function meal(
    api: DiaryApi,
    name: string,
    date: string,
    restaurantId: string | null,
    isThumbsUp: boolean | null = null,
    price: Price = null,
  ): Promise<string> {
    return (
      await expectStatus(
        api.call('POST', '/api/meals', { name, date, restaurantId, isThumbsUp, price }),
        201,
      )
    )._id;
  }

  const eur = (amount: number): Price => ({ amount, currency: 'EUR' });
  const usd = (amount: number): Price => ({ amount, currency: 'USD' });

  const stats = async (query = '', api = ada) =>
    expectStatus(api.call('GET', `/api/meals/timeline-stats${query}`), 200);

  beforeAll(async () => {
    service = await startDiary();
    ada = apiFor(service, 'timeline-ada');
    bob = apiFor(service, 'timeline-bob');
    pizzeria = await restaurant(ada, 'Pizzeria');
    const noodles = await restaurant(ada, 'Noodle Bar');
    const bistro = await restaurant(ada, 'Bistro');
    // Pizzeria first visited in January; Noodle Bar and Bistro first in March.
    // Prices in euros, dollars and yen; the picnic has none.
    await meal(ada, 'Margherita', '2025-01-20', pizzeria, true, eur(12));
    await meal(ada, 'Marinara', '2025-03-01', pizzeria, false, eur(9.5));
    const ramen = await meal(ada, 'Ramen', '2025-03-15', noodles, true, usd(15.25));
    await meal(ada, 'Gyoza', '2025-03-15', noodles, null, usd(6.1));
    await meal(ada, 'Steak frites', '2025-03-31', bistro, true, eur(31));
    await meal(ada, 'Picnic', '2025-03-20', null, true);
    await meal(ada, 'Udon', '2025-04-02', noodles, false, { amount: 1500, currency: 'JPY' });
    tagId = (await expectStatus(ada.call('POST', '/api/tags', { name: 'Late night' }), 201))._id;
    await expectStatus(ada.call('POST', '/api/meal-tags', { mealId: ramen, tagId }), 201);

    // Bob's meals fall in the same days and at a restaurant of the same name: never counted for Ada.
    const bobs = await restaurant(bob, 'Pizzeria');
    await meal(bob, 'Calzone', '2025-03-10', bobs, true, usd(100));
    await meal(bob, 'Lasagne', '2025-03-11', bobs, true, { amount: 50, currency: 'GBP' });
  });

  afterAll(() => service.stop());

  it('keeps the meals dated within from and to, both days included, newest first', async () => {
    const march: Named[] = await expectStatus(
      ada.call('GET', '/api/meals?from=2025-03-01&to=2025-03-31'),
      200,
    );
    expect(march.map((item) => item.name)).toEqual([
      'Steak frites',
      'Picnic',
      'Gyoza',
      'Ramen',
      'Marinara',
    ]);
    const since: Named[] = await expectStatus(ada.call('GET', '/api/meals?from=2025-03-31'), 200);
    expect(since.map((item) => item.date)).toEqual(['2025-04-02', '2025-03-31']);
    const until: Named[] = await expectStatus(ada.call('GET', '/api/meals?to=2025-01-31'), 200);
    expect(until.map((item) => item.name)).toEqual(['Margherita']);
  });

  it('pages a date range with limit and cursor, each meal once', async () => {
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const answer = await ada.call(
        'GET',
        `/api/meals?from=2025-03-01&to=2025-03-31&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      expect(answer.statusCode).toBe(200);
      seen.push(...(answer.body as Named[]).map((item) => item.name));
      cursor = answer.headers['x-next-cursor'] as string | undefined;
    } while (cursor);
    expect(seen).toEqual(['Steak frites', 'Picnic', 'Gyoza', 'Ramen', 'Marinara']);
  });

  it('answers 400 with a clear message for a bad or reversed range', async () => {
    expect(await ada.call('GET', '/api/meals?from=2025-13-01')).toMatchObject({
      statusCode: 400,
      body: { message: 'from: Expected a date (YYYY-MM-DD)' },
    });
    expect(await ada.call('GET', '/api/meals?to=March')).toMatchObject({
      statusCode: 400,
      body: { message: 'to: Expected a date (YYYY-MM-DD)' },
    });
    expect(await ada.call('GET', '/api/meals?from=2025-04-01&to=2025-03-01')).toMatchObject({
      statusCode: 400,
      body: { message: 'from: Must not be after to' },
    });
    expect(await ada.call('GET', '/api/meals/timeline-stats?to=1899-12-31')).toMatchObject({
      statusCode: 400,
      body: { message: 'to: Must be a date between 1900-01-01 and 2100-12-31' },
    });
    expect(
      await ada.call('GET', '/api/meals/timeline-stats?from=2025-04-01&to=2025-03-01'),
    ).toMatchObject({ statusCode: 400, body: { message: 'from: Must not be after to' } });
  });

  it('gives the period figures: meals, places, thumbs up among rated meals, new places', async () => {
    // March: 5 meals at Pizzeria (known since January), Noodle Bar and Bistro (both new); one picnic.
    expect(await stats('?from=2025-03-01&to=2025-03-31')).toEqual({
      meals: 5,
      thumbsUp: 3,
      rated: 4,
      places: 3,
      newPlaces: 2,
      spend: spend(
        [
          ['EUR', 40.5],
          ['USD', 21.35],
        ],
        4,
        1,
      ),
    });
    // April: Noodle Bar again, not new.
    expect(await stats('?from=2025-04-01&to=2025-04-30')).toEqual({
      meals: 1,
      thumbsUp: 0,
      rated: 1,
      places: 1,
      newPlaces: 0,
      spend: spend([['JPY', 1500]], 1, 0),
    });
    // All time: every place is new; euros first, on the most meals.
    expect(await stats()).toEqual({
      meals: 7,
      thumbsUp: 4,
      rated: 6,
      places: 3,
      newPlaces: 3,
      spend: spend(
        [
          ['EUR', 52.5],
          ['USD', 21.35],
          ['JPY', 1500],
        ],
        6,
        1,
      ),
    });
    // Days cut out of March are counted from the meals, not the month's tally.
    expect((await stats('?from=2025-03-10&to=2025-03-20')).spend).toEqual(
      spend([['USD', 21.35]], 2, 1),
    );
    // A period without meals.
    expect(await stats('?from=2020-01-01&to=2020-12-31')).toEqual({
      meals: 0,
      thumbsUp: 0,
      rated: 0,
      places: 0,
      newPlaces: 0,
      spend: NO_SPEND,
    });
  });

  it("applies the list's thumbs filter, search and tag to the figures", async () => {
    expect(await stats('?from=2025-03-01&to=2025-03-31&filter=thumbsUp')).toEqual({
      meals: 3,
      thumbsUp: 3,
      rated: 3,
      places: 2,
      newPlaces: 2,
      spend: spend(
        [
          ['EUR', 31],
          ['USD', 15.25],
        ],
        2,
        1,
      ),
    });
    expect(await stats('?from=2025-03-01&to=2025-03-31&filter=unrated')).toMatchObject({
      meals: 1,
      rated: 0,
      spend: spend([['USD', 6.1]], 1, 0),
    });
    // "noodle" finds the Noodle Bar's meals by their restaurant's name.
    expect(await stats('?from=2025-03-01&q=NOODLE')).toEqual({
      meals: 3,
      thumbsUp: 1,
      rated: 2,
      places: 1,
      newPlaces: 1,
      spend: spend(
        [
          ['USD', 21.35],
          ['JPY', 1500],
        ],
        3,
        0,
      ),
    });
    expect(await stats(`?tagId=${tagId}`)).toEqual({
      meals: 1,
      thumbsUp: 1,
      rated: 1,
      places: 1,
      newPlaces: 1,
      spend: spend([['USD', 15.25]], 1, 0),
    });
    // A first visit hidden by the filter still decides whether a place is new.
    expect(await stats('?from=2025-03-01&to=2025-03-31&filter=thumbsDown')).toMatchObject({
      meals: 1,
      places: 1,
      newPlaces: 0,
      spend: spend([['EUR', 9.5]], 1, 0),
    });
  });

  it("answers the spend of one restaurant's meals, with the thumbs filter too", async () => {
    expect((await stats(`?restaurantId=${pizzeria}`)).spend).toEqual(spend([['EUR', 21.5]], 2, 0));
    expect((await stats(`?restaurantId=${pizzeria}&filter=thumbsUp`)).spend).toEqual(
      spend([['EUR', 12]], 1, 0),
    );
  });

  it("never counts another user's meals, and answers another user's tag with nothing", async () => {
    expect(await stats('?from=2025-03-01&to=2025-03-31', bob)).toEqual({
      meals: 2,
      thumbsUp: 2,
      rated: 2,
      places: 1,
      newPlaces: 1,
      spend: spend(
        [
          ['GBP', 50],
          ['USD', 100],
        ],
        2,
        0,
      ),
    });
    // Ada's all-time totals hold none of Bob's dollars or pounds, and his none of hers.
    expect((await stats()).spend.totals).not.toContainEqual(
      expect.objectContaining({ currency: 'GBP' }),
    );
    expect((await stats('', bob)).spend).toEqual(
      spend(
        [
          ['GBP', 50],
          ['USD', 100],
        ],
        2,
        0,
      ),
    );
    expect((await stats(`?restaurantId=${pizzeria}`, bob)).spend).toEqual(NO_SPEND);
    expect(await stats(`?tagId=${tagId}`, bob)).toMatchObject({
      meals: 0,
      places: 0,
      spend: NO_SPEND,
    });
    const bobsMarch: Named[] = await expectStatus(
      bob.call('GET', '/api/meals?from=2025-03-01&to=2025-03-31'),
      200,
    );
    expect(bobsMarch.map((item) => item.name)).toEqual(['Lasagne', 'Calzone']);
  });

  it('answers 401 without a token', async () => {
    const answer = await service.app.inject({ method: 'GET', url: '/api/meals/timeline-stats' });
    expect(answer.statusCode).toBe(401);
  });
});
