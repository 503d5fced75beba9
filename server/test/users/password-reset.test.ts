import { SMTPServer } from 'smtp-server';
import { PASSWORD_RESET_LIMIT, PASSWORD_RESET_MINUTES, USERS_MESSAGES } from '@muestrario/shared/domain';
import { addUser, createTestApp, login, loginCookie, type TestApp } from '../helpers/app';
import { testDatabases } from '../helpers/databases';
import { anonymous, injectAs } from '../helpers/request';

// Argon2 hashes and a real SMTP round trip on a shared, busy machine.
jest.setTimeout(90_000);

interface Received {
  to: string[];
  body: string;
}

/** A local SMTP server (no TLS, no auth) that keeps every message it receives. */
async function startSmtp(): Promise<{ port: number; inbox: Received[]; close(): Promise<void> }> {
  const inbox: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), body: Buffer.concat(chunks).toString('utf8') });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return { port, inbox, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** Waits until the inbox holds `count` messages (or fails after a few seconds). */
async function waitForMail(inbox: Received[], count: number): Promise<void> {
  for (let i = 0; i < 100 && inbox.length < count; i++) await new Promise((r) => setTimeout(r, 50));
  expect(inbox.length).toBe(count);
}

/** The token of the reset link in a received message (quoted-printable soft breaks removed). */
function tokenIn(body: string): string {
  const text = body.replace(/=\r?\n/g, '');
  const m = /\/recuperar-contrasena\/([A-Za-z0-9_-]{43})/.exec(text);
  if (!m) throw new Error(`no reset link in: ${text}`);
  return m[1]!;
}

const request = (t: TestApp, username: unknown, ip = '10.0.0.1') => anonymous(t.app, '', { remoteAddress: ip })('POST', '/api/public/password-reset', { username });

const HOSTILE_REQUEST: [string, unknown][] = [
  ['null', null],
  ['no username', {}],
  ['an empty username', { username: '' }],
  ['a username as a number', { username: 7 }],
  ['a 101-character username', { username: 'x'.repeat(101) }],
  ['an extra property', { username: 'rosa', email: 'x@y.mx' }],
];
const HOSTILE_TOKENS = ['corto', 'x'.repeat(44), `${'a'.repeat(42)}%00`, `${'a'.repeat(42)}.`];

describe.each(testDatabases)('password reset link (%s)', (kind) => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp(kind, { env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, SMTP_FROM: 'muestrario@uniformes-demo.mx' } });
    await addUser(t.app, { username: 'rosa', password: 'vieja-clave-1', firstName: 'Rosa', lastName: 'Medina', role: 'production', email: 'rosa@uniformes-demo.mx' });
    await addUser(t.app, { username: 'sincorreo', password: 'vieja-clave-1', firstName: 'Sin', lastName: 'Correo', role: 'seller' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('e-mails a one-time link that sets the password once, ends the sessions and then refuses', async () => {
    const session = injectAs(t.app, await loginCookie(t.app, 'rosa', 'vieja-clave-1'));
    const res = await request(t, ' ROSA ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ emailAvailable: true });
    await waitForMail(smtp.inbox, 1);
    expect(smtp.inbox[0]!.to).toEqual(['rosa@uniformes-demo.mx']);
    expect(smtp.inbox[0]!.body).toContain('Hola, Rosa:');
    const token = tokenIn(smtp.inbox[0]!.body);
    const stored = await t.app.db.selectFrom('password_resets').select('token_hash').execute();
    expect(stored.map((r) => r.token_hash)).not.toContain(token);

    const opened = await t.app.inject({ method: 'GET', url: `/api/public/password-reset/${token}` });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().username).toBe('rosa');
    expect((await t.app.inject({ method: 'POST', url: `/api/public/password-reset/${token}`, payload: { password: 'corta' } })).statusCode).toBe(400);

    const used = await t.app.inject({ method: 'POST', url: `/api/public/password-reset/${token}`, payload: { password: 'nueva-clave-1' } });
    expect(used.statusCode).toBe(204);
    expect((await session('GET', '/api/auth/details')).statusCode).toBe(401);
    expect((await login(t.app, 'rosa', 'vieja-clave-1')).res.statusCode).toBe(401);
    expect((await login(t.app, 'rosa', 'nueva-clave-1')).res.statusCode).toBe(200);

    const again = await t.app.inject({ method: 'POST', url: `/api/public/password-reset/${token}`, payload: { password: 'otra-clave-22' } });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(USERS_MESSAGES.resetInvalid);
    expect((await t.app.inject({ method: 'GET', url: `/api/public/password-reset/${token}` })).statusCode).toBe(404);
    expect((await login(t.app, 'rosa', 'nueva-clave-1')).res.statusCode).toBe(200);
  });

  it('answers the same for an unknown user and a user without e-mail, and sends nothing', async () => {
    const before = smtp.inbox.length;
    const known = await request(t, 'rosa', '10.0.0.2');
    const unknown = await request(t, 'nadie', '10.0.0.2');
    const noEmail = await request(t, 'sincorreo', '10.0.0.2');
    for (const res of [unknown, noEmail]) {
      expect(res.statusCode).toBe(known.statusCode);
      expect(res.body).toBe(known.body);
    }
    await waitForMail(smtp.inbox, before + 1);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.inbox.length).toBe(before + 1);
  });

  it('lets a link expire after an hour', async () => {
    const before = smtp.inbox.length;
    await request(t, 'rosa', '10.0.0.3');
    await waitForMail(smtp.inbox, before + 1);
    const token = tokenIn(smtp.inbox[before]!.body);
    t.clock.advance(PASSWORD_RESET_MINUTES * 60_000 + 1000);
    expect((await t.app.inject({ method: 'GET', url: `/api/public/password-reset/${token}` })).statusCode).toBe(404);
    const late = await t.app.inject({ method: 'POST', url: `/api/public/password-reset/${token}`, payload: { password: 'tarde-clave-1' } });
    expect(late.statusCode).toBe(404);
  });

  it('refuses hostile requests and tokens with a 400, and too many tries with a 429', async () => {
    for (const [label, body] of HOSTILE_REQUEST) {
      const res = await t.app.inject({ method: 'POST', url: '/api/public/password-reset', payload: body as never, remoteAddress: '10.0.0.4' });
      expect([label, res.statusCode]).toEqual([label, 400]);
    }
    for (const token of HOSTILE_TOKENS) {
      expect([token, (await t.app.inject({ method: 'GET', url: `/api/public/password-reset/${token}`, remoteAddress: '10.0.0.4' })).statusCode]).toEqual([token, 400]);
      const post = await t.app.inject({ method: 'POST', url: `/api/public/password-reset/${token}`, payload: { password: 'nueva-clave-1' }, remoteAddress: '10.0.0.4' });
      expect([token, post.statusCode]).toEqual([token, 400]);
    }
    const unknown = 'a'.repeat(43);
    for (const body of [null, {}, { password: 5 }, { password: 'nueva-clave-1', extra: 1 }]) {
      const res = await t.app.inject({ method: 'POST', url: `/api/public/password-reset/${unknown}`, payload: body as never, remoteAddress: '10.0.0.4' });
      expect(res.statusCode).toBe(400);
    }
    for (let i = 0; i < PASSWORD_RESET_LIMIT.perIp; i++) expect((await request(t, `nadie${i}`, '10.0.0.5')).statusCode).toBe(200);
    const limited = await request(t, 'rosa', '10.0.0.5');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBe(USERS_MESSAGES.resetTooMany);
    expect(limited.headers['retry-after']).toBeDefined();
    for (let i = 0; i < PASSWORD_RESET_LIMIT.perIp; i++) await t.app.inject({ method: 'GET', url: `/api/public/password-reset/${unknown}`, remoteAddress: '10.0.0.6' });
    expect((await t.app.inject({ method: 'GET', url: `/api/public/password-reset/${unknown}`, remoteAddress: '10.0.0.6' })).statusCode).toBe(429);
  });

  it('says e-mail is not available when SMTP is not configured, for any username', async () => {
    const plain = await createTestApp(kind);
    try {
      const res = await plain.app.inject({ method: 'POST', url: '/api/public/password-reset', payload: { username: 'rosa' } });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ emailAvailable: false });
    } finally {
      await plain.close();
    }
  });
});

