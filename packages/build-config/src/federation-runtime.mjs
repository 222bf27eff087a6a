// The Module Federation runtime: one core per page, bundled as ES modules.
import { createRequire } from 'node:module';
import { moduleBuildOf, requireFrom } from './packages.mjs';

/**
 * Aliases that swap the federation runtime's CommonJS builds for their ES module
 * builds. rspack's Module Federation plugin locates the bundler runtime and
 * `@module-federation/runtime` with `require.resolve`, i.e. by absolute path to a
 * `.cjs` file, and CommonJS can neither be tree-shaken nor concatenated. Mapping
 * those exact paths to the `.js` next to them bundles the whole runtime as ES
 * modules (their own imports resolve through the `import` condition), so unused
 * parts and the Node-only branches (`ENV_TARGET: 'web'`) are dropped.
 * @param {string} dirname
 * @returns {Record<string, string>}
 */
export function federationRuntimeEsmAliases(dirname) {
  const fromRuntimeTools = createRequire(
    requireFrom(dirname).resolve('@module-federation/runtime-tools'),
  );
  const entries = [
    '@module-federation/webpack-bundler-runtime',
    '@module-federation/runtime',
  ].flatMap((request) => {
    const commonJsEntry = fromRuntimeTools.resolve(request);
    const moduleEntry = moduleBuildOf(commonJsEntry);
    return moduleEntry ? [[`${commonJsEntry}$`, moduleEntry]] : [];
  });
  return Object.fromEntries(entries);
}

/**
 * The runtime plugin that hands the host's federation runtime core to remotes
 * built with `experiments.externalRuntime`, as its ES module build.
 * `experiments.provideExternalRuntime` adds the same plugin by its CommonJS
 * path, which bundles a second, CommonJS runtime core next to the shell's own
 * (+22 KB gzip); the ES module build imports the very copy the shell runs.
 * @param {string} dirname
 */
export function runtimeCoreProviderPlugin(dirname) {
  const fromRspackPlugin = createRequire(
    createRequire(requireFrom(dirname).resolve('@module-federation/enhanced/rspack')).resolve(
      '@module-federation/rspack',
    ),
  );
  const commonJsEntry = fromRspackPlugin.resolve(
    '@module-federation/inject-external-runtime-core-plugin',
  );
  return moduleBuildOf(commonJsEntry) ?? commonJsEntry;
}

/**
 * The global through which remotes built with `experiments.externalRuntime`
 * find the federation runtime core (set by the host's `provideExternalRuntime`).
 */
export const FEDERATION_RUNTIME_CORE_GLOBAL = '_FEDERATION_RUNTIME_CORE';
