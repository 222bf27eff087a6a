const remote = require('../tooling/jest.remote.js');

// The map's clustering (supercluster and its kdbush) ships ES modules only: compile those too.
const ESM_ONLY = [
  'rettime',
  'until-async',
  '@open-draft/deferred-promise',
  'supercluster',
  'kdbush',
];

/** @type {import('jest').Config} */
module.exports = {
  ...remote,
  rootDir: __dirname,
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
};
