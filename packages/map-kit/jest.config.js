/** @type {import('jest').Config} */
module.exports = { ...require('../../tooling/jest.remote.js'), rootDir: __dirname };
