import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import {
  createTestApp,
  createTestDatabase,
  generateTestKeyPair,
  healthWhenReady,
  signTestToken,
  testRedisUrl,
  type TestDatabase,
} from '@dd/nest-common/testing';
import { AppModule } from '../../src/app.module';
import { loadDiaryConfig } from '../../src/config';

/**
 * A real HTTP server standing in for the media and yelp services' public
 * APIs the export reads: `GET /api/uploads/images/:file` answers the bytes
 * put in `photos`, `GET /api/categories` the categories (bearer required).
 */
export interface NeighbourServices {
  url: string;
  photos: Map<string, Buffer>;
  categories: { _id: string; name: string }[];
  photoRequests: string[];
  close(): Promise<void>;
}

export async function startNeighbourServices(): Promise<NeighbourServices> {
  const photos = new Map<string, Buffer>();
  const categories: { _id: string; name: string }[] = [];
  const photoRequests: string[] = [];
  const server: Server = createServer((request, response) => {
    const url = request.url ?? '';
    const photo = /^\/api\/uploads\/images\/([^/?]+)$/.exec(url);
    if (photo) {
      photoRequests.push(photo[1]);
      const bytes = photos.get(photo[1]);
      if (!bytes) {
        response.writeHead(404, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ message: 'Image not found' }));
        return;
      }
      response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': bytes.length });
      response.end(bytes);
      return;
    }
    if (url === '/api/categories' && request.headers.authorization?.startsWith('Bearer ')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(categories));
      return;
    }
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ message: 'Not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    photos,
    categories,
    photoRequests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * The diary on a throwaway database, which can be stopped and started again
 * on the same database, Redis prefix and export folder (a service going down
 * and coming back).
 */
export interface RestartableDiary {
  app: NestFastifyApplication;
  env: NodeJS.ProcessEnv;
  database: TestDatabase;
  exportDir: string;
  tokenFor(userId: string, fullName?: string): string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops it and drops its database and export folder. */
  destroy(): Promise<void>;
}

export async function createRestartableDiary(
  neighbours: NeighbourServices,
): Promise<RestartableDiary> {
  const database = createTestDatabase('diary');
  const keys = generateTestKeyPair();
  const exportDir = await mkdtemp(path.join(tmpdir(), 'dd-exports-'));
  const env: NodeJS.ProcessEnv = {
    MONGO_URL: database.url,
    MONGO_DB: database.dbName,
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: `${database.dbName}:`,
    JWT_PUBLIC_KEY: keys.publicKey,
    MEDIA_URL: neighbours.url,
    YELP_URL: neighbours.url,
    EXPORT_DIR: exportDir,
  };
  let app: NestFastifyApplication | undefined;
  const diary: RestartableDiary = {
    get app() {
      if (!app) throw new Error('the diary is stopped');
      return app;
    },
    env,
    database,
    exportDir,
    tokenFor: (userId, fullName = 'Test User') =>
      signTestToken(keys.privateKey, { id: userId, fullName }),
    async start() {
      app = await createTestApp(AppModule.forRoot(loadDiaryConfig(env)));
      const health = await healthWhenReady(app);
      if (health.statusCode !== 200)
        throw new Error(`diary not healthy: ${JSON.stringify(health)}`);
    },
    async stop() {
      await app?.close();
      app = undefined;
    },
    async destroy() {
      await diary.stop();
      await database.drop();
      await rm(exportDir, { recursive: true, force: true });
    },
  };
  await diary.start();
  return diary;
}

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON under test
  raw: Buffer;
}

/** One call as the given token's user. */
export async function call(
  diary: RestartableDiary,
  token: string | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: unknown,
): Promise<Answer> {
  const response = await diary.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    payload: payload as object | undefined,
  });
  const isJson = String(response.headers['content-type'] ?? '').includes('json');
  return {
    statusCode: response.statusCode,
    headers: response.headers,
    body: isJson && response.body ? response.json() : undefined,
    raw: response.rawPayload,
  };
}

export async function expectOk(
  answer: Promise<Answer>,
  statusCode: number,
): Promise<Answer['body']> {
  const result = await answer;
  if (result.statusCode !== statusCode)
    throw new Error(
      `expected ${statusCode}, got ${result.statusCode}: ${JSON.stringify(result.body)}`,
    );
  return result.body;
}

/** Polls until `check` returns a value, for up to `timeoutMs`. */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 15_000,
  what = 'the condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
