import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getModelToken } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import { type ServiceUnderTest, signTestToken, startServiceForTest } from '@dd/nest-common/testing';
import { AppModule } from '../../src/app.module';
import { loadMediaConfig } from '../../src/config';
import { Upload } from '../../src/uploads/upload.schema';
import { multipartBody } from './multipart';

export interface MediaUnderTest extends ServiceUnderTest {
  storageDir: string;
  /** The environment the service was started with (for worker child processes). */
  env: NodeJS.ProcessEnv;
  tokenFor(userId: string): string;
  upload(
    data: Buffer,
    options?: {
      userId?: string;
      type?: string;
      filename?: string;
      headers?: Record<string, string>;
    },
  ): ReturnType<ServiceUnderTest['app']['inject']>;
  storedKeys(): Promise<string[]>;
  uploadRecords(): Promise<Upload[]>;
}

/** The media service against real Mongo and Redis, storing into a fresh temporary folder. */
export async function startMedia(extraEnv: NodeJS.ProcessEnv = {}): Promise<MediaUnderTest> {
  const storageDir = await fs.mkdtemp(path.join(os.tmpdir(), 'dd-media-test-'));
  let env: NodeJS.ProcessEnv = {};
  const service = await startServiceForTest('media', (serviceEnv) => {
    env = { ...serviceEnv, MEDIA_STORAGE_DIR: storageDir, ...extraEnv };
    return AppModule.forRoot(loadMediaConfig(env));
  });
  const tokenFor = (userId: string) => signTestToken(service.privateKey, { id: userId });
  const uploads = service.app.get<Model<Upload>>(getModelToken(Upload.name));
  return {
    ...service,
    storageDir,
    env,
    tokenFor,
    async upload(data, options = {}) {
      const body = await multipartBody(data, options);
      return service.app.inject({
        method: 'POST',
        url: '/api/uploads/proxy',
        payload: body.payload,
        headers: {
          ...options.headers,
          ...body.headers,
          authorization: `Bearer ${tokenFor(options.userId ?? 'user-ada')}`,
        },
      });
    },
    async storedKeys() {
      const entries = await fs.readdir(storageDir, { recursive: true, withFileTypes: true });
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(storageDir, path.join(entry.parentPath, entry.name)));
    },
    // Through the driver itself: the test's look at its whole throwaway
    // collection is not a service query, so the index check must not see it.
    uploadRecords: () =>
      uploads.db.db!.collection<Upload>(uploads.collection.collectionName).find().toArray(),
    async stop() {
      await service.stop();
      await fs.rm(storageDir, { recursive: true, force: true });
    },
  };
}

export async function waitFor<T>(
  check: () => Promise<T | undefined | false>,
  { timeoutMs = 15_000, intervalMs = 50 } = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
