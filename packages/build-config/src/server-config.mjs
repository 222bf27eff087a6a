// The Node builds of the federated apps, for server rendering across Module
// Federation containers: each remote's Node container (dist/server/, loaded by
// the shell's server bundle over HTTP at run time) and the shell's server
// bundle (dist-server/server.cjs, an MF host with remotes registered at run time).
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { PrecompressPlugin } from '../precompress.mjs';
import { pageChunksPlugin } from './page-chunks.mjs';
import { baseConfig, isProduction } from './base-config.mjs';
import { contractsSourceDir } from './contracts.mjs';
import {
  REACT_ROUTER_IMPLEMENTATION,
  reactRouterModuleEntry,
  withReactRouterFacade,
} from './react-router.mjs';
import {
  REACT_QUERY_IMPLEMENTATION,
  reactQueryModuleEntry,
  withReactQueryFacade,
} from './react-query.mjs';
import { createShared } from './shared.mjs';

const require = createRequire(import.meta.url);

/** The Node version the server builds' syntax targets (the repo's `engines`). */
const NODE_TARGET = '20.19';

/** The folder of a remote's Node container inside its `dist/` (kept by the browser build's clean). */
export const REMOTE_SERVER_DIR = 'server';

/** The shell's server bundle: `dist-server/server.cjs`, never served. */
export const SHELL_SERVER_DIR = 'dist-server';
export const SHELL_SERVER_FILE = 'server.cjs';

/**
 * The react-router facade of the shell's server bundle: the browser facade plus
 * StaticRouter (see shared/react-router.server.mjs).
 */
export const REACT_ROUTER_SERVER_FACADE = fileURLToPath(
  new URL('../shared/react-router.server.mjs', import.meta.url),
);

/**
 * `output.clean.keep` of a remote's browser build, which empties `outputDir`:
 * keeps the Node container's folder in it, written by its own build (which
 * runs after the browser build, see `dependencies`). rspack passes absolute
 * paths (the output folder itself too); relative ones are taken as inside it.
 * @param {string} outputDir
 * @returns {(file: string) => boolean}
 */
export const keepRemoteServerDir = (outputDir) => (file) =>
  (path.isAbsolute(file) ? path.relative(outputDir, file) : file).split(/[\\/]/)[0] ===
  REMOTE_SERVER_DIR;

/**
 * Turns a browser `baseConfig` into a Node one: `async-node` (Node's built-ins
 * stay external), SWC for Node, CSS Modules as class names only (same salt
 * and unique name, so the same names as the browser build, and no CSS files),
 * assets not emitted but named at `assetPublicPath`, where the browser build
 * serves them. No precompressed copies, no minification.
 * @param {import('./base-config.mjs').AppConfig} config
 * @param {string} assetPublicPath
 */
function forNode(config, assetPublicPath) {
  config.target = 'async-node';
  const rules = config.module?.rules ?? [];
  const generator = config.module?.generator ?? {};
  config.module = {
    ...config.module,
    rules: rules.map((rule) =>
      rule && typeof rule === 'object' && rule.loader === 'builtin:swc-loader'
        ? {
            ...rule,
            options: {
              .../** @type {Record<string, unknown>} */ (rule.options),
              env: { targets: { node: NODE_TARGET } },
            },
          }
        : rule,
    ),
    generator: {
      ...generator,
      'css/auto': { ...generator['css/auto'], exportsOnly: true },
      asset: { emit: false, publicPath: assetPublicPath },
      'asset/resource': { emit: false, publicPath: assetPublicPath },
    },
  };
  config.optimization = { ...config.optimization, minimize: false };
  config.plugins = config.plugins.filter((plugin) => !(plugin instanceof PrecompressPlugin));
  return config;
}

/** The Module Federation options every Node build shares. */
const NODE_FEDERATION = {
  shareStrategy: /** @type {const} */ ('loaded-first'),
  dts: false,
  remoteType: /** @type {const} */ ('script'),
  library: { type: 'commonjs-module' },
  // Loads remote containers and their chunks over HTTP (or the file system) in Node.
  runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
  // 'web' would compile out the runtime's Node loader (loadScriptNode).
  experiments: { optimization: { target: /** @type {const} */ ('node') } },
};

/**
 * @typedef {{
 *   dirname?: string;
 *   name?: string;
 *   exposes?: Record<string, string>;
 *   pagesModule?: string;
 *   shared?: import('./shared.mjs').SharedMap;
 *   assetPublicPath?: string;
 *   mode?: import('./base-config.mjs').Mode;
 * }} RemoteServerConfigOptions
 */

/**
 * A remote's Node container: `dist/server/remoteEntry.js` + `mf-manifest.json`
 * + chunks, exposing what the browser container `name` exposes, with its
 * shared singletons, unique name and CSS-module salt. Built after the browser
 * container (whose clean keeps `dist/server/`). No runtime core from the host:
 * the container brings its own. Chunks load relative to the URL the container
 * is registered from (the public path is relative, so the Node runtime plugin
 * resolves them against the entry's folder: any origin or path, e.g. a CDN).
 * Assets are the browser build's: not emitted, named under `assetPublicPath`
 * (default `/mfe/<folder>/`, where the web tier serves `mfe-<folder>/dist`).
 * Once written, the container is loaded and the pages its `pagesModule`
 * (default './routes') exports become `page-chunks.json` (see page-chunks.mjs).
 * @param {RemoteServerConfigOptions} [options]
 * @returns {import('./base-config.mjs').AppConfig}
 */
export function createRemoteServerConfig({
  dirname,
  name,
  exposes,
  pagesModule = './routes',
  shared,
  assetPublicPath,
  mode,
} = {}) {
  if (!dirname) throw new Error('createRemoteServerConfig: dirname is required');
  if (!name || !/^[a-z_][a-z0-9_]*$/i.test(name))
    throw new Error(`createRemoteServerConfig: invalid container name '${name}'`);
  if (!exposes || Object.keys(exposes).length === 0)
    throw new Error('createRemoteServerConfig: exposes is required');
  const production = isProduction(mode);
  const folder = path.basename(dirname).replace(/^mfe-/, '');
  const config = forNode(
    baseConfig({ dirname, name, production, entry: './src/index.ts', publicPath: '' }),
    assetPublicPath ?? `/mfe/${folder}/`,
  );
  config.name = `${name}:server`;
  config.dependencies = [name];
  // The container entry (remoteEntry.js) is all the build needs.
  config.entry = {};
  config.output = {
    ...config.output,
    path: path.join(dirname, 'dist', REMOTE_SERVER_DIR),
    uniqueName: name,
    filename: '[name].js',
    chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
    library: { type: 'commonjs-module' },
    clean: true,
  };
  config.plugins.push(
    new ModuleFederationPlugin({
      ...NODE_FEDERATION,
      name,
      filename: 'remoteEntry.js',
      exposes,
      shared: shared ?? createShared(dirname),
      manifest: true,
      library: { type: 'commonjs-module', name },
    }),
    pageChunksPlugin({ name, exposed: pagesModule }),
  );
  config.resolve.alias = { '@dd/contracts': contractsSourceDir(dirname) };
  return config;
}

/**
 * @typedef {{
 *   dirname?: string;
 *   name?: string;
 *   entry?: string;
 *   shared?: import('./shared.mjs').SharedMap;
 *   mode?: import('./base-config.mjs').Mode;
 * }} ShellServerConfigOptions
 */

/**
 * The shell's server bundle: `dist-server/server.cjs` (CommonJS, chunks beside
 * it), an MF host named as the browser shell, with no remote compiled in
 * (registered at run time) and the browser shell's shared map, whose
 * react-router facade also provides StaticRouter. CSS-module class names and
 * asset URLs as in the shell's browser build (salt `name`, public path `/`);
 * nothing of them is written.
 * @param {ShellServerConfigOptions} [options]
 * @returns {import('./base-config.mjs').AppConfig}
 */
export function createShellServerConfig({
  dirname,
  name = 'shell',
  entry = './src/server/index.ts',
  shared,
  mode,
} = {}) {
  if (!dirname) throw new Error('createShellServerConfig: dirname is required');
  const production = isProduction(mode);
  const config = forNode(baseConfig({ dirname, name, production, entry, publicPath: '/' }), '/');
  config.name = `${name}:server`;
  config.entry = { [path.basename(SHELL_SERVER_FILE, '.cjs')]: entry };
  config.output = {
    ...config.output,
    path: path.join(dirname, SHELL_SERVER_DIR),
    filename: '[name].cjs',
    chunkFilename: production ? '[name].[contenthash:8].cjs' : '[name].cjs',
    library: { type: 'commonjs-module' },
    clean: true,
  };
  const facadeShared = withReactQueryFacade(
    dirname,
    withReactRouterFacade(dirname, createShared(dirname)),
  );
  config.plugins.push(
    new ModuleFederationPlugin({
      ...NODE_FEDERATION,
      name,
      remotes: {},
      shared: shared ?? {
        ...facadeShared,
        'react-router': { ...facadeShared['react-router'], import: REACT_ROUTER_SERVER_FACADE },
      },
      manifest: false,
    }),
  );
  config.resolve.alias = {
    [`${REACT_ROUTER_IMPLEMENTATION}$`]: reactRouterModuleEntry(dirname, production),
    [`${REACT_QUERY_IMPLEMENTATION}$`]: reactQueryModuleEntry(dirname),
    '@dd/contracts': contractsSourceDir(dirname),
  };
  return config;
}
