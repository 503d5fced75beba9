// Jest's jsdom environment with Node's Fetch API, for MSW (the network edge of the browser tests).
// jsdom 26 has no fetch, Request, Response, streams or TextEncoder, and its Blob cannot be read
// (no stream/arrayBuffer/text): these come from Node, as jest-fixed-jsdom (MSW's suggestion) does.
// Unlike jest-fixed-jsdom, FormData still accepts a <form> (`new FormData(form)`, as the sign-in
// forms do): Node's FormData, filled from jsdom's own reading of the form.
const { TestEnvironment } = require('jest-environment-jsdom');
const { Blob: NodeBlob, File: NodeFile } = require('node:buffer');

class JsdomWithFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    // Load Node builds of packages (MSW's `msw/node`), not their browser builds.
    this.customExportConditions = [''];
    const g = this.global;
    const JsdomFormData = g.FormData;
    const NodeFormData = globalThis.FormData;
    class FormData extends NodeFormData {
      constructor(form, submitter) {
        super();
        if (form === undefined) return;
        for (const [name, value] of new JsdomFormData(form, submitter)) {
          if (typeof value === 'string') this.append(name, value);
        }
      }
    }
    Object.assign(g, {
      fetch,
      Request,
      Response,
      Headers,
      FormData,
      Blob: NodeBlob,
      File: NodeFile,
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
