// The landing page's own build: the shell's signed-out front page without
// Module Federation.
import path from 'node:path';
import { rspack } from '@rspack/core';
import { baseConfig, isProduction } from './base-config.mjs';
import { contractsSourceDir } from './contracts.mjs';
import { entryScriptsFirstPlugin } from './page-preloads.mjs';
import { reactRouterModuleEntry } from './react-router.mjs';

/** Where, inside the shell's `dist/`, the landing build writes its page and code (@dd/contracts' LANDING_BUILD_DIR). */
export const LANDING_DIR = 'landing';

/**
 * The landing page (`/`, signed out) as a plain bundle: the shell's own
 * React tree, hydrated by `entry`, with no federation runtime, share scope
 * or remote (about 20 KB of script a visitor would pay for nothing). Every
 * way out of the page is a page load into the shell's federated build, so
 * this build never loads a remote. Written to `dist/landing/` with its own
 * index.html, after the shell's build (which cleans `dist/`).
 * @param {{ dirname?: string; hostName?: string; entry?: string; template?: string; title?: string; mode?: import('./base-config.mjs').Mode }} [options]
 * @returns {import('./base-config.mjs').AppConfig}
 */
export function createLandingConfig({
  dirname,
  hostName = 'shell',
  entry = './src/landing.tsx',
  template = './index.html',
  title = 'Dining Diary',
  mode,
} = {}) {
  if (!dirname) throw new Error('createLandingConfig: dirname is required');
  const production = isProduction(mode);
  const config = baseConfig({
    dirname,
    name: hostName,
    production,
    entry,
    publicPath: `/${LANDING_DIR}/`,
  });
  config.name = `${hostName}:landing`;
  config.dependencies = [hostName];
  config.output = { ...config.output, path: path.join(dirname, 'dist', LANDING_DIR) };
  config.plugins.push(
    new rspack.HtmlRspackPlugin({
      template: path.join(dirname, template),
      title,
      scriptLoading: 'defer',
    }),
    entryScriptsFirstPlugin(),
  );
  config.resolve.alias = {
    'react-router$': reactRouterModuleEntry(dirname, production),
    '@dd/contracts': contractsSourceDir(dirname),
  };
  return config;
}
