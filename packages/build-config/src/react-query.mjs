// The @tanstack/react-query facade the shell shares in place of the package.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireFrom } from './packages.mjs';
import { shareThroughFacade } from './shared.mjs';

/** @typedef {import('./shared.mjs').SharedMap} SharedMap */

/** The facade module the shell provides as `@tanstack/react-query` (see shared/react-query.mjs). */
export const REACT_QUERY_FACADE = fileURLToPath(
  new URL('../shared/react-query.mjs', import.meta.url),
);

/** The request the facade re-exports from: not itself shared, so no share-scope cycle. */
export const REACT_QUERY_IMPLEMENTATION = '@dd/build-config/react-query-implementation';

/**
 * The ES module entry of the app's installed react-query (its export map's
 * `import` condition), which re-exports @tanstack/query-core.
 * @param {string} dirname
 */
export function reactQueryModuleEntry(dirname) {
  const manifestPath = requireFrom(dirname).resolve('@tanstack/react-query/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  return path.join(path.dirname(manifestPath), manifest.exports['.'].import.default);
}

/**
 * Shares the react-query facade under the `@tanstack/react-query` key (shareThroughFacade).
 * @param {string} dirname
 * @param {SharedMap} shared
 * @returns {SharedMap}
 */
export function withReactQueryFacade(dirname, shared) {
  return shareThroughFacade(dirname, shared, '@tanstack/react-query', REACT_QUERY_FACADE);
}
