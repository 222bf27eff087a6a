// Reading an app's package.json and the packages installed for it.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * @typedef {{
 *   version?: string;
 *   dependencies?: Record<string, string>;
 *   peerDependencies?: Record<string, string>;
 *   devDependencies?: Record<string, string>;
 *   exports?: any;
 * }} PackageJson
 */

/**
 * `require` as seen from the app in `dirname`.
 * @param {string} dirname
 */
export function requireFrom(dirname) {
  return createRequire(path.join(dirname, 'package.json'));
}

/**
 * @param {string} dirname
 * @returns {PackageJson}
 */
export function readPackageJson(dirname) {
  return JSON.parse(readFileSync(path.join(dirname, 'package.json'), 'utf8'));
}

/**
 * The `package.json` of `packageName` as installed for the app in `dirname`,
 * found through node_modules (not `require`, which a package's export map may
 * refuse: the workspace packages export only their entry points).
 * @param {string} dirname
 * @param {string} packageName
 * @returns {PackageJson | undefined}
 */
export function installedPackageJson(dirname, packageName) {
  const require = requireFrom(dirname);
  for (const modulesDir of require.resolve.paths(packageName) ?? []) {
    const file = path.join(modulesDir, packageName, 'package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  }
  return undefined;
}

/**
 * The ES module build beside a CommonJS entry (`x.cjs` → `x.js`), when there is one.
 * @param {string} commonJsEntry
 * @returns {string | undefined}
 */
export function moduleBuildOf(commonJsEntry) {
  const moduleEntry = commonJsEntry.replace(/\.cjs$/, '.js');
  return moduleEntry !== commonJsEntry && existsSync(moduleEntry) ? moduleEntry : undefined;
}
