/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS jest setup file */
// jsdom without Node's fetch API: react-router's data router builds Request
// objects for every navigation, so hand the test window Node's own classes
// (AbortController too, as a Request only accepts its own AbortSignal).
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const {
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      ReadableStream,
      TextEncoder,
      TextDecoder,
    } = globalThis;
    Object.assign(this.global, {
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      ReadableStream,
      TextEncoder,
      TextDecoder,
    });
  }
}

module.exports = JsdomWithFetchEnvironment;
