// What every app's rspack config has in common.
import path from 'node:path';
import { rspack } from '@rspack/core';
import { PrecompressPlugin } from '../precompress.mjs';
import { contractsSourceDir } from './contracts.mjs';

/**
 * An rspack configuration whose fields the factories go on to fill in.
 * @typedef {import('@rspack/core').Configuration & {
 *   output: NonNullable<import('@rspack/core').Configuration['output']>;
 *   resolve: NonNullable<import('@rspack/core').Configuration['resolve']>;
 *   plugins: NonNullable<import('@rspack/core').Configuration['plugins']>;
 *   devServer?: import('@rspack/dev-server').Configuration;
 * }} AppConfig
 */

/** @typedef {'production' | 'development'} Mode */

const BROWSERS = ['chrome >= 107', 'edge >= 107', 'firefox >= 104', 'safari >= 16'];

/**
 * A production build unless `mode` (else `NODE_ENV`) says development.
 * @param {Mode | undefined} mode
 */
export function isProduction(mode) {
  return (
    (mode ?? (process.env.NODE_ENV === 'development' ? 'development' : 'production')) ===
    'production'
  );
}

/**
 * SWC for TS/TSX with the automatic React runtime, native CSS (CSS Modules for
 * `*.module.css`), content-hashed file names and precompressed production files.
 * @param {{ dirname: string; name: string; production: boolean; entry: string; publicPath: string }} options
 * @returns {AppConfig}
 */
export function baseConfig({ dirname, name, production, entry, publicPath }) {
  return {
    context: dirname,
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'cheap-module-source-map',
    entry: { main: entry },
    target: ['web', 'es2022'],
    output: {
      path: path.join(dirname, 'dist'),
      publicPath,
      clean: true,
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      cssFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      cssChunkFilename: production ? '[name].[contenthash:8].css' : '[name].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
    },
    resolve: { extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?[jt]sx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: {
                react: { runtime: 'automatic', development: !production, refresh: false },
              },
            },
            env: { targets: BROWSERS },
          },
          type: 'javascript/auto',
        },
        // `css/auto`: `*.module.css` are CSS Modules, every other `.css` is global.
        { test: /\.css$/, type: 'css/auto' },
        // SVGs and photos (WebP, AVIF) are always separate files: inlined as
        // data URLs they would grow the JS chunk that imports them.
        { test: /\.(svg|webp|avif)$/i, type: 'asset/resource' },
        { test: /\.(png|jpe?g|gif|ico|woff2?)$/i, type: 'asset' },
        { include: contractsSourceDir(dirname), sideEffects: false },
      ],
      // `import styles from './x.module.css'` (a default export of class names).
      // Custom properties stay global, as in plain CSS: the design tokens and
      // the hooks one module sets for another (--card-grid-columns) must keep
      // their names; rspack 2.0.7+ would hash them per module by default.
      parser: { 'css/auto': { namedExports: false, dashedIdents: false } },
      // Class names are hashes of file path and class, salted with the app's
      // container name: the shell's copy of a ui-kit component and a remote's
      // copy of another version of it come from the same path with the same
      // classes, and must not restyle each other.
      generator: { 'css/auto': { localIdentHashSalt: name } },
    },
    optimization: {
      minimize: production,
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin(),
        new rspack.LightningCssMinimizerRspackPlugin(),
      ],
    },
    performance: { hints: false },
    plugins: [
      new rspack.DefinePlugin({
        'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development'),
      }),
      ...(production ? [new PrecompressPlugin()] : []),
    ],
  };
}
