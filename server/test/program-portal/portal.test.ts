import { Value } from '@sinclair/typebox/value';
import { CreatedPortalLink, NotificationList, PortalLinkList, PublicEmployee, PublicProgram, ReorderRequestList } from '@muestrario/shared/contract';
import { PORTAL_MESSAGES, PORTAL_REQUEST_LIMIT, PORTAL_WRITE_LIMIT, PROGRAM_MESSAGES } from '@muestrario/shared/domain';
import { hashApprovalToken } from '../../src/modules/approvals/tokens';
import { signIn } from '../helpers/builders';
import { testDatabases } from '../helpers/databases';
import { hrContact, portalFixture, type PortalFixture } from './fixture';

jest.setTimeout(120_000);

const DAY = 24 * 60 * 60 * 1000;

/** Issue 35 item 4, acceptance 3: the HR portal's token reaches only its program, dies at its expiry and when revoked. */
describe.each(testDatabases)('the HR portal of a uniform program (%s)', (kind) => {
  let f: PortalFixture;
  beforeAll(async () => {
    f = await portalFixture(kind);
  });
  afterAll(() => f.close());

  const programOf = async (token: string) => (await hrContact(f.t)('GET', token)).json() as PublicProgram;
  const sizesFor = (jobTitleId: number) =>
    Object.fromEntries(
      (jobTitleId === f.p.jobTitles.operator ? [f.p.styles.polo, f.p.styles.jacket, f.p.styles.cap, f.p.styles.trousers] : [f.p.styles.polo, f.p.styles.jacket]).map((s) => [s.garmentType, s.sizes[0]!]),
    );

  it('creates a link (the seller of the program or an admin), stores only its hash and shows the token once', async () => {
    const res = await f.seller.as('POST', `/api/programs/${f.p.programId}/portal-links`, { contactName: ' Laura Méndez ', contactEmail: 'laura@hotel.mx', days: 10 });
    expect(res.statusCode).toBe(201);
    const link = res.json() as CreatedPortalLink;
    expect(Value.Check(CreatedPortalLink, link)).toBe(true);
    expect(link).toMatchObject({ contactName: 'Laura Méndez', contactEmail: 'laura@hotel.mx', state: 'vigente', createdByName: 'Ana Vendedora', lastUsedAt: null, revokedAt: null });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Date.parse(link.expiresAt) - Date.parse(link.createdAt)).toBe(10 * DAY);
    const rows = await f.t.app.db.selectFrom('program_portal_links').selectAll().where('id', '=', link.id).execute();
    expect(rows[0]!.token_hash).toBe(hashApprovalToken(link.token));
    expect(JSON.stringify(rows)).not.toContain(link.token);

    const list = (await f.seller.as.get(`/api/programs/${f.p.programId}/portal-links`)).json() as PortalLinkList;
    expect(Value.Check(PortalLinkList, list)).toBe(true);
    expect(list).toMatchObject({ emailAvailable: true, links: [{ id: link.id, state: 'vigente' }] });
    expect(JSON.stringify(list)).not.toContain(link.token);

    // Another seller and the other roles may not; the admin may.
    for (const who of [f.otherSeller, f.designer]) {
      expect((await who.as('POST', `/api/programs/${f.p.programId}/portal-links`, { contactName: 'X', contactEmail: 'x@y.mx', days: 5 })).statusCode).toBe(403);
      expect((await who.as.get(`/api/programs/${f.p.programId}/portal-links`)).statusCode).toBe(403);
      expect((await who.as('DELETE', `/api/programs/${f.p.programId}/portal-links/${link.id}`)).statusCode).toBe(403);
    }
    expect((await f.admin.as('POST', `/api/programs/${f.p.programId}/portal-links`, { contactName: 'Jefa RH', contactEmail: 'rh@hotel.mx', days: 5 })).statusCode).toBe(201);
    expect((await f.seller.as('POST', '/api/programs/999999/portal-links', { contactName: 'X', contactEmail: 'x@y.mx', days: 5 })).statusCode).toBe(404);
  });

  it('opens its program only: name, client, job titles with their garments and runs, the roster; nothing of the staff', async () => {
    const { token } = await f.link();
    const res = await hrContact(f.t)('GET', token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as PublicProgram;
    expect(Value.Check(PublicProgram, body)).toBe(true);
    expect(body).toMatchObject({ programName: 'Uniformes 2025', clientName: 'Hotel Pacífico, S.A. de C.V.', contactName: 'Laura Méndez', period: 'anual', periodStart: '2025-01-01', periodEnd: '2025-12-31' });
    expect(body.employees.map((e) => e.id).sort((a, b) => a - b)).toEqual(f.p.employees.map((e) => e.id).sort((a, b) => a - b));
    expect(body.jobTitles.map((j) => [j.id, j.garmentTypes])).toEqual([
      [f.p.jobTitles.operator, [f.p.styles.polo, f.p.styles.jacket, f.p.styles.cap, f.p.styles.trousers].map((s) => s.garmentType)],
      [f.p.jobTitles.supervisor, [f.p.styles.polo, f.p.styles.jacket].map((s) => s.garmentType)],
    ]);
    expect(body.garmentTypes.find((g) => g.garmentType === f.p.styles.trousers.garmentType)?.sizes).toEqual(f.p.styles.trousers.sizes);
    for (const text of ['Vendedora', 'vendedora', 'Jefa', 'Minera Norte']) expect(res.body).not.toContain(text);
    // The HTML page of the address is not indexed or cached either.
    const page = await f.t.app.inject({ method: 'GET', url: `/programa/${token}` });
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    // Its use is noted.
    const row = await f.t.app.db.selectFrom('program_portal_links').select('last_used_at').where('token_hash', '=', hashApprovalToken(token)).executeTakeFirstOrThrow();
    expect(row.last_used_at).toBe(f.t.clock.now().toISOString());
  });

  it("adds a new hire with a size of each garment of the job title's kit, and refuses sizes outside the runs", async () => {
    const { token } = await f.link();
    const hr = hrContact(f.t);
    const jobTitleId = f.p.jobTitles.supervisor;
    const sizes = sizesFor(jobTitleId);
    const res = await hr('POST', `${token}/employees`, { name: '  Rosa   Ibarra ', employeeNumber: 'N-100', jobTitleId, area: 'Recepción', sizes });
    expect(res.statusCode).toBe(201);
    const employee = res.json() as PublicEmployee;
    expect(Value.Check(PublicEmployee, employee)).toBe(true);
    expect(employee).toMatchObject({ name: 'Rosa Ibarra', employeeNumber: 'N-100', jobTitleId, area: 'Recepción', active: true, startDate: '2025-03-10', sizes });
    expect((await programOf(token)).employees.map((e) => e.name)).toContain('Rosa Ibarra');
    expect(await f.t.app.programs.employee(f.p.programId, employee.id)).toMatchObject({ name: 'Rosa Ibarra', sizes });

    const before = await f.counts();
    const refused: [string, object, number, string | RegExp][] = [
      ['a size outside the run', { ...sizes, [f.p.styles.polo.garmentType]: 'XXXL-NO' }, 400, /^La talla «XXXL-NO» no es de /],
      ['a garment of another job title', { ...sizes, [f.p.styles.cap.garmentType]: f.p.styles.cap.sizes[0]! }, 400, PROGRAM_MESSAGES.unknownGarmentType],
      ['a garment missing', { [f.p.styles.polo.garmentType]: f.p.styles.polo.sizes[0]! }, 400, /^Elige la talla de /],
      ['a garment of another program', { ...sizes, 'item:999999': 'M' }, 400, PROGRAM_MESSAGES.unknownGarmentType],
    ];
    for (const [what, s, status, message] of refused) {
      const r = await hr('POST', `${token}/employees`, { name: `Alguien ${what}`, jobTitleId, sizes: s });
      expect([what, r.statusCode]).toEqual([what, status]);
      expect(r.json().message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
    }
    const duplicate = await hr('POST', `${token}/employees`, { name: 'ROSA IBARRA', jobTitleId, sizes });
    expect([duplicate.statusCode, duplicate.json().message]).toEqual([409, PROGRAM_MESSAGES.duplicateEmployeeName('ROSA IBARRA')]);
    const sameNumber = await hr('POST', `${token}/employees`, { name: 'Otra Persona', employeeNumber: 'N-100', jobTitleId, sizes });
    expect([sameNumber.statusCode, sameNumber.json().message]).toEqual([409, PROGRAM_MESSAGES.duplicateEmployeeNumber('N-100', 'Rosa Ibarra')]);
    // Another program's job title is not this program's.
    const foreignTitle = await hr('POST', `${token}/employees`, { name: 'Otra Persona', jobTitleId: f.other.jobTitles.supervisor, sizes });
    expect([foreignTitle.statusCode, foreignTitle.json().message]).toEqual([404, PROGRAM_MESSAGES.jobTitleNotFound]);
    expect(await f.counts()).toEqual(before);
  });

  it('edits sizes and marks someone inactive; another program\'s employee is a 404 and stays as it was', async () => {
    const { token } = await f.link();
    const hr = hrContact(f.t);
    const e = f.p.employees.find((x) => x.jobTitleId === f.p.jobTitles.supervisor)!;
    const polo = f.p.styles.polo;
    const next = polo.sizes.find((s) => s !== e.sizes[polo.garmentType])!;
    const res = await hr('PATCH', `${token}/employees/${e.id}`, { sizes: { [polo.garmentType]: next } });
    expect(res.statusCode).toBe(200);
    expect((res.json() as PublicEmployee).sizes).toEqual({ ...e.sizes, [polo.garmentType]: next });
    const inactive = await hr('PATCH', `${token}/employees/${e.id}`, { active: false });
    expect([inactive.statusCode, inactive.json().active]).toEqual([200, false]);
    expect((await f.t.app.programs.employee(f.p.programId, e.id))!.active).toBe(false);
    expect((await hr('PATCH', `${token}/employees/${e.id}`, { active: true })).json().active).toBe(true);

    const foreign = f.other.employees[0]!;
    const before = await f.t.app.programs.employee(f.other.programId, foreign.id);
    for (const body of [{ active: false }, { sizes: { [polo.garmentType]: next } }]) {
      const r = await hr('PATCH', `${token}/employees/${foreign.id}`, body);
      expect([r.statusCode, r.json().message]).toEqual([404, PORTAL_MESSAGES.employeeNotFound]);
    }
    expect((await hr('PATCH', `${token}/employees/2147483647`, { active: false })).statusCode).toBe(404);
    expect(await f.t.app.programs.employee(f.other.programId, foreign.id)).toEqual(before);
  });

  it('asks for a reorder for chosen active employees: the seller and the admins are notified live, the other seller is not', async () => {
    const { token } = await f.link();
    const hr = hrContact(f.t, '203.0.113.50');
    const chosen = f.p.employees.slice(0, 3).map((e) => e.id);
    const unread = async (u: { as: PortalFixture['seller']['as'] }) => ((await u.as.get('/api/notifications')).json() as NotificationList).unread;
    const [sellerBefore, adminBefore, otherBefore] = [await unread(f.seller), await unread(f.admin), await unread(f.otherSeller)];
    const signalsBefore = f.signals.length;

    const res = await hr('POST', `${token}/requests`, { employeeIds: chosen, note: 'Para el lunes, por favor.' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'pendiente', note: 'Para el lunes, por favor.', employeeNames: expect.arrayContaining(f.p.employees.slice(0, 3).map((e) => e.name)) });
    const requestId = res.json().id as number;
    const stored = await f.t.app.db.selectFrom('program_reorder_requests').selectAll().where('id', '=', requestId).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ program_id: f.p.programId, status: 'pendiente', order_id: null });
    const named = await f.t.app.db.selectFrom('program_reorder_request_employees').select('employee_id').where('request_id', '=', requestId).execute();
    expect(named.map((r) => r.employee_id).sort((a, b) => a - b)).toEqual([...chosen].sort((a, b) => a - b));

    expect(await unread(f.seller)).toBe(sellerBefore + 1);
    expect(await unread(f.admin)).toBe(adminBefore + 1);
    expect(await unread(f.otherSeller)).toBe(otherBefore);
    const bell = (await f.seller.as.get('/api/notifications')).json() as NotificationList;
    expect(Value.Check(NotificationList, bell)).toBe(true);
    expect(bell.items[0]).toMatchObject({
      kind: 'programRequest',
      reason: 'program_request',
      read: false,
      request: { requestId, programId: f.p.programId, programName: 'Uniformes 2025', clientName: 'Hotel Pacífico, S.A. de C.V.', contactName: 'Laura Méndez', employeeCount: 3 },
    });
    // The bell's 'mark read' works on these as on any notification.
    expect((await f.seller.as('POST', '/api/notifications/read', { ids: [bell.items[0]!.id] })).json()).toEqual({ unread: sellerBefore });
    // The live stream: one 'notification' signal per person notified (PostgreSQL hands them back through LISTEN).
    for (let i = 0; i < 100 && f.signals.length < signalsBefore + 2; i++) await new Promise((r) => setTimeout(r, 20));
    expect(f.signals.slice(signalsBefore)).toEqual(expect.arrayContaining([{ type: 'notification', userId: f.seller.id }, { type: 'notification', userId: f.admin.id }]));
    expect(f.signals.slice(signalsBefore)).not.toContainEqual({ type: 'notification', userId: f.otherSeller.id });

    // The HR contact sees it in the program's requests.
    expect((await programOf(token)).requests[0]).toMatchObject({ id: requestId, status: 'pendiente' });

    // The seller's list: pending first, with the employees.
    const list = (await f.seller.as.get(`/api/programs/${f.p.programId}/reorder-requests`)).json();
    expect(Value.Check(ReorderRequestList, list)).toBe(true);
    expect(list[0]).toMatchObject({ id: requestId, status: 'pendiente', contactName: 'Laura Méndez', note: 'Para el lunes, por favor.' });
    expect(list[0].employees.map((e: { id: number }) => e.id).sort((a: number, b: number) => a - b)).toEqual([...chosen].sort((a, b) => a - b));
    expect((await f.otherSeller.as.get(`/api/programs/${f.p.programId}/reorder-requests`)).statusCode).toBe(403);
  });

  it("refuses a request naming another program's employee (404) or an inactive one (400): nothing stored, nobody notified", async () => {
    const { token } = await f.link();
    const hr = hrContact(f.t, '203.0.113.51');
    const mine = f.p.employees[4]!;
    const before = await f.counts();
    const foreign = await hr('POST', `${token}/requests`, { employeeIds: [mine.id, f.other.employees[0]!.id] });
    expect([foreign.statusCode, foreign.json().message]).toEqual([404, PORTAL_MESSAGES.employeesNotFound]);
    expect((await hr('PATCH', `${token}/employees/${mine.id}`, { active: false })).statusCode).toBe(200);
    const inactive = await hr('POST', `${token}/requests`, { employeeIds: [mine.id] });
    expect([inactive.statusCode, inactive.json().message]).toEqual([400, PORTAL_MESSAGES.employeesInactive([mine.name])]);
    expect(await f.counts()).toEqual(before);
    expect((await hr('PATCH', `${token}/employees/${mine.id}`, { active: true })).statusCode).toBe(200);
  });

  it('discards a pending request (seller of the program or admin) with who and when; a second time is a 409', async () => {
    const { token } = await f.link();
    const created = await hrContact(f.t, '203.0.113.52')('POST', `${token}/requests`, { employeeIds: [f.p.employees[0]!.id] });
    const id = created.json().id as number;
    expect((await f.otherSeller.as('POST', `/api/programs/${f.p.programId}/reorder-requests/${id}/discard`)).statusCode).toBe(403);
    // Another program's id for this request: not found.
    expect((await f.seller.as('POST', `/api/programs/${f.other.programId}/reorder-requests/${id}/discard`)).statusCode).toBe(404);
    const res = await f.seller.as('POST', `/api/programs/${f.p.programId}/reorder-requests/${id}/discard`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'descartada', handledByName: 'Ana Vendedora', handledAt: f.t.clock.now().toISOString() });
    const again = await f.admin.as('POST', `/api/programs/${f.p.programId}/reorder-requests/${id}/discard`);
    expect([again.statusCode, again.json().message]).toEqual([409, PORTAL_MESSAGES.requestHandled]);
    const list = (await f.seller.as.get(`/api/programs/${f.p.programId}/reorder-requests`)).json() as { id: number; status: string }[];
    expect(list.findIndex((r) => r.id === id)).toBeGreaterThan(list.findLastIndex((r) => r.status === 'pendiente'));
  });

  it('e-mails a link to its contact with the address; a token that is not the link\'s is a 409', async () => {
    const link = await f.link(f.p, { contactName: 'Laura Méndez', contactEmail: 'laura.mendez@hotel.mx' });
    const other = await f.link();
    const url = `/api/programs/${f.p.programId}/portal-links/${link.id}/email`;
    const mismatch = await f.seller.as('POST', url, { token: other.token });
    expect([mismatch.statusCode, mismatch.json().message]).toEqual([409, PORTAL_MESSAGES.tokenMismatch]);
    expect((await f.otherSeller.as('POST', url, { token: link.token })).statusCode).toBe(403);
    const sentBefore = f.sent.length;
    expect((await f.seller.as('POST', url, { token: link.token })).statusCode).toBe(204);
    expect(f.sent).toHaveLength(sentBefore + 1);
    const mail = f.sent.at(-1)!;
    expect(mail.to).toBe('laura.mendez@hotel.mx');
    expect(mail.subject).toBe('Portal de uniformes: Uniformes 2025 (Hotel Pacífico, S.A. de C.V.)');
    expect(mail.text).toMatch(new RegExp(`https?://[^\\s]+/programa/${link.token}\\n`));
  });

  it('dies when revoked: 410 with its Spanish message on every route, nothing stored; revoking twice is a 409', async () => {
    const { id, token } = await f.link();
    const hr = hrContact(f.t, '203.0.113.53');
    expect((await hr('GET', token)).statusCode).toBe(200);
    expect((await f.seller.as('DELETE', `/api/programs/${f.other.programId}/portal-links/${id}`)).statusCode).toBe(404);
    expect((await f.seller.as('DELETE', `/api/programs/${f.p.programId}/portal-links/${id}`)).statusCode).toBe(204);
    const before = await f.counts();
    const e = f.p.employees[0]!;
    for (const [method, url, body] of [
      ['GET', token, undefined],
      ['POST', `${token}/employees`, { name: 'Nueva Persona', jobTitleId: f.p.jobTitles.supervisor, sizes: sizesFor(f.p.jobTitles.supervisor) }],
      ['PATCH', `${token}/employees/${e.id}`, { active: false }],
      ['POST', `${token}/requests`, { employeeIds: [e.id] }],
    ] as const) {
      const r = await hr(method, url, body);
      expect([method, url, r.statusCode, r.json()]).toEqual([method, url, 410, { message: PORTAL_MESSAGES.revoked }]);
    }
    expect(await f.counts()).toEqual(before);
    const again = await f.seller.as('DELETE', `/api/programs/${f.p.programId}/portal-links/${id}`);
    expect([again.statusCode, again.json().message]).toEqual([409, PORTAL_MESSAGES.linkNotOpen]);
    const list = (await f.seller.as.get(`/api/programs/${f.p.programId}/portal-links`)).json() as PortalLinkList;
    expect(list.links.find((l) => l.id === id)).toMatchObject({ state: 'revocado', revokedAt: f.t.clock.now().toISOString() });
    // An unknown token: 404 with its message.
    expect((await hr('GET', 'A'.repeat(43))).json()).toEqual({ message: PORTAL_MESSAGES.unknown });
  });

  it('dies when its program is made inactive (410), and opens again when it is active', async () => {
    const { token } = await f.link(f.other);
    await f.t.app.db.updateTable('uniform_programs').set({ active: 0 }).where('id', '=', f.other.programId).execute();
    const r = await hrContact(f.t)('GET', token);
    expect([r.statusCode, r.json()]).toEqual([410, { message: PORTAL_MESSAGES.programInactive }]);
    const refused = await f.seller.as('POST', `/api/programs/${f.other.programId}/portal-links`, { contactName: 'X', contactEmail: 'x@y.mx', days: 5 });
    expect([refused.statusCode, refused.json().message]).toEqual([409, PORTAL_MESSAGES.programInactiveForLink]);
    await f.t.app.db.updateTable('uniform_programs').set({ active: 1 }).where('id', '=', f.other.programId).execute();
    expect((await hrContact(f.t)('GET', token)).statusCode).toBe(200);
  });

  it('keeps the CSRF rules of the approval link: another site or origin is refused, text/plain is a 415', async () => {
    const { token } = await f.link();
    const hr = hrContact(f.t, '203.0.113.54');
    const before = await f.counts();
    const body = { employeeIds: [f.p.employees[0]!.id] };
    expect((await hr('POST', `${token}/requests`, body, { 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect((await hr('POST', `${token}/requests`, body, { origin: 'https://evil.example' })).statusCode).toBe(403);
    const text = await f.t.app.inject({ method: 'POST', url: `/api/public/programs/${token}/requests`, payload: 'employeeIds=1', headers: { 'content-type': 'text/plain' } });
    expect(text.statusCode).toBe(415);
    expect(await f.counts()).toEqual(before);
  });

  it('rate-limits writes and requests per address, unknown tokens included (429 with Retry-After)', async () => {
    f.t.clock.advance(PORTAL_REQUEST_LIMIT.windowMs + 1000);
    // An hour idle ended the staff sessions of this test app.
    f.seller.as = (await signIn(f.t.app, f.seller.username, f.seller.password)).as;
    const { token } = await f.link();
    const hr = hrContact(f.t, '198.51.100.77');
    const e = f.p.employees[1]!;
    for (let i = 0; i < PORTAL_REQUEST_LIMIT.perIp; i++) expect((await hr('POST', `${'Z'.repeat(43)}/requests`, { employeeIds: [e.id] })).statusCode).toBe(404);
    const limited = await hr('POST', `${token}/requests`, { employeeIds: [e.id] });
    expect([limited.statusCode, limited.json()]).toEqual([429, { message: PORTAL_MESSAGES.tooManyRequests }]);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await hrContact(f.t, '198.51.100.78')('POST', `${token}/requests`, { employeeIds: [e.id] })).statusCode).toBe(201);

    for (let i = 0; i < PORTAL_WRITE_LIMIT.perIp; i++) expect((await hr('PATCH', `${'Y'.repeat(43)}/employees/${e.id}`, { active: true })).statusCode).toBe(404);
    const writes = await hr('PATCH', `${token}/employees/${e.id}`, { active: true });
    expect([writes.statusCode, writes.json()]).toEqual([429, { message: PORTAL_MESSAGES.tooMany }]);
    // Reading is not limited (a 256-bit token cannot be guessed).
    expect((await hr('GET', token)).statusCode).toBe(200);
    f.t.clock.advance(PORTAL_REQUEST_LIMIT.windowMs + 1000);
  });

  it('expires by the injected clock (last: it moves the clock past a session\'s life)', async () => {
    const seller = await signIn(f.t.app, f.seller.username, f.seller.password);
    const res = await seller.as('POST', `/api/programs/${f.p.programId}/portal-links`, { contactName: 'Laura Méndez', contactEmail: 'laura@hotel.mx', days: 2 });
    const { id, token } = res.json() as CreatedPortalLink;
    f.t.clock.advance(2 * DAY - 1000);
    expect((await hrContact(f.t)('GET', token)).statusCode).toBe(200);
    f.t.clock.advance(1000);
    const gone = await hrContact(f.t)('GET', token);
    expect([gone.statusCode, gone.json()]).toEqual([410, { message: PORTAL_MESSAGES.expired }]);
    const before = await f.counts();
    expect((await hrContact(f.t, '198.51.100.90')('POST', `${token}/requests`, { employeeIds: [f.p.employees[0]!.id] })).statusCode).toBe(410);
    expect(await f.counts()).toEqual(before);
    const again = await signIn(f.t.app, f.seller.username, f.seller.password);
    const list = (await again.as.get(`/api/programs/${f.p.programId}/portal-links`)).json() as PortalLinkList;
    expect(list.links.find((l) => l.id === id)!.state).toBe('vencido');
    expect((await again.as('DELETE', `/api/programs/${f.p.programId}/portal-links/${id}`)).statusCode).toBe(409);
  });
});

describe.each(testDatabases)('the HR portal without SMTP (%s)', (kind) => {
  let f: PortalFixture;
  beforeAll(async () => {
    f = await portalFixture(kind, { mailer: false });
  });
  afterAll(() => f.close());

  it("says e-mail is not available and refuses to send (409)", async () => {
    const link = await f.link();
    expect((await f.seller.as.get(`/api/programs/${f.p.programId}/portal-links`)).json().emailAvailable).toBe(false);
    const res = await f.seller.as('POST', `/api/programs/${f.p.programId}/portal-links/${link.id}/email`, { token: link.token });
    expect([res.statusCode, res.json().message]).toEqual([409, PORTAL_MESSAGES.emailUnavailable]);
  });
});
