// A feature remote's rspack config: its container and its standalone page.
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { baseConfig, isProduction } from './base-config.mjs';
import { contractsSourceDir } from './contracts.mjs';
import { standaloneDevServer } from './dev-server.mjs';
import { bundlerRuntimeFromHostAlias, federationRuntimeEsmAliases } from './federation-runtime.mjs';
import { namedChunksPlugin } from './page-chunks.mjs';
import { keepRemoteServerDir } from './server-config.mjs';
import { createShared } from './shared.mjs';
import { StandaloneRuntimeCorePlugin } from './standalone-runtime-core.mjs';

/**
 * @typedef {{
 *   dirname?: string;
 *   name?: string;
 *   exposes?: Record<string, string>;
 *   entry?: string;
 *   shared?: import('./shared.mjs').SharedMap;
 *   mode?: import('./base-config.mjs').Mode;
 *   devPort?: number;
 * }} RemoteConfigOptions
 */

/** The `webpackChunkName` of the standalone page's bootstrap (each remote's `src/index.ts`). */
export const STANDALONE_CHUNK = 'standalone';

/** Module Federation names the chunk of each exposed module `__federation_expose_<name>`. */
const EXPOSED_CHUNK_PREFIX = '__federation_expose_';

/** @param {string} title */
const standaloneHtml = (title) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${title}</title></head>
  <body><div id="root"></div></body>
</html>`;

/**
 * A feature remote: `remoteEntry.js` + `mf-manifest.json`, served from any
 * path (`publicPath: 'auto'`), with shared packages and the federation runtime
 * core taken from the host. The files of its named lazy chunks go to
 * `named-chunks.json`, for its Node build to write its pages' chunks.
 * @param {RemoteConfigOptions} [options]
 * @returns {import('./base-config.mjs').AppConfig}
 */
export function createRemoteConfig({
  dirname,
  name,
  exposes,
  entry = './src/index.ts',
  shared,
  mode,
  devPort = 3100,
} = {}) {
  if (!dirname) throw new Error('createRemoteConfig: dirname is required');
  if (!name || !/^[a-z_][a-z0-9_]*$/i.test(name))
    throw new Error(`createRemoteConfig: invalid container name '${name}'`);
  if (!exposes || Object.keys(exposes).length === 0)
    throw new Error('createRemoteConfig: exposes is required');
  const production = isProduction(mode);
  const config = baseConfig({ dirname, name, production, entry, publicPath: 'auto' });
  config.name = name;
  config.output.uniqueName = name;
  // dist/server/ is the Node container's (createRemoteServerConfig), built after this one.
  config.output.clean = { keep: keepRemoteServerDir(config.output.path ?? '') };
  config.plugins.push(
    // A page for running the remote on its own (`src/index.ts` mounts it standalone).
    new rspack.HtmlRspackPlugin({
      templateContent: standaloneHtml(name),
      scriptLoading: 'defer',
      filename: 'index.html',
      // The standalone page is served at the site root (`npm run dev`), where a deep
      // link such as /meals/new must still find the scripts.
      publicPath: '/',
    }),
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes,
      shared: shared ?? createShared(dirname),
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
      // remoteEntry.js reads the runtime core from the host (FEDERATION_RUNTIME_CORE_GLOBAL)
      // instead of carrying a copy of its own; the bundler runtime too (bundlerRuntimeFromHostAlias).
      experiments: { optimization: { target: 'web' }, externalRuntime: true },
    }),
    new StandaloneRuntimeCorePlugin({ production }),
    namedChunksPlugin(),
  );
  config.optimization = {
    ...config.optimization,
    // The default ('async') also split the exposed routes' modules that the
    // standalone page's bootstrap, or a lazy page, shares into a chunk of
    // their own: one more request on every page the shell loads the remote
    // for. Only lazy chunks other than the standalone bootstrap and the
    // exposed modules are split.
    splitChunks: {
      chunks: (chunk) =>
        !chunk.canBeInitial() &&
        chunk.name !== STANDALONE_CHUNK &&
        !chunk.name?.startsWith(EXPOSED_CHUNK_PREFIX),
    },
  };
  config.resolve.alias = {
    '@dd/contracts': contractsSourceDir(dirname),
    ...federationRuntimeEsmAliases(dirname),
    ...bundlerRuntimeFromHostAlias(dirname),
  };
  config.devServer = standaloneDevServer(devPort);
  return config;
}
