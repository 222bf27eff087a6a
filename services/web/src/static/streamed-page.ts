import { negotiate } from '@fastify/accept-negotiator';
import { PassThrough, Transform } from 'node:stream';
import {
  constants,
  createBrotliCompress,
  createGzip,
  type BrotliCompress,
  type Gzip,
} from 'node:zlib';
import type { RenderedPage } from '@dd/contracts';

export interface StreamedPage {
  body: Transform;
  /** The Content-Encoding of `body`; undefined when it is sent as it is. */
  encoding: 'br' | 'gzip' | undefined;
}

/** Fast enough to run per page; the build's own files are compressed at its best level. */
const BROTLI_QUALITY = 4;

function compressorFor(acceptEncoding: string | undefined): {
  body: Transform;
  encoding: StreamedPage['encoding'];
  flush: () => void;
} {
  const encoding = (negotiate(acceptEncoding ?? '', ['br', 'gzip']) ??
    undefined) as StreamedPage['encoding'];
  if (encoding === 'br') {
    const body: BrotliCompress = createBrotliCompress({
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
    });
    return { body, encoding, flush: () => body.flush(constants.BROTLI_OPERATION_FLUSH) };
  }
  if (encoding === 'gzip') {
    const body: Gzip = createGzip();
    return { body, encoding, flush: () => body.flush(constants.Z_SYNC_FLUSH) };
  }
  return { body: new PassThrough(), encoding, flush: () => undefined };
}

/**
 * A page whose `#root` is a server render: `start` (up to and with the
 * root's opening tag) at once, so the browser fetches the page's code while
 * the render waits for its data; then the render's markup as React streams
 * it, then `end(render)` (the root's closing tag and what follows). Without
 * a render (none, or it failed), `end(undefined)` follows `start`.
 * Compressed here (the encoding the browser prefers), flushed after each
 * part React writes: a compressor would otherwise hold the page back until its end.
 */
export function renderedPageBody(
  acceptEncoding: string | undefined,
  start: string,
  render: Promise<RenderedPage | undefined>,
  end: (rendered: RenderedPage | undefined) => string,
): StreamedPage {
  const { body, encoding, flush } = compressorFor(acceptEncoding);
  body.write(start);
  flush();
  void render.then(
    (rendered) =>
      rendered ? streamInto(body, flush, rendered, () => end(rendered)) : body.end(end(undefined)),
    () => body.end(end(undefined)),
  );
  return { body, encoding };
}

function streamInto(
  body: Transform,
  flush: () => void,
  rendered: RenderedPage,
  end: () => string,
): void {
  let flushing = false;
  const markup = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      done(null, chunk);
      if (flushing) return;
      flushing = true;
      setImmediate(() => {
        flushing = false;
        flush();
      });
    },
    // React ends its destination when the render is complete: the page's end follows it.
    flush(done) {
      done(null, end());
    },
  });
  markup.pipe(body);
  rendered.pipe(markup);
}
