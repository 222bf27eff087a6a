import { Readable } from 'node:stream';
import { setTimeout as delay } from 'node:timers/promises';
import { type ImageVariantWidth, UPLOADS_IMAGES_PATH, uploadResponseSchema } from '@dd/contracts';

const ATTEMPTS = 3;
const RETRY_DELAY_MS = 500;
/** Time to the first byte of one photo; its body then streams at the zip's pace. */
const HEADERS_TIMEOUT_MS = 15_000;
/** One upload: the photo is sent and sanitized (a large one takes seconds) before media answers. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** A photo as media serves it. */
export interface MediaImage {
  body: Readable;
  contentType: string;
}

/** Media would not take a photo (not an image, too large, …): its own words, for the import's summary. */
export class PhotoRefusedError extends Error {
  override readonly name = 'PhotoRefusedError';
}

/**
 * Reads original photos over the media service's own HTTP API (the public,
 * capability-named image URL without `?w=`), and uploads photos as the user
 * does (with their bearer token), never touching its storage: each service
 * keeps its own store.
 */
export class MediaPhotosClient {
  constructor(private readonly mediaUrl: string) {}

  /** The photo's bytes as a stream, or undefined when media has no such image (404). */
  async open(file: string): Promise<Readable | undefined> {
    return (await this.openImage(file))?.body;
  }

  /**
   * The photo at `width` (its WebP variant, or the original until that is
   * made) with its content type, or undefined when media has no such image.
   */
  async openImage(file: string, width?: ImageVariantWidth): Promise<MediaImage | undefined> {
    const query = width === undefined ? '' : `?w=${width}`;
    const url = `${this.mediaUrl}${UPLOADS_IMAGES_PATH}/${encodeURIComponent(file)}${query}`;
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.request(url);
      } catch (error) {
        if (attempt >= ATTEMPTS) throw error;
        await delay(RETRY_DELAY_MS * attempt);
      }
    }
  }

  /**
   * Uploads a photo as the token's user; answers its new URL. A refusal (4xx)
   * is a PhotoRefusedError; media being away is retried, then thrown.
   */
  async upload(authorization: string, fileName: string, bytes: Buffer): Promise<string> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.send(authorization, fileName, bytes);
      } catch (error) {
        if (error instanceof PhotoRefusedError || attempt >= ATTEMPTS) throw error;
        await delay(RETRY_DELAY_MS * attempt);
      }
    }
  }

  private async send(authorization: string, fileName: string, bytes: Buffer): Promise<string> {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), fileName);
    const response = await fetch(`${this.mediaUrl}/api/uploads/proxy`, {
      method: 'POST',
      headers: { authorization },
      body: form,
      signal: AbortSignal.timeout(UPLOAD_TIMEOUT_MS),
    });
    const body: unknown = await response.json().catch(() => undefined);
    if (response.status >= 400 && response.status < 500 && response.status !== 429)
      throw new PhotoRefusedError(messageOf(body) ?? `media refused it (${response.status})`);
    if (!response.ok) throw new Error(`media answered ${response.status} to an upload`);
    return uploadResponseSchema.parse(body).fileUrl;
  }

  private async request(url: string): Promise<MediaImage | undefined> {
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
      return {
        body: Readable.fromWeb(response.body as import('node:stream/web').ReadableStream),
        contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      };
    } finally {
      clearTimeout(timer);
    }
  }
}

function messageOf(body: unknown): string | undefined {
  const message = (body as { message?: unknown } | undefined)?.message;
  return typeof message === 'string' ? message : undefined;
}
