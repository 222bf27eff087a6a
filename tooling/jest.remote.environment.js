// jest-fixed-jsdom hands jsdom Node's fetch API but not Node's File, and Node's
// FormData only takes its own Blobs: a File a spec builds must be appendable to
// the FormData an upload sends.
const FixedJSDOMEnvironment = require('jest-fixed-jsdom');

class RemoteTestEnvironment extends FixedJSDOMEnvironment {
  constructor(...args) {
    super(...args);
    this.global.File = File;
    // Node's BroadcastChannel, handed over too, spans the whole process: one a
    // spec left open (the outbox keeps one for the page's life) would keep Jest
    // from exiting, and hear the next spec file's messages after its own window
    // is gone. Each spec file's channels close with it.
    const channels = new Set();
    this.channels = channels;
    this.global.BroadcastChannel = class extends BroadcastChannel {
      constructor(name) {
        super(name);
        channels.add(this);
      }
    };
  }

  async teardown() {
    for (const channel of this.channels) channel.close();
    this.channels.clear();
    await super.teardown();
  }
}

module.exports = RemoteTestEnvironment;
