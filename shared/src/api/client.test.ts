/** @jest-environment jsdom */
import { LOGIN_REQUIRED_MESSAGE } from '../domain/constants';
import { api, ApiError, UNAUTHORIZED_EVENT, type UnauthorizedDetail } from './client';

// ── Network edge: fetch ──────────────────────────────────────────────────────

function installFetch(status: number, body?: unknown): jest.Mock {
  const mock = jest.fn(async () => {
    const text = body === undefined ? '' : JSON.stringify(body);
    return { ok: status >= 200 && status < 300, status, text: async () => text } as unknown as Response;
  });
  globalThis.fetch = mock as unknown as typeof fetch;
  return mock;
}

// ── Network edge: XMLHttpRequest ─────────────────────────────────────────────

/** Scripted stand-in for XMLHttpRequest: the test drives progress and the answer by hand. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  withCredentials = false;
  body: unknown;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((e: Partial<ProgressEvent>) => void) | null; onload: (() => void) | null } = {
    onprogress: null,
    onload: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable });
  }
  answer(status: number, body?: unknown) {
    this.upload.onload?.();
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    this.onload?.();
  }
}

const realXhr = globalThis.XMLHttpRequest;
beforeEach(() => {
  FakeXhr.last = undefined;
  globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
});
afterAll(() => {
  globalThis.XMLHttpRequest = realXhr;
});

function sentXhr(): FakeXhr {
  if (!FakeXhr.last) throw new Error('no XMLHttpRequest was opened');
  return FakeXhr.last;
}

function listen401(): UnauthorizedDetail[] {
  const seen: UnauthorizedDetail[] = [];
  const onEvent = (e: Event) => seen.push((e as CustomEvent<UnauthorizedDetail>).detail);
  window.addEventListener(UNAUTHORIZED_EVENT, onEvent);
  afterEachCleanup.push(() => window.removeEventListener(UNAUTHORIZED_EVENT, onEvent));
  return seen;
}
const afterEachCleanup: (() => void)[] = [];
afterEach(() => afterEachCleanup.splice(0).forEach((f) => f()));

describe('put and del', () => {
  it('put sends JSON with cookies and returns the body', async () => {
    const fetchMock = installFetch(200, { ok: 1 });
    await expect(api.put('/things/3', { name: 'a' })).resolves.toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/things/3',
      expect.objectContaining({
        method: 'PUT',
        body: '{"name":"a"}',
        credentials: 'include',
        headers: expect.objectContaining({ 'Content-Type': 'application/json' }),
      }),
    );
  });

  it('del sends DELETE without a body and resolves to undefined on 204', async () => {
    const fetchMock = installFetch(204);
    await expect(api.del('/things/3')).resolves.toBeUndefined();
    expect(fetchMock).toHaveBeenCalledWith('/api/things/3', expect.objectContaining({ method: 'DELETE', body: undefined }));
  });

  it('throw an ApiError with the server message and raise the 401 event', async () => {
    const seen = listen401();
    installFetch(409, { message: 'Ya existe.' });
    await expect(api.del('/things/3')).rejects.toMatchObject({ name: 'ApiError', status: 409, message: 'Ya existe.' });
    installFetch(401, { message: 'Tu sesión expiró.' });
    await expect(api.put('/things/3', {})).rejects.toBeInstanceOf(ApiError);
    expect(seen).toEqual([{ message: 'Tu sesión expiró.' }]);
  });
});

describe('upload', () => {
  const form = () => {
    const data = new FormData();
    data.append('logoName', 'Logo 1');
    return data;
  };

  it('POSTs the form with cookies and reports progress as a fraction, then 1', async () => {
    const fractions: number[] = [];
    const data = form();
    const done = api.upload<{ logoId: number }>('/samples/1/logos', data, { onProgress: (f) => fractions.push(f) });
    const xhr = sentXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/api/samples/1/logos');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.body).toBe(data);
    expect(xhr.headers['Content-Type']).toBeUndefined(); // the browser sets the multipart boundary
    xhr.progress(25, 100);
    xhr.progress(10, 0, false); // no length known: no report
    xhr.progress(75, 100);
    xhr.answer(200, { logoId: 9 });
    await expect(done).resolves.toEqual({ logoId: 9 });
    expect(fractions).toEqual([0.25, 0.75, 1]);
  });

  it('uses another method when told', async () => {
    const done = api.upload('/samples/1/render-file', form(), { method: 'PUT' });
    expect(sentXhr().method).toBe('PUT');
    sentXhr().answer(204);
    await expect(done).resolves.toBeUndefined();
  });

  it('rejects with an ApiError carrying the server message', async () => {
    const done = api.upload('/samples/1/logos', form());
    sentXhr().answer(413, { message: 'El archivo pesa más de 5 MB.' });
    await expect(done).rejects.toMatchObject({ status: 413, message: 'El archivo pesa más de 5 MB.', body: { message: 'El archivo pesa más de 5 MB.' } });
  });

  it('raises the 401 event with the default message when the body is empty', async () => {
    const seen = listen401();
    const done = api.upload('/samples/1/logos', form());
    sentXhr().answer(401);
    await expect(done).rejects.toMatchObject({ status: 401, message: 'Error 401' });
    expect(seen).toEqual([{ message: LOGIN_REQUIRED_MESSAGE }]);
  });

  it('rejects with a TypeError on a network failure, like fetch', async () => {
    const done = api.upload('/samples/1/logos', form());
    sentXhr().onerror?.();
    await expect(done).rejects.toBeInstanceOf(TypeError);
  });

  it('aborts through the signal with an AbortError', async () => {
    const controller = new AbortController();
    const done = api.upload('/samples/1/logos', form(), { signal: controller.signal });
    controller.abort();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    expect(sentXhr().aborted).toBe(true);
  });

  it('does not send at all when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(api.upload('/samples/1/logos', form(), { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(FakeXhr.last).toBeUndefined();
  });
});
