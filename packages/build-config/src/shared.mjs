// What the federated apps share through Module Federation, and what each bundles.
import { installedPackageJson, readPackageJson, requireFrom } from './packages.mjs';

/**
 * One entry of Module Federation's `shared` map as these configs write it.
 * @typedef {{
 *   singleton: boolean;
 *   requiredVersion: string;
 *   packageName?: string;
 *   import?: string;
 *   shareKey?: string;
 *   version?: string;
 *   eager?: boolean;
 * }} SharedEntry
 * @typedef {Record<string, SharedEntry>} SharedMap
 */

/**
 * Packages every federated app must get from the share scope exactly once:
 * they hold state (React's dispatcher, the router, the query cache, the
 * session) that two copies would split.
 */
export const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  '@tanstack/react-query',
  '@dd/shell-kit',
];

/**
 * Singletons the shell bundles into its entry (`eager`) instead of each in a
 * chunk of its own: every page runs them before it hydrates, so one file
 * compresses better and saves a request each (about 5 KB on /meals). The
 * remotes still take them from the share scope. Not react-query: only a
 * signed-in page needs it.
 */
export const HOST_EAGER = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  '@dd/shell-kit',
];

/**
 * `shared` with HOST_EAGER marked eager.
 * @param {SharedMap} shared
 * @returns {SharedMap}
 */
export function eagerInHost(shared) {
  return Object.fromEntries(
    Object.entries(shared).map(([key, entry]) => [
      key,
      HOST_EAGER.includes(key) ? { ...entry, eager: true } : entry,
    ]),
  );
}

/**
 * Presentational packages each app bundles (tree-shaken) instead of sharing:
 * a singleton would pin every remote to the host's version, so a remote built
 * against a newer one would run against the older code (docs/decisions.md).
 */
export const BUNDLED_SHARED_UI = ['@dd/ui-kit', '@dd/diary-ui'];

/**
 * The version range an app declares for a shared package. A workspace package
 * declared as `*` is pinned to the caret range of its installed version so that
 * version skew between independently deployed apps is still detected.
 * `false` (no range) only when the package is not installed at all.
 * @param {string} dirname
 * @param {string} packageName
 * @returns {string | false}
 */
export function requiredVersionOf(dirname, packageName) {
  const pkg = readPackageJson(dirname);
  const declared =
    pkg.dependencies?.[packageName] ??
    pkg.peerDependencies?.[packageName] ??
    pkg.devDependencies?.[packageName];
  if (declared && declared !== '*') return declared;
  const version = installedPackageJson(dirname, packageName)?.version;
  return version ? `^${version}` : false;
}

/**
 * MF `shared` map: singletons with the app's version ranges. Every entry gets
 * a real range (a manifest with `requiredVersion: null` cannot tell a skewed
 * remote from a matching one), so a package without one is a build error.
 * @param {string} dirname
 * @param {readonly string[]} [names]
 * @returns {SharedMap}
 */
export function createShared(dirname, names = SINGLETONS) {
  return Object.fromEntries(
    names.map((key) => {
      const packageName = key.endsWith('/') ? key.slice(0, -1) : key;
      if (BUNDLED_SHARED_UI.includes(packageName))
        throw new Error(
          `createShared: ${packageName} is bundled into each app, not shared (see BUNDLED_SHARED_UI)`,
        );
      const requiredVersion = requiredVersionOf(dirname, packageName);
      if (!requiredVersion)
        throw new Error(
          `createShared: no version range for ${packageName} in ${dirname} (is it installed?)`,
        );
      return [
        key,
        {
          singleton: true,
          requiredVersion,
          ...(key !== packageName && { packageName }),
        },
      ];
    }),
  );
}

/**
 * `shared` with `packageName` provided by `facade`, a module re-exporting
 * the part of the package the apps use: same share key, singleton and real
 * version, so remotes consume it like the package itself.
 * @param {string} dirname
 * @param {SharedMap} shared
 * @param {string} packageName
 * @param {string} facade
 * @returns {SharedMap}
 */
export function shareThroughFacade(dirname, shared, packageName, facade) {
  const { version } = requireFrom(dirname)(`${packageName}/package.json`);
  return {
    ...shared,
    [packageName]: { ...shared[packageName], import: facade, shareKey: packageName, version },
  };
}
