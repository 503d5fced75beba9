/** @jest-environment ./test/jsdom-environment.cjs */
import { waitFor } from '@testing-library/react';
import { LOGIN_REQUIRED_MESSAGE } from '../domain/constants';
import { api, ApiError, UNAUTHORIZED_EVENT, type UnauthorizedDetail } from './client';
import { answer, fire, held, http, lines, recordRequests, server, uploadOf, watchXhrs, type RecordedRequest } from '../../test/network';
import '../../test/network/lifecycle';

// ── Network edge: MSW (fetch and XMLHttpRequest alike) ───────────────────────

/** Every request answers `status` with `body`; the requests sent are returned. */
function serve(status: number, body?: unknown): RecordedRequest[] {
  server.use(http.all('/api/*', () => answer(status, body)));
  return recordRequests();
}

afterEach(() => jest.restoreAllMocks());

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
    const types: (string | null)[] = [];
    server.use(
      http.put('/api/things/3', ({ request }) => {
        types.push(request.headers.get('content-type'));
        return answer(200, { ok: 1 });
      }),
    );
    const sent = recordRequests();
    await expect(api.put('/things/3', { name: 'a' })).resolves.toEqual({ ok: 1 });
    expect(sent).toEqual([
      expect.objectContaining({ method: 'PUT', path: '/api/things/3', body: { name: 'a' }, credentials: 'include' }),
    ]);
    expect(types).toEqual(['application/json']);
  });

  it('del sends DELETE without a body and resolves to undefined on 204', async () => {
    const sent = serve(204);
    await expect(api.del('/things/3')).resolves.toBeUndefined();
    expect(lines(sent)).toEqual(['DELETE /api/things/3']);
    expect(sent[0]!.body).toBeUndefined();
  });

  it('throw an ApiError with the server message and raise the 401 event', async () => {
    const seen = listen401();
    serve(409, { message: 'Ya existe.' });
    await expect(api.del('/things/3')).rejects.toMatchObject({ name: 'ApiError', status: 409, message: 'Ya existe.' });
    serve(401, { message: 'Tu sesión expiró.' });
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
    const answerLater = held();
    server.use(http.post('/api/samples/1/logos', answerLater.resolver));
    const sent = recordRequests();
    const xhrs = watchXhrs();
    const fractions: number[] = [];
    const done = api.upload<{ logoId: number }>('/samples/1/logos', form(), { onProgress: (f) => fractions.push(f) });
    await waitFor(() => expect(sent).toHaveLength(1));
    const upload = uploadOf(xhrs[0]!);
    fire(upload, new ProgressEvent('progress', { loaded: 25, total: 100, lengthComputable: true }));
    fire(upload, new ProgressEvent('progress', { loaded: 10, total: 0, lengthComputable: false })); // no length known: no report
    fire(upload, new ProgressEvent('progress', { loaded: 75, total: 100, lengthComputable: true }));
    expect(fractions).toEqual([0.25, 0.75]);
    answerLater.release(answer(200, { logoId: 9 }));
    await expect(done).resolves.toEqual({ logoId: 9 });
    expect(fractions.at(-1)).toBe(1);
    expect(fractions.every((f) => f >= 0 && f <= 1)).toBe(true);
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/api/samples/1/logos', credentials: 'include' });
    // The browser sets the multipart boundary itself: the client does not set a content type.
    expect(sent[0]!.body).toEqual(expect.stringContaining('name="logoName"'));
  });

  it('uses another method when told', async () => {
    const sent = serve(204);
    await expect(api.upload('/samples/1/render-file', form(), { method: 'PUT' })).resolves.toBeUndefined();
    expect(lines(sent)).toEqual(['PUT /api/samples/1/render-file']);
  });

  it('rejects with an ApiError carrying the server message', async () => {
    serve(413, { message: 'El archivo pesa más de 5 MB.' });
    await expect(api.upload('/samples/1/logos', form())).rejects.toMatchObject({
      status: 413,
      message: 'El archivo pesa más de 5 MB.',
      body: { message: 'El archivo pesa más de 5 MB.' },
    });
  });

  it('raises the 401 event with the default message when the body is empty', async () => {
    const seen = listen401();
    serve(401);
    await expect(api.upload('/samples/1/logos', form())).rejects.toMatchObject({ status: 401, message: 'Error 401' });
    expect(seen).toEqual([{ message: LOGIN_REQUIRED_MESSAGE }]);
  });

  it('rejects with a TypeError on a network failure, like fetch', async () => {
    server.use(http.post('/api/samples/1/logos', () => Response.error()));
    await expect(api.upload('/samples/1/logos', form())).rejects.toBeInstanceOf(TypeError);
  });

  it('aborts through the signal with an AbortError', async () => {
    const answerLater = held();
    server.use(http.post('/api/samples/1/logos', answerLater.resolver));
    const sent = recordRequests();
    const xhrs = watchXhrs();
    const abort = jest.spyOn(XMLHttpRequest.prototype, 'abort');
    const controller = new AbortController();
    const done = api.upload('/samples/1/logos', form(), { signal: controller.signal });
    await waitFor(() => expect(sent).toHaveLength(1));
    controller.abort();
    expect(abort).toHaveBeenCalledTimes(1);
    // A browser then fires `abort` on the request; MSW does not for an answer it holds, so the test does.
    fire(xhrs[0]!, new ProgressEvent('abort'));
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    answerLater.release(answer(200, {}));
  });

  it('does not send at all when the signal is already aborted', async () => {
    const sent = recordRequests();
    const controller = new AbortController();
    controller.abort();
    await expect(api.upload('/samples/1/logos', form(), { signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
    expect(sent).toEqual([]);
  });
});
