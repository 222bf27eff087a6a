const fs = require('node:fs');
const path = require('node:path');
const remote = require('../tooling/jest.remote.js');

// A time zone behind UTC for every test of the remote (workers inherit it): a
// calendar day (`YYYY-MM-DD`) read as a UTC instant and shown in local time
// would land a day early, so such a bug fails here instead of only for users.
process.env.TZ = 'America/Los_Angeles';

/**
 * react-markdown and remark-gfm (meal notes) and most of their unified /
 * micromark dependencies ship ES modules only: they are found by walking the
 * installed dependency tree and compiled like the remote's own code.
 */
function esmOnlyDependencies(roots) {
  const seen = new Set();
  const esm = new Set();
  const visit = (name, fromDir) => {
    // Found the way Node does (nested node_modules first): one name may be
    // installed twice, as CommonJS at the top and as ES modules underneath.
    const manifestPath = findManifest(name, fromDir);
    if (!manifestPath || seen.has(manifestPath)) return;
    seen.add(manifestPath);
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
    if (manifest.type === 'module') esm.add(name);
    for (const dependency of Object.keys(manifest.dependencies ?? {}))
      visit(dependency, path.dirname(manifestPath));
  };
  for (const root of roots) visit(root, __dirname);
  return [...esm];
}

function findManifest(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name, 'package.json');
    if (fs.existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) return undefined;
  }
}

const escape = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const markdownModules = esmOnlyDependencies(['react-markdown', 'remark-gfm']).map(escape);
const IGNORE_EXCEPT = '/node_modules/(?!(';

/** @type {import('jest').Config} */
module.exports = {
  ...remote,
  rootDir: __dirname,
  transformIgnorePatterns: remote.transformIgnorePatterns.map((pattern) => {
    if (!pattern.startsWith(IGNORE_EXCEPT))
      throw new Error(`mfe-meals jest.config: unexpected transformIgnorePatterns entry ${pattern}`);
    return IGNORE_EXCEPT + markdownModules.join('|') + '|' + pattern.slice(IGNORE_EXCEPT.length);
  }),
};
