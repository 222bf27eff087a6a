// The shell's rspack config: the Module Federation host and the HTML page.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { baseConfig, isProduction } from './base-config.mjs';
import { contractsSourceDir } from './contracts.mjs';
import {
  bundlerRuntimeProviderPlugin,
  federationRuntimeEsmAliases,
  runtimeCoreProviderPlugin,
} from './federation-runtime.mjs';
import {
  REACT_ROUTER_IMPLEMENTATION,
  reactRouterModuleEntry,
  withReactRouterFacade,
} from './react-router.mjs';
import { entryScriptsFirstPlugin, pagePreloadsPlugin } from './page-preloads.mjs';
import {
  REACT_QUERY_IMPLEMENTATION,
  reactQueryModuleEntry,
  withReactQueryFacade,
} from './react-query.mjs';
import { createShared, eagerInHost } from './shared.mjs';

/** shell-kit's country-to-currency table, asked for by a sign-up or a new meal only (defaultCurrency). */
const CURRENCY_OF_LOCALE_CHUNK = 'currency-of-locale';

/**
 * @typedef {{
 *   dirname?: string;
 *   name?: string;
 *   entry?: string;
 *   template?: string;
 *   title?: string;
 *   shared?: import('./shared.mjs').SharedMap;
 *   mode?: import('./base-config.mjs').Mode;
 * }} ShellConfigOptions
 */

/**
 * The shell: Module Federation host with no remote compiled in (it registers
 * them at run time from the runtime config) and the HTML page.
 * @param {ShellConfigOptions} [options]
 * @returns {import('./base-config.mjs').AppConfig}
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
  config.name = name;
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
      shared:
        shared ??
        eagerInHost(
          withReactQueryFacade(dirname, withReactRouterFacade(dirname, createShared(dirname))),
        ),
      shareStrategy: 'loaded-first',
      dts: false,
      // The one federation runtime core on the page: remotes use it instead of
      // their own copy (what `experiments.provideExternalRuntime` does, see
      // runtimeCoreProviderPlugin), and the bundler runtime's functions likewise.
      runtimePlugins: [runtimeCoreProviderPlugin(dirname), bundlerRuntimeProviderPlugin()],
      experiments: { optimization: { target: 'web' } },
    }),
    // The query cache's persister imports @tanstack/query-core itself; read it
    // through the shared @tanstack/react-query (whose facade re-exports what it
    // needs), so the page has one query-core and no chunk of its own for it.
    new rspack.NormalModuleReplacementPlugin(/^@tanstack\/query-core$/, (resource) => {
      if (
        /[\\/]@tanstack[\\/]query-(persist-client-core|async-storage-persister)[\\/]/.test(
          resource.context,
        )
      )
        resource.request = '@tanstack/react-query';
    }),
    entryScriptsFirstPlugin(),
    pagePreloadsPlugin({
      signedInGroups: ['signed-in-page'],
      signedInPackages: ['@tanstack/react-query'],
      onDemandGroups: [CURRENCY_OF_LOCALE_CHUNK],
    }),
  );
  // The facades re-export their packages under requests that are not themselves shared (no share-scope cycle).
  config.resolve.alias = {
    [`${REACT_ROUTER_IMPLEMENTATION}$`]: reactRouterModuleEntry(dirname, production),
    [`${REACT_QUERY_IMPLEMENTATION}$`]: reactQueryModuleEntry(dirname),
    '@dd/contracts': contractsSourceDir(dirname),
    ...federationRuntimeEsmAliases(dirname),
  };
  config.optimization = {
    ...config.optimization,
    // A shared package's chunk holds the package with the facade that shares
    // it (one request), not a vendors chunk of its own beside the facade's.
    splitChunks: { cacheGroups: { defaultVendors: false } },
  };
  config.devServer = { historyApiFallback: true, port: 3000 };
  return config;
}
