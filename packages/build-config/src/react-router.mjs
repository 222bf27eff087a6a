// The react-router facade the shell shares in place of the package.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireFrom } from './packages.mjs';
import { shareThroughFacade } from './shared.mjs';

/** @typedef {import('./shared.mjs').SharedMap} SharedMap */

/** The facade module the shell provides as `react-router` (see shared/react-router.mjs). */
export const REACT_ROUTER_FACADE = fileURLToPath(
  new URL('../shared/react-router.mjs', import.meta.url),
);

/** The request the facade re-exports from: not itself shared, so no share-scope cycle. */
export const REACT_ROUTER_IMPLEMENTATION = '@dd/build-config/react-router-implementation';

/**
 * The ES module entry of the app's installed react-router (what `import 'react-router'`
 * resolves to in a browser build). The package's export map only names its
 * development build; a production bundle takes the production build next to it,
 * without the dev-only warnings.
 * @param {string} dirname
 * @param {boolean} production
 */
export function reactRouterModuleEntry(dirname, production) {
  const manifestPath = requireFrom(dirname).resolve('react-router/package.json');
  const { exports } = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const developmentEntry = path.join(path.dirname(manifestPath), exports['.'].module.default);
  const productionEntry = developmentEntry.replace(
    `${path.sep}development${path.sep}`,
    `${path.sep}production${path.sep}`,
  );
  return production && existsSync(productionEntry) ? productionEntry : developmentEntry;
}

/**
 * Shares the react-router facade under the `react-router` key (shareThroughFacade).
 * @param {string} dirname
 * @param {SharedMap} shared
 * @returns {SharedMap}
 */
export function withReactRouterFacade(dirname, shared) {
  return shareThroughFacade(dirname, shared, 'react-router', REACT_ROUTER_FACADE);
}
