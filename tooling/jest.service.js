// Jest preset for the services that own data: integration tests run against a
// real MongoDB-protocol server and Redis, which the orchestrator's global setup
// makes reachable (MONGO_URL, REDIS_URL), and every query a spec causes must
// have an index to serve it (jest.every-query-indexed.setup.js).
/** @type {import('jest').Config} */
module.exports = {
  ...require('./jest.node.js'),
  globalSetup: require.resolve('@dd/orchestrator/src/jest/global-setup.ts'),
  globalTeardown: require.resolve('@dd/orchestrator/src/jest/global-teardown.ts'),
  setupFilesAfterEnv: [require.resolve('./jest.every-query-indexed.setup.js')],
};
