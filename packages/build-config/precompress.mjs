// Brotli and gzip copies of a build's text files, written beside them
// (`main.3f2a9c1d.js.br`, `.gz`) for servers that send a file's copy as it is
// (the web tier's @fastify/static `preCompressed`, a CDN). Compressing once at
// build time affords Brotli's best level, far too slow to run per request.
// Node's zlib does the work: compression-webpack-plugin would add webpack
// itself through its peer dependency.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files that compress: scripts, styles, the page, manifests and SVGs. */
export const PRECOMPRESSED_FILES = /\.(js|mjs|css|html|json|svg|txt)$/;
/** Smaller files are sent as they are: their headers would outweigh the saving. */
export const PRECOMPRESS_MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` for one file when it qualifies; answers whether it did.
 * @param {string} file
 */
export async function precompressFile(file) {
  if (!PRECOMPRESSED_FILES.test(file)) return false;
  const contents = await fs.readFile(file);
  if (contents.length < PRECOMPRESS_MIN_BYTES) return false;
  const [br, gz] = await Promise.all([
    brotli(contents, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: contents.length,
      },
    }),
    gzip(contents, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
  return true;
}

/** An rspack plugin that precompresses every emitted asset once the build has written it. */
export class PrecompressPlugin {
  /** @param {import('@rspack/core').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.outputOptions.path ?? compiler.outputPath;
      await Promise.all(
        compilation.getAssets().map(({ name }) => precompressFile(path.join(outputPath, name))),
      );
    });
  }
}
