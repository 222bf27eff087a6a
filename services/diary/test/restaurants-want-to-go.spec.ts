import {
  apiFor,
  DiaryApi,
  type DiaryUnderTest,
  expectStatus,
  startDiary,
} from './support/diary-api';

type Listed = { _id: string; name: string; wantToGo: boolean; date: string };

/** Issue 45: places saved for later ("Want to go"). */
describe('/api/restaurants want to go', () => {
  let service: DiaryUnderTest;
  let ada: DiaryApi;
  let bob: DiaryApi;

  beforeAll(async () => {
    service = await startDiary();
    ada = apiFor(service, 'user-want-ada');
    bob = apiFor(service, 'user-want-bob');
  });

  afterAll(() => service.stop());

  const create = (api: DiaryApi, body: Record<string, unknown>): Promise<Listed> =>
    expectStatus(api.call('POST', '/api/restaurants', body), 201);
  const names = async (api: DiaryApi, url: string) =>
    (await expectStatus(api.call('GET', url), 200)).map((item: Listed) => item.name);

  it('defaults to false, keeps true on create and changes on update', async () => {
    const visited = await create(ada, { name: 'Visited' });
    expect(visited.wantToGo).toBe(false);
    const saved = await create(ada, { name: 'Saved', wantToGo: true });
    expect(saved.wantToGo).toBe(true);
    expect(
      (await expectStatus(ada.call('GET', `/api/restaurants/${saved._id}`), 200)).wantToGo,
    ).toBe(true);
    const updated = await expectStatus(
      ada.call('PUT', `/api/restaurants/${saved._id}`, { wantToGo: false }),
      200,
    );
    expect(updated.wantToGo).toBe(false);
    // An update that does not send it leaves it as it is.
    await expectStatus(ada.call('PUT', `/api/restaurants/${visited._id}`, { wantToGo: true }), 200);
    const renamed = await expectStatus(
      ada.call('PUT', `/api/restaurants/${visited._id}`, { name: 'Visited again' }),
      200,
    );
    expect(renamed.wantToGo).toBe(true);
  });

  it('refuses a wantToGo that is not a boolean with a 400 naming the field', async () => {
    const { _id } = await create(ada, { name: 'Checked' });
    for (const wantToGo of ['true', 1, null, 'yes']) {
      const created = await ada.call('POST', '/api/restaurants', { name: 'Bad', wantToGo });
      expect(created.statusCode).toBe(400);
      expect(Object.keys(created.body)).toEqual(['message']);
      expect(created.body.message).toMatch(/wantToGo/);
      const updated = await ada.call('PUT', `/api/restaurants/${_id}`, { wantToGo });
      expect(updated.statusCode).toBe(400);
      expect(updated.body.message).toMatch(/wantToGo/);
    }
  });

  it('lists only the places saved for later with wantToGo=true, the others with false', async () => {
    const api = apiFor(service, 'user-want-lists');
    await create(api, { name: 'Been there', date: '2024-01-01' });
    await create(api, { name: 'Later one', wantToGo: true, date: '2024-02-01' });
    await create(api, { name: 'Later two', wantToGo: true, date: '2024-03-01' });
    await create(api, { name: 'Liked', isThumbsUp: true, date: '2024-04-01' });

    expect(await names(api, '/api/restaurants?wantToGo=true')).toEqual(['Later two', 'Later one']);
    expect(await names(api, '/api/restaurants?wantToGo=false')).toEqual(['Liked', 'Been there']);
    // The spec's four filters are unchanged: want-to-go places are in All and Unrated.
    expect(await names(api, '/api/restaurants')).toEqual([
      'Liked',
      'Later two',
      'Later one',
      'Been there',
    ]);
    expect(await names(api, '/api/restaurants?filter=unrated')).toEqual([
      'Later two',
      'Later one',
      'Been there',
    ]);
    expect(await names(api, '/api/restaurants/unrated?wantToGo=true')).toEqual([
      'Later two',
      'Later one',
    ]);
    // It combines with search and paging.
    expect(await names(api, '/api/restaurants?wantToGo=true&q=two')).toEqual(['Later two']);
    const first = await api.call('GET', '/api/restaurants?wantToGo=true&limit=1');
    expect(first.body.map((item: Listed) => item.name)).toEqual(['Later two']);
    const cursor = first.headers['x-next-cursor'] as string;
    expect(
      await names(
        api,
        `/api/restaurants?wantToGo=true&limit=1&cursor=${encodeURIComponent(cursor)}`,
      ),
    ).toEqual(['Later one']);
  });

  it('marks map places saved for later', async () => {
    const api = apiFor(service, 'user-want-map');
    await create(api, { name: 'Pinned later', wantToGo: true, lat: 43.6, long: -116.2 });
    await create(api, { name: 'Pinned', lat: 43.61, long: -116.21 });
    const all = await expectStatus(api.call('GET', '/api/restaurants/locations'), 200);
    expect(all.places.map(({ name, wantToGo }: Listed) => `${name}: ${wantToGo}`).sort()).toEqual([
      'Pinned later: true',
      'Pinned: false',
    ]);
    const saved = await expectStatus(
      api.call('GET', '/api/restaurants/locations?wantToGo=true'),
      200,
    );
    expect(saved.places.map((place: Listed) => place.name)).toEqual(['Pinned later']);
  });

  it('refuses a wantToGo query that is not true or false', async () => {
    for (const url of ['/api/restaurants?wantToGo=yes', '/api/restaurants/locations?wantToGo=1']) {
      const answer = await ada.call('GET', url);
      expect(answer.statusCode).toBe(400);
      expect(answer.body.message).toMatch(/wantToGo/);
    }
  });

  it("never shows another user's places saved for later", async () => {
    await create(bob, { name: "Bob's secret list", wantToGo: true });
    const adaSaved = await names(ada, '/api/restaurants?wantToGo=true');
    expect(adaSaved).not.toContain("Bob's secret list");
    const adaMap = await expectStatus(
      ada.call('GET', '/api/restaurants/locations?wantToGo=true'),
      200,
    );
    expect(JSON.stringify(adaMap)).not.toContain('Bob');
    expect(await names(bob, '/api/restaurants?wantToGo=true')).toEqual(["Bob's secret list"]);
  });

  it('makes a place visited, first on the meal’s day, when a meal is logged there', async () => {
    const api = apiFor(service, 'user-want-meal');
    const saved = await create(api, { name: 'Finally went', wantToGo: true, date: '2024-01-05' });
    const visited = await create(api, { name: 'Regular', date: '2023-06-01' });
    await expectStatus(
      api.call('POST', '/api/meals', {
        name: 'Tasting menu',
        date: '2024-05-20',
        restaurantId: saved._id,
      }),
      201,
    );
    await expectStatus(
      api.call('POST', '/api/meals', {
        name: 'Usual',
        date: '2024-05-21',
        restaurantId: visited._id,
      }),
      201,
    );
    const after = await expectStatus(api.call('GET', `/api/restaurants/${saved._id}`), 200);
    expect(after).toMatchObject({ wantToGo: false, date: '2024-05-20' });
    // A place already visited keeps its First Visited date.
    const regular = await expectStatus(api.call('GET', `/api/restaurants/${visited._id}`), 200);
    expect(regular).toMatchObject({ wantToGo: false, date: '2023-06-01' });
    expect(await names(api, '/api/restaurants?wantToGo=true')).toEqual([]);
  });
});
