import { testDatabases } from '../helpers/databases';
import { hrContact, portalFixture, type PortalFixture } from './fixture';

jest.setTimeout(180_000);

/*
 * Hostile inputs on every route of the HR portal (issue 35 item 4, acceptances 3 and 5), both databases:
 * a 4xx JSON answer with a Spanish message, never a 5xx, never an echo, and nothing stored.
 */

const BAD_TOKENS = ['short', 'A'.repeat(44), `${'A'.repeat(42)}%00`, `${'A'.repeat(42)}*`, `${'A'.repeat(42)}%20`, "'%20OR%201=1%20--AAAAAAAAAAAAAAAAAAAAAAAAAAAAAA", encodeURIComponent('Ñ'.repeat(43)), '%E2%80%AE'.repeat(3)];
const BAD_IDS = ['abc', '0', '-1', '1.5', '1e3', '012', '99999999999', '2147483648', '%00', '1%00', '%20', '+1', 'NaN'];

describe.each(testDatabases)('the HR portal against hostile inputs (%s)', (kind) => {
  let f: PortalFixture;
  let token: string;
  let linkId: number;
  let requestId: number;
  let sizes: Record<string, string>;
  let jobTitleId: number;
  let employeeId: number;
  const NEW_HIRE = () => ({ name: 'Rosa Ibarra', jobTitleId, sizes });
  const BAD_NEW_HIRES: [string, () => unknown][] = [
    ['null', () => null],
    ['an array', () => [NEW_HIRE()]],
    ['no fields', () => ({})],
    ['no name', () => ({ jobTitleId, sizes })],
    ['a blank name', () => ({ ...NEW_HIRE(), name: '   ' })],
    ['a name with NUL', () => ({ ...NEW_HIRE(), name: 'Rosa\u0000Ibarra' })],
    ['a name of 121 characters', () => ({ ...NEW_HIRE(), name: 'x'.repeat(121) })],
    ['a name with a bidi control', () => ({ ...NEW_HIRE(), name: 'Rosa \u202EardnI' })],
    ['a name as a number', () => ({ ...NEW_HIRE(), name: 42 })],
    ['no job title', () => ({ name: 'Rosa', sizes })],
    ['job title 0', () => ({ ...NEW_HIRE(), jobTitleId: 0 })],
    ['a job title as text', () => ({ ...NEW_HIRE(), jobTitleId: 'Supervisor' })],
    ['a job title past the integer range', () => ({ ...NEW_HIRE(), jobTitleId: 2_147_483_648 })],
    ['no sizes', () => ({ name: 'Rosa', jobTitleId })],
    ['sizes as an array', () => ({ ...NEW_HIRE(), sizes: ['M'] })],
    ['a size key that is not a style', () => ({ ...NEW_HIRE(), sizes: { ...sizes, polo: 'M' } })],
    ['a size key with NUL', () => ({ ...NEW_HIRE(), sizes: { ...sizes, 'item:1\u0000': 'M' } })],
    ['a blank size', () => ({ ...NEW_HIRE(), sizes: Object.fromEntries(Object.keys(sizes).map((k) => [k, ' '])) })],
    ['a size as a number', () => ({ ...NEW_HIRE(), sizes: Object.fromEntries(Object.keys(sizes).map((k) => [k, 32])) })],
    ['a size of 21 characters', () => ({ ...NEW_HIRE(), sizes: Object.fromEntries(Object.keys(sizes).map((k) => [k, 'M'.repeat(21)])) })],
    ['a start date that does not exist', () => ({ ...NEW_HIRE(), startDate: '2025-02-30' })],
    ['a start date in words', () => ({ ...NEW_HIRE(), startDate: 'mañana' })],
    ['an employee number of 31 characters', () => ({ ...NEW_HIRE(), employeeNumber: '1'.repeat(31) })],
    ['an area with NUL', () => ({ ...NEW_HIRE(), area: 'Pa\u0000tio' })],
    ['an extra property (programId)', () => ({ ...NEW_HIRE(), programId: 1 })],
    ['an extra property (active)', () => ({ ...NEW_HIRE(), active: false })],
  ];
  const BAD_PATCHES: [string, unknown][] = [
    ['null', null],
    ['an array', [{ active: false }]],
    ['no fields', {}],
    ['active as text', { active: 'false' }],
    ['active as 0', { active: 0 }],
    ['sizes as text', { sizes: 'M' }],
    ['a size key that is not a style', { sizes: { camisa: 'M' } }],
    ['an extra property (name)', { active: true, name: 'Otro nombre' }],
    ['an extra property (jobTitleId)', { jobTitleId: 1 }],
  ];
  const BAD_REQUESTS: [string, () => unknown][] = [
    ['null', () => null],
    ['an array', () => [employeeId]],
    ['no fields', () => ({})],
    ['no employees', () => ({ employeeIds: [] })],
    ['employees as text', () => ({ employeeIds: String(employeeId) })],
    ['an employee as text', () => ({ employeeIds: [String(employeeId)] })],
    ['employee 0', () => ({ employeeIds: [0] })],
    ['an employee past the integer range', () => ({ employeeIds: [2_147_483_648] })],
    ['an employee twice', () => ({ employeeIds: [employeeId, employeeId] })],
    ['501 employees', () => ({ employeeIds: Array.from({ length: 501 }, (_, i) => i + 1) })],
    ['a note with NUL', () => ({ employeeIds: [employeeId], note: 'hola\u0000' })],
    ['a note of 1001 characters', () => ({ employeeIds: [employeeId], note: 'x'.repeat(1001) })],
    ['a note as a number', () => ({ employeeIds: [employeeId], note: 5 })],
    ['an extra property (programId)', () => ({ employeeIds: [employeeId], programId: 1 })],
    ['an extra property (status)', () => ({ employeeIds: [employeeId], status: 'convertida' })],
  ];
  const BAD_LINKS: [string, unknown][] = [
    ['null', null],
    ['no fields', {}],
    ['no e-mail', { contactName: 'Laura', days: 5 }],
    ['a bad e-mail', { contactName: 'Laura', contactEmail: 'laura@', days: 5 }],
    ['an e-mail with NUL', { contactName: 'Laura', contactEmail: 'la\u0000ura@hotel.mx', days: 5 }],
    ['a blank name', { contactName: '  ', contactEmail: 'laura@hotel.mx', days: 5 }],
    ['days 0', { contactName: 'Laura', contactEmail: 'laura@hotel.mx', days: 0 }],
    ['days 181', { contactName: 'Laura', contactEmail: 'laura@hotel.mx', days: 181 }],
    ['days 1.5', { contactName: 'Laura', contactEmail: 'laura@hotel.mx', days: 1.5 }],
    ['days as text', { contactName: 'Laura', contactEmail: 'laura@hotel.mx', days: '5' }],
    ['an extra property (token)', { contactName: 'Laura', contactEmail: 'laura@hotel.mx', days: 5, token: 'x' }],
  ];

  beforeAll(async () => {
    f = await portalFixture(kind);
    ({ id: linkId, token } = await f.link());
    jobTitleId = f.p.jobTitles.supervisor;
    employeeId = f.p.employees[0]!.id;
    sizes = Object.fromEntries([f.p.styles.polo, f.p.styles.jacket].map((s) => [s.garmentType, s.sizes[0]!]));
    const created = await hrContact(f.t, '192.0.2.1')('POST', `${token}/requests`, { employeeIds: [employeeId] });
    requestId = created.json().id as number;
  });
  afterAll(() => f.close());

  /** Each hostile request from its own address, so the write limit never answers for the schema. */
  let address = 0;
  const hr = () => hrContact(f.t, `10.0.${Math.floor(++address / 250)}.${(address % 250) + 1}`);
  const expectSpanish4xx = (res: { statusCode: number; headers: Record<string, unknown>; body: string; json(): { message?: unknown } }, status?: number) => {
    if (status) expect(res.statusCode).toBe(status);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json().message).toMatch(/[a-záéíóúñ]{3}/i);
  };
  let before: Record<string, number>;
  beforeEach(async () => {
    before = await f.counts();
  });
  afterEach(async () => {
    expect(await f.counts()).toEqual(before);
  });

  describe.each(BAD_TOKENS)('token %s', (bad) => {
    it('is a 400 on every public route', async () => {
      expectSpanish4xx(await hr()('GET', bad), 400);
      expectSpanish4xx(await hr()('POST', `${bad}/employees`, NEW_HIRE()), 400);
      expectSpanish4xx(await hr()('PATCH', `${bad}/employees/${employeeId}`, { active: false }), 400);
      expectSpanish4xx(await hr()('POST', `${bad}/requests`, { employeeIds: [employeeId] }), 400);
    });
  });

  it.each(BAD_IDS)('PATCH …/employees/%s is a 4xx', async (id) => {
    expectSpanish4xx(await hr()('PATCH', `${token}/employees/${id}`, { active: false }));
  });

  it.each(BAD_NEW_HIRES)('POST …/employees with %s is a 400', async (_name, body) => {
    expectSpanish4xx(await hr()('POST', `${token}/employees`, body()), 400);
  });

  it.each(BAD_PATCHES)('PATCH …/employees/:id with %s is a 400', async (_name, body) => {
    expectSpanish4xx(await hr()('PATCH', `${token}/employees/${employeeId}`, body), 400);
  });

  it.each(BAD_REQUESTS)('POST …/requests with %s is a 400', async (_name, body) => {
    expectSpanish4xx(await hr()('POST', `${token}/requests`, body()), 400);
  });

  it('answers bodies that are not JSON with 415 and broken JSON with 400 on every public write', async () => {
    for (const url of [`${token}/employees`, `${token}/requests`, `${token}/employees/${employeeId}`]) {
      const method = url.includes('/employees/') ? 'PATCH' : 'POST';
      expectSpanish4xx(await hr()(method, url, 'name=Rosa', { 'content-type': 'text/plain' }), 415);
      expectSpanish4xx(await hr()(method, url, '{"name": "Rosa",', { 'content-type': 'application/json' }), 400);
      expectSpanish4xx(await hr()(method, url, '', { 'content-type': 'application/json' }), 400);
    }
  });

  it.each(BAD_LINKS)('POST /programs/:id/portal-links with %s is a 400', async (_name, body) => {
    expectSpanish4xx(await f.seller.as('POST', `/api/programs/${f.p.programId}/portal-links`, body), 400);
  });

  it.each(BAD_IDS)('the staff routes with id %s are a 4xx', async (id) => {
    expectSpanish4xx(await f.seller.as.get(`/api/programs/${id}/portal-links`));
    expectSpanish4xx(await f.seller.as.get(`/api/programs/${id}/reorder-requests`));
    expectSpanish4xx(await f.seller.as('POST', `/api/programs/${id}/portal-links`, { contactName: 'Laura', contactEmail: 'laura@hotel.mx', days: 5 }));
    expectSpanish4xx(await f.seller.as('DELETE', `/api/programs/${f.p.programId}/portal-links/${id}`));
    expectSpanish4xx(await f.seller.as('POST', `/api/programs/${f.p.programId}/portal-links/${id}/email`, { token }));
    expectSpanish4xx(await f.seller.as('POST', `/api/programs/${f.p.programId}/reorder-requests/${id}/discard`));
  });

  it('the e-mail route refuses hostile bodies (400)', async () => {
    const url = `/api/programs/${f.p.programId}/portal-links/${linkId}/email`;
    for (const body of [null, {}, { token: 'short' }, { token: `${'A'.repeat(42)}\u0000` }, { token, to: 'otro@correo.mx' }, [token]]) {
      expectSpanish4xx(await f.seller.as('POST', url, body), 400);
    }
  });

  it('the valid bodies still pass afterwards (the tables above could fail)', async () => {
    const added = await hr()('POST', `${token}/employees`, NEW_HIRE());
    expect(added.statusCode).toBe(201);
    expect((await hr()('PATCH', `${token}/employees/${employeeId}`, { active: true })).statusCode).toBe(200);
    expect((await hr()('POST', `${token}/requests`, { employeeIds: [employeeId], note: 'Prueba' })).statusCode).toBe(201);
    expect((await f.seller.as('POST', `/api/programs/${f.p.programId}/reorder-requests/${requestId}/discard`)).statusCode).toBe(200);
    // This test writes on purpose.
    before = await f.counts();
  });
});
