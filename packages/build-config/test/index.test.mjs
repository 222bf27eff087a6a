import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import {
  createFirstRequestsConfig,
  createPrerenderConfig,
  createRemoteConfig,
  createRemotePrerenderConfig,
  createShellConfig,
  createShared,
  requiredVersionOf,
  REACT_ROUTER_FACADE,
} from '../index.mjs';

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

test('first-requests config: one script into the remote’s dist, built after the container empties it', () => {
  const config = createFirstRequestsConfig({
    dirname: remoteDir,
    remoteName: 'mfe_meals',
    mode: 'production',
  });
  assert.deepEqual(config.entry, { 'first-requests': './src/firstRequestsScript.ts' });
  assert.equal(config.output.path, path.join(remoteDir, 'dist'));
  assert.equal(config.output.clean, false);
  assert.deepEqual(config.dependencies, ['mfe_meals']);
  assert.equal(
    createRemoteConfig({
      dirname: remoteDir,
      name: 'mfe_meals',
      exposes: { './routes': './src/routes.tsx' },
    }).name,
    'mfe_meals',
  );
  assert.equal(config.optimization.splitChunks, false);
  assert.ok(
    !config.plugins.some((plugin) => plugin.constructor.name === 'ModuleFederationPlugin'),
    'no federation runtime in the script',
  );
  assert.throws(() => createFirstRequestsConfig({ dirname: remoteDir }), /remoteName is required/);
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

function shippedSourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    // testing/ is for specs; prerender/ and server-render/ run on Node (a
    // build, the gateway), never in a browser bundle.
    if (entry.isDirectory())
      return ['testing', 'prerender', 'server-render'].includes(entry.name)
        ? []
        : shippedSourceFiles(file);
    return /\.(ts|tsx)$/.test(entry.name) && !TEST_ONLY.test(entry.name) ? [file] : [];
  });
}

function facadeExports() {
  const facade = readFileSync(REACT_ROUTER_FACADE, 'utf8');
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

test('the react-router facade exports everything the shell, the remotes and the shared UI import in shipped code', () => {
  const provided = new Set(facadeExports());
  const missing = new Set();
  for (const workspace of BROWSER_WORKSPACES) {
    const src = path.join(repoRoot, workspace, 'src');
    if (!existsSync(src)) continue;
    for (const file of shippedSourceFiles(src)) {
      for (const [, names] of readFileSync(file, 'utf8').matchAll(
        /import\s*\{([^}]*)\}\s*from\s*'react-router'/g,
      )) {
        for (const name of names
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part && !part.startsWith('type '))) {
          const imported = name.split(/\s+as\s+/)[0];
          if (!provided.has(imported))
            missing.add(`${imported} (${path.relative(repoRoot, file)})`);
        }
      }
    }
  }
  assert.deepEqual([...missing], []);
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

// The markup a prerender bundle renders names the classes of the browser
// build's stylesheets: both hash them from the same salt and unique name.
test("a prerender bundle names its CSS-module classes as its app's browser build does", () => {
  const cssNaming = (config) => ({
    salt: config.module.generator['css/auto'].localIdentHashSalt,
    uniqueName: config.output.uniqueName,
  });
  const remote = createRemoteConfig({
    dirname: remoteDir,
    name: 'mfe_meals',
    exposes: { './routes': './src/routes.tsx' },
  });
  const remotePrerender = createRemotePrerenderConfig({
    dirname: remoteDir,
    remoteName: 'mfe_meals',
  });
  assert.deepEqual(cssNaming(remotePrerender), cssNaming(remote));
  assert.equal(remotePrerender.output.path, path.join(remoteDir, 'dist-prerender'));
  assert.deepEqual(remotePrerender.dependencies, ['mfe_meals']);

  assert.deepEqual(
    cssNaming(createPrerenderConfig({ dirname: shellDir })),
    cssNaming(createShellConfig({ dirname: shellDir })),
  );
});
