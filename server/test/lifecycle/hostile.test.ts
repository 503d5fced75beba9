import { testDatabases } from '../helpers/databases';
import { createLifecycleApp, type LifecycleApp } from '../helpers/lifecycle';
import { FILE_MESSAGES } from '@muestrario/shared/domain';
import { multipart, HTML_BYTES, PNG_2x1, SVG_BYTES } from '../helpers/multipart';

const BAD_IDS = ['0', '-1', 'abc', '1.5', '01', '99999999999999999999', '2147483648', '%00'];

describe.each(testDatabases)('hostile inputs on the lifecycle routes (%s)', (kind) => {
  let l: LifecycleApp;
  let s: { id: number; views: number[] };
  beforeAll(async () => {
    l = await createLifecycleApp(kind);
    s = await l.sampleAt(4);
  });
  afterAll(() => l.close());

  const routes = (id: string, item = '1') =>
    [
      ['POST', `/business/samples/${id}/transitions`, { to: 5 }],
      ['GET', `/business/samples/${id}/lifecycle`, undefined],
      ['GET', `/business/samples/${id}/events`, undefined],
      ['POST', `/business/samples/${id}/comments`, { body: 'hola' }],
      ['PATCH', `/business/samples/${id}/comments/${item}`, { body: 'hola' }],
      ['DELETE', `/business/samples/${id}/comments/${item}`, undefined],
      ['GET', `/business/samples/${id}/photos`, undefined],
      ['GET', `/business/samples/${id}/rounds`, undefined],
    ] as const;

  it.each(BAD_IDS)('id %s → 400 JSON on every route, never 500', async (bad) => {
    for (const [method, url, payload] of [...routes(bad), ...routes(String(s.id), bad).filter(([, u]) => u.endsWith(`/${bad}`))]) {
      const res = await l.call('admin', method, url, payload);
      expect([method, url, res.statusCode, typeof res.json().message]).toEqual([method, url, 400, 'string']);
    }
  });

  it('an unknown sample → 404 on every route', async () => {
    for (const [method, url, payload] of routes('999999')) {
      const res = await l.call('admin', method, url, payload);
      expect([method, url, res.statusCode]).toEqual([method, url, 404]);
    }
  });

  it('every route needs a session (401)', async () => {
    for (const [method, url, payload] of [
      ...routes(String(s.id)),
      ['GET', '/notifications', undefined],
      ['POST', '/notifications/read', { all: true }],
      ['GET', '/staff', undefined],
      ['GET', '/events/stream', undefined],
    ] as const) {
      const res = await l.t.app.inject({ method, url: `/api${url}`, ...(payload ? { payload } : {}) });
      expect([method, url, res.statusCode]).toEqual([method, url, 401]);
    }
  });

  it.each([
    [{}, 'to'],
    [{ to: 9 }, 'to'],
    [{ to: '5' }, 'to'],
    [{ to: 5, extra: 1 }, 'extra'],
    [{ to: 5, reason: 'a\u0000' }, 'reason'],
    [{ to: 5, reason: 'x'.repeat(1001) }, 'reason'],
    [{ to: 5, checklist: { items: 'todo' } }, 'items'],
    [{ to: 5, checklist: { items: [{ kind: 'logo', id: 1, results: { placement: 'sí' } }] } }, 'placement'],
    [{ to: 5, checklist: { items: [{ kind: 'sticker', id: 1, results: {} }] } }, 'kind'],
    [{ to: 8, checklist: { items: [], failure: { reason: 'mala suerte', text: 'x' } } }, 'reason'],
    [{ to: 8, checklist: { items: [], failure: { reason: 'other', text: '   ' } } }, 'text'],
    [{ to: 7, answer: { decision: 'approved', channel: 'fax', answeredBy: 'Laura', text: '' } }, 'channel'],
    [{ to: 7, answer: { decision: 'approved', channel: 'phone', text: '' } }, 'answeredBy'],
    [{ to: 7, answer: { decision: 'approved', channel: 'phone', answeredBy: 'x'.repeat(121), text: '' } }, 'answeredBy'],
    [{ to: 7, answer: { decision: 'approved', channel: 'phone', answeredBy: 7, text: '' } }, 'answeredBy'],
    [{ to: 5, checklist: { items: Array.from({ length: 501 }, (_, i) => ({ kind: 'logo', id: i + 1, results: {} })) } }, 'items'],
  ])('transition body %j → 400 naming «%s»', async (payload, field) => {
    const res = await l.call('admin', 'POST', `/business/samples/${s.id}/transitions`, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
  });

  it('a checklist sent untouched (no point answered) is refused (400) and nothing changes', async () => {
    const { decorations } = (await l.call('quality', 'GET', `/business/samples/${s.id}/lifecycle`)).json() as { decorations: { kind: 'logo' | 'text'; id: number }[] };
    const res = await l.call('quality', 'POST', `/business/samples/${s.id}/transitions`, {
      to: 5,
      checklist: { items: decorations.map((d) => ({ kind: d.kind, id: d.id, results: {} })) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/^Faltan \d+ puntos de la revisión/);
    expect((await l.call('owner', 'GET', `/business/samples/${s.id}`)).json().sampleStage).toBe(4);
  });

  it('a checklist about other decorations is refused (400) and nothing changes', async () => {
    const res = await l.call('quality', 'POST', `/business/samples/${s.id}/transitions`, {
      to: 5,
      checklist: { items: [{ kind: 'logo', id: 424242, results: { placement: true, size: true, threads: true, technique: true } }] },
    });
    expect(res.statusCode).toBe(400);
    expect((await l.call('owner', 'GET', `/business/samples/${s.id}`)).json().sampleStage).toBe(4);
  });

  it.each([[{}], [{ body: '' }], [{ body: '   ' }], [{ body: 'a\u0000b' }], [{ body: 'x'.repeat(2001) }], [{ body: 'ok', pin: 1 }], [{ body: 5 }]])(
    'comment body %j → 400',
    async (payload) => {
      const res = await l.call('owner', 'POST', `/business/samples/${s.id}/comments`, payload);
      expect([res.statusCode, typeof res.json().message]).toEqual([400, 'string']);
    },
  );

  it.each([
    [{ after: '-1' }],
    [{ after: 'abc' }],
    [{ limit: '0' }],
    [{ limit: '201' }],
    [{ limit: '1.5' }],
    [{ after: '1', extra: '1' }],
  ])('events query %j → 400', async (query) => {
    const res = await l.call('owner', 'GET', `/business/samples/${s.id}/events?${new URLSearchParams(query)}`);
    expect(res.statusCode).toBe(400);
  });

  it.each([[{}], [{ ids: [] }], [{ ids: [0] }], [{ ids: ['1'] }], [{ all: false }], [{ all: true, extra: 1 }], [{ ids: Array.from({ length: 501 }, (_, i) => i + 1) }]])(
    'read notifications %j → 400',
    async (payload) => {
      expect((await l.call('owner', 'POST', '/notifications/read', payload)).statusCode).toBe(400);
    },
  );

  it('photos: no file, wrong format, a bad viewId or a JSON body are refused and leave no file', async () => {
    const files = async () => {
      let n = 0;
      for await (const _file of l.t.app.storage.list()) n++;
      return n;
    };
    const count = await files();
    const send = (fields: Record<string, string>, file?: { filename: string; data: Buffer }) => {
      return l.as('quality').upload(`/api/business/samples/${s.id}/photos`, multipart(fields, file && { ...file, contentType: 'image/png' }));
    };
    expect((await send({ viewId: '1' })).json()).toEqual({ message: FILE_MESSAGES.missingFile('samplePhoto') });
    expect((await send({}, { filename: 'foto.svg', data: SVG_BYTES })).json()).toEqual({ message: FILE_MESSAGES.refusedFormat('samplePhoto') });
    expect((await send({}, { filename: 'foto.png', data: HTML_BYTES })).statusCode).toBe(415);
    // A PNG's bytes under a JPEG's name contradict each other (the one pipeline's rule).
    expect((await send({}, { filename: 'foto.jpg', data: PNG_2x1 })).json()).toEqual({ message: FILE_MESSAGES.nameMismatch('samplePhoto') });
    for (const viewId of ['abc', '0', '-1', '1.5', '99999999999']) expect((await send({ viewId }, { filename: 'f.png', data: PNG_2x1 })).statusCode).toBe(400);
    expect((await send({ other: '1' }, { filename: 'f.png', data: PNG_2x1 })).statusCode).toBe(400);
    expect((await l.call('quality', 'POST', `/business/samples/${s.id}/photos`, { file: 'x' })).statusCode).toBe(415);
    expect(await files()).toBe(count);
  });
});
