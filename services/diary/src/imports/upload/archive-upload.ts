import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { PayloadTooLargeException } from '@nestjs/common';

const MEBIBYTE = 1024 * 1024;

export function archiveTooLargeMessage(maxBytes: number): string {
  return `The file is too large: an import is at most ${Math.floor(maxBytes / MEBIBYTE)} MB`;
}

/**
 * Streams a request body to `file`, stopping with 413 once more than
 * `maxBytes` went by (a Content-Length over it is refused before a byte is
 * read). Nothing of a refused body stays on disk.
 */
export async function receiveArchive(
  body: Readable,
  file: string,
  maxBytes: number,
  declaredLength: number | undefined,
): Promise<number> {
  const tooLarge = () => new PayloadTooLargeException(archiveTooLargeMessage(maxBytes));
  if (declaredLength !== undefined && declaredLength > maxBytes) {
    body.resume();
    throw tooLarge();
  }
  let received = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      received += chunk.length;
      if (received > maxBytes) callback(tooLarge());
      else callback(null, chunk);
    },
  });
  try {
    await pipeline(body, limit, createWriteStream(file));
    return received;
  } catch (error) {
    await rm(file, { force: true });
    throw error;
  }
}
