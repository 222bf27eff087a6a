// jest-fixed-jsdom hands jsdom Node's fetch API but not Node's File, and Node's
// FormData only takes its own Blobs: a File a spec builds must be appendable to
// the FormData an upload sends.
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');

class RemoteTestEnvironment extends FixedJSDOMEnvironment {
  constructor(...args) {
    super(...args);
    this.global.File = File;
  }
}

module.exports = RemoteTestEnvironment;
