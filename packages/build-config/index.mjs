// rspack + Module Federation 2 config factories for the shell (host) and the
// feature remotes. Every workspace builds the same way: SWC for TS/TSX with the
// automatic React runtime, native CSS (CSS Modules for `*.module.css`),
// content-hashed file names and one set of shared singletons.
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { PrecompressPlugin } from './precompress.mjs';

/**
 * Packages every federated app must get from the share scope exactly once:
 * they hold state (React's dispatcher, the router, the query cache, the
 * session) that two copies would split.
 */
export const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  '@tanstack/react-query',
  '@dd/shell-kit',
];

/**
 * Presentational packages each app bundles (tree-shaken) instead of sharing:
 * a singleton would pin every remote to the host's version, so a remote built
 * against a newer one would run against the older code (docs/decisions.md).
 */
export const BUNDLED_SHARED_UI = ['@dd/ui-kit', '@dd/diary-ui'];

const BROWSERS = ['chrome >= 107', 'edge >= 107', 'firefox >= 104', 'safari >= 16'];

function readPackageJson(dirname) {
  return JSON.parse(readFileSync(path.join(dirname, 'package.json'), 'utf8'));
}

/**
 * The `package.json` of `packageName` as installed for the app in `dirname`,
 * found through node_modules (not `require`, which a package's export map may
 * refuse: the workspace packages export only their entry points).
 */
function installedPackageJson(dirname, packageName) {
  const require = createRequire(path.join(dirname, 'package.json'));
  for (const modulesDir of require.resolve.paths(packageName) ?? []) {
    const file = path.join(modulesDir, packageName, 'package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  }
  return undefined;
}

/**
 * The version range an app declares for a shared package. A workspace package
 * declared as `*` is pinned to the caret range of its installed version so that
 * version skew between independently deployed apps is still detected.
 * `false` (no range) only when the package is not installed at all.
 */
export function requiredVersionOf(dirname, packageName) {
  const pkg = readPackageJson(dirname);
  const declared =
    pkg.dependencies?.[packageName] ??
    pkg.peerDependencies?.[packageName] ??
    pkg.devDependencies?.[packageName];
  if (declared && declared !== '*') return declared;
  const version = installedPackageJson(dirname, packageName)?.version;
  return version ? `^${version}` : false;
}

/**
 * MF `shared` map: singletons with the app's version ranges. Every entry gets
 * a real range (a manifest with `requiredVersion: null` cannot tell a skewed
 * remote from a matching one), so a package without one is a build error.
 */
export function createShared(dirname, names = SINGLETONS) {
  return Object.fromEntries(
    names.map((key) => {
      const packageName = key.endsWith('/') ? key.slice(0, -1) : key;
      if (BUNDLED_SHARED_UI.includes(packageName))
        throw new Error(
          `createShared: ${packageName} is bundled into each app, not shared (see BUNDLED_SHARED_UI)`,
        );
      const requiredVersion = requiredVersionOf(dirname, packageName);
      if (!requiredVersion)
        throw new Error(
          `createShared: no version range for ${packageName} in ${dirname} (is it installed?)`,
        );
      return [
        key,
        {
          singleton: true,
          requiredVersion,
          ...(key !== packageName && { packageName }),
        },
      ];
    }),
  );
}

/**
 * `@dd/contracts` is built to CommonJS for the services, and CommonJS cannot be
 * tree-shaken: importing one helper from it put all of zod (95 KB gzip) into a
 * remote. Browser builds read its TypeScript source instead (`@dd/contracts`
 * and its subpaths, e.g. `/rules`), as ES modules free of side effects (its
 * modules only declare schemas, types and pure functions), so a screen
 * carries only what it uses. The folder of that source.
 */
export function contractsSourceDir(dirname) {
  const require = createRequire(path.join(dirname, 'package.json'));
  return path.join(path.dirname(require.resolve('@dd/contracts/package.json')), 'src');
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

/**
 * The runtime plugin that hands the host's federation runtime core to remotes
 * built with `experiments.externalRuntime`, as its ES module build.
 * `experiments.provideExternalRuntime` adds the same plugin by its CommonJS
 * path, which bundles a second, CommonJS runtime core next to the shell's own
 * (+22 KB gzip); the ES module build imports the very copy the shell runs.
 */
export function runtimeCoreProviderPlugin(dirname) {
  const require = createRequire(path.join(dirname, 'package.json'));
  const fromRspackPlugin = createRequire(
    createRequire(require.resolve('@module-federation/enhanced/rspack')).resolve(
      '@module-federation/rspack',
    ),
  );
  const commonJsEntry = fromRspackPlugin.resolve(
    '@module-federation/inject-external-runtime-core-plugin',
  );
  const moduleEntry = commonJsEntry.replace(/\.cjs$/, '.js');
  return existsSync(moduleEntry) ? moduleEntry : commonJsEntry;
}

/**
 * The global through which remotes built with `experiments.externalRuntime`
 * find the federation runtime core (set by the host's `provideExternalRuntime`).
 */
export const FEDERATION_RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';
const RUNTIME_CORE_PROVIDER = fileURLToPath(
  new URL('./runtime/provide-federation-runtime-core.mjs', import.meta.url),
);

/**
 * Bundles the federation runtime core into one classic script that sets
 * FEDERATION_RUNTIME_CORE_GLOBAL, for a page without a host.
 */
async function buildRuntimeCoreScript(production) {
  const outputDir = mkdtempSync(path.join(tmpdir(), 'dd-federation-runtime-'));
  try {
    const compiler = rspack({
      mode: production ? 'production' : 'development',
      context: path.dirname(RUNTIME_CORE_PROVIDER),
      entry: RUNTIME_CORE_PROVIDER,
      target: ['web', 'es2022'],
      devtool: false,
      output: { path: outputDir, filename: 'runtime-core.js', iife: true },
      plugins: [
        // The switches the Module Federation plugin sets for the apps' own copies.
        new rspack.DefinePlugin({
          ENV_TARGET: JSON.stringify('web'),
          FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: false,
          FEDERATION_OPTIMIZE_NO_REMOTE: false,
        }),
      ],
      optimization: { minimize: production, minimizer: [new rspack.SwcJsMinimizerRspackPlugin()] },
      performance: { hints: false },
    });
    const stats = await new Promise((resolve, reject) =>
      compiler.run((error, result) =>
        compiler.close(() => (error ? reject(error) : resolve(result))),
      ),
    );
    if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
    return readFileSync(path.join(outputDir, 'runtime-core.js'), 'utf8');
  } finally {
    rmSync(outputDir, { recursive: true, force: true });
  }
}

/**
 * A remote built with `experiments.externalRuntime` takes the federation
 * runtime core from its host; its standalone page has no host, so this emits
 * the runtime core as a script of its own and loads it on that page before the
 * app (the shell never loads it).
 */
class StandaloneRuntimeCorePlugin {
  constructor({ production }) {
    this.production = production;
  }

  apply(compiler) {
    const name = 'StandaloneRuntimeCorePlugin';
    let script;
    compiler.hooks.beforeCompile.tapPromise(name, async () => {
      if (script) return;
      const source = await buildRuntimeCoreScript(this.production);
      const hash = createHash('sha256').update(source).digest('hex').slice(0, 8);
      const file = this.production ? `federation-runtime.${hash}.js` : 'federation-runtime.js';
      script = { file, source };
    });
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      compilation.hooks.processAssets.tap(
        { name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () =>
          compilation.emitAsset(script.file, new compiler.webpack.sources.RawSource(script.source)),
      );
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(
        name,
        async (data) => {
          // Deferred scripts run in document order: the runtime core before the app.
          data.assetTags.scripts.unshift({
            tagName: 'script',
            attributes: { defer: true, src: `${data.publicPath}${script.file}` },
            voidTag: false,
          });
          return data;
        },
      );
    });
  }
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

function baseConfig({ dirname, name, production, entry, publicPath }) {
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
        // SVGs and photos (WebP, AVIF) are always separate files: inlined as
        // data URLs they would grow the JS chunk that imports them.
        { test: /\.(svg|webp|avif)$/i, type: 'asset/resource' },
        { test: /\.(png|jpe?g|gif|ico|woff2?)$/i, type: 'asset' },
        { include: contractsSourceDir(dirname), sideEffects: false },
      ],
      // `import styles from './x.module.css'` (a default export of class names).
      // Custom properties stay global, as in plain CSS: the design tokens and
      // the hooks one module sets for another (--card-grid-columns) must keep
      // their names; rspack 2.0.7+ would hash them per module by default.
      parser: { 'css/auto': { namedExports: false, dashedIdents: false } },
      // Class names are hashes of file path and class, salted with the app's
      // container name: the shell's copy of a ui-kit component and a remote's
      // copy of another version of it come from the same path with the same
      // classes, and must not restyle each other.
      generator: { 'css/auto': { localIdentHashSalt: name } },
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
      ...(production ? [new PrecompressPlugin()] : []),
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
  const config = baseConfig({ dirname, name, production, entry, publicPath: '/' });
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
      // The one federation runtime core on the page: remotes use it instead of
      // their own copy (what `experiments.provideExternalRuntime` does, see
      // runtimeCoreProviderPlugin).
      runtimePlugins: [runtimeCoreProviderPlugin(dirname)],
      experiments: { optimization: { target: 'web' } },
    }),
  );
  // The facade re-exports react-router under a request that is not itself shared (no share-scope cycle).
  config.resolve.alias = {
    [`${REACT_ROUTER_IMPLEMENTATION}$`]: reactRouterModuleEntry(dirname, production),
    '@dd/contracts': contractsSourceDir(dirname),
    ...federationRuntimeEsmAliases(dirname),
  };
  config.devServer = { historyApiFallback: true, port: 3000 };
  return config;
}

/**
 * A feature remote: `remoteEntry.js` + `mf-manifest.json`, served from any
 * path (`publicPath: 'auto'`), with shared packages and the federation runtime
 * core taken from the host.
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
  config.output.uniqueName = name;
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
      // instead of carrying a copy of its own.
      experiments: { optimization: { target: 'web' }, externalRuntime: true },
    }),
    new StandaloneRuntimeCorePlugin({ production }),
  );
  config.resolve.alias = {
    '@dd/contracts': contractsSourceDir(dirname),
    ...federationRuntimeEsmAliases(dirname),
  };
  config.devServer = standaloneDevServer(devPort);
  return config;
}

/**
 * `npm run dev -w <remote>`: the remote alone on its own port, with the
 * shell's providers (its standalone entry), talking to a running gateway
 * (`GATEWAY_URL`, default the local one) for /api and /config.json.
 */
export function standaloneDevServer(port, gatewayUrl = process.env.GATEWAY_URL) {
  return {
    port,
    host: '127.0.0.1',
    historyApiFallback: true,
    hot: false,
    proxy: [
      {
        context: ['/api', '/config.json'],
        target: gatewayUrl || 'http://127.0.0.1:8080',
      },
    ],
  };
}
