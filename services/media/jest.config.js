// Integration tests run against a real MongoDB-protocol server and Redis, which
// the orchestrator's global setup makes reachable (MONGO_URL, REDIS_URL).
module.exports = {
  ...require('../../tooling/jest.node.js'),
  globalSetup: require.resolve('@dd/orchestrator/src/jest/global-setup.ts'),
  globalTeardown: require.resolve('@dd/orchestrator/src/jest/global-teardown.ts'),
};
