// The Module Federation runtime: one core per page, bundled as ES modules.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
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

/**
 * The global on which the host sets the federation bundler runtime's
 * functions for remotes (runtime/provide-federation-bundler-runtime.mjs).
 */
export const FEDERATION_BUNDLER_RUNTIME_GLOBAL = '_DD_FEDERATION_BUNDLER_RUNTIME';

const BUNDLER_RUNTIME_PROVIDER = fileURLToPath(
  new URL('../runtime/provide-federation-bundler-runtime.mjs', import.meta.url),
);
const BUNDLER_RUNTIME_FROM_HOST = fileURLToPath(
  new URL('../runtime/federation-bundler-runtime-from-host.mjs', import.meta.url),
);

/**
 * The host's runtime plugin that sets FEDERATION_BUNDLER_RUNTIME_GLOBAL, from
 * the bundler runtime the host runs itself (no second copy on the page).
 */
export function bundlerRuntimeProviderPlugin() {
  return BUNDLER_RUNTIME_PROVIDER;
}

/**
 * For a remote: the alias that replaces the federation bundler runtime (about
 * 4 KB of its remoteEntry.js, compressed) with a container object around the
 * host's functions, as `externalRuntime` does for the runtime core. Goes after
 * federationRuntimeEsmAliases, whose entry for the same path it replaces.
 * @param {string} dirname
 * @returns {Record<string, string>}
 */
export function bundlerRuntimeFromHostAlias(dirname) {
  const fromRuntimeTools = createRequire(
    requireFrom(dirname).resolve('@module-federation/runtime-tools'),
  );
  const commonJsEntry = fromRuntimeTools.resolve('@module-federation/webpack-bundler-runtime');
  return { [`${commonJsEntry}$`]: BUNDLER_RUNTIME_FROM_HOST };
}
