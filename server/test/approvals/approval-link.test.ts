import { createHash } from 'node:crypto';
import { Value } from '@sinclair/typebox/value';
import { ApprovalLinkStatus, CreatedApprovalLink, PublicApproval } from '@muestrario/shared/contract';
import { APPROVAL_ANSWER_LIMIT, APPROVAL_MESSAGES } from '@muestrario/shared/domain';
import { loadConfig } from '../../src/config';
import type { MailMessage } from '../../src/modules/approvals/mailer';
import { hashApprovalToken } from '../../src/modules/approvals/tokens';
import { testDatabases } from '../helpers/databases';
import { loginCookie } from '../helpers/app';
import { createLifecycleApp, PEOPLE, type LifecycleApp, type Person } from '../helpers/lifecycle';
import { PNG_2x1 } from '../helpers/multipart';
import { buildApprovalLink, customer } from '../helpers/builders';
import { injectAs, type Requester } from '../helpers/request';

const DAY = 24 * 60 * 60 * 1000;

describe.each(testDatabases)('the customer approval link (%s)', (kind) => {
  let l: LifecycleApp;
  /** Requests without any cookie, as the customer's browser sends them. */
  let anon: Requester;
  const sent: MailMessage[] = [];
  beforeAll(async () => {
    l = await createLifecycleApp(kind, { mailer: { send: async (m) => void sent.push(m) } });
    anon = customer(l.t.app);
  });
  afterAll(() => l.close());

  const createLink = (sampleId: number, who: 'owner' | 'admin' = 'owner') => buildApprovalLink(l.as(who), sampleId);

  const signInAgain = async () => {
    for (const [person, p] of Object.entries(PEOPLE) as [Person, (typeof PEOPLE)[Person]][]) l.cookies[person] = await loginCookie(l.t.app, p.username, p.password);
  };
  const stageOf = async (id: number) => (await l.call('owner', 'GET', `/business/samples/${id}`)).json().sampleStage as number;

  it('creates a link at stage 6 (owner or admin), stores only its hash, and the public page shows that sample only', async () => {
    const s = await l.sampleAt(6);
    const link = await createLink(s.id);
    expect(Value.Check(CreatedApprovalLink, link)).toBe(true);
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(link.expiresAt) - Date.parse(link.createdAt)).toBe(7 * DAY);
    const rows = await l.t.app.db.selectFrom('approval_links').selectAll().where('sample_id', '=', s.id).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashApprovalToken(link.token));
    expect(JSON.stringify(rows)).not.toContain(link.token);

    const page = await anon('GET', link.token);
    expect(page.statusCode).toBe(200);
    expect(Value.Check(PublicApproval, page.json())).toBe(true);
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cache-control']).toBe('no-store');
    const body = page.json() as PublicApproval;
    expect(body).toMatchObject({ folio: `MU-${String(s.id).padStart(6, '0')}`, round: 1, render: { filename: 'render.png', mimeType: 'image/png' } });
    expect(body.views.map((v) => v.id)).toEqual(s.views);
    // Nothing of the staff: no user names or usernames anywhere in the answer.
    for (const staff of ['demo', 'diseno', 'calidad', 'produccion', 'Prueba']) expect(page.body).not.toContain(staff);

    const pdf = await anon('GET', `${link.token}/proof.pdf`);
    expect([pdf.statusCode, pdf.headers['content-type'], pdf.rawPayload.subarray(0, 5).toString()]).toEqual([200, 'application/pdf', '%PDF-']);
    const view = await anon('GET', `${link.token}/views/${s.views[0]}`);
    expect([view.statusCode, view.headers['content-type']]).toEqual([200, 'image/svg+xml; charset=utf-8']);
    expect(view.body).toContain('<svg');
    expect((await anon('GET', `${link.token}/views/999999`)).statusCode).toBe(404);
    const render = await anon('GET', `${link.token}/render`);
    expect([render.statusCode, render.headers['content-type']]).toEqual([200, 'image/png']);
    expect(render.rawPayload.equals(PNG_2x1)).toBe(true);

    // The seller's panel never shows the token again.
    const status = (await l.call('owner', 'GET', `/business/samples/${s.id}/approval-link`)).json();
    expect(Value.Check(ApprovalLinkStatus, status)).toBe(true);
    expect(status).toMatchObject({ link: { id: link.id, state: 'active' }, emailAvailable: true, answers: [] });
    expect(JSON.stringify(status)).not.toContain(link.token);

    // The admin may too; another seller, the designer may not.
    expect((await l.call('otherSeller', 'POST', `/business/samples/${s.id}/approval-link`)).statusCode).toBe(403);
    expect((await l.call('designer', 'POST', `/business/samples/${s.id}/approval-link`)).statusCode).toBe(403);
    const byAdmin = await createLink(s.id, 'admin');
    // A new link revokes the open one.
    expect((await anon('GET', link.token)).json()).toEqual({ message: APPROVAL_MESSAGES.revoked });
    expect((await anon('GET', byAdmin.token)).statusCode).toBe(200);
  });

  it('refuses a link outside stage 6, and the seller endpoints need a session', async () => {
    const s = await l.sampleAt(5);
    const res = await l.call('owner', 'POST', `/business/samples/${s.id}/approval-link`);
    expect([res.statusCode, res.json()]).toEqual([409, { message: APPROVAL_MESSAGES.wrongStage }]);
    const noSession = await l.t.app.inject({ method: 'POST', url: `/api/business/samples/${s.id}/approval-link` });
    expect(noSession.statusCode).toBe(401);
    expect((await l.call('owner', 'POST', `/business/samples/999999/approval-link`)).statusCode).toBe(404);
  });

  it('is revoked by the seller; a revoke with no open link is 409', async () => {
    const s = await l.sampleAt(6);
    const link = await createLink(s.id);
    expect((await l.call('otherSeller', 'DELETE', `/business/samples/${s.id}/approval-link`)).statusCode).toBe(403);
    expect((await l.call('owner', 'DELETE', `/business/samples/${s.id}/approval-link`)).statusCode).toBe(204);
    expect((await anon('GET', link.token)).json()).toEqual({ message: APPROVAL_MESSAGES.revoked });
    expect((await anon('POST', `${link.token}/changes`, { name: 'Laura', comment: 'Más grande' })).statusCode).toBe(410);
    const again = await l.call('owner', 'DELETE', `/business/samples/${s.id}/approval-link`);
    expect([again.statusCode, again.json()]).toEqual([409, { message: APPROVAL_MESSAGES.noActiveLink }]);
  });

  it('approves: stage 7, one event with name, IP and user agent, the owner notified; a second answer is refused', async () => {
    const s = await l.sampleAt(6);
    const link = await createLink(s.id);
    const unreadBefore = (await l.call('owner', 'GET', '/notifications')).json().unread as number;
    const noTerms = await anon('POST', `${link.token}/approve`, { name: 'Laura Méndez', acceptTerms: false });
    expect([noTerms.statusCode, noTerms.json()]).toEqual([400, { message: APPROVAL_MESSAGES.termsRequired }]);
    expect((await anon('POST', `${link.token}/approve`, { name: '   ', acceptTerms: true })).statusCode).toBe(400);

    const res = await anon('POST', `${link.token}/approve`, { name: '  Laura Méndez ', acceptTerms: true }, { 'x-forwarded-for': '203.0.113.9' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ decision: 'approved', customerName: 'Laura Méndez', answeredAt: l.t.clock.now().toISOString() });
    expect(await stageOf(s.id)).toBe(7);

    const events = (await l.call('owner', 'GET', `/business/samples/${s.id}/events`)).json().items as { to?: number; actor: unknown; customer?: object; action?: string }[];
    const approval = events.at(-1)!;
    expect(approval).toMatchObject({ to: 7, actor: null, action: 'recordAnswer', customer: { name: 'Laura Méndez', comment: '' } });
    const stored = await l.t.app.db.selectFrom('events').select('payload').where('sample_id', '=', s.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    // The IP is the socket's (TRUST_PROXY off: X-Forwarded-For is not believed).
    expect(JSON.parse(stored.payload).customer).toMatchObject({ name: 'Laura Méndez', ip: '127.0.0.1', userAgent: 'Mozilla/5.0 (iPhone) Prueba' });
    const notes = (await l.call('owner', 'GET', '/notifications')).json();
    expect(notes.unread).toBe(unreadBefore + 1);
    expect(notes.items[0]).toMatchObject({ reason: 'owner', event: { sampleId: s.id, to: 7, customer: { name: 'Laura Méndez' } } });

    const status = (await l.call('owner', 'GET', `/business/samples/${s.id}/approval-link`)).json();
    expect(status.link.state).toBe('answered');
    expect(status.answers[0]).toMatchObject({ decision: 'approved', customerName: 'Laura Méndez', ip: '127.0.0.1', round: 1 });

    // The exact proof of that moment: stored once, named by folio and round, its SHA-256 on the sample.
    const proof = status.answers[0].proof as { fileKey: string; filename: string; sha256: string };
    expect(proof.filename).toBe(`MU-${String(s.id).padStart(6, '0')}-R1-firmada.pdf`);
    expect(res.json().proof).toEqual({ filename: proof.filename, sha256: proof.sha256 });
    const file = await l.call('owner', 'GET', `/files/${proof.fileKey}?download=true`);
    expect([file.statusCode, file.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(proof.sha256);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await l.t.app.inject({ method: 'GET', url: `/api/files/${proof.fileKey}` })).statusCode).toBe(401);

    const second = await anon('POST', `${link.token}/changes`, { name: 'Otra persona', comment: 'Cambio' });
    expect([second.statusCode, second.json()]).toEqual([410, { message: APPROVAL_MESSAGES.answered }]);
    expect((await anon('GET', link.token)).json()).toEqual({ message: APPROVAL_MESSAGES.answered });
    expect(await stageOf(s.id)).toBe(7);
  });

  it('requests changes: stage 8 with the comment and the pin; a new round kills any later link of round 1', async () => {
    const s = await l.sampleAt(6);
    const link = await createLink(s.id);
    const badPin = await anon('POST', `${link.token}/changes`, { name: 'Laura', comment: 'Sube el logo', pin: { viewId: 999999, x: 0.5, y: 0.5 } });
    expect([badPin.statusCode, badPin.json()]).toEqual([400, { message: APPROVAL_MESSAGES.pinViewNotFound }]);
    expect(await stageOf(s.id)).toBe(6);
    const res = await anon('POST', `${link.token}/changes`, { name: 'Laura Méndez', comment: '  Sube el logo 2 cm  ', pin: { viewId: s.views[0]!, x: 0.25, y: 0.4 } });
    expect(res.statusCode).toBe(200);
    expect(await stageOf(s.id)).toBe(8);
    const last = (await l.call('owner', 'GET', `/business/samples/${s.id}/events`)).json().items.at(-1);
    expect(last).toMatchObject({ to: 8, customer: { name: 'Laura Méndez', comment: 'Sube el logo 2 cm' } });
    const answer = (await l.call('owner', 'GET', `/business/samples/${s.id}/approval-link`)).json().answers[0];
    expect(answer).toMatchObject({ decision: 'changes', comment: 'Sube el logo 2 cm', pin: { viewId: s.views[0], x: 0.25, y: 0.4 } });
  });

  it('dies when a new round opens or the render is replaced', async () => {
    const s = await l.sampleAt(6);
    const link = await createLink(s.id);
    // Admin moves the sample back to Diseño: round 2 opens; the round-1 link no longer opens.
    expect((await l.call('admin', 'POST', `/business/samples/${s.id}/transitions`, { to: 1, reason: 'Cambio de prenda' })).statusCode).toBe(200);
    expect((await anon('GET', link.token)).json()).toEqual({ message: APPROVAL_MESSAGES.superseded });
    // Even back at stage 6 in round 2, the old link stays dead.
    expect((await l.call('admin', 'POST', `/business/samples/${s.id}/transitions`, { to: 6, reason: 'Regresa a aprobación' })).statusCode).toBe(200);
    expect((await anon('GET', link.token)).statusCode).toBe(410);
    expect((await anon('POST', `${link.token}/approve`, { name: 'Laura', acceptTerms: true })).statusCode).toBe(410);
    const noRender = await l.call('owner', 'POST', `/business/samples/${s.id}/approval-link`);
    expect([noRender.statusCode, noRender.json()]).toEqual([409, { message: APPROVAL_MESSAGES.noRender }]);

    // A replaced render (a newer version in the round) ends the link pinned to the earlier one.
    const t = await l.sampleAt(6);
    const pinned = await createLink(t.id);
    await l.t.app.db
      .insertInto('render_files')
      .values({ sample_id: t.id, file_key: 'f'.repeat(32), original_filename: 'render-v2.png', file_size: 1, mime_type: 'image/png', created_by: l.ids.designer, created_at: new Date(l.t.clock.now().getTime() + 1000).toISOString(), round: 1 })
      .execute();
    expect((await anon('GET', pinned.token)).json()).toEqual({ message: APPROVAL_MESSAGES.superseded });
  });

  it('reaches nothing of another sample with a token', async () => {
    const a = await l.sampleAt(6);
    const b = await l.sampleAt(6);
    const link = await createLink(a.id);
    const page = (await anon('GET', link.token)).json() as PublicApproval;
    expect(page.folio).toBe(`MU-${String(a.id).padStart(6, '0')}`);
    expect(JSON.stringify(page)).not.toContain(`MU-${String(b.id).padStart(6, '0')}`);
    // A pin on a view is checked against the link's garment, and the token is the whole address:
    // no id of another sample can be put next to it.
    for (const path of [`${b.id}`, `${b.id}/render`, `${link.token}/${b.id}`, `${link.token}/../${b.id}`]) {
      const res = await anon('GET', path);
      // 400 (not a token) or 404 (no such route): never 200.
      expect([path, [400, 404].includes(res.statusCode)]).toEqual([path, true]);
    }
    // Extra query parameters change nothing: still sample a.
    const withQuery = await anon('GET', `${link.token}?sampleId=${b.id}`);
    expect((withQuery.json() as PublicApproval).folio).toBe(page.folio);
    // The seller's endpoint with a token of sample a for sample b: refused.
    const mail = await l.call('owner', 'POST', `/business/samples/${b.id}/approval-link/email`, { token: link.token, to: 'cliente@example.com' });
    expect([mail.statusCode, mail.json()]).toEqual([409, { message: APPROVAL_MESSAGES.tokenMismatch }]);
    // Staff file routes stay behind the session.
    expect((await l.t.app.inject({ method: 'GET', url: `/api/business/samples/${b.id}` })).statusCode).toBe(401);
    expect(await stageOf(b.id)).toBe(6);
  });

  it('e-mails the active link with the link in the body', async () => {
    const s = await l.sampleAt(6);
    const link = await createLink(s.id);
    const res = await l.call('owner', 'POST', `/business/samples/${s.id}/approval-link/email`, { token: link.token, to: 'cliente@example.com' });
    expect(res.statusCode).toBe(204);
    expect(sent.at(-1)).toMatchObject({ to: 'cliente@example.com' });
    expect(sent.at(-1)!.text).toContain(`/aprobar/${link.token}`);
    expect(sent.at(-1)!.subject).toContain(`MU-${String(s.id).padStart(6, '0')}`);
  });

  it('writes the link with PUBLIC_URL when it is set, whatever host the request named', async () => {
    const s = await l.sampleAt(6);
    const link = await createLink(s.id);
    const viaHost = await l.as('owner')('POST', `/api/business/samples/${s.id}/approval-link/email`, { token: link.token, to: 'cliente@example.com' }, { host: 'interno:8080' });
    expect(viaHost.statusCode).toBe(204);
    expect(sent.at(-1)!.text).toContain(`http://interno:8080/aprobar/${link.token}`);
    const published = await l.t.rebuild({ config: { ...loadConfig({ DATA_DIR: l.t.dataDir, ...(l.t.databaseUrl ? { DATABASE_URL: l.t.databaseUrl } : {}), PUBLIC_URL: 'https://muestras.example.com' }) } });
    const res = await injectAs(published, l.cookies.owner)('POST', `/api/business/samples/${s.id}/approval-link/email`, { token: link.token, to: 'cliente@example.com' }, { host: 'interno:8080' });
    expect(res.statusCode).toBe(204);
    expect(sent.at(-1)!.text).toContain(`https://muestras.example.com/aprobar/${link.token}`);
    expect(sent.at(-1)!.text).not.toContain('interno');
  });

  it('refuses unknown and malformed tokens with a Spanish message', async () => {
    const unknown = 'A'.repeat(43);
    const res = await anon('GET', unknown);
    expect([res.statusCode, res.json()]).toEqual([404, { message: APPROVAL_MESSAGES.unknown }]);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await anon('POST', `${unknown}/approve`, { name: 'Laura', acceptTerms: true })).statusCode).toBe(404);
    const hostile: [string, number][] = [
      ['short', 400],
      ['A'.repeat(44), 400],
      [`${'A'.repeat(42)}%00`, 400],
      [`${'A'.repeat(42)}*`, 400],
      [`${'A'.repeat(42)}%20`, 400],
      ["' OR 1=1 --AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", 400],
      [encodeURIComponent('ÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑÑ'), 400],
    ];
    for (const [token, status] of hostile) {
      const r = await anon('GET', token);
      expect([token, r.statusCode]).toEqual([token, status]);
      expect(typeof r.json().message).toBe('string');
    }
  });

  it('refuses hostile answer bodies with a 400 and no change', async () => {
    const s = await l.sampleAt(6);
    const link = await createLink(s.id);
    const bodies: object[] = [
      {},
      { name: 'Laura' },
      { name: 'Laura', acceptTerms: 'true' },
      { name: 42, acceptTerms: true },
      { name: 'x'.repeat(121), acceptTerms: true },
      { name: 'La\u0000ura', acceptTerms: true },
      { name: 'Laura', acceptTerms: true, sampleId: 1 },
      { name: ['Laura'], acceptTerms: true },
    ];
    for (const body of bodies) {
      const r = await anon('POST', `${link.token}/approve`, body);
      expect([JSON.stringify(body), r.statusCode]).toEqual([JSON.stringify(body), 400]);
    }
    const changes: object[] = [
      { name: 'Laura' },
      { name: 'Laura', comment: '   ' },
      { name: 'Laura', comment: 'x'.repeat(2001) },
      { name: 'Laura', comment: 'Ok', pin: { viewId: 1, x: 2, y: 0 } },
      { name: 'Laura', comment: 'Ok', pin: { viewId: 0, x: 0.1, y: 0.1 } },
      { name: 'Laura', comment: 'Ok', pin: { viewId: 1, x: 0.1 } },
      { name: 'Laura', comment: 'Ok', pin: { viewId: 2147483648, x: 0.1, y: 0.1 } },
    ];
    for (const body of changes) {
      const r = await anon('POST', `${link.token}/changes`, body);
      expect([JSON.stringify(body), r.statusCode]).toEqual([JSON.stringify(body), 400]);
    }
    const text = await l.t.app.inject({ method: 'POST', url: `/api/public/approvals/${link.token}/approve`, payload: 'name=Laura', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
    const crossSite = await anon('POST', `${link.token}/approve`, { name: 'Laura', acceptTerms: true }, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.statusCode).toBe(403);
    expect(await stageOf(s.id)).toBe(6);
  });

  it('rate-limits answers per address', async () => {
    // A fresh window: earlier tests' answers came from the same address.
    l.t.clock.advance(APPROVAL_ANSWER_LIMIT.windowMs + 1000);
    const unknown = 'B'.repeat(43);
    for (let i = 0; i < APPROVAL_ANSWER_LIMIT.perIp; i++) {
      expect((await anon('POST', `${unknown}/approve`, { name: 'Laura', acceptTerms: true })).statusCode).toBe(404);
    }
    const limited = await anon('POST', `${unknown}/approve`, { name: 'Laura', acceptTerms: true });
    expect([limited.statusCode, limited.json()]).toEqual([429, { message: APPROVAL_MESSAGES.tooMany }]);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    l.t.clock.advance(APPROVAL_ANSWER_LIMIT.windowMs + 1000);
  });

  it('sends the customer page with noindex and no referrer', async () => {
    const res = await l.t.app.inject({ method: 'GET', url: `/aprobar/${'C'.repeat(43)}` });
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });
  it('expires by the injected clock (last: it moves the clock a week)', async () => {
    await signInAgain();
    const s = await l.sampleAt(6);
    const link = await createLink(s.id);
    l.t.clock.advance(7 * DAY - 1000);
    expect((await anon('GET', link.token)).statusCode).toBe(200);
    l.t.clock.advance(1000);
    const gone = await anon('GET', link.token);
    expect([gone.statusCode, gone.json()]).toEqual([410, { message: APPROVAL_MESSAGES.expired }]);
    const answer = await anon('POST', `${link.token}/approve`, { name: 'Laura Méndez', acceptTerms: true });
    expect(answer.statusCode).toBe(410);
    // A week also ended the staff sessions of this test app.
    await signInAgain();
    expect(await stageOf(s.id)).toBe(6);
    expect((await l.call('owner', 'GET', `/business/samples/${s.id}/approval-link`)).json().link.state).toBe('expired');
  });

});
