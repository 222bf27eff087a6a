// The shell's prerender bundle: its public pages' first screens rendered by
// its own components on Node, once the browser build is in `dist/`.
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
 * assets are not written again.
 * @param {{ dirname?: string; appName?: string; entry?: string; mode?: import('./base-config.mjs').Mode }} [options]
 * @returns {import('./base-config.mjs').AppConfig}
 */
export function createPrerenderConfig({
  dirname,
  appName = 'shell',
  entry = './src/prerender/index.ts',
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
  config.plugins.push(runPrerenderPlugin(path.join(dirname, 'dist')));
  config.resolve.alias = { '@dd/contracts': contractsSourceDir(dirname) };
  return config;
}
