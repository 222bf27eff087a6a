// How browser builds read @dd/contracts.
import path from 'node:path';
import { requireFrom } from './packages.mjs';

/**
 * `@dd/contracts` is built to CommonJS for the services, and CommonJS cannot be
 * tree-shaken: importing one helper from it put all of zod (95 KB gzip) into a
 * remote. Browser builds read its TypeScript source instead (`@dd/contracts`
 * and its subpaths, e.g. `/rules`), as ES modules free of side effects (its
 * modules only declare schemas, types and pure functions), so a screen
 * carries only what it uses. The folder of that source.
 * @param {string} dirname
 */
export function contractsSourceDir(dirname) {
  return path.join(path.dirname(requireFrom(dirname).resolve('@dd/contracts/package.json')), 'src');
}
