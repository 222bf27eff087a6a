import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  createTestApp,
  createTestDatabase,
  generateTestKeyPair,
  testRedisUrl,
} from '@dd/nest-common/testing';
import { AppModule } from '../src/app.module';
import { loadAuthConfig } from '../src/config';

describe('auth service', () => {
  const database = createTestDatabase('auth');
  let app: NestFastifyApplication;

  beforeAll(async () => {
    const config = loadAuthConfig({
      MONGO_URL: database.url,
      MONGO_DB: database.dbName,
      REDIS_URL: testRedisUrl(),
      JWT_PUBLIC_KEY: generateTestKeyPair().publicKey,
    });
    app = await createTestApp(AppModule.forRoot(config));
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('GET /healthz answers 200 with the mongo and redis checks up', async () => {
    const response = await waitUntilHealthy(app);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', checks: { mongo: 'up', redis: 'up' } });
  });

  it('answers an unknown route with 404 JSON', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Cannot GET /api/nothing-here' });
  });
});

// Start-up does not wait for Redis, so its first connection may still be under way.
async function waitUntilHealthy(app: NestFastifyApplication) {
  for (let attempt = 1; ; attempt++) {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    if (response.statusCode === 200 || attempt === 30) return response;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
