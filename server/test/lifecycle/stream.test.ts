import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { testDatabases } from '../helpers/databases';
import { createLifecycleApp, type LifecycleApp } from '../helpers/lifecycle';

/** Opens GET /api/events/stream on a listening app; `next(pattern)` waits for a chunk of the stream matching it. */
async function openStream(app: FastifyInstance, cookie: string) {
  const { port } = app.server.address() as AddressInfo;
  let text = '';
  const waiters: { pattern: RegExp; resolve: (match: string) => void }[] = [];
  const check = () => {
    for (const w of [...waiters]) {
      const m = w.pattern.exec(text);
      if (m) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(m[0]);
      }
    }
  };
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/api/events/stream', headers: { cookie } }, resolve);
    req.on('error', reject);
  });
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    text += chunk;
    check();
  });
  return {
    response,
    next: (pattern: RegExp, ms = 5000) =>
      new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${pattern} in: ${text}`)), ms);
        waiters.push({ pattern, resolve: (m) => (clearTimeout(timer), resolve(m)) });
        check();
      }),
    close: () => response.destroy(),
  };
}

describe.each(testDatabases)('GET /api/events/stream (%s)', (kind) => {
  let l: LifecycleApp;
  beforeAll(async () => {
    l = await createLifecycleApp(kind);
    await l.t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => l.close());

  it('pushes "sample" to everyone and "notification" only to the person notified', async () => {
    const s = await l.newSample();
    const quality = await openStream(l.t.app, l.cookies.quality);
    const production = await openStream(l.t.app, l.cookies.production);
    expect(quality.response.statusCode).toBe(200);
    expect(quality.response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    await quality.next(/retry: 1000/);

    await l.call('designer', 'POST', `/business/samples/${s.id}/comments`, { body: '@calidad mira esto' });
    await quality.next(new RegExp(`event: sample\\ndata: \\{"sampleId":${s.id}\\}`));
    await quality.next(/event: notification\ndata: \{\}/);
    await production.next(new RegExp(`event: sample\\ndata: \\{"sampleId":${s.id}\\}`));
    await expect(production.next(/event: notification/, 300)).rejects.toThrow();

    // A design edit is a sample change too.
    await l.call('owner', 'PATCH', `/business/samples/${s.id}`, { sampleNotes: 'Manga corta' });
    await production.next(new RegExp(`(event: sample\\ndata: \\{"sampleId":${s.id}\\}[\\s\\S]*){2}`));
    quality.close();
    production.close();
  });

  if (kind === 'postgres') {
    it('crosses processes: a change through one server reaches a stream on another (LISTEN/NOTIFY)', async () => {
      const other = await l.t.rebuild();
      await other.listen({ port: 0, host: '127.0.0.1' });
      const s = await l.newSample();
      const stream = await openStream(other, l.cookies.owner);
      await stream.next(/retry: 1000/);
      await l.call('designer', 'POST', `/business/samples/${s.id}/comments`, { body: 'Desde el otro servidor' });
      await stream.next(new RegExp(`event: sample\\ndata: \\{"sampleId":${s.id}\\}`));
      await stream.next(/event: notification/);
      stream.close();
    });
  }
});
