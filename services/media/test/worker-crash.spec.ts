import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { Queue } from 'bullmq';
import { buildStale, repoRoot } from '@dd/orchestrator';
import { MEDIA_VARIANTS_QUEUE, mediaQueuePrefix } from '@dd/contracts';
import { pngOf } from './support/images';
import { type MediaUnderTest, startMedia, waitFor } from './support/media-under-test';

const LOCK_MS = 1000;

/** `node dist/main.js --worker-only` with the service's environment. */
function startWorkerProcess(env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [path.join(__dirname, '..', 'dist', 'main.js'), '--worker-only'], {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

describe('variants worker crash (separate --worker-only processes)', () => {
  let media: MediaUnderTest;
  let queue: Queue;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    await buildStale(repoRoot, { only: ['services/media'] });
    media = await startMedia({ MEDIA_WORKER: 'false', MEDIA_JOB_LOCK_MS: String(LOCK_MS) });
    queue = new Queue(MEDIA_VARIANTS_QUEUE, {
      connection: { url: media.env.REDIS_URL },
      prefix: mediaQueuePrefix(media.env.REDIS_PREFIX as string),
    });
  }, 120_000);

  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await Promise.all(children.map(stopped));
    await queue.obliterate({ force: true });
    await queue.close();
    await media.stop();
  });

  it('a job whose worker is killed mid-job completes on the next worker', async () => {
    // A large PNG: no shrink-on-load, so rendering takes long enough to be interrupted.
    const response = await media.upload(await pngOf(7000, 6000), { type: 'image/png' });
    expect(response.statusCode).toBe(201);
    const file = response.json<{ fileUrl: string }>().fileUrl.split('/').pop()!;
    const variantsOf = async () =>
      (await media.storedKeys()).filter((key) => key.startsWith('variants/'));

    const first = startWorkerProcess(media.env);
    children.push(first);
    await waitFor(async () => (await queue.getActiveCount()) === 1, { intervalMs: 10 });
    first.kill('SIGKILL');
    await stopped(first);
    expect(await variantsOf()).toEqual([]);
    expect((await media.uploadRecords())[0]?.variantsStatus).toBe('pending');

    const second = startWorkerProcess(media.env);
    children.push(second);
    await waitFor(
      async () =>
        (await media.uploadRecords()).find((upload) => upload.file === file)?.variantsStatus ===
        'ready',
      { timeoutMs: 30_000 },
    );
    expect(await variantsOf()).toHaveLength(3);
    // The job marks the upload ready before it returns; the queue completes it after.
    await waitFor(async () => (await queue.getActiveCount()) === 0);
    expect(await queue.getJobCounts('waiting', 'active', 'failed', 'completed')).toMatchObject({
      waiting: 0,
      active: 0,
      failed: 0,
      completed: 0, // removeOnComplete
    });
  }, 60_000);
});
