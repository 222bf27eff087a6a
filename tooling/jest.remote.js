// Jest preset for the feature remotes, and for any workspace whose specs render
// through @dd/shell-kit/testing: the web base, in a jsdom that keeps Node's
// fetch API (jest-fixed-jsdom: fetch, Request, Response, FormData, streams,
// TextEncoder), so MSW's Node server can answer the app's requests, and that
// server started around every spec (jest.remote.setup.js).
const web = require('./jest.web.js');

// So do supercluster and its kdbush (the discover map's clustering), and
// country-to-currency (shell-kit's locale currency).
const ESM_ONLY = [
  'rettime',
  'until-async',
  '@open-draft/deferred-promise',
  'supercluster',
  'kdbush',
  'country-to-currency',
];

/** @type {import('jest').Config} */
module.exports = {
  ...web,
  testEnvironment: require.resolve('./jest.remote.environment.js'),
  setupFilesAfterEnv: [...web.setupFilesAfterEnv, require.resolve('./jest.remote.setup.js')],
  // msw's CommonJS build requires packages that ship ES modules only: compile those too.
  transform: {
    ...web.transform,
    '^.+\\.mjs$': web.transform['^.+\\.(t|j)sx?$'],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
};
