const base = require('../../tooling/jest.web.js');

// msw's CommonJS build requires packages that ship ES modules only.
const ESM_ONLY = ['rettime', 'until-async', '@open-draft/deferred-promise'];

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  rootDir: __dirname,
  // jsdom with Node's fetch, Request, Response and streams, which MSW's Node server needs.
  testEnvironment: 'jest-fixed-jsdom',
  transform: {
    ...base.transform,
    '^.+\\.mjs$': base.transform['^.+\\.(t|j)sx?$'],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`],
};
