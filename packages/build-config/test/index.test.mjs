import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRemoteConfig, createShellConfig, createShared, requiredVersionOf } from '../index.mjs';

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
  assert.deepEqual(shared['react-dom/'], { singleton: true, requiredVersion: '^19.2.0', packageName: 'react-dom' });
  for (const key of ['react-router', '@tanstack/react-query', '@dd/shell-kit']) assert.equal(shared[key].singleton, true);
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
  const config = createRemoteConfig({ dirname: remoteDir, name: 'mfe_meals', exposes: { './routes': './src/routes.tsx' } });
  const mf = federationOptions(config);
  assert.equal(mf.name, 'mfe_meals');
  assert.equal(mf.filename, 'remoteEntry.js');
  assert.equal(mf.manifest, true);
  assert.deepEqual(mf.exposes, { './routes': './src/routes.tsx' });
  assert.equal(config.output.publicPath, 'auto');
  assert.equal(config.output.uniqueName, 'mfe_meals');
});

test('remote config rejects a missing or invalid container name', () => {
  assert.throws(() => createRemoteConfig({ dirname: remoteDir, name: 'mfe-meals', exposes: { './routes': './x' } }), /invalid container name/);
  assert.throws(() => createRemoteConfig({ dirname: remoteDir, name: 'mfe_meals' }), /exposes is required/);
});

test('css/auto rule handles both CSS Modules and global CSS', () => {
  const config = createShellConfig({ dirname: shellDir });
  assert.ok(config.module.rules.some((rule) => rule.type === 'css/auto' && rule.test.test('a.module.css') && rule.test.test('tokens.css')));
});
