// What the apps share through Module Federation and what each one bundles,
// and the one federation runtime core per page (docs/decisions.md).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';
import {
  BUNDLED_SHARED_UI,
  FEDERATION_BUNDLER_RUNTIME_GLOBAL,
  FEDERATION_RUNTIME_CORE_GLOBAL,
  HOST_EAGER,
  SINGLETONS,
  bundlerRuntimeFromHostAlias,
  bundlerRuntimeProviderPlugin,
  contractsSourceDir,
  createRemoteConfig,
  createShared,
  createShellConfig,
  requiredVersionOf,
  runtimeCoreProviderPlugin,
} from '../index.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const APPS = ['shell', 'mfe-restaurants', 'mfe-meals', 'mfe-discover', 'mfe-account'];
const appDir = (app) => path.join(repoRoot, app);
const packageVersion = (dir) =>
  JSON.parse(readFileSync(path.join(repoRoot, dir, 'package.json'), 'utf8')).version;

function federationOptions(config) {
  return config.plugins.find((p) => p.constructor.name === 'ModuleFederationPlugin')._options;
}

const remoteConfig = (options = {}) =>
  createRemoteConfig({
    dirname: appDir('mfe-meals'),
    name: 'mfe_meals',
    exposes: { './routes': './src/routes.tsx' },
    ...options,
  });

test("a remote splits only its lazy pages' chunks, never its exposed routes or standalone bootstrap", () => {
  const { chunks } = remoteConfig().optimization.splitChunks;
  const chunk = (name, initial = false) => ({ name, canBeInitial: () => initial });
  // The account remote's routes came as two requests when a lazy page shared their modules.
  assert.equal(chunks(chunk('__federation_expose_routes')), false);
  assert.equal(chunks(chunk('standalone')), false);
  assert.equal(chunks(chunk('main', true)), false);
  assert.equal(chunks(chunk('meal-page')), true);
  assert.equal(chunks(chunk(undefined)), true);
});

test('presentational packages are bundled into each app, never shared', () => {
  assert.deepEqual(BUNDLED_SHARED_UI, ['@dd/ui-kit', '@dd/diary-ui']);
  for (const name of BUNDLED_SHARED_UI) {
    assert.ok(!SINGLETONS.includes(name), `${name} is not a singleton`);
    assert.throws(() => createShared(appDir('mfe-meals'), [name]), /bundled into each app/);
  }
  for (const app of APPS) {
    const shared = Object.keys(createShared(appDir(app)));
    assert.deepEqual(
      shared.filter((key) => BUNDLED_SHARED_UI.some((name) => key.startsWith(name))),
      [],
      app,
    );
  }
});

test('every singleton of every app carries a real version range', () => {
  for (const app of APPS)
    for (const [key, config] of Object.entries(createShared(appDir(app)))) {
      assert.equal(config.singleton, true, `${app} ${key}`);
      assert.match(String(config.requiredVersion), /^\^\d+\.\d+\.\d+/, `${app} ${key}`);
    }
});

test('a workspace package declared * is pinned to its installed version, even when its export map hides package.json', () => {
  // @dd/ui-kit exports only its entry points: `require('@dd/ui-kit/package.json')` throws.
  assert.equal(
    requiredVersionOf(appDir('mfe-meals'), '@dd/ui-kit'),
    `^${packageVersion('packages/ui-kit')}`,
  );
  assert.equal(
    requiredVersionOf(appDir('mfe-meals'), '@dd/shell-kit'),
    `^${packageVersion('packages/shell-kit')}`,
  );
  assert.equal(requiredVersionOf(appDir('mfe-meals'), '@dd/not-installed'), false);
  assert.throws(() => createShared(appDir('mfe-meals'), ['@dd/not-installed']), /no version range/);
});

test('CSS Module class names are salted with each app’s container name', () => {
  const salt = (config) => config.module.generator['css/auto'].localIdentHashSalt;
  assert.equal(salt(createShellConfig({ dirname: appDir('shell') })), 'shell');
  assert.equal(salt(remoteConfig()), 'mfe_meals');
});

test('browser builds read @dd/contracts as side-effect-free ES module source, not its CommonJS build', () => {
  const dir = contractsSourceDir(appDir('shell'));
  assert.equal(dir, path.join(repoRoot, 'packages/contracts/src'));
  assert.match(readFileSync(path.join(dir, 'index.ts'), 'utf8'), /^export /m);
  for (const config of [createShellConfig({ dirname: appDir('shell') }), remoteConfig()]) {
    assert.equal(config.resolve.alias['@dd/contracts'], dir);
    assert.ok(
      config.module.rules.some((rule) => rule.include === dir && rule.sideEffects === false),
    );
  }
});

test('remotes take the federation runtime core from the shell, which provides its own ES module copy', () => {
  assert.equal(federationOptions(remoteConfig()).experiments.externalRuntime, true);
  const shell = federationOptions(createShellConfig({ dirname: appDir('shell') }));
  assert.equal(shell.exposes, undefined);
  const provider = runtimeCoreProviderPlugin(appDir('shell'));
  assert.deepEqual(shell.runtimePlugins, [provider, bundlerRuntimeProviderPlugin()]);
  assert.match(provider, /inject-external-runtime-core-plugin[\\/].*\.js$/);
  assert.match(readFileSync(provider, 'utf8'), /^import \* as runtimeCore from /m);
});

test('remotes take the bundler runtime from the shell too, through the one global both name', () => {
  const remote = remoteConfig();
  const [[request, target]] = Object.entries(bundlerRuntimeFromHostAlias(appDir('mfe-meals')));
  assert.match(request, /webpack-bundler-runtime[\\/].*index\.cjs\$$/);
  assert.equal(remote.resolve.alias[request], target);
  for (const file of [target, bundlerRuntimeProviderPlugin()])
    assert.ok(
      readFileSync(file, 'utf8').includes(`globalThis.${FEDERATION_BUNDLER_RUNTIME_GLOBAL}`),
      file,
    );
  // The shell's own config keeps the real one, which it provides.
  const shell = createShellConfig({ dirname: appDir('shell') });
  assert.notEqual(shell.resolve.alias[request], target);
});

test('the shell holds the singletons every page runs in its entry, react-query apart', () => {
  const { shared } = federationOptions(createShellConfig({ dirname: appDir('shell') }));
  for (const [key, entry] of Object.entries(shared))
    assert.equal(entry.eager === true, HOST_EAGER.includes(key), key);
  assert.ok(!HOST_EAGER.includes('@tanstack/react-query'));
  // Remotes never hold one: they take the shell's.
  for (const entry of Object.values(federationOptions(remoteConfig()).shared))
    assert.equal(entry.eager, undefined);
});

test('a built remote shares only the singletons, leaves the runtime core to its host and brings one for its standalone page', async () => {
  const outputDir = mkdtempSync(path.join(tmpdir(), 'dd-build-config-test-'));
  try {
    const config = remoteConfig({ mode: 'production' });
    config.output.path = outputDir;
    const stats = await new Promise((resolve, reject) => {
      const compiler = rspack(config);
      compiler.run((error, result) =>
        compiler.close(() => (error ? reject(error) : resolve(result))),
      );
    });
    assert.equal(stats.hasErrors(), false, stats.toString('errors-only'));
    const read = (file) => readFileSync(path.join(outputDir, file), 'utf8');

    const manifest = JSON.parse(read('mf-manifest.json'));
    const singletonPackages = SINGLETONS.map((key) => key.replace(/\/$/, ''));
    for (const shared of manifest.shared) {
      assert.ok(
        singletonPackages.some(
          (name) => shared.name === name || shared.name.startsWith(`${name}/`),
        ),
        `${shared.name} is shared`,
      );
      assert.equal(shared.singleton, true, shared.name);
      assert.match(shared.requiredVersion, /^\^\d+\.\d+\.\d+/, shared.name);
    }

    // A hook name only the runtime core itself contains.
    const remoteEntry = read('remoteEntry.js');
    assert.ok(remoteEntry.includes(FEDERATION_RUNTIME_CORE_GLOBAL));
    // A text of the bundler runtime's own (its consumes), left to the host.
    assert.ok(remoteEntry.includes(FEDERATION_BUNDLER_RUNTIME_GLOBAL));
    assert.ok(!remoteEntry.includes('while loading'));
    // The standalone page's script brings both.
    const standalone = readdirSync(outputDir).find((file) => /^federation-runtime\./.test(file));
    assert.ok(standalone, 'the standalone runtime script');
    assert.ok(read(standalone).includes(FEDERATION_BUNDLER_RUNTIME_GLOBAL));
    assert.ok(read(standalone).includes('while loading'));
    assert.ok(!remoteEntry.includes('beforeInitContainer'), 'remoteEntry.js has no runtime core');

    const scripts = [...read('index.html').matchAll(/<script[^>]*src="([^"]+)"/g)].map(
      ([, src]) => src,
    );
    // Root-relative, so a deep link of the standalone page (/meals/new) finds them.
    assert.match(scripts[0], /^\/federation-runtime\.[0-9a-f]{8}\.js$/);
    const runtimeCore = read(scripts[0].slice(1));
    assert.ok(runtimeCore.includes('beforeInitContainer'));
    assert.ok(runtimeCore.includes(FEDERATION_RUNTIME_CORE_GLOBAL));
    assert.ok(scripts.some((src) => /^\/main\.[0-9a-f]{8}\.js$/.test(src)));
    // The shell never loads the standalone copy: it is not among the remote's federated assets.
    assert.ok(!JSON.stringify(manifest).includes(scripts[0]));

    // Custom properties keep their names across CSS Modules: MealGrid sets the
    // columns that diary-ui's CardGrid reads (rspack 2.0.7+ hashes them by default).
    const css = readdirSync(outputDir)
      .filter((file) => file.endsWith('.css'))
      .map(read)
      .join('\n');
    assert.match(css, /--card-grid-columns:repeat\(4,/);
    assert.match(css, /var\(--card-grid-columns,/);
  } finally {
    rmSync(outputDir, { recursive: true, force: true });
  }
});
