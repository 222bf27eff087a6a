const base = require('../tooling/jest.web.js');

/** @type {import('jest').Config} */
module.exports = {
  ...base,
  rootDir: __dirname,
  testEnvironment: require.resolve('./jest.environment.js'),
};
