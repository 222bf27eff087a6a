import { mkdtemp, rm } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
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
 * APIs the export reads and the import writes: `GET /api/uploads/images/:file`
 * answers the bytes put in `photos` (at any `?w=` width, the original),
 * `POST /api/uploads/proxy` stores an uploaded file under a new name (bytes
 * starting `NOT-AN-IMAGE` are refused 400, as media refuses them), `POST /api/uploads/ownership` answers which
 * of `files` the bearer's user uploaded (or was given with `own`), `GET
 * /api/categories` answers the categories and `POST` adds one (201) unless
 * its name is there (200); bearer required.
 */
export interface NeighbourServices {
  url: string;
  photos: Map<string, Buffer>;
  categories: { _id: string; name: string }[];
  photoRequests: string[];
  /** The path and query of each photo read (which width was asked). */
  photoUrls: string[];
  /** Who uploaded what: file name → the bearer user's token. */
  uploads: Map<string, string>;
  /** Records the files as uploaded by the user, as if they had uploaded them. */
  own(userId: string, ...files: string[]): void;
  close(): Promise<void>;
}

const REFUSED_UPLOAD_PREFIX = 'NOT-AN-IMAGE';

function json(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** The user id of a bearer token (its signature is the diary's to check, not this stand-in's). */
function userIdOf(authorization: string | undefined): string | undefined {
  const payload = /^Bearer [\w-]+\.([\w-]+)\.[\w-]+$/.exec(authorization ?? '')?.[1];
  if (!payload) return undefined;
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { user: { id: string } }).user
    .id;
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export async function startNeighbourServices(): Promise<NeighbourServices> {
  const photos = new Map<string, Buffer>();
  const categories: { _id: string; name: string }[] = [];
  const photoRequests: string[] = [];
  const photoUrls: string[] = [];
  const uploads = new Map<string, string>();
  const owners = new Map<string, string>();
  const server: Server = createServer((request, response) => {
    const url = request.url ?? '';
    const bearer = request.headers.authorization?.startsWith('Bearer ');
    if (request.method === 'POST' && url === '/api/uploads/proxy' && bearer) {
      void bodyOf(request).then(async (body) => {
        const form = await new Request('http://neighbour/upload', {
          method: 'POST',
          headers: { 'content-type': String(request.headers['content-type']) },
          body,
        }).formData();
        const file = form.get('file') as File;
        const bytes = Buffer.from(await file.arrayBuffer());
        if (bytes.subarray(0, REFUSED_UPLOAD_PREFIX.length).toString() === REFUSED_UPLOAD_PREFIX)
          return json(response, 400, { message: 'The file is not a supported image' });
        const name = `${randomBytes(16).toString('base64url')}${path.extname(file.name)}`;
        photos.set(name, bytes);
        uploads.set(name, String(request.headers.authorization));
        owners.set(name, userIdOf(request.headers.authorization)!);
        json(response, 201, { fileUrl: `/api/uploads/images/${name}` });
      });
      return;
    }
    if (request.method === 'POST' && url === '/api/uploads/ownership' && bearer) {
      void bodyOf(request).then((body) => {
        const { files } = JSON.parse(body.toString()) as { files: string[] };
        const userId = userIdOf(request.headers.authorization);
        json(response, 200, { owned: files.filter((file) => owners.get(file) === userId) });
      });
      return;
    }
    if (request.method === 'POST' && url === '/api/categories' && bearer) {
      void bodyOf(request).then((body) => {
        const { name } = JSON.parse(body.toString()) as { name: string };
        const existing = categories.find((category) => category.name === name);
        if (existing) return json(response, 200, existing);
        const category = { _id: `c${categories.length + 1}`, name };
        categories.push(category);
        json(response, 201, category);
      });
      return;
    }
    const photo = /^\/api\/uploads\/images\/([^/?]+)(?:\?w=\d+)?$/.exec(url);
    if (photo) {
      photoRequests.push(photo[1]);
      photoUrls.push(url);
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
    photoUrls,
    categories,
    photoRequests,
    uploads,
    own(userId, ...files) {
      for (const file of files) owners.set(file, userId);
    },
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
  importDir: string;
  /** A token of the user; `email` defaults to `<userId>@example.test`. */
  tokenFor(userId: string, fullName?: string, email?: string): string;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Stops it and drops its database and export folder. */
  destroy(): Promise<void>;
}

/** Small, so a test can send an archive over the limit. */
export const IMPORT_MAX_BYTES_UNDER_TEST = 8 * 1024 * 1024;

export async function createRestartableDiary(
  neighbours: NeighbourServices,
  extraEnv: NodeJS.ProcessEnv = {},
): Promise<RestartableDiary> {
  const database = createTestDatabase('diary');
  const keys = generateTestKeyPair();
  const exportDir = await mkdtemp(path.join(tmpdir(), 'dd-exports-'));
  const importDir = await mkdtemp(path.join(tmpdir(), 'dd-imports-'));
  const env: NodeJS.ProcessEnv = {
    MONGO_URL: database.url,
    MONGO_DB: database.dbName,
    REDIS_URL: testRedisUrl(),
    REDIS_PREFIX: `${database.dbName}:`,
    JWT_PUBLIC_KEY: keys.publicKey,
    MEDIA_URL: neighbours.url,
    YELP_URL: neighbours.url,
    EXPORT_DIR: exportDir,
    IMPORT_DIR: importDir,
    IMPORT_MAX_BYTES: String(IMPORT_MAX_BYTES_UNDER_TEST),
    ...extraEnv,
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
    importDir,
    tokenFor: (userId, fullName = 'Test User', email = `${userId}@example.test`) =>
      signTestToken(keys.privateKey, { id: userId, fullName, email }),
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
      await rm(importDir, { recursive: true, force: true });
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
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await diary.app.inject({
    method,
    url,
    headers: token ? { ...headers, authorization: `Bearer ${token}` } : headers,
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

/** Exports the token's diary through the API and downloads the zip, checking each step's answer. */
export async function exportAndDownload(
  diary: RestartableDiary,
  token: string,
): Promise<{ id: string; zip: Buffer }> {
  const started = await expectOk(call(diary, token, 'POST', '/api/exports'), 202);
  expect(started).toMatchObject({ state: expect.stringMatching(/queued|running/), size: null });
  const ready = await eventually(
    async () => {
      const status = await expectOk(call(diary, token, 'GET', `/api/exports/${started.id}`), 200);
      if (status.state === 'failed') throw new Error(`export failed: ${JSON.stringify(status)}`);
      return status.state === 'ready' ? status : undefined;
    },
    20_000,
    'the export',
  );
  expect(ready).toMatchObject({ progress: 100, size: expect.any(Number), message: null });
  const link = await expectOk(
    call(diary, token, 'POST', `/api/exports/${started.id}/download-link`),
    201,
  );
  expect(link.url).toMatch(
    new RegExp(`^/api/exports/${started.id}/file\\?ticket=[A-Za-z0-9_-]{32}$`),
  );
  const file = await call(diary, undefined, 'GET', link.url);
  expect(file.statusCode).toBe(200);
  expect(file.headers['content-type']).toBe('application/zip');
  expect(file.headers['content-disposition']).toMatch(
    /^attachment; filename="dining-diary-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  expect(file.raw.length).toBe(ready.size);
  return { id: started.id, zip: file.raw };
}
