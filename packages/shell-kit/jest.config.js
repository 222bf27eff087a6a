const base = require('../../tooling/jest.web.js');

/** @type {import('jest').Config} */
module.exports = { ...base, rootDir: __dirname };
