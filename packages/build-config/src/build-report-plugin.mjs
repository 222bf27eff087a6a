// A build file for the gateway: JSON written once the build's assets are known.

/**
 * A plugin named `name` that writes `fileName`, the JSON of what `report`
 * answers from the finished compilation (nothing when it answers undefined).
 * @param {string} name
 * @param {string} fileName
 * @param {(compilation: any, compiler: import('@rspack/core').Compiler) => unknown} report
 * @returns {import('@rspack/core').RspackPluginInstance}
 */
export function buildReportPlugin(name, fileName, report) {
  return {
    apply(compiler) {
      const { RawSource } = compiler.webpack.sources;
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.processAssets.tap(
          { name, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
          () => {
            const value = report(compilation, compiler);
            if (value === undefined) return;
            compilation.emitAsset(fileName, new RawSource(`${JSON.stringify(value, null, 2)}\n`));
          },
        );
      });
    },
  };
}
