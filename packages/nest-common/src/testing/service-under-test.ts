import type { DynamicModule, Type } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyAdapterOptions } from '../http/create-fastify-adapter';
import { createTestApp } from './create-test-app';
import { generateTestKeyPair } from './keys';
import { createTestDatabase, testRedisUrl } from './test-database';

export interface ServiceUnderTest {
  app: NestFastifyApplication;
  /** Signs tokens the service accepts: `signTestToken(service.privateKey, user)`. */
  privateKey: string;
  /** Closes the app and drops its database; call it in afterAll. */
  stop(): Promise<void>;
}

/**
 * Starts a service's root module against the real test database and Redis,
 * isolated by a random database name and Redis key prefix. `createModule`
 * receives the environment a service reads (MONGO_URL, MONGO_DB, REDIS_URL,
 * REDIS_PREFIX, JWT_PUBLIC_KEY; JWT_PRIVATE_KEY for auth), so the service's own config loader is tested too:
 * `startServiceForTest('media', (env) => AppModule.forRoot(loadMediaConfig(env)))`.
 */
export async function startServiceForTest(
  label: string,
  createModule: (env: NodeJS.ProcessEnv) => Type<unknown> | DynamicModule,
  adapterOptions: FastifyAdapterOptions = {},
): Promise<ServiceUnderTest> {
  const database = createTestDatabase(label);
  const keys = generateTestKeyPair();
  const app = await createTestApp(
    createModule({
      MONGO_URL: database.url,
      MONGO_DB: database.dbName,
      REDIS_URL: testRedisUrl(),
      REDIS_PREFIX: `${database.dbName}:`,
      JWT_PUBLIC_KEY: keys.publicKey,
      JWT_PRIVATE_KEY: keys.privateKey,
    }),
    adapterOptions,
  );
  return {
    app,
    privateKey: keys.privateKey,
    async stop() {
      await app.close();
      await database.drop();
    },
  };
}
