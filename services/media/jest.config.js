module.exports = require('../../tooling/jest.service.js');
