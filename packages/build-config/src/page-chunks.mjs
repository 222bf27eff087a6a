// A remote's pages, by route, with the files of each page's own chunk, so the
// web tier can hint a page's code in its HTML. Derived from the one place a
// remote declares its pages (src/pages.tsx, exported by its exposed routes):
// the browser build writes the files of its named chunks, and the Node build,
// which runs after it, loads its own container, reads the pages and joins them.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildReportPlugin } from './build-report-plugin.mjs';

/** The file a remote's build writes beside mf-manifest.json, read by the web tier. */
export const PAGE_CHUNKS_FILE = 'page-chunks.json';

/** The browser build's named lazy chunks and their files, beside PAGE_CHUNKS_FILE. */
export const NAMED_CHUNKS_FILE = 'named-chunks.json';

/**
 * @typedef {{ search: Record<string, string>; files: string[] }} ViewChunks
 * @typedef {{ path: string; files: string[]; views?: ViewChunks[] }} PageChunks
 * @typedef {{ search: Record<string, string>; chunk: string }} PageView
 * @typedef {{ pattern: string; chunk?: string; views?: readonly PageView[] }} PageAddress
 */

/**
 * Writes NAMED_CHUNKS_FILE: the JS and CSS files of each chunk group a lazy
 * import names (`webpackChunkName`), by name.
 * @returns {import('@rspack/core').RspackPluginInstance}
 */
export function namedChunksPlugin() {
  return buildReportPlugin('NamedChunksPlugin', NAMED_CHUNKS_FILE, (compilation) => {
    /** @type {Record<string, string[]>} */
    const chunks = {};
    for (const [name, group] of compilation.namedChunkGroups) {
      if (compilation.entrypoints.has(name)) continue;
      chunks[name] = group
        .getFiles()
        .filter((/** @type {string} */ file) => /\.(js|css)$/.test(file));
    }
    return { chunks };
  });
}

/**
 * Each page of `addresses`, in the order they match, with the files of its
 * chunk (none for a page without one) and of its views' chunks. A chunk no
 * lazy import names is an error.
 * @param {readonly PageAddress[]} addresses
 * @param {Record<string, string[]>} namedChunks
 * @returns {{ pages: PageChunks[]; errors: string[] }}
 */
export function pageChunksOf(addresses, namedChunks) {
  /** @type {string[]} */
  const errors = [];
  /** @param {string | undefined} chunk @param {string} where */
  const filesOf = (chunk, where) => {
    if (chunk === undefined) return [];
    const files = namedChunks[chunk];
    if (!files) errors.push(`no lazy import is named '${chunk}' (${where})`);
    return files ?? [];
  };
  const pages = addresses.map(({ pattern, chunk, views }) => {
    const page = { path: pattern, files: filesOf(chunk, `page ${pattern}`) };
    if (!views?.length) return page;
    return {
      ...page,
      views: views.map(({ search, chunk: viewChunk }) => ({
        search: { ...search },
        files: filesOf(viewChunk, `a view of page ${pattern}`),
      })),
    };
  });
  return { pages, errors };
}

/**
 * The page addresses of the Node container in `serverDir` (a commonjs-module
 * library named `name`): its module `exposed` exports `pages`, a RemotePages.
 * @param {string} serverDir
 * @param {string} name
 * @param {string} exposed
 * @returns {Promise<readonly PageAddress[]>}
 */
async function declaredPages(serverDir, name, exposed) {
  const entry = path.join(serverDir, 'remoteEntry.js');
  const require = createRequire(entry);
  // A watch build loads each new container afresh.
  for (const file of Object.keys(require.cache))
    if (file.startsWith(serverDir)) delete require.cache[file];
  const container = require(entry)[name];
  await container.init({});
  const exports = (await container.get(exposed))();
  const addresses = exports?.pages?.addresses;
  if (!Array.isArray(addresses))
    throw new Error(`${exposed} exports no \`pages\` (definePages) to derive page chunks from`);
  return addresses;
}

/**
 * For a remote's Node build: once its container is written, writes
 * PAGE_CHUNKS_FILE into the browser build's folder (`outputDir`/..): the
 * pages `exposed` declares, with the files of their chunks there.
 * @param {{ name: string; exposed: string }} options
 * @returns {import('@rspack/core').RspackPluginInstance}
 */
export function pageChunksPlugin({ name, exposed }) {
  return {
    apply(compiler) {
      compiler.hooks.afterEmit.tapPromise('PageChunksPlugin', async (compilation) => {
        // A dev server (watch mode) keeps its output in memory, and no web tier reads it.
        if (compiler.watchMode || compilation.errors.length > 0) return;
        const serverDir = compilation.outputOptions.path ?? '';
        const browserDir = path.dirname(serverDir);
        try {
          const named = JSON.parse(
            await readFile(path.join(browserDir, NAMED_CHUNKS_FILE), 'utf8'),
          );
          const addresses = await declaredPages(serverDir, name, exposed);
          const { pages, errors } = pageChunksOf(addresses, named.chunks ?? {});
          for (const error of errors)
            compilation.errors.push(
              new compiler.webpack.WebpackError(`PageChunksPlugin: ${error}`),
            );
          await writeFile(
            path.join(browserDir, PAGE_CHUNKS_FILE),
            `${JSON.stringify({ pages }, null, 2)}\n`,
          );
        } catch (error) {
          compilation.errors.push(
            new compiler.webpack.WebpackError(
              `PageChunksPlugin: ${/** @type {Error} */ (error).message}`,
            ),
          );
        }
      });
    },
  };
}
