import { readFile } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { MongoClient, type Db } from 'mongodb';
import type { ExportStatus, ImportStatus } from '@dd/contracts';
import { clearDiary, seedDiary } from './diary-seed';
import { photoLikeJpeg, upload } from './media-pipeline';
import type { BudgetRow } from './report';
import { benchUserId, signBenchToken } from './session';
import { inParallel } from './stats';

/**
 * The scale is 10,000 meals, 800 restaurants and 500 photos (2 GB);
 * photos are fewer here (EXPORT_BENCH_PHOTOS, default 60 camera-sized JPEGs):
 * uploading 2 GB through the sanitizing pipeline takes longer than the rest
 * of the bench. Memory is compared between a tenth of the meals and all of
 * them, with the same photos: a streamed export does not grow with the data.
 */
export const EXPORT_SCALE = {
  meals: 10_000,
  restaurants: 800,
  tags: 40,
  photos: Number(process.env.EXPORT_BENCH_PHOTOS || 60),
} as const;

export const EXPORT_BUDGETS = {
  /** Seconds to a finished zip at EXPORT_SCALE. */
  seconds: 120,
  /** Seconds from sending that zip to a finished import into a new account. */
  importSeconds: 60,
  /** Records (restaurants, meals, tags, tag links, photos) written per second by that import. */
  importRecordsPerSecond: 300,
  /** The diary's resident memory above its idle level while exporting. */
  peakMegabytes: 150,
  /** How much more that peak may be at 10× the meals. */
  growthMegabytes: 40,
} as const;

const UPLOAD_CONCURRENCY = 2;
const POLL_MS = 200;
const SAMPLE_MS = 50;
const EXPORT_TIMEOUT_MS = 10 * 60_000;

export interface ExportBenchOptions {
  gatewayUrl: string;
  privateKeyFile: string;
  mongoUrl: string;
  diaryDb: string;
  /** The diary service's process, whose memory is sampled. */
  diaryPid: number;
}

interface ExportRun {
  seconds: number;
  peakMegabytes: number;
  zipMegabytes: number;
  token: string;
  exportId: string;
}

interface ImportRun {
  seconds: number;
  records: number;
  peakMegabytes: number;
}

export async function runExportBench(options: ExportBenchOptions): Promise<BudgetRow[]> {
  const client = await MongoClient.connect(options.mongoUrl);
  try {
    const db = client.db(options.diaryDb);
    const photoToken = signBenchToken(options.privateKeyFile, 7200);
    const photos = await inParallel(
      Array.from({ length: EXPORT_SCALE.photos }, (_, i) => i),
      UPLOAD_CONCURRENCY,
      async (i) => upload(options.gatewayUrl, photoToken, await photoLikeJpeg(i, 2000, 1500)),
    );
    const small = await exportRun(options, db, photos, EXPORT_SCALE.meals / 10);
    const large = await exportRun(options, db, photos, EXPORT_SCALE.meals);
    const imported = await importRun(options, await download(options.gatewayUrl, large));
    await clearDiary(db);
    const scale = `${EXPORT_SCALE.meals} meals, ${EXPORT_SCALE.restaurants} restaurants, ${EXPORT_SCALE.photos} photos`;
    const growth = large.peakMegabytes - small.peakMegabytes;
    return [
      {
        group: 'export',
        name: `export of ${scale}: time to a finished zip`,
        measured: `${large.seconds.toFixed(1)} s (${large.zipMegabytes.toFixed(0)} MB zip)`,
        budget: `≤ ${EXPORT_BUDGETS.seconds} s`,
        pass: large.seconds <= EXPORT_BUDGETS.seconds,
      },
      {
        group: 'export',
        name: `export of ${scale}: diary's peak memory over idle`,
        measured: `${large.peakMegabytes.toFixed(0)} MB (${small.peakMegabytes.toFixed(0)} MB at ${EXPORT_SCALE.meals / 10} meals)`,
        budget: `≤ ${EXPORT_BUDGETS.peakMegabytes} MB, ≤ +${EXPORT_BUDGETS.growthMegabytes} MB at 10× meals`,
        pass:
          large.peakMegabytes <= EXPORT_BUDGETS.peakMegabytes &&
          growth <= EXPORT_BUDGETS.growthMegabytes,
        note: `${EXPORT_SCALE.photos} photos instead of 500 (EXPORT_BENCH_PHOTOS)`,
      },
      {
        group: 'export',
        name: `import of that export into a new account: time to done`,
        measured: `${imported.seconds.toFixed(1)} s (diary peak ${imported.peakMegabytes.toFixed(0)} MB over idle)`,
        budget: `≤ ${EXPORT_BUDGETS.importSeconds} s`,
        pass: imported.seconds <= EXPORT_BUDGETS.importSeconds,
      },
      {
        group: 'export',
        name: `import of that export: records written per second`,
        measured: `${(imported.records / imported.seconds).toFixed(0)} records/s (${imported.records} records)`,
        budget: `≥ ${EXPORT_BUDGETS.importRecordsPerSecond} records/s`,
        pass: imported.records / imported.seconds >= EXPORT_BUDGETS.importRecordsPerSecond,
        note: 'records = restaurants + meals + tags + photos + posts + categories imported',
      },
    ];
  } finally {
    await client.close();
  }
}

/** Seeds a fresh user with `meals` meals using the photos, exports through the gateway and measures. */
async function exportRun(
  options: ExportBenchOptions,
  db: Db,
  photos: readonly string[],
  meals: number,
): Promise<ExportRun> {
  await clearDiary(db);
  const token = signBenchToken(options.privateKeyFile, 7200);
  await seedDiary(db, benchUserId(token), {
    meals,
    restaurants: EXPORT_SCALE.restaurants,
    tags: EXPORT_SCALE.tags,
    mealImageUrl: (i) => photos[i % photos.length]!,
  });
  const memory = await sampleMemory(options.diaryPid);
  try {
    const started = performance.now();
    const created = await api<ExportStatus>(options.gatewayUrl, token, 'POST', '/api/exports');
    const ready = await untilReady(options.gatewayUrl, token, created.id);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `export: ${meals} meals → ${((ready.size ?? 0) / 1e6).toFixed(0)} MB in ${seconds.toFixed(1)} s`,
    );
    return {
      seconds,
      peakMegabytes: memory.peakOverIdle(),
      zipMegabytes: (ready.size ?? 0) / 1e6,
      token,
      exportId: created.id,
    };
  } finally {
    memory.stop();
  }
}

async function download(gatewayUrl: string, run: ExportRun): Promise<Buffer> {
  const link = await api<{ url: string }>(
    gatewayUrl,
    run.token,
    'POST',
    `/api/exports/${run.exportId}/download-link`,
  );
  const response = await fetch(`${gatewayUrl}${link.url}`);
  if (!response.ok) throw new Error(`downloading the export: ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** Sends the zip through the gateway as a new user and waits for the import to be done. */
async function importRun(options: ExportBenchOptions, zip: Buffer): Promise<ImportRun> {
  const token = signBenchToken(options.privateKeyFile, 7200);
  const memory = await sampleMemory(options.diaryPid);
  try {
    const started = performance.now();
    const response = await fetch(`${options.gatewayUrl}/api/imports?fileName=bench.zip`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/zip' },
      body: new Uint8Array(zip),
    });
    if (response.status !== 202)
      throw new Error(`import refused: ${response.status} ${await response.text()}`);
    const { id } = (await response.json()) as ImportStatus;
    const deadline = Date.now() + EXPORT_TIMEOUT_MS;
    for (;;) {
      const status = await api<ImportStatus>(
        options.gatewayUrl,
        token,
        'GET',
        `/api/imports/${id}`,
      );
      if (status.state === 'done' && status.summary) {
        const seconds = (performance.now() - started) / 1000;
        const records = Object.values(status.summary.imported).reduce((sum, n) => sum + n, 0);
        console.log(`import: ${records} records in ${seconds.toFixed(1)} s`);
        return { seconds, records, peakMegabytes: memory.peakOverIdle() };
      }
      if (status.state === 'failed' || Date.now() > deadline)
        throw new Error(`import ${id} did not finish: ${JSON.stringify(status)}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  } finally {
    memory.stop();
  }
}

async function untilReady(gatewayUrl: string, token: string, id: string): Promise<ExportStatus> {
  const deadline = Date.now() + EXPORT_TIMEOUT_MS;
  for (;;) {
    const status = await api<ExportStatus>(gatewayUrl, token, 'GET', `/api/exports/${id}`);
    if (status.state === 'ready') return status;
    if (status.state === 'failed' || Date.now() > deadline)
      throw new Error(`export ${id} did not finish: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function api<T>(gatewayUrl: string, token: string, method: string, path: string): Promise<T> {
  const response = await fetch(`${gatewayUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}` },
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Samples a process's resident memory every SAMPLE_MS from now on; reports its peak over the level at the start. */
async function sampleMemory(pid: number): Promise<{ peakOverIdle(): number; stop(): void }> {
  const idle = await residentMegabytes(pid);
  let peak = idle;
  const sampler = setInterval(() => {
    void residentMegabytes(pid).then((rss) => {
      peak = Math.max(peak, rss);
    });
  }, SAMPLE_MS);
  return { peakOverIdle: () => peak - idle, stop: () => clearInterval(sampler) };
}

/** VmRSS of a process, in MB (Linux /proc). */
async function residentMegabytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kilobytes = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
  return kilobytes / 1024;
}
