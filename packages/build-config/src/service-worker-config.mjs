// The shell's service worker: its own bundle at a fixed address (/sw.js),
// built after the shell, with the shell's files as its precache list.
import { getManifest } from 'workbox-build';
import { baseConfig, isProduction } from './base-config.mjs';

export const SERVICE_WORKER_FILE = 'sw.js';

/** Where the service worker's source asks for its precache list (Workbox's injection point). */
const INJECTION_POINT = 'self.__WB_MANIFEST';

/**
 * The shell's own files that a page started offline needs. The landing page's
 * screenshots, source maps, the federation reports and the precompressed
 * copies stay out: the first would cost a phone half a megabyte on its first
 * visit, the others are never fetched by a page. So does the landing page's
 * own build (`landing/`): offline, `/` is the shell's page like any other.
 */
const PRECACHE_GLOBS = {
  globPatterns: ['**/*.{js,css,svg,png,webmanifest}'],
  globIgnores: [
    SERVICE_WORKER_FILE,
    'landing/**',
    '**/*.map',
    '**/*.br',
    '**/*.gz',
    'mf-*.json',
    '*.json',
  ],
};

/** `main.3f2a9c1d.js`: the name changes with the content, so the URL itself is the revision. */
const CONTENT_HASHED = /[.-][0-9a-f]{8,}\./;

/**
 * Replaces the injection point of the service worker's source with the
 * Workbox precache list of the host's finished build in `outputDir`.
 * @param {string} outputDir
 * @returns {import('@rspack/core').RspackPluginInstance}
 */
function precacheListPlugin(outputDir) {
  const name = 'PrecacheListPlugin';
  return {
    apply(compiler) {
      const { RawSource } = compiler.webpack.sources;
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.processAssets.tapPromise(
          { name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONS },
          async () => {
            const asset = compilation.getAsset(SERVICE_WORKER_FILE);
            if (!asset) return;
            const source = asset.source.source().toString();
            if (source.split(INJECTION_POINT).length !== 2) {
              compilation.errors.push(
                new compiler.webpack.WebpackError(
                  `${SERVICE_WORKER_FILE} must name ${INJECTION_POINT} exactly once`,
                ),
              );
              return;
            }
            const { manifestEntries, warnings } = await getManifest({
              globDirectory: outputDir,
              ...PRECACHE_GLOBS,
              dontCacheBustURLsMatching: CONTENT_HASHED,
              maximumFileSizeToCacheInBytes: 1024 * 1024,
            });
            for (const warning of warnings) compilation.warnings.push(new Error(warning));
            const list = JSON.stringify(
              manifestEntries.map((entry) => ({ ...entry, url: `/${entry.url}` })),
            );
            compilation.updateAsset(
              SERVICE_WORKER_FILE,
              new RawSource(source.replace(INJECTION_POINT, list)),
            );
          },
        );
      });
    },
  };
}

/**
 * The service worker of the host named `hostName` (its rspack config name):
 * one script without chunks, written into the host's `dist/` after the host's
 * build, whose files it precaches.
 * @param {{ dirname?: string; hostName?: string; entry?: string; mode?: import('./base-config.mjs').Mode }} [options]
 * @returns {import('./base-config.mjs').AppConfig}
 */
export function createServiceWorkerConfig({
  dirname,
  hostName = 'shell',
  entry = './src/service-worker/serviceWorker.ts',
  mode,
} = {}) {
  if (!dirname) throw new Error('createServiceWorkerConfig: dirname is required');
  const production = isProduction(mode);
  const config = baseConfig({ dirname, name: 'sw', production, entry, publicPath: '/' });
  config.name = `${hostName}:service-worker`;
  config.dependencies = [hostName];
  config.target = ['webworker', 'es2022'];
  config.entry = { sw: entry };
  config.output = { ...config.output, clean: false, filename: SERVICE_WORKER_FILE };
  config.optimization = { ...config.optimization, splitChunks: false, runtimeChunk: false };
  config.plugins.push(precacheListPlugin(config.output.path ?? ''));
  return config;
}
