import { startYelpService, type YelpServiceUnderTest } from './support/yelp-test-harness';

describe('categories', () => {
  let service: YelpServiceUnderTest;

  beforeAll(async () => {
    service = await startYelpService({});
  });
  afterAll(() => service.stop());

  const create = async (name: unknown, userId = 'cat-user') => {
    const response = await service.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: service.authFor(userId),
      payload: { name },
    });
    return { statusCode: response.statusCode, body: response.json() };
  };

  it('creates a category with the trimmed name (201) and lists it', async () => {
    const created = await create('  Dim Sum ');
    expect(created).toEqual({
      statusCode: 201,
      body: { _id: expect.stringMatching(/^[a-f0-9]{24}$/), name: 'Dim Sum' },
    });
    expect(await service.get('/api/categories', 'cat-user')).toEqual({
      statusCode: 200,
      body: [created.body],
    });
  });

  it('answers the existing category (200) for a name with the same alias', async () => {
    const first = await create('Late Night Eats', 'alias-user');
    const again = await create('late   night eats', 'alias-user');
    expect(again).toEqual({ statusCode: 200, body: first.body });
    expect((await service.get('/api/categories', 'alias-user')).body).toHaveLength(1);
  });

  it('keeps each user to their own categories', async () => {
    const mine = await create('Brunch Spots', 'owner');
    const theirs = await create('Brunch Spots', 'someone-else');
    expect(theirs.statusCode).toBe(201);
    expect(theirs.body._id).not.toBe(mine.body._id);
    expect((await service.get('/api/categories', 'someone-else')).body).toEqual([theirs.body]);
    expect((await service.get('/api/categories', 'nobody')).body).toEqual([]);
  });

  it('creates one category for concurrent identical requests', async () => {
    const results = await Promise.all([
      create('Noodles', 'racer'),
      create('noodles', 'racer'),
      create('NOODLES', 'racer'),
    ]);
    expect(new Set(results.map((r) => r.body._id)).size).toBe(1);
    expect((await service.get('/api/categories', 'racer')).body).toHaveLength(1);
  });

  it.each([
    ['blank', '   ', 'name: Required'],
    ['missing', undefined, 'name: Required'],
    ['not a string', { $ne: null }, 'name: Expected string'],
  ])('rejects a %s name with 400 {message}', async (_label, name, message) => {
    expect(await create(name)).toEqual({ statusCode: 400, body: { message } });
  });

  it('requires a signed-in user', async () => {
    const response = await service.app.inject({ method: 'GET', url: '/api/categories' });
    expect(response.statusCode).toBe(401);
  });
});
