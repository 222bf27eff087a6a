import { AccountErasurePublisher } from '@dd/nest-common';
import { testRedisUrl } from '@dd/nest-common/testing';
import { startYelpService, type YelpServiceUnderTest } from './support/yelp-test-harness';

describe('account erasure in yelp', () => {
  let service: YelpServiceUnderTest;
  let publisher: AccountErasurePublisher;

  beforeAll(async () => {
    service = await startYelpService({});
    publisher = new AccountErasurePublisher({
      url: testRedisUrl(),
      keyPrefix: service.redisPrefix,
    });
  });
  afterAll(async () => {
    await publisher?.close();
    await service?.stop();
  });

  const create = (name: string, userId: string) =>
    service.app.inject({
      method: 'POST',
      url: '/api/categories',
      headers: service.authFor(userId),
      payload: { name },
    });

  it("erases the user's categories and nobody else's", async () => {
    await create('Dim Sum', 'user-gone');
    await create('Tapas', 'user-gone');
    await create('Dim Sum', 'user-kept');

    await publisher.publish('user-gone');

    const deadline = Date.now() + 10_000;
    while ((await service.get('/api/categories', 'user-gone')).body.length > 0) {
      if (Date.now() > deadline) throw new Error('categories not erased in time');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await service.get('/api/categories', 'user-gone')).body).toEqual([]);
    expect((await service.get('/api/categories', 'user-kept')).body).toEqual([
      { _id: expect.any(String), name: 'Dim Sum' },
    ]);
  });
});
