// An app's prerender bundle, built for Node: the shell's renders its public
// pages' first screens once the browser build is in `dist/`; a remote's is
// its server renderer, which the web tier loads to render a user's page.
import { createRequire } from 'node:module';
import path from 'node:path';
import { PrecompressPlugin } from '../precompress.mjs';
import { baseConfig, isProduction } from './base-config.mjs';
import { contractsSourceDir } from './contracts.mjs';

const ENTRY_NAME = 'prerender';

/**
 * Loads the built bundle and has it write its first screens into `distDir`
 * (its `writeServerFirstScreens`), after every build of it.
 * @param {string} distDir
 * @returns {import('@rspack/core').RspackPluginInstance}
 */
function runPrerenderPlugin(distDir) {
  return {
    apply(compiler) {
      compiler.hooks.afterEmit.tapPromise('RunPrerenderPlugin', async (compilation) => {
        if (compilation.errors.length) return;
        const bundle = path.join(compiler.outputPath, `${ENTRY_NAME}.cjs`);
        const load = createRequire(import.meta.url);
        delete load.cache[bundle];
        await load(bundle).writeServerFirstScreens(distDir);
      });
    },
  };
}

/**
 * Built after the app `appName` (which must name its CSS module classes with
 * the same salt: `appName` is that salt), into `dist-prerender/`, which is
 * never served. Class names come out as in the browser build; styles and
 * assets are not written again. With `runAfterBuild` the built bundle's
 * `writeServerFirstScreens` runs after every build (the shell's).
 * @param {{ dirname?: string; appName?: string; entry?: string; runAfterBuild?: boolean; mode?: import('./base-config.mjs').Mode }} [options]
 * @returns {import('./base-config.mjs').AppConfig}
 */
export function createPrerenderConfig({
  dirname,
  appName = 'shell',
  entry = './src/prerender/index.ts',
  runAfterBuild = true,
  mode,
} = {}) {
  if (!dirname) throw new Error('createPrerenderConfig: dirname is required');
  const production = isProduction(mode);
  const config = baseConfig({ dirname, name: appName, production, entry, publicPath: '/' });
  config.name = `${appName}:${ENTRY_NAME}`;
  config.dependencies = [appName];
  config.target = ['node20', 'es2022'];
  config.entry = { [ENTRY_NAME]: entry };
  config.output = {
    ...config.output,
    path: path.join(dirname, 'dist-prerender'),
    filename: '[name].cjs',
    chunkFilename: '[name].cjs',
    library: { type: 'commonjs2' },
  };
  config.optimization = { ...config.optimization, minimize: false, splitChunks: false };
  const generator = config.module?.generator ?? {};
  config.module = {
    ...config.module,
    generator: {
      ...generator,
      'css/auto': { ...generator['css/auto'], exportsOnly: true },
      'asset/resource': { emit: false },
      asset: { emit: false },
    },
  };
  config.plugins = config.plugins.filter((plugin) => !(plugin instanceof PrecompressPlugin));
  if (runAfterBuild) config.plugins.push(runPrerenderPlugin(path.join(dirname, 'dist')));
  config.resolve.alias = { '@dd/contracts': contractsSourceDir(dirname) };
  return config;
}

/**
 * A remote's server renderer (`RemoteFirstScreenRenderer` of @dd/contracts):
 * its prerender bundle, built after the container named `remoteName`, which
 * the web tier loads from `dist-prerender/` to render a signed-in user's page.
 * Named as createRemoteConfig names the container: the CSS-module class
 * hash depends on the name too, and must match the browser build's.
 * @param {{ dirname?: string; remoteName?: string; entry?: string; mode?: import('./base-config.mjs').Mode }} [options]
 * @returns {import('./base-config.mjs').AppConfig}
 */
export function createRemotePrerenderConfig({
  dirname,
  remoteName,
  entry = './src/prerender/index.tsx',
  mode,
} = {}) {
  if (!remoteName) throw new Error('createRemotePrerenderConfig: remoteName is required');
  const config = createPrerenderConfig({
    dirname,
    appName: remoteName,
    entry,
    runAfterBuild: false,
    mode,
  });
  config.output = { ...config.output, uniqueName: remoteName };
  return config;
}
