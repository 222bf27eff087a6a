import { Types } from 'mongoose';
import { MealsRepository } from '../src/meals/meals.repository';
import {
  apiFor,
  DiaryApi,
  type DiaryUnderTest,
  expectStatus,
  mealsModelOf,
  startDiary,
} from './support/diary-api';

type MealAnswer = { _id: string; name: string; date: string; companions: string[] };
type Person = { name: string; mealCount: number; restaurantCount: number; lastDate: string };

/** Issue 45, items 2 and 3: who you ate with. */
describe('meal companions and /api/companions', () => {
  let service: DiaryUnderTest;

  beforeAll(async () => {
    service = await startDiary();
  });

  afterAll(() => service.stop());

  const meal = (api: DiaryApi, body: Record<string, unknown>): Promise<MealAnswer> =>
    expectStatus(api.call('POST', '/api/meals', { date: '2024-05-01', ...body }), 201);
  const restaurant = async (api: DiaryApi, name: string): Promise<string> =>
    (await expectStatus(api.call('POST', '/api/restaurants', { name }), 201))._id;
  const names = async (api: DiaryApi, url: string): Promise<string[]> =>
    (await expectStatus(api.call('GET', url), 200)).map((item: MealAnswer) => item.name);
  const people = (api: DiaryApi): Promise<Person[]> =>
    expectStatus(api.call('GET', '/api/companions'), 200);
  const companionsOf = async (api: DiaryApi, id: string): Promise<string[]> =>
    (await expectStatus(api.call('GET', `/api/meals/${id}`), 200)).companions;

  it('answers [] by default, keeps tidied names, replaces them on PUT and keeps them otherwise', async () => {
    const api = apiFor(service, 'user-companions-round-trip');
    const alone = await meal(api, { name: 'Alone' });
    expect(alone.companions).toEqual([]);
    expect(await companionsOf(api, alone._id)).toEqual([]);

    const shared = await meal(api, { name: 'Shared', companions: ['  Sam   Lee ', 'Alex'] });
    expect(shared.companions).toEqual(['Sam Lee', 'Alex']);
    expect(await companionsOf(api, shared._id)).toEqual(['Sam Lee', 'Alex']);

    const renamed = await expectStatus(
      api.call('PUT', `/api/meals/${shared._id}`, { name: 'Shared dish' }),
      200,
    );
    expect(renamed.companions).toEqual(['Sam Lee', 'Alex']);
    const replaced = await expectStatus(
      api.call('PUT', `/api/meals/${shared._id}`, { companions: ['Jo'] }),
      200,
    );
    expect(replaced.companions).toEqual(['Jo']);
    const cleared = await expectStatus(
      api.call('PUT', `/api/meals/${shared._id}`, { companions: [] }),
      200,
    );
    expect(cleared.companions).toEqual([]);
    await expectStatus(api.call('PUT', `/api/meals/${alone._id}`, { companions: ['Kim'] }), 200);

    const listed = await expectStatus(api.call('GET', '/api/meals'), 200);
    expect(listed.map((item: MealAnswer) => [item.name, item.companions])).toEqual([
      ['Shared dish', []],
      ['Alone', ['Kim']],
    ]);
    // The keys are kept for the filter, never answered.
    expect(listed[0]).not.toHaveProperty('companionKeys');
  });

  it('answers [] for a meal stored before companions', async () => {
    const api = apiFor(service, 'user-companions-older');
    const { _id } = await meal(api, { name: 'Old', companions: ['Sam'] });
    await mealsModelOf(service)
      .updateOne({ _id: new Types.ObjectId(_id) }, { $unset: { companions: 1, companionKeys: 1 } })
      .exec();
    expect(await companionsOf(api, _id)).toEqual([]);
    expect(await people(api)).toEqual([]);
  });

  it('refuses bad companions with a 400 naming the field, on POST and PUT', async () => {
    const api = apiFor(service, 'user-companions-bad');
    const { _id } = await meal(api, { name: 'Checked' });
    const cases: [unknown, RegExp][] = [
      [['Sam', ' sam '], /^companions\.1: Names sam twice$/],
      [['x'.repeat(61)], /^companions\.0: .*60 characters/],
      [Array.from({ length: 21 }, (_, i) => `Person ${i}`), /^companions: .*20 people/],
      [['Sam', 7], /^companions\.1: /],
      ['Sam', /^companions: /],
      [{ name: 'Sam' }, /^companions: /],
      [null, /^companions: /],
      [['Sam\u0007'], /^companions\.0: /],
      [['   '], /^companions\.0: Required/],
    ];
    for (const [companions, message] of cases) {
      for (const answer of [
        await api.call('POST', '/api/meals', { name: 'Bad', date: '2024-05-01', companions }),
        await api.call('PUT', `/api/meals/${_id}`, { companions }),
      ]) {
        expect(answer.statusCode).toBe(400);
        expect(Object.keys(answer.body)).toEqual(['message']);
        expect(answer.body.message).toMatch(message);
      }
    }
    // 60 characters and 20 names are fine.
    const most = Array.from({ length: 19 }, (_, i) => `Person ${i}`).concat(['y'.repeat(60)]);
    expect((await meal(api, { name: 'Most', companions: most })).companions).toEqual(most);
    expect(await companionsOf(api, _id)).toEqual([]);
    expect(await names(api, '/api/meals')).toEqual(['Most', 'Checked']);
  });

  it('lists the meals with one person, ignoring case and spacing, page by page', async () => {
    const api = apiFor(service, 'user-companions-filter');
    const bob = apiFor(service, 'user-companions-filter-bob');
    for (let day = 1; day <= 5; day += 1)
      await meal(api, {
        name: `With Sam ${day}`,
        date: `2024-0${day}-10`,
        companions: day % 2 ? ['Sam', 'Alex'] : ['sam'],
      });
    await meal(api, { name: 'With Alex', date: '2024-03-11', companions: ['Alex'] });
    await meal(api, { name: 'Alone', date: '2024-03-12' });
    await meal(bob, { name: 'Bob with Sam', date: '2024-03-13', companions: ['Sam'] });

    const all = ['With Sam 5', 'With Sam 4', 'With Sam 3', 'With Sam 2', 'With Sam 1'];
    expect(await names(api, '/api/meals?companion=Sam')).toEqual(all);
    expect(await names(api, `/api/meals?companion=${encodeURIComponent('  SAM ')}`)).toEqual(all);
    expect(await names(api, '/api/meals?companion=Sa')).toEqual([]);
    expect(await names(api, '/api/meals?companion=alex&filter=all')).toEqual([
      'With Sam 5',
      'With Alex',
      'With Sam 3',
      'With Sam 1',
    ]);

    const paged: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const answer = await api.call(
        'GET',
        `/api/meals?companion=sam&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(answer.statusCode).toBe(200);
      paged.push(...answer.body.map((item: MealAnswer) => item.name));
      cursor = answer.headers['x-next-cursor'] as string | undefined;
      pages += 1;
    } while (cursor);
    expect(paged).toEqual(all);
    expect(pages).toBe(3);
    // A page longer than the months read at once goes on into the older ones.
    expect(await names(api, '/api/meals?companion=sam&limit=4')).toEqual(all.slice(0, 4));

    const stats = await expectStatus(
      api.call('GET', '/api/meals/timeline-stats?companion=SAM'),
      200,
    );
    expect(stats.meals).toBe(5);
    expect(
      (await expectStatus(bob.call('GET', '/api/meals/timeline-stats?companion=sam'), 200)).meals,
    ).toBe(1);
    expect(await names(bob, '/api/meals?companion=sam')).toEqual(['Bob with Sam']);

    for (const url of [
      `/api/meals?companion=${'x'.repeat(61)}`,
      '/api/meals?companion=',
      `/api/meals/timeline-stats?companion=${'x'.repeat(61)}`,
    ]) {
      const answer = await api.call('GET', url);
      expect(answer.statusCode).toBe(400);
      expect(answer.body.message).toMatch(/^companion: /);
    }
  });

  it("lists the user's people with their figures, most meals first, never another user's", async () => {
    const api = apiFor(service, 'user-companions-people');
    const bob = apiFor(service, 'user-companions-people-bob');
    const cafe = await restaurant(api, 'Cafe');
    const diner = await restaurant(api, 'Diner');
    await meal(api, { name: 'A', date: '2024-01-01', companions: ['sam'], restaurantId: cafe });
    await meal(api, { name: 'B', date: '2024-02-01', companions: ['Sam', 'Alex'] });
    await meal(api, { name: 'C', date: '2024-03-01', companions: ['SAM'], restaurantId: diner });
    await meal(api, { name: 'D', date: '2024-01-15', companions: ['Sam'], restaurantId: cafe });
    await meal(api, { name: 'E', date: '2024-04-01', companions: ['Alex'], restaurantId: cafe });
    await meal(bob, { name: 'Bob', date: '2025-01-01', companions: ['Sam', 'Bobby'] });

    expect(await people(api)).toEqual([
      { name: 'SAM', mealCount: 4, restaurantCount: 2, lastDate: '2024-03-01' },
      { name: 'Alex', mealCount: 2, restaurantCount: 1, lastDate: '2024-04-01' },
    ]);
    expect(await people(bob)).toEqual([
      { name: 'Bobby', mealCount: 1, restaurantCount: 0, lastDate: '2025-01-01' },
      { name: 'Sam', mealCount: 1, restaurantCount: 0, lastDate: '2025-01-01' },
    ]);
    expect(await expectStatus(api.call('GET', '/api/companions/summary?name=%20sam'), 200)).toEqual(
      { name: 'SAM', mealCount: 4, restaurantCount: 2, lastDate: '2024-03-01' },
    );
    // Bob's people are not Ada's: 404, as for a name nobody wrote.
    for (const name of ['Bobby', 'Nobody']) {
      const answer = await api.call('GET', `/api/companions/summary?name=${name}`);
      expect(answer.statusCode).toBe(404);
      expect(Object.keys(answer.body)).toEqual(['message']);
    }
    // A write of a meal, of any kind, is seen at once by the next answer (the list is cached).
    const zed = await meal(api, { name: 'F', date: '2024-05-01', companions: ['Zed'] });
    expect((await people(api)).map((person) => [person.name, person.mealCount])).toEqual([
      ['SAM', 4],
      ['Alex', 2],
      ['Zed', 1],
    ]);
    await expectStatus(
      api.call('PUT', `/api/meals/${zed._id}`, { date: '2024-06-01', companions: ['zed', 'Sam'] }),
      200,
    );
    expect(await expectStatus(api.call('GET', '/api/companions/summary?name=SAM'), 200)).toEqual({
      name: 'Sam',
      mealCount: 5,
      restaurantCount: 2,
      lastDate: '2024-06-01',
    });
    await expectStatus(api.call('DELETE', `/api/meals/${zed._id}`), 200);
    await expectStatus(api.call('DELETE', `/api/restaurants/${diner}`), 200);
    expect(await people(api)).toEqual([
      { name: 'SAM', mealCount: 4, restaurantCount: 1, lastDate: '2024-03-01' },
      { name: 'Alex', mealCount: 2, restaurantCount: 1, lastDate: '2024-04-01' },
    ]);
    const missing = await api.call('GET', '/api/companions/summary');
    expect(missing.statusCode).toBe(400);
    expect(missing.body.message).toMatch(/^name: /);
  });

  it('renames and merges people on every meal of the user, once, and nobody else', async () => {
    const api = apiFor(service, 'user-companions-rename');
    const bob = apiFor(service, 'user-companions-rename-bob');
    const one = await meal(api, { name: 'One', companions: ['Sam', 'Jo'] });
    const two = await meal(api, { name: 'Two', companions: ['Alex', 'sam', 'Kim'] });
    const three = await meal(api, { name: 'Three', companions: ['Kim'] });
    const bobs = await meal(bob, { name: 'Bobs', companions: ['Sam', 'Alex'] });

    expect(
      await expectStatus(
        api.call('POST', '/api/companions/rename', { names: ['SAM'], name: 'Samuel' }),
        200,
      ),
    ).toEqual({ mealCount: 2 });
    expect(await companionsOf(api, one._id)).toEqual(['Samuel', 'Jo']);
    expect(await companionsOf(api, two._id)).toEqual(['Alex', 'Samuel', 'Kim']);
    expect(await companionsOf(bob, bobs._id)).toEqual(['Sam', 'Alex']);

    // A merge: Samuel and Alex become one person; a meal naming both keeps one.
    expect(
      await expectStatus(
        api.call('POST', '/api/companions/rename', { names: ['samuel', 'Alex'], name: 'Alex' }),
        200,
      ),
    ).toEqual({ mealCount: 2 });
    expect(await companionsOf(api, one._id)).toEqual(['Alex', 'Jo']);
    expect(await companionsOf(api, two._id)).toEqual(['Alex', 'Kim']);
    expect(await companionsOf(api, three._id)).toEqual(['Kim']);
    expect(await companionsOf(bob, bobs._id)).toEqual(['Sam', 'Alex']);
    expect((await people(api)).map((person) => [person.name, person.mealCount])).toEqual([
      ['Alex', 2],
      ['Kim', 2],
      ['Jo', 1],
    ]);
    expect(await names(api, '/api/meals?companion=samuel')).toEqual([]);

    // Nothing to change: no meal counted.
    expect(
      await expectStatus(
        api.call('POST', '/api/companions/rename', { names: ['Nobody'], name: 'Alex' }),
        200,
      ),
    ).toEqual({ mealCount: 0 });
    for (const body of [
      { names: [], name: 'A' },
      { names: ['A'] },
      { names: 'A', name: 'B' },
      { names: ['A'], name: 'x'.repeat(61) },
      { names: ['A'], name: 'B', extra: true },
    ]) {
      const answer = await api.call('POST', '/api/companions/rename', body);
      expect(answer.statusCode).toBe(400);
      expect(Object.keys(answer.body)).toEqual(['message']);
    }
  });

  it('never overwrites a meal edited between the rename reading and writing it', async () => {
    const api = apiFor(service, 'user-companions-race');
    const { _id } = await meal(api, { name: 'Raced', companions: ['Sam', 'Jo'] });
    const repository = service.app.get(MealsRepository);
    const read = repository.namingAnyOf.bind(repository);
    const spy = jest.spyOn(repository, 'namingAnyOf').mockImplementationOnce(async (...args) => {
      const stale = await read(...args);
      // Another tab replaces the list after the rename read it.
      await expectStatus(api.call('PUT', `/api/meals/${_id}`, { companions: ['sam', 'Kim'] }), 200);
      return stale;
    });
    try {
      expect(
        await expectStatus(
          api.call('POST', '/api/companions/rename', { names: ['Sam'], name: 'Samuel' }),
          200,
        ),
      ).toEqual({ mealCount: 1 });
    } finally {
      spy.mockRestore();
    }
    expect(await companionsOf(api, _id)).toEqual(['Samuel', 'Kim']);
  });

  it('deletes people from every meal of the user and nobody else', async () => {
    const api = apiFor(service, 'user-companions-delete');
    const bob = apiFor(service, 'user-companions-delete-bob');
    const one = await meal(api, { name: 'One', companions: ['Sam', 'Jo'] });
    const two = await meal(api, { name: 'Two', companions: ['jo'] });
    const bobs = await meal(bob, { name: 'Bobs', companions: ['Jo'] });

    expect(
      await expectStatus(api.call('POST', '/api/companions/delete', { names: ['JO'] }), 200),
    ).toEqual({ mealCount: 2 });
    expect(await companionsOf(api, one._id)).toEqual(['Sam']);
    expect(await companionsOf(api, two._id)).toEqual([]);
    expect(await companionsOf(bob, bobs._id)).toEqual(['Jo']);
    expect(await people(api)).toEqual([
      { name: 'Sam', mealCount: 1, restaurantCount: 0, lastDate: '2024-05-01' },
    ]);
    expect((await api.call('GET', '/api/companions/summary?name=Jo')).statusCode).toBe(404);
    const bad = await api.call('POST', '/api/companions/delete', { names: [''] });
    expect(bad.statusCode).toBe(400);
    expect(bad.body.message).toMatch(/^names\.0: /);
  });

  it("answers who the user usually goes with in a restaurant's summary", async () => {
    const api = apiFor(service, 'user-companions-summary');
    const bob = apiFor(service, 'user-companions-summary-bob');
    const place = await restaurant(api, 'Noodles');
    const at = (date: string, companions: string[]) =>
      meal(api, { name: 'Ramen', date, companions, restaurantId: place });
    await at('2024-01-01', ['Kim', 'Jo']);
    await at('2024-02-01', ['kim', 'Alex', 'Jo']);
    await at('2024-03-01', ['KIM', 'Lee']);
    await at('2024-04-01', []);
    await meal(api, { name: 'Elsewhere', companions: ['Lee', 'Lee2', 'Lee3'] });
    await meal(bob, { name: 'Bob', companions: ['Lee'] });

    const summary = await expectStatus(api.call('GET', `/api/restaurants/${place}/summary`), 200);
    expect(summary.companions).toEqual([
      { name: 'KIM', mealCount: 3 },
      { name: 'Jo', mealCount: 2 },
      { name: 'Lee', mealCount: 1 },
    ]);
    const empty = await restaurant(api, 'Empty');
    expect(
      (await expectStatus(api.call('GET', `/api/restaurants/${empty}/summary`), 200)).companions,
    ).toEqual([]);
  });
});

describe('/api/companions without a session', () => {
  let service: DiaryUnderTest;

  beforeAll(async () => {
    service = await startDiary();
  });

  afterAll(() => service.stop());

  it('answers 401 on every route', async () => {
    for (const [method, url] of [
      ['GET', '/api/companions'],
      ['GET', '/api/companions/summary?name=Sam'],
      ['POST', '/api/companions/rename'],
      ['POST', '/api/companions/delete'],
    ] as const) {
      const answer = await service.app.inject({
        method,
        url,
        ...(method === 'POST' ? { payload: { names: ['Sam'], name: 'Alex' } } : {}),
      });
      expect(answer.statusCode).toBe(401);
      expect(Object.keys(answer.json())).toEqual(['message']);
    }
  });
});
