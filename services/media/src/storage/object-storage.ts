import type { Readable } from 'node:stream';

/** One stored object, opened for reading. */
export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number;
  /** Strong validator of the stored bytes, quoted as an HTTP ETag. */
  etag: string;
}

/**
 * Where originals and variants live. Keys are the media service's own names
 * (`<file>` for a sanitized original, `variants/...` for its variants), never
 * user input. Writes replace whole objects, so re-running a job is harmless.
 */
export interface ObjectStorage {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The object, or undefined when there is none under `key`. */
  get(key: string): Promise<StoredObject | undefined>;
  /** Deletes the objects that exist; missing keys are ignored. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every key currently stored (tests and maintenance). */
  list(): Promise<string[]>;
}

export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');

/** Reads a stored object whole, e.g. for sharp. */
export async function readObject(storage: ObjectStorage, key: string): Promise<Buffer | undefined> {
  const object = await storage.get(key);
  if (!object) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
