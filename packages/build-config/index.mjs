// rspack + Module Federation 2 config factories for the shell (host) and the
// feature remotes. Every workspace builds the same way: SWC for TS/TSX with the
// automatic React runtime, native CSS (CSS Modules for `*.module.css`),
// content-hashed file names and one set of shared singletons.
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';

/** Packages every federated app must get from the share scope exactly once. */
export const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  '@tanstack/react-query',
  '@dd/shell-kit',
  '@dd/ui-kit',
];

const BROWSERS = ['chrome >= 107', 'edge >= 107', 'firefox >= 104', 'safari >= 16'];

function readPackageJson(dirname) {
  return JSON.parse(readFileSync(path.join(dirname, 'package.json'), 'utf8'));
}

/**
 * The version range an app declares for a shared package. A workspace package
 * declared as `*` is pinned to the caret range of its current version so that
 * version skew between independently deployed apps is still detected.
 */
export function requiredVersionOf(dirname, packageName) {
  const pkg = readPackageJson(dirname);
  const declared =
    pkg.dependencies?.[packageName] ??
    pkg.peerDependencies?.[packageName] ??
    pkg.devDependencies?.[packageName];
  if (declared && declared !== '*') return declared;
  try {
    const require = createRequire(path.join(dirname, 'package.json'));
    const { version } = require(`${packageName}/package.json`);
    return `^${version}`;
  } catch {
    return false;
  }
}

/** MF `shared` map: singletons with the app's declared version ranges. */
export function createShared(dirname, names = SINGLETONS) {
  return Object.fromEntries(
    names.map((key) => {
      const packageName = key.endsWith('/') ? key.slice(0, -1) : key;
      return [
        key,
        {
          singleton: true,
          requiredVersion: requiredVersionOf(dirname, packageName),
          ...(key !== packageName && { packageName }),
        },
      ];
    }),
  );
}

/** The facade module the shell provides as `react-router` (see shared/react-router.mjs). */
export const REACT_ROUTER_FACADE = fileURLToPath(
  new URL('./shared/react-router.mjs', import.meta.url),
);
const REACT_ROUTER_IMPLEMENTATION = '@dd/build-config/react-router-implementation';

/**
 * The ES module entry of the app's installed react-router (what `import 'react-router'`
 * resolves to in a browser build). The package's export map only names its
 * development build; a production bundle takes the production build next to it,
 * without the dev-only warnings.
 */
function reactRouterModuleEntry(dirname, production) {
  const require = createRequire(path.join(dirname, 'package.json'));
  const manifestPath = require.resolve('react-router/package.json');
  const { exports } = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const developmentEntry = path.join(path.dirname(manifestPath), exports['.'].module.default);
  const productionEntry = developmentEntry.replace(
    `${path.sep}development${path.sep}`,
    `${path.sep}production${path.sep}`,
  );
  return production && existsSync(productionEntry) ? productionEntry : developmentEntry;
}

/**
 * Shares the react-router facade under the `react-router` key: same share key,
 * singleton and real version, so remotes consume it like the package itself.
 */
export function withReactRouterFacade(dirname, shared) {
  const require = createRequire(path.join(dirname, 'package.json'));
  const { version } = require('react-router/package.json');
  return {
    ...shared,
    'react-router': {
      ...shared['react-router'],
      import: REACT_ROUTER_FACADE,
      shareKey: 'react-router',
      version,
    },
  };
}

/**
 * Aliases that swap the federation runtime's CommonJS builds for their ES module
 * builds. rspack's Module Federation plugin locates the bundler runtime and
 * `@module-federation/runtime` with `require.resolve`, i.e. by absolute path to a
 * `.cjs` file, and CommonJS can neither be tree-shaken nor concatenated. Mapping
 * those exact paths to the `.js` next to them bundles the whole runtime as ES
 * modules (their own imports resolve through the `import` condition), so unused
 * parts and the Node-only branches (`ENV_TARGET: 'web'`) are dropped.
 */
export function federationRuntimeEsmAliases(dirname) {
  const require = createRequire(path.join(dirname, 'package.json'));
  const fromRuntimeTools = createRequire(require.resolve('@module-federation/runtime-tools'));
  const entries = [
    '@module-federation/webpack-bundler-runtime',
    '@module-federation/runtime',
  ].flatMap((request) => {
    const commonJsEntry = fromRuntimeTools.resolve(request);
    const moduleEntry = commonJsEntry.replace(/\.cjs$/, '.js');
    return moduleEntry !== commonJsEntry && existsSync(moduleEntry)
      ? [[`${commonJsEntry}$`, moduleEntry]]
      : [];
  });
  return Object.fromEntries(entries);
}

const standaloneHtml = (title) => `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>${title}</title></head>
  <body><div id="root"></div></body>
</html>`;

function isProduction(mode) {
  return (
    (mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production')) ===
    'production'
  );
}

function baseConfig({ dirname, production, entry, publicPath }) {
  return {
    context: dirname,
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'cheap-module-source-map',
    entry: { main: entry },
    target: ['web', 'es2022'],
    output: {
      path: path.join(dirname, 'dist'),
      publicPath,
      clean: true,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: {
                react: { runtime: 'automatic', development: !production, refresh: false },
              },
            },
            env: { targets: BROWSERS },
          },
          type: 'javascript/auto',
        },
        // `css/auto`: `*.module.css` are CSS Modules, every other `.css` is global.
        { test: /\.css$/, type: 'css/auto' },
        // SVGs are always separate files: inlined as data URLs they would grow the JS chunk that imports them.
        { test: /\.svg$/i, type: 'asset/resource' },
        { test: /\.(png|jpe?g|gif|webp|avif|ico|woff2?)$/i, type: 'asset' },
      ],
      // `import styles from './x.module.css'` (a default export of class names).
      parser: { 'css/auto': { namedExports: false } },
    },
    optimization: {
      minimize: production,
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin(),
        new rspack.LightningCssMinimizerRspackPlugin(),
      ],
    },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
    ],
  };
}

/**
 * The shell: Module Federation host with no remote compiled in (it registers
 * them at run time from /config.json) and the HTML page.
 */
export function createShellConfig({
  dirname,
  name = 'shell',
  entry = './src/index.ts',
  template = './index.html',
  title = 'Dining Diary',
  shared,
  mode,
} = {}) {
  if (!dirname) throw new Error('createShellConfig: dirname is required');
  const production = isProduction(mode);
  const config = baseConfig({ dirname, production, entry, publicPath: '/' });
  const publicDir = path.join(dirname, 'public');
  if (existsSync(publicDir)) {
    // Static files served as they are (e.g. the pre-paint theme script, which
    // must be a file so the CSP needs no 'unsafe-inline').
    config.plugins.push(new rspack.CopyRspackPlugin({ patterns: [{ from: publicDir }] }));
  }
  config.plugins.push(
    new rspack.HtmlRspackPlugin({
      template: path.join(dirname, template),
      title,
      scriptLoading: 'defer',
    }),
    new ModuleFederationPlugin({
      name,
      remotes: {},
      shared: shared ?? withReactRouterFacade(dirname, createShared(dirname)),
      shareStrategy: 'loaded-first',
      dts: false,
      experiments: { optimization: { target: 'web' } },
    }),
  );
  // The facade re-exports react-router under a request that is not itself shared (no share-scope cycle).
  config.resolve.alias = {
    [`${REACT_ROUTER_IMPLEMENTATION}$`]: reactRouterModuleEntry(dirname, production),
    ...federationRuntimeEsmAliases(dirname),
  };
  config.devServer = { historyApiFallback: true, port: 3000 };
  return config;
}

/**
 * A feature remote: `remoteEntry.js` + `mf-manifest.json`, served from any
 * path (`publicPath: 'auto'`), with shared packages taken from the host.
 */
export function createRemoteConfig({
  dirname,
  name,
  exposes,
  entry = './src/index.ts',
  shared,
  mode,
} = {}) {
  if (!dirname) throw new Error('createRemoteConfig: dirname is required');
  if (!name || !/^[a-z_][a-z0-9_]*$/i.test(name))
    throw new Error(`createRemoteConfig: invalid container name '${name}'`);
  if (!exposes || Object.keys(exposes).length === 0)
    throw new Error('createRemoteConfig: exposes is required');
  const production = isProduction(mode);
  const config = baseConfig({ dirname, production, entry, publicPath: 'auto' });
  config.output.uniqueName = name;
  config.plugins.push(
    // A page for running the remote on its own (`src/index.ts` mounts it standalone).
    new rspack.HtmlRspackPlugin({
      templateContent: standaloneHtml(name),
      scriptLoading: 'defer',
      filename: 'index.html',
    }),
    new ModuleFederationPlugin({
      name,
      filename: 'remoteEntry.js',
      exposes,
      shared: shared ?? createShared(dirname),
      shareStrategy: 'loaded-first',
      manifest: true,
      dts: false,
      experiments: { optimization: { target: 'web' } },
    }),
  );
  config.resolve.alias = federationRuntimeEsmAliases(dirname);
  return config;
}
