import { Transform, type TransformCallback } from 'node:stream';
import { PayloadTooLargeException } from '@nestjs/common';

export interface BodyLimits {
  /** Any /api body but an upload. */
  apiBytes: number;
  /** The file of an upload; its multipart framing is allowed on top. */
  uploadFileBytes: number;
  /** A diary archive to import (`POST /api/imports`), sent as the raw zip. */
  importArchiveBytes: number;
}

/** Multipart boundaries, part headers and the other small fields of an upload form. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const MEBIBYTE = 1024 * 1024;

export function isUpload(method: string, path: string): boolean {
  return (method === 'POST' && path.startsWith('/api/uploads/')) || isArchiveImport(method, path);
}

export function isArchiveImport(method: string, path: string): boolean {
  return method === 'POST' && path === '/api/imports';
}

/** The largest body the request may carry, and the 413 it gets beyond that. */
export function bodyLimitFor(
  method: string,
  path: string,
  limits: BodyLimits,
): { bytes: number; tooLarge: () => PayloadTooLargeException } {
  if (isArchiveImport(method, path)) {
    return {
      bytes: limits.importArchiveBytes,
      // The diary service's own wording for an archive over its limit.
      tooLarge: () =>
        new PayloadTooLargeException(
          `The file is too large: an import is at most ${Math.floor(limits.importArchiveBytes / MEBIBYTE)} MB`,
        ),
    };
  }
  if (isUpload(method, path)) {
    return {
      bytes: limits.uploadFileBytes + MULTIPART_OVERHEAD_BYTES,
      // The media service's own wording for a file over its limit.
      tooLarge: () =>
        new PayloadTooLargeException(
          `The file is too large: at most ${Math.floor(limits.uploadFileBytes / MEBIBYTE)} MB`,
        ),
    };
  }
  return {
    bytes: limits.apiBytes,
    tooLarge: () => new PayloadTooLargeException('Request body is too large'),
  };
}

/**
 * Passes a body through, failing with `tooLarge()` once more than `maxBytes`
 * went by: for bodies sent chunked, whose size no Content-Length announced.
 */
export class BodyLimitStream extends Transform {
  private seen = 0;

  constructor(
    private readonly maxBytes: number,
    private readonly tooLarge: () => Error,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.maxBytes) callback(this.tooLarge());
    else callback(null, chunk);
  }
}
