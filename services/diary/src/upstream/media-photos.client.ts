import { Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { UPLOADS_IMAGES_PATH } from '@dd/contracts';

const ATTEMPTS = 3;
const RETRY_DELAY_MS = 500;
/** Time to the first byte of one photo; its body then streams at the zip's pace. */
const HEADERS_TIMEOUT_MS = 15_000;

/**
 * Reads original photos over the media service's own HTTP API (the public,
 * capability-named image URL without `?w=`), never from its storage: each
 * service keeps its own store.
 */
export class MediaPhotosClient {
  constructor(private readonly mediaUrl: string) {}

  /** The photo's bytes as a stream, or undefined when media has no such image (404). */
  async open(file: string): Promise<Readable | undefined> {
    const url = `${this.mediaUrl}${UPLOADS_IMAGES_PATH}/${encodeURIComponent(file)}`;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.request(url);
      } catch (error) {
        if (attempt >= ATTEMPTS) throw error;
        await delay(RETRY_DELAY_MS * attempt);
      }
    }
  }

  private async request(url: string): Promise<Readable | undefined> {
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), HEADERS_TIMEOUT_MS);
    try {
      const response = await fetch(url, { signal: abort.signal });
      if (response.status === 404) {
        await response.body?.cancel();
        return undefined;
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel();
        throw new Error(`media answered ${response.status} for a photo`);
      }
      return Readable.fromWeb(response.body as import('node:stream/web').ReadableStream);
    } finally {
      clearTimeout(timer);
    }
  }
}
