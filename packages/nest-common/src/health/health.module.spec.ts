import { Module } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MongoModule } from '../mongo/mongo.module';
import { RedisModule } from '../redis/redis.module';
import { createTestApp, createTestDatabase, healthWhenReady, testRedisUrl } from '../testing';
import { HealthModule } from './health.module';

// Nothing listens here, so the client keeps reconnecting and never becomes ready.
const UNREACHABLE_REDIS_URL = 'redis://127.0.0.1:1';

function healthApp(
  redisUrl: string,
  database: { url: string; dbName: string },
): Promise<NestFastifyApplication> {
  @Module({
    imports: [
      MongoModule.forRoot({ url: database.url, dbName: database.dbName }),
      RedisModule.forRoot({ url: redisUrl }),
      HealthModule.forRoot({ checks: ['mongo', 'redis'] }),
    ],
  })
  class HealthTestModule {}
  return createTestApp(HealthTestModule);
}

describe('GET /healthz (real FerretDB/MongoDB and Redis)', () => {
  const database = createTestDatabase('nest_common_health');

  afterAll(() => database.drop());

  it('answers 200 with every check up', async () => {
    const app = await healthApp(testRedisUrl(), database);
    try {
      expect(await healthWhenReady(app)).toEqual({
        statusCode: 200,
        body: { status: 'ok', checks: { mongo: 'up', redis: 'up' } },
      });
    } finally {
      await app.close();
    }
  });

  it('answers 503 naming the dependency that is down', async () => {
    const app = await healthApp(UNREACHABLE_REDIS_URL, database);
    try {
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'error', checks: { mongo: 'up', redis: 'down' } });
    } finally {
      await app.close();
    }
  });
});
