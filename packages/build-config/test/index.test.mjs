import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { rspack } from '@rspack/core';
import { LANDING_BUILD_DIR } from '@dd/contracts';
import {
  LANDING_DIR,
  createLandingConfig,
  createRemoteConfig,
  createRemoteServerConfig,
  createShellConfig,
  createShellServerConfig,
  createShared,
  requiredVersionOf,
  REACT_QUERY_FACADE,
  REACT_ROUTER_FACADE,
  REACT_ROUTER_SERVER_FACADE,
} from '../index.mjs';
import { keepRemoteServerDir } from '../src/server-config.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const shellDir = path.join(repoRoot, 'shell');
const remoteDir = path.join(repoRoot, 'mfe-meals');

function federationOptions(config) {
  const plugin = config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin');
  assert.ok(plugin, 'ModuleFederationPlugin is configured');
  return plugin._options;
}

test('shared map marks every package a singleton with the declared range', () => {
  const shared = createShared(shellDir);
  assert.deepEqual(shared.react, { singleton: true, requiredVersion: '^19.2.0' });
  assert.deepEqual(shared['react-dom/'], {
    singleton: true,
    requiredVersion: '^19.2.0',
    packageName: 'react-dom',
  });
  for (const key of ['react-router', '@tanstack/react-query', '@dd/shell-kit'])
    assert.equal(shared[key].singleton, true);
});

test('a workspace dependency declared as * is pinned to its current version', () => {
  assert.match(requiredVersionOf(shellDir, '@dd/shell-kit'), /^\^\d+\.\d+\.\d+$/);
});

test('shell config: host without compiled-in remotes, loaded-first, HTML page, hashed names', () => {
  const config = createShellConfig({ dirname: shellDir, mode: 'production' });
  const mf = federationOptions(config);
  assert.equal(mf.name, 'shell');
  assert.deepEqual(mf.remotes, {});
  assert.equal(mf.shareStrategy, 'loaded-first');
  assert.equal(config.output.publicPath, '/');
  assert.match(config.output.filename, /\[contenthash/);
  assert.equal(config.optimization.minimize, true);
  assert.ok(config.plugins.some((p) => p.constructor.name === 'HtmlRspackPlugin'));
});

test('landing config: the shell’s page without federation, into dist/landing after the shell', () => {
  const config = createLandingConfig({ dirname: shellDir, mode: 'production' });
  assert.equal(LANDING_DIR, LANDING_BUILD_DIR);
  assert.equal(config.name, 'shell:landing');
  assert.deepEqual(config.dependencies, ['shell']);
  assert.equal(config.output.path, path.join(shellDir, 'dist', LANDING_DIR));
  assert.equal(config.output.publicPath, `/${LANDING_DIR}/`);
  const plugins = config.plugins.map((plugin) => plugin.constructor.name);
  assert.ok(plugins.includes('HtmlRspackPlugin'));
  assert.ok(!plugins.some((name) => /ModuleFederation/.test(name)));
  assert.match(config.resolve.alias['react-router$'], /react-router[\\/]dist[\\/]production[\\/]/);
});

test('remote config: manifest, remoteEntry.js, auto public path', () => {
  const config = createRemoteConfig({
    dirname: remoteDir,
    name: 'mfe_meals',
    exposes: { './routes': './src/routes.tsx' },
  });
  const mf = federationOptions(config);
  assert.equal(mf.name, 'mfe_meals');
  assert.equal(mf.filename, 'remoteEntry.js');
  assert.equal(mf.manifest, true);
  assert.deepEqual(mf.exposes, { './routes': './src/routes.tsx' });
  assert.equal(config.output.publicPath, 'auto');
  assert.equal(config.output.uniqueName, 'mfe_meals');
});

test('remote config rejects a missing or invalid container name', () => {
  assert.throws(
    () =>
      createRemoteConfig({ dirname: remoteDir, name: 'mfe-meals', exposes: { './routes': './x' } }),
    /invalid container name/,
  );
  assert.throws(
    () => createRemoteConfig({ dirname: remoteDir, name: 'mfe_meals' }),
    /exposes is required/,
  );
});

test('css/auto rule handles both CSS Modules and global CSS', () => {
  const config = createShellConfig({ dirname: shellDir });
  assert.ok(
    config.module.rules.some(
      (rule) =>
        rule.type === 'css/auto' && rule.test.test('a.module.css') && rule.test.test('tokens.css'),
    ),
  );
});

test('svg, webp and avif files are emitted as separate assets, never inlined into JS', () => {
  const config = createShellConfig({ dirname: shellDir });
  for (const file of ['screen.svg', 'screen-195.webp', 'photo.avif']) {
    const rule = config.module.rules.find((candidate) => candidate.test.test(file));
    assert.equal(rule.type, 'asset/resource', file);
  }
});

test('the shell shares the react-router facade as the react-router singleton, with the real version', () => {
  const mf = federationOptions(createShellConfig({ dirname: shellDir, mode: 'production' }));
  const shared = mf.shared['react-router'];
  assert.equal(shared.import, REACT_ROUTER_FACADE);
  assert.equal(shared.shareKey, 'react-router');
  assert.equal(shared.singleton, true);
  assert.match(shared.version, /^7\.\d+\.\d+/);
  // Remotes consume the package itself: their share map is untouched.
  assert.equal(
    federationOptions(
      createRemoteConfig({ dirname: remoteDir, name: 'mfe_meals', exposes: { './routes': './x' } }),
    ).shared['react-router'].import,
    undefined,
  );
});

// Specs, their render harnesses and `testing/` helpers run in Jest, where
// 'react-router' is the package itself, not the facade.
const TEST_ONLY = /\.spec\.tsx?$|TestHarness\.tsx?$/;

// Code that runs only on Node (the shell's and the remotes' server bundles,
// the gateway's renderers), where the server facade provides react-router.
const NODE_ONLY_DIRS = ['server', 'server-render', 'prerender'];

/** @returns {{ file: string; node: boolean }[]} */
function shippedSourceFiles(dir, node = false) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    // testing/ is for specs.
    if (entry.isDirectory())
      return entry.name === 'testing'
        ? []
        : shippedSourceFiles(file, node || NODE_ONLY_DIRS.includes(entry.name));
    return /\.(ts|tsx)$/.test(entry.name) && !TEST_ONLY.test(entry.name) ? [{ file, node }] : [];
  });
}

function facadeExports(facadeFile = REACT_ROUTER_FACADE) {
  const facade = readFileSync(facadeFile, 'utf8');
  return facade
    .match(/export \{([^}]*)\}/)[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
}

// Every workspace whose browser code runs inside the shell: the apps and the
// shared packages they bundle or get from the share scope.
const BROWSER_WORKSPACES = [
  'shell',
  'mfe-restaurants',
  'mfe-meals',
  'mfe-discover',
  'mfe-account',
  'packages/shell-kit',
  'packages/ui-kit',
  'packages/diary-ui',
  'packages/map-kit',
];

/**
 * The values (not types) that `source` imports by name from `packageName`.
 * @param {string} source
 * @param {string} packageName
 */
function namedImports(source, packageName) {
  const quoted = packageName.replace(/[/.]/g, (char) => `\\${char}`);
  return [
    ...source.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*['"]${quoted}['"]`, 'g')),
  ]
    .flatMap(([, names]) => names.split(','))
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => part.split(/\s+as\s+/)[0]);
}

/** What the shipped code of the browser workspaces imports from `packageName`: each name with its file. */
function shippedImportsOf(packageName) {
  return BROWSER_WORKSPACES.flatMap((workspace) => {
    const src = path.join(repoRoot, workspace, 'src');
    if (!existsSync(src)) return [];
    return shippedSourceFiles(src).flatMap(({ file, node }) =>
      namedImports(readFileSync(file, 'utf8'), packageName).map((name) => ({
        name,
        node,
        file: path.relative(repoRoot, file),
      })),
    );
  });
}

test('the react-router facades export everything the shell, the remotes and the shared UI import in shipped code', () => {
  const provided = new Set(facadeExports());
  // The server facade re-exports the browser facade and adds its own.
  const providedOnNode = new Set([...provided, ...facadeExports(REACT_ROUTER_SERVER_FACADE)]);
  const imports = shippedImportsOf('react-router');
  assert.ok(imports.length > 20, "the scan finds the apps' react-router imports");
  assert.deepEqual(
    imports
      .filter(({ name, node }) => !(node ? providedOnNode : provided).has(name))
      .map(({ name, file }) => `${name} (${file})`),
    [],
  );
});

test('the facade holds only declarative-mode react-router API that exists in the package', async () => {
  const reactRouter = await import('react-router');
  const exported = facadeExports();
  assert.deepEqual(
    exported.filter((name) => !(name in reactRouter)),
    [],
  );
  // Every facade export lands in the shell's initial JS, and the shell renders a
  // <BrowserRouter>: data-router, framework-mode and test-only APIs have no place here.
  const notForTheBrowserApp =
    /Loader|Action|Fetcher|Submit|Revalidat|Blocker|Await|Async|Matches|RouteError|Navigation$|RouterProvider|^create\w*Router$|^Memory|^Static|^Server|Scripts|^Meta$|^Links$|Session|Cookie|^UNSAFE_|^unstable_/;
  assert.deepEqual(
    exported.filter((name) => notForTheBrowserApp.test(name)),
    [],
  );
});

test('a production shell bundles the production build of react-router behind the facade', () => {
  const implementation = (config) =>
    Object.entries(config.resolve.alias).find(([request]) =>
      request.startsWith('@dd/build-config/react-router-implementation'),
    )[1];
  assert.match(
    implementation(createShellConfig({ dirname: shellDir, mode: 'production' })),
    /react-router[\\/]dist[\\/]production[\\/]index\.mjs$/,
  );
  assert.match(
    implementation(createShellConfig({ dirname: shellDir, mode: 'development' })),
    /react-router[\\/]dist[\\/]development[\\/]index\.mjs$/,
  );
});

test('the shell shares the react-query facade as the react-query singleton, in one chunk with the package', () => {
  const config = createShellConfig({ dirname: shellDir, mode: 'production' });
  const shared = federationOptions(config).shared['@tanstack/react-query'];
  assert.equal(shared.import, REACT_QUERY_FACADE);
  assert.equal(shared.shareKey, '@tanstack/react-query');
  assert.equal(shared.singleton, true);
  assert.equal(shared.eager, undefined, 'only a signed-in page loads it');
  assert.match(shared.version, /^5\.\d+\.\d+/);
  assert.match(
    config.resolve.alias['@dd/build-config/react-query-implementation$'],
    /@tanstack[\\/]react-query[\\/]build[\\/]modern[\\/]index\.js$/,
  );
  // No vendors chunk: the package's modules would be a request apart from the facade's.
  assert.equal(config.optimization.splitChunks.cacheGroups.defaultVendors, false);
  // Remotes consume the package itself.
  assert.equal(
    federationOptions(
      createRemoteConfig({ dirname: remoteDir, name: 'mfe_meals', exposes: { './routes': './x' } }),
    ).shared['@tanstack/react-query'].import,
    undefined,
  );
});

/** What the query cache's persister packages import from query-core, which the shell reads through the facade. */
function persisterImports() {
  return ['query-persist-client-core', 'query-async-storage-persister'].flatMap((name) => {
    const dir = path.join(repoRoot, 'node_modules', '@tanstack', name, 'build', 'modern');
    return readdirSync(dir)
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) =>
        namedImports(readFileSync(path.join(dir, file), 'utf8'), '@tanstack/query-core').map(
          (imported) => ({ name: imported, file: `@tanstack/${name}/build/modern/${file}` }),
        ),
      );
  });
}

test('the react-query facade exports everything shipped code and the persisters import, all from the package', async () => {
  const provided = facadeExports(REACT_QUERY_FACADE);
  const imports = [...shippedImportsOf('@tanstack/react-query'), ...persisterImports()];
  assert.ok(
    imports.some(({ name }) => name === 'useQuery') &&
      imports.some(({ name }) => name === 'timeoutManager'),
    "the scan finds the apps' and the persisters' imports",
  );
  assert.deepEqual(
    imports
      .filter(({ name }) => !provided.includes(name))
      .map(({ name, file }) => `${name} (${file})`),
    [],
  );
  const reactQuery = await import('@tanstack/react-query');
  assert.deepEqual(
    provided.filter((name) => !(name in reactQuery)),
    [],
  );
  // Nothing beyond what is imported: every export is in every signed-in page.
  const imported = new Set(imports.map(({ name }) => name));
  assert.deepEqual(
    provided.filter((name) => !imported.has(name)),
    [],
  );
});

test('the shell bundles the federation runtime from its ES module builds, not CommonJS', () => {
  const { alias } = createShellConfig({ dirname: shellDir }).resolve;
  const runtimeAliases = Object.entries(alias).filter(([request]) =>
    request.includes('@module-federation'),
  );
  const aliased = runtimeAliases.map(
    ([request]) => request.match(/@module-federation\/[^\\/]+/)[0],
  );
  assert.deepEqual(aliased.sort(), [
    '@module-federation/runtime',
    '@module-federation/webpack-bundler-runtime',
  ]);
  for (const [request, target] of runtimeAliases) {
    assert.ok(path.isAbsolute(request) && request.endsWith('.cjs$'), request);
    assert.ok(target.endsWith('.js'), target);
    assert.match(readFileSync(target, 'utf8'), /^(import|export) /m, `${target} is an ES module`);
  }
});

const mealsExposes = { './routes': './src/routes.tsx' };
const mealsRemote = (options = {}) =>
  createRemoteConfig({ dirname: remoteDir, name: 'mfe_meals', exposes: mealsExposes, ...options });
const mealsServer = (options = {}) =>
  createRemoteServerConfig({
    dirname: remoteDir,
    name: 'mfe_meals',
    exposes: mealsExposes,
    ...options,
  });

// Server-rendered markup names the classes of the browser build's stylesheets:
// both hash them from the same salt and unique name.
const cssNaming = (config) => ({
  salt: config.module.generator['css/auto'].localIdentHashSalt,
  uniqueName: config.output.uniqueName,
});

/** Class names only, no CSS files; assets named where the browser build serves them, not written. */
function assertNodeOutput(config, assetPublicPath) {
  assert.equal(config.target, 'async-node');
  assert.equal(config.output.library.type, 'commonjs-module');
  const { generator } = config.module;
  assert.equal(generator['css/auto'].exportsOnly, true);
  for (const type of ['asset', 'asset/resource']) {
    assert.equal(generator[type].emit, false, type);
    assert.equal(generator[type].publicPath, assetPublicPath, type);
  }
  assert.ok(!config.plugins.some((plugin) => plugin.constructor.name === 'PrecompressPlugin'));
  const swc = config.module.rules.find((rule) => rule.loader === 'builtin:swc-loader');
  assert.ok(swc.options.env.targets.node, 'SWC targets Node');
  const mf = federationOptions(config);
  assert.equal(mf.remoteType, 'script');
  assert.equal(mf.library.type, 'commonjs-module');
  assert.equal(mf.experiments.optimization.target, 'node');
  assert.equal(mf.experiments.externalRuntime, undefined, 'brings its own runtime core');
  assert.ok(mf.runtimePlugins.some((plugin) => /@module-federation[\\/]node[\\/]/.test(plugin)));
}

test("a remote's Node container: same container, shares and class names as the browser one, into dist/server", () => {
  const browser = mealsRemote({ mode: 'production' });
  const server = mealsServer({ mode: 'production' });
  assertNodeOutput(server, '/mfe/meals/');
  assert.deepEqual(cssNaming(server), cssNaming(browser));
  assert.equal(server.output.uniqueName, 'mfe_meals');
  assert.equal(server.output.path, path.join(remoteDir, 'dist', 'server'));
  assert.equal(server.output.filename, '[name].js');
  // Chunks resolve against the folder of the URL the container is registered from.
  assert.equal(server.output.publicPath, '');
  assert.deepEqual(server.entry, {});
  assert.deepEqual(server.dependencies, [browser.name]);
  const mf = federationOptions(server);
  const browserMf = federationOptions(browser);
  assert.equal(mf.name, browserMf.name);
  assert.equal(mf.filename, 'remoteEntry.js');
  assert.equal(mf.manifest, true);
  assert.deepEqual(mf.exposes, browserMf.exposes);
  assert.deepEqual(mf.shared, browserMf.shared);
  assert.equal(mf.shareStrategy, browserMf.shareStrategy);
  assert.equal(
    mealsServer({ assetPublicPath: 'https://cdn.example/meals/' }).module.generator.asset
      .publicPath,
    'https://cdn.example/meals/',
  );
  assert.throws(
    () =>
      createRemoteServerConfig({ dirname: remoteDir, name: 'mfe-meals', exposes: mealsExposes }),
    /invalid container name/,
  );
  assert.throws(
    () => createRemoteServerConfig({ dirname: remoteDir, name: 'mfe_meals' }),
    /exposes is required/,
  );
});

test("a remote's browser build empties dist/ but keeps the Node container's dist/server", () => {
  const { keep } = mealsRemote().output.clean;
  const dist = path.join(remoteDir, 'dist');
  // rspack 2 passes absolute paths, the output folder itself included.
  for (const file of ['server', 'server/remoteEntry.js', 'server/mf-manifest.json', 'server/1.js'])
    assert.equal(keep(path.join(dist, file)), true, file);
  assert.equal(keep('server/remoteEntry.js'), true, 'a relative path');
  for (const file of [
    'remoteEntry.js',
    'servers/x.js',
    'assets/server/x.svg',
    'first-requests.json',
  ])
    assert.equal(keep(path.join(dist, file)), false, file);
  assert.equal(keep(dist), false);
});

test("a remote's browser build leaves a built dist/server in place", async () => {
  const outputDir = mkdtempSync(path.join(tmpdir(), 'dd-build-config-clean-'));
  try {
    mkdirSync(path.join(outputDir, 'server'));
    writeFileSync(path.join(outputDir, 'server', 'remoteEntry.js'), '// node container');
    writeFileSync(path.join(outputDir, 'stale.js'), '// previous build');
    const config = mealsRemote({ mode: 'development' });
    config.output.path = outputDir;
    config.output.clean = { keep: keepRemoteServerDir(outputDir) };
    const stats = await new Promise((resolve, reject) => {
      const compiler = rspack(config);
      compiler.run((error, result) =>
        compiler.close(() => (error ? reject(error) : resolve(result))),
      );
    });
    assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
    assert.ok(existsSync(path.join(outputDir, 'server', 'remoteEntry.js')));
    assert.ok(!existsSync(path.join(outputDir, 'stale.js')));
    assert.ok(existsSync(path.join(outputDir, 'remoteEntry.js')));
  } finally {
    rmSync(outputDir, { recursive: true, force: true });
  }
});

test("the shell's server bundle: an MF host with the browser shell's shares and class names, into dist-server/server.cjs", () => {
  const browser = createShellConfig({ dirname: shellDir, mode: 'production' });
  const server = createShellServerConfig({ dirname: shellDir, mode: 'production' });
  assertNodeOutput(server, '/');
  assert.deepEqual(cssNaming(server), cssNaming(browser));
  assert.equal(server.output.publicPath, browser.output.publicPath);
  assert.deepEqual(server.entry, { server: './src/server/index.ts' });
  assert.equal(server.output.path, path.join(shellDir, 'dist-server'));
  assert.equal(server.output.filename, '[name].cjs');
  assert.equal(server.resolve.alias['@dd/contracts'], browser.resolve.alias['@dd/contracts']);
  for (const facade of ['react-router', 'react-query']) {
    const implementation = Object.keys(browser.resolve.alias).find((request) =>
      request.startsWith(`@dd/build-config/${facade}-implementation`),
    );
    assert.equal(server.resolve.alias[implementation], browser.resolve.alias[implementation]);
  }
  const mf = federationOptions(server);
  const browserMf = federationOptions(browser);
  assert.equal(mf.name, browserMf.name);
  assert.deepEqual(mf.remotes, {});
  assert.equal(mf.manifest, false);
  // The browser shell's shares (none held in its entry: eager is the page's
  // concern), with its react-query facade, its react-router facade extended by StaticRouter.
  const lazily = (shared) =>
    Object.fromEntries(
      Object.entries(shared).map(([key, entry]) => {
        const copy = { ...entry };
        delete copy.eager;
        return [key, copy];
      }),
    );
  const { 'react-router': router, ...rest } = mf.shared;
  const { 'react-router': browserRouter, ...browserRest } = lazily(browserMf.shared);
  assert.deepEqual(rest, browserRest);
  assert.deepEqual(router, { ...browserRouter, import: REACT_ROUTER_SERVER_FACADE });
});

test('the server facade is the browser facade plus StaticRouter', async () => {
  const source = readFileSync(REACT_ROUTER_SERVER_FACADE, 'utf8');
  assert.match(source, /export \* from '\.\/react-router\.mjs'/);
  const extra = [...source.matchAll(/export \{([^}]*)\}/g)].flatMap(([, names]) =>
    names
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
  assert.deepEqual(extra, ['StaticRouter']);
  assert.ok('StaticRouter' in (await import('react-router')));
});
