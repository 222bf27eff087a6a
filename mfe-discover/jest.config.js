const base = require('../tooling/jest.web.js');

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  rootDir: __dirname,
  // react-router 7 needs TextEncoder, which jsdom does not provide.
  setupFiles: [require.resolve('./jest.polyfills.js')],
};
