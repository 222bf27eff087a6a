import { performance } from 'node:perf_hooks';
import { Queue, QueueEvents } from 'bullmq';
import IORedis from 'ioredis';
import sharp from 'sharp';
import {
  IMAGE_VARIANT_WEBP_QUALITY,
  IMAGE_VARIANT_WIDTHS,
  MEDIA_VARIANTS_JOB,
  MEDIA_VARIANTS_QUEUE,
  mediaQueuePrefix,
} from '@dd/contracts';
import type { BudgetRow } from './report';
import { signBenchToken } from './session';
import { percentile } from './stats';

/** The architecture's §6 media budgets. */
export const MEDIA_BUDGETS = { throughputRatio: 0.8, readyP95Ms: 1500 } as const;

const IMAGE_COUNT = 6;
const LATENCY_SAMPLES = 12;
const POLL_INTERVAL_MS = 20;
const READY_TIMEOUT_MS = 30_000;

export interface MediaBenchOptions {
  gatewayUrl: string;
  privateKeyFile: string;
  /** Redis and key prefix of the running media service, to queue re-runs on its pipeline. */
  redisUrl: string;
  redisPrefix: string;
}

/**
 * The thumbnail pipeline against the running stack: upload-to-variants-ready
 * latency through the gateway, then the throughput of the BullMQ pipeline
 * (re-running the variants jobs of the uploaded originals) against a bare
 * sharp loop making the same variants of the same originals, in this process.
 */
export async function runMediaPipelineBench(options: MediaBenchOptions): Promise<BudgetRow[]> {
  const token = signBenchToken(options.privateKeyFile);
  const photos = await Promise.all(
    Array.from({ length: IMAGE_COUNT }, (_, index) => photoLikeJpeg(index)),
  );

  const latencies: number[] = [];
  const files: string[] = [];
  for (let sample = 0; sample < LATENCY_SAMPLES; sample++) {
    const started = performance.now();
    const fileUrl = await upload(options.gatewayUrl, token, photos[sample % photos.length]!);
    await variantReady(options.gatewayUrl, fileUrl);
    latencies.push(performance.now() - started);
    if (files.length < IMAGE_COUNT) files.push(fileUrl);
  }

  // The same bytes the pipeline works on: the stored (sanitized) originals.
  const originals = await Promise.all(
    files.map((fileUrl) => download(options.gatewayUrl, fileUrl)),
  );
  await makeVariantsWithSharp(originals[0]!); // warm-up
  const bareSeconds = await timed(async () => {
    for (const original of originals) await makeVariantsWithSharp(original);
  });
  const pipelineSeconds = await rerunPipeline(
    options,
    files.map((url) => url.split('/').pop()!),
  );

  const bareRate = originals.length / bareSeconds;
  const pipelineRate = files.length / pipelineSeconds;
  const ratio = pipelineRate / bareRate;
  const p50 = percentile(latencies, 50);
  const p95 = percentile(latencies, 95);
  return [
    {
      group: 'media',
      name: 'pipeline / bare sharp throughput (12 MP JPEG → 3 variants)',
      measured: `${ratio.toFixed(2)} × (${pipelineRate.toFixed(2)} vs ${bareRate.toFixed(2)} images/s)`,
      budget: `≥ ${MEDIA_BUDGETS.throughputRatio} ×`,
      pass: ratio >= MEDIA_BUDGETS.throughputRatio,
    },
    {
      group: 'media',
      name: 'upload → variants ready p50',
      measured: `${Math.round(p50)} ms`,
      budget: 'informational',
      pass: true,
      note: `${LATENCY_SAMPLES} uploads through the gateway`,
    },
    {
      group: 'media',
      name: 'upload → variants ready p95',
      measured: `${Math.round(p95)} ms`,
      budget: `≤ ${MEDIA_BUDGETS.readyP95Ms} ms`,
      pass: p95 <= MEDIA_BUDGETS.readyP95Ms,
    },
  ];
}

/**
 * A photo-like JPEG (12 megapixels by default): smooth random colour fields,
 * as a camera's are, not pure noise.
 */
export async function photoLikeJpeg(seed: number, width = 4000, height = 3000): Promise<Buffer> {
  const small = await sharp({
    create: {
      width: 160,
      height: 120,
      channels: 3,
      background: { r: 40 + seed * 30, g: 120, b: 200 - seed * 20 },
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  return sharp(small).resize(width, height, { kernel: 'cubic' }).jpeg({ quality: 88 }).toBuffer();
}

function makeVariantsWithSharp(original: Buffer): Promise<Buffer[]> {
  return Promise.all(
    IMAGE_VARIANT_WIDTHS.map((width) =>
      sharp(original)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: IMAGE_VARIANT_WEBP_QUALITY })
        .toBuffer(),
    ),
  );
}

/** POST /api/uploads/proxy through the gateway; answers the stored file's URL. */
export async function upload(gatewayUrl: string, token: string, jpeg: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'bench.jpg');
  const response = await fetch(`${gatewayUrl}/api/uploads/proxy`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (!response.ok) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { fileUrl: string }).fileUrl;
}

/** Polls the largest variant until it is served as WebP (the original is a JPEG). */
export async function variantReady(gatewayUrl: string, fileUrl: string): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const response = await fetch(`${gatewayUrl}${fileUrl}?w=1280`, { method: 'HEAD' });
    if (response.headers.get('content-type') === 'image/webp') return;
    if (Date.now() > deadline)
      throw new Error(`variants of ${fileUrl} not ready after ${READY_TIMEOUT_MS} ms`);
    await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
  }
}

async function download(gatewayUrl: string, fileUrl: string): Promise<Buffer> {
  const response = await fetch(`${gatewayUrl}${fileUrl}`);
  if (!response.ok) throw new Error(`download of ${fileUrl} failed: ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** Queues the variants jobs of `files` again on the service's own queue and times them to completion. */
async function rerunPipeline(options: MediaBenchOptions, files: string[]): Promise<number> {
  const connection = new IORedis(options.redisUrl, { maxRetriesPerRequest: null });
  const prefix = mediaQueuePrefix(options.redisPrefix);
  const queue = new Queue(MEDIA_VARIANTS_QUEUE, { connection, prefix });
  const events = new QueueEvents(MEDIA_VARIANTS_QUEUE, {
    connection: connection.duplicate(),
    prefix,
  });
  try {
    await events.waitUntilReady();
    return await timed(async () => {
      const jobs = await queue.addBulk(
        files.map((file) => ({
          name: MEDIA_VARIANTS_JOB,
          data: { file },
          opts: { jobId: file, removeOnComplete: true, attempts: 1 },
        })),
      );
      await Promise.all(jobs.map((job) => job.waitUntilFinished(events, READY_TIMEOUT_MS)));
    });
  } finally {
    await events.close();
    await queue.close();
    await connection.quit();
  }
}

async function timed(run: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await run();
  return (performance.now() - started) / 1000;
}
