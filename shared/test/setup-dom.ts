import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs these in jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom has no Fetch API classes; the data router only needs a Request with url, method and signal.
if (typeof globalThis.Request === 'undefined') {
  class TestRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  globalThis.Request = TestRequest as unknown as typeof Request;
}

// ScrollRestoration scrolls on navigation; jsdom does not implement it.
window.scrollTo = () => {};
