// A remote's lazily loaded pages, by route: the files of each page's chunk
// group, so the web tier can hint a page's own code in its HTML too.
import { buildReportPlugin } from './build-report-plugin.mjs';

/** The file a remote's build writes beside mf-manifest.json. */
export const PAGE_CHUNKS_FILE = 'page-chunks.json';

/**
 * @typedef {{ path: string; files: string[] }} PageChunks
 */

/**
 * Writes PAGE_CHUNKS_FILE: for each route path of `pages` (e.g.
 * `'/meals/:id'`), the JS and CSS files of the chunk group its lazy import
 * names (`webpackChunkName`). A name that no import carries fails the build.
 * @param {Record<string, string>} pages route path → chunk name
 * @returns {import('@rspack/core').RspackPluginInstance}
 */
export function pageChunksPlugin(pages) {
  return buildReportPlugin('PageChunksPlugin', PAGE_CHUNKS_FILE, (compilation, compiler) => {
    /** @type {PageChunks[]} */
    const chunks = [];
    for (const [path, name] of Object.entries(pages)) {
      const group = compilation.namedChunkGroups.get(name);
      if (!group) {
        compilation.errors.push(
          new compiler.webpack.WebpackError(
            `PageChunksPlugin: no lazy import is named '${name}' (page ${path})`,
          ),
        );
        continue;
      }
      const files = group
        .getFiles()
        .filter((/** @type {string} */ file) => /\.(js|css)$/.test(file));
      chunks.push({ path, files });
    }
    return { pages: chunks };
  });
}
