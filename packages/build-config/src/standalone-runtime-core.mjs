// The federation runtime core for a remote's standalone page, which has no host.
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack } from '@rspack/core';

/** @typedef {import('@rspack/core').Compiler} Compiler */
/** @typedef {import('@rspack/core').Stats} Stats */

const RUNTIME_CORE_PROVIDER = fileURLToPath(
  new URL('../runtime/provide-federation-runtime-core.mjs', import.meta.url),
);

/**
 * Bundles the federation runtime core into one classic script that sets
 * FEDERATION_RUNTIME_CORE_GLOBAL, for a page without a host.
 * @param {boolean} production
 * @returns {Promise<string>}
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
    /** @type {Stats} */
    const stats = await new Promise((resolve, reject) =>
      compiler.run((error, result) =>
        compiler.close(() => (error || !result ? reject(error) : resolve(result))),
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
export class StandaloneRuntimeCorePlugin {
  /** @param {{ production: boolean }} options */
  constructor({ production }) {
    this.production = production;
  }

  /** @param {Compiler} compiler */
  apply(compiler) {
    const name = 'StandaloneRuntimeCorePlugin';
    /** @type {{ file: string; source: string } | undefined} */
    let script;
    const built = () => {
      if (!script)
        throw new Error(`${name}: the runtime core was not built before the compilation`);
      return script;
    };
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
          compilation.emitAsset(
            built().file,
            new compiler.webpack.sources.RawSource(built().source),
          ),
      );
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).alterAssetTags.tapPromise(
        name,
        async (data) => {
          // Deferred scripts run in document order: the runtime core before the app.
          data.assetTags.scripts.unshift({
            tagName: 'script',
            attributes: { defer: true, src: `${data.publicPath}${built().file}` },
            voidTag: false,
          });
          return data;
        },
      );
    });
  }
}
