// Jest's jsdom environment with Node's Fetch API, for MSW (the network edge of the browser tests).
// jsdom has no fetch/Request/Response/streams/TextEncoder; these come from Node, as in
// jest-fixed-jsdom. Unlike jest-fixed-jsdom, the classes a page builds from the DOM (FormData from a
// <form>, File from a file input, Blob) stay jsdom's: `new FormData(form)` and an upload of a
// picked File work as in a browser, and Node's fetch accepts them (it reads any FormData-like body).
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    // Load Node builds of packages (MSW's `msw/node`), not their browser builds.
    this.customExportConditions = [''];
    const g = this.global;
    Object.assign(g, {
      fetch,
      Request,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      TextEncoder,
      TextDecoder,
      TextEncoderStream,
      TextDecoderStream,
      ReadableStream,
      WritableStream,
      TransformStream,
      BroadcastChannel,
      structuredClone,
    });
  }
}

module.exports = JsdomWithFetchEnvironment;
