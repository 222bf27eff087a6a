// The shell's preload list: what its entry fetches right after it runs, so
// the web tier can hint those files in the HTML and the browser fetches them
// beside main.js instead of after it has run.
import { buildReportPlugin } from './build-report-plugin.mjs';

/** The file the shell's build writes beside index.html. */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

/**
 * @typedef {{ href: string; as: 'script' | 'style' }} Preload
 * @typedef {{ everyPage: Preload[]; signedIn: Preload[] }} PagePreloads
 */

/** @param {string} file @returns {Preload | undefined} */
function preloadOf(file) {
  if (file.endsWith('.js')) return { href: `/${file}`, as: 'script' };
  if (file.endsWith('.css')) return { href: `/${file}`, as: 'style' };
  return undefined;
}

/**
 * Writes PAGE_PRELOADS_FILE: the files of the chunk groups the entry loads
 * itself (its direct dynamic imports and the shared packages it provides),
 * every page's; and, for a signed-in page, the named chunk groups it loads
 * next (`signedInGroups`) and the shared packages only such a page uses
 * (`signedInPackages`, e.g. react-query), which the landing page must not pay for.
 * The entry's imports in `onDemandGroups` are left out: code a page asks for
 * only on a rare path (the sign-up's currency rule), never worth a hint.
 * @param {{ signedInGroups: string[]; signedInPackages: string[]; onDemandGroups?: string[] }} options
 * @returns {import('@rspack/core').RspackPluginInstance}
 */
export function pagePreloadsPlugin({ signedInGroups, signedInPackages, onDemandGroups = [] }) {
  return buildReportPlugin('PagePreloadsPlugin', PAGE_PRELOADS_FILE, (compilation) => {
    /** @type {Set<string>} */
    const everyPage = new Set();
    /** @type {Set<string>} */
    const signedIn = new Set();
    /** @param {any} group */
    const onlySignedIn = (group) =>
      group.chunks.some((/** @type {any} */ chunk) =>
        compilation.chunkGraph
          .getChunkModules(chunk)
          .some((/** @type {any} */ module) =>
            signedInPackages.some((name) =>
              (module.nameForCondition?.() ?? '').includes(`/node_modules/${name}/`),
            ),
          ),
      );
    for (const entrypoint of compilation.entrypoints.values()) {
      for (const group of entrypoint.childrenIterable) {
        if (onDemandGroups.includes(group.name)) continue;
        const target = onlySignedIn(group) ? signedIn : everyPage;
        for (const file of group.getFiles()) target.add(file);
      }
    }
    for (const name of signedInGroups) {
      for (const file of compilation.namedChunkGroups.get(name)?.getFiles() ?? [])
        if (!everyPage.has(file)) signedIn.add(file);
    }
    /** @type {PagePreloads} */
    const preloads = {
      everyPage: [...everyPage].flatMap((file) => preloadOf(file) ?? []),
      signedIn: [...signedIn].flatMap((file) => preloadOf(file) ?? []),
    };
    return preloads;
  });
}

/**
 * Marks the HTML's entry scripts `fetchpriority="high"`: Chromium fetches a
 * `defer` script at low priority, behind the page's preload hints, yet
 * nothing on the page runs before it.
 * @returns {import('@rspack/core').RspackPluginInstance}
 */
export function entryScriptsFirstPlugin() {
  return {
    apply(compiler) {
      compiler.hooks.thisCompilation.tap('EntryScriptsFirstPlugin', (compilation) => {
        compiler.webpack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tap(
          'EntryScriptsFirstPlugin',
          (data) => {
            for (const tag of data.assetTags.scripts) tag.attributes.fetchpriority = 'high';
            return data;
          },
        );
      });
    },
  };
}
