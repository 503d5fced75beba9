import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MAX_STREAMS_PER_USER } from '../../src/modules/events/routes';
import { VIEWER_KEYS_PER_USER_AND_SAMPLE } from '../../src/modules/presence/repository';
import { loginCookie } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { createLifecycleApp, PEOPLE, type LifecycleApp } from '../helpers/lifecycle';

jest.setTimeout(120_000);

interface Stream {
  status: number;
  text: () => string;
  ended: Promise<void>;
  close: () => void;
}

/** Opens GET /api/events/stream; `ended` resolves when the server ends the response. */
async function openStream(l: LifecycleApp, cookie: string): Promise<Stream> {
  const { port } = l.t.app.server.address() as AddressInfo;
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get({ host: '127.0.0.1', port, path: '/api/events/stream', headers: { cookie } }, resolve).on('error', reject);
  });
  let text = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => (text += chunk));
  const ended = new Promise<void>((resolve) => {
    response.on('end', resolve);
    response.on('close', resolve);
  });
  return { status: response.statusCode ?? 0, text: () => text, ended, close: () => response.destroy() };
}

const settle = (ms = 300) => new Promise((r) => setTimeout(r, ms));
const within = <T>(p: Promise<T>, ms = 5000) => Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms))]);

/** Issue 28, findings 10 and 11: the live stream and presence. */
describe.each(testDatabases)('live stream and presence hardening (%s)', (kind) => {
  let l: LifecycleApp;
  beforeAll(async () => {
    l = await createLifecycleApp(kind);
    await l.t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => l.close());

  it(`10: one user holds at most ${MAX_STREAMS_PER_USER} streams; the next gets 429 in Spanish`, async () => {
    const streams = await Promise.all(Array.from({ length: MAX_STREAMS_PER_USER }, () => openStream(l, l.cookies.production)));
    expect(streams.map((s) => s.status)).toEqual(Array(MAX_STREAMS_PER_USER).fill(200));
    const refused = await openStream(l, l.cookies.production);
    expect(refused.status).toBe(429);
    await refused.ended;
    expect(JSON.parse(refused.text()).message).toMatch(/demasiadas pestañas/);
    // Another person is not affected; closing one frees a place.
    const other = await openStream(l, l.cookies.quality);
    expect(other.status).toBe(200);
    other.close();
    streams[0]!.close();
    await settle();
    const again = await openStream(l, l.cookies.production);
    expect(again.status).toBe(200);
    for (const s of [...streams, again]) s.close();
    await settle();
  });

  it('10: signing out ends the streams of that session at once; the same user’s other session keeps its stream', async () => {
    const second = await loginCookie(l.t.app, PEOPLE.quality.username, PEOPLE.quality.password);
    const mine = await openStream(l, l.cookies.quality);
    const other = await openStream(l, second);
    expect([mine.status, other.status]).toEqual([200, 200]);
    await settle();
    const out = await l.call('quality', 'POST', '/auth/logout');
    expect(out.statusCode).toBeLessThan(300);
    await within(mine.ended);
    // No event reaches the ended stream; the other session's stream still receives them.
    const s = await l.newSample();
    await l.call('owner', 'PATCH', `/business/samples/${s.id}`, { sampleNotes: 'Tras cerrar sesión' });
    await settle(500);
    expect(mine.text()).not.toContain(`"sampleId":${s.id}`);
    expect(other.text()).toContain(`"sampleId":${s.id}`);
    // Reconnecting with the signed-out cookie is refused.
    const reconnect = await openStream(l, l.cookies.quality);
    expect(reconnect.status).toBe(401);
    other.close();
    l.cookies.quality = second;
  });

  it("10: a session deleted by an admin ends its stream at the next 'sessions' signal", async () => {
    const stream = await openStream(l, l.cookies.designer);
    expect(stream.status).toBe(200);
    await l.t.app.db.deleteFrom('sessions').where('user_id', '=', l.ids.designer).execute();
    await l.t.app.signals.publish({ type: 'sessions', userId: l.ids.designer });
    await within(stream.ended);
    l.cookies.designer = await loginCookie(l.t.app, PEOPLE.designer.username, PEOPLE.designer.password);
  });

  it('10: an admin deactivating a user ends that user’s open stream at once (no wait for the heartbeat)', async () => {
    const stream = await openStream(l, l.cookies.production);
    expect(stream.status).toBe(200);
    const off = await l.call('admin', 'PATCH', `/business/users/${l.ids.production}`, { active: false });
    expect(off.statusCode).toBe(200);
    // The heartbeat is 25 s away: only the 'sessions' signal can end the stream within 5 s.
    await within(stream.ended);
    const on = await l.call('admin', 'PATCH', `/business/users/${l.ids.production}`, { active: true });
    expect(on.statusCode).toBe(200);
    l.cookies.production = await loginCookie(l.t.app, PEOPLE.production.username, PEOPLE.production.password);
  });

  it('10: a session past its idle limit ends its stream before the next event reaches it', async () => {
    const stream = await openStream(l, l.cookies.production);
    expect(stream.status).toBe(200);
    l.t.clock.advanceMinutes(31);
    // A change by someone who signs in now (the others' sessions are idle too).
    const owner = await loginCookie(l.t.app, PEOPLE.owner.username, PEOPLE.owner.password);
    l.cookies.owner = owner;
    const s = await l.newSample();
    await l.call('owner', 'PATCH', `/business/samples/${s.id}`, { sampleNotes: 'Después de 31 minutos' });
    await within(stream.ended);
    expect(stream.text()).not.toContain(`"sampleId":${s.id}`);
    for (const who of ['production', 'admin', 'otherSeller', 'quality', 'designer'] as const) {
      l.cookies[who] = await loginCookie(l.t.app, PEOPLE[who].username, PEOPLE[who].password);
    }
  });

  it(`11: 100 random presence keys of one person → one 'viewers' event; past ${VIEWER_KEYS_PER_USER_AND_SAMPLE} keys → 429`, async () => {
    const s = await l.newSample();
    const watcher = await openStream(l, l.cookies.quality);
    await settle();
    const statuses: number[] = [];
    for (let i = 0; i < 100; i++) {
      const key = `clave-${i}-${Math.random().toString(36).slice(2)}`.padEnd(20, 'x');
      statuses.push((await l.call('admin', 'PUT', `/business/samples/${s.id}/viewers/${key}`)).statusCode);
    }
    expect(statuses.filter((c) => c === 204)).toHaveLength(VIEWER_KEYS_PER_USER_AND_SAMPLE);
    expect(statuses.filter((c) => c === 429)).toHaveLength(100 - VIEWER_KEYS_PER_USER_AND_SAMPLE);
    await settle(500);
    const viewerEvents = watcher.text().match(new RegExp(`event: viewers\\ndata: \\{"sampleId":${s.id}\\}`, 'g')) ?? [];
    expect(viewerEvents).toHaveLength(1);
    const message = (await l.call('admin', 'PUT', `/business/samples/${s.id}/viewers/${'z'.repeat(20)}`)).json().message;
    expect(message).toMatch(/demasiadas ventanas del editor/);
    // Renewing a known key still works; the list shows the person once.
    expect((await l.call('admin', 'GET', `/business/samples/${s.id}/viewers`)).json()).toHaveLength(1);
    watcher.close();
  });
});
