// A remote's first-requests script: one small bundle, apart from the remote's
// container, that the web tier puts in the HTML of the remote's pages.
import { baseConfig, isProduction } from './base-config.mjs';
import { buildReportPlugin } from './build-report-plugin.mjs';
import { contractsSourceDir } from './contracts.mjs';

/** The file the build writes beside mf-manifest.json: `{ "script": "<file name>" }`. */
export const FIRST_REQUESTS_FILE = 'first-requests.json';

const ENTRY_NAME = 'first-requests';

/**
 * Writes FIRST_REQUESTS_FILE naming the entry's script, so the web tier can
 * link the current build's content-hashed file.
 * @returns {import('@rspack/core').RspackPluginInstance}
 */
function firstRequestsManifestPlugin() {
  return buildReportPlugin('FirstRequestsManifestPlugin', FIRST_REQUESTS_FILE, (compilation) => {
    const files = compilation.entrypoints.get(ENTRY_NAME)?.getFiles() ?? [];
    const script = files.find((/** @type {string} */ file) => file.endsWith('.js'));
    return script ? { script } : undefined;
  });
}

/**
 * The first-requests bundle of the remote named `remoteName` (its container's
 * rspack config name): built after the container, whose build empties the
 * shared `dist/` folder, into that folder, as one script without chunks or
 * shared packages; it must stay a few kilobytes.
 * @param {{ dirname?: string; remoteName?: string; entry?: string; mode?: import('./base-config.mjs').Mode }} [options]
 * @returns {import('./base-config.mjs').AppConfig}
 */
export function createFirstRequestsConfig({
  dirname,
  remoteName,
  entry = './src/firstRequestsScript.ts',
  mode,
} = {}) {
  if (!dirname) throw new Error('createFirstRequestsConfig: dirname is required');
  if (!remoteName) throw new Error('createFirstRequestsConfig: remoteName is required');
  const production = isProduction(mode);
  const config = baseConfig({ dirname, name: ENTRY_NAME, production, entry, publicPath: 'auto' });
  config.name = `${remoteName}:${ENTRY_NAME}`;
  config.dependencies = [remoteName];
  config.entry = { [ENTRY_NAME]: entry };
  config.output.clean = false;
  config.optimization = { ...config.optimization, splitChunks: false, runtimeChunk: false };
  config.resolve.alias = { '@dd/contracts': contractsSourceDir(dirname) };
  config.plugins.push(firstRequestsManifestPlugin());
  return config;
}
