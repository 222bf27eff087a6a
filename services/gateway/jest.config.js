const base = require('../../tooling/jest.node.js');

module.exports = {
  ...base,
  // @fastify/static requires content-disposition 3, which is published as ES
  // modules only; Node loads it natively, Jest (on Node 20) needs it compiled.
  transformIgnorePatterns: ['/node_modules/(?!content-disposition/)'],
  // Request budgets live in Redis, which the orchestrator's global setup makes reachable.
  globalSetup: require.resolve('@dd/orchestrator/src/jest/global-setup.ts'),
  globalTeardown: require.resolve('@dd/orchestrator/src/jest/global-teardown.ts'),
};
