module.exports = { ...require('../../tooling/jest.node.js') };
