import { negotiate } from '@fastify/accept-negotiator';
import { PassThrough, type Transform } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

export interface StreamedPage {
  body: Transform;
  /** The Content-Encoding of `body`; undefined when it is sent as it is. */
  encoding: 'br' | 'gzip' | undefined;
}

/** Fast enough to run per page; the build's own files are compressed at its best level. */
const BROTLI_QUALITY = 4;

/**
 * A page sent in two parts: `start` at once, so the browser parses the head
 * and fetches the code while the server still works on `end`, which follows
 * when it resolves. Compressed here (the encoding the browser prefers), with
 * a flush after `start`: a compressor would otherwise hold it back until the end.
 */
export function streamedPage(
  acceptEncoding: string | undefined,
  start: string,
  end: Promise<string>,
): StreamedPage {
  const encoding = (negotiate(acceptEncoding ?? '', ['br', 'gzip']) ?? undefined) as
    'br' | 'gzip' | undefined;
  const body: Transform =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : encoding === 'gzip'
        ? createGzip()
        : new PassThrough();
  body.write(start);
  if (encoding === 'br')
    (body as ReturnType<typeof createBrotliCompress>).flush(constants.BROTLI_OPERATION_FLUSH);
  if (encoding === 'gzip') (body as ReturnType<typeof createGzip>).flush(constants.Z_SYNC_FLUSH);
  void end.then(
    (text) => body.end(text),
    () => body.end(),
  );
  return { body, encoding };
}
