import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestApp, createTestDatabase, generateTestKeyPair } from '@dd/nest-common/testing';
import { AppModule } from '../src/app.module';
import { loadDiaryConfig } from '../src/config';

describe('diary service', () => {
  const database = createTestDatabase('diary');
  let app: NestFastifyApplication;

  beforeAll(async () => {
    const config = loadDiaryConfig({
      MONGO_URL: database.url,
      MONGO_DB: database.dbName,
      JWT_PUBLIC_KEY: generateTestKeyPair().publicKey,
    });
    app = await createTestApp(AppModule.forRoot(config));
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('GET /healthz answers 200 with the mongo check up', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', checks: { mongo: 'up' } });
  });

  it('answers an unknown route with 404 JSON', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Cannot GET /api/nothing-here' });
  });
});
