// `@dd/shell-kit/server-render`: Node code for a remote's server renderer
// (its `src/prerender` entry), never part of a browser bundle.
export { createFirstScreenRenderer, type FirstScreenPages } from './createFirstScreenRenderer';
