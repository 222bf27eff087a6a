/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS jest setup file */
const { TextEncoder, TextDecoder } = require('node:util');

Object.assign(globalThis, { TextEncoder, TextDecoder });
