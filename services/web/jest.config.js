const base = require('../../tooling/jest.node.js');

module.exports = {
  ...base,
  // @fastify/static requires content-disposition 3, which is published as ES
  // modules only; Node loads it natively, Jest (on Node 20) needs it compiled.
  transformIgnorePatterns: ['/node_modules/(?!content-disposition/)'],
};
