import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildProgram, buildUser, type BuiltProgram, type BuiltUser } from '../helpers/builders';
import { testDatabases } from '../helpers/databases';

jest.setTimeout(180_000);

/* Hostile inputs on every uniform-program route (issue 35), both databases: a 4xx JSON with a Spanish message, never a 5xx, nothing written. */

const BAD_IDS = ['abc', '0', '-1', '1.5', '1e3', '012', '2147483648', '99999999999', '%00', '1%00', '%20', 'Infinity'];

const BAD_QUERIES = [
  'jobTitleId=0',
  'jobTitleId=abc',
  'jobTitleId=1e3',
  'jobTitleId=2147483648',
  'area=',
  'area=%00',
  'area=' + 'x'.repeat(200),
  'active=quizá',
  'active=2',
  'activo=true',
  'jobTitleId=1&jobTitleId=2',
];

const TOO_LONG = 'x'.repeat(5000);

describe.each(testDatabases)('uniform programs against hostile inputs (%s)', (kind) => {
  let t: TestApp;
  let seller: BuiltUser;
  let p: BuiltProgram;
  let snapshot: unknown;

  const state = async () => ({
    programs: await t.app.db.selectFrom('uniform_programs').selectAll().orderBy('id').execute(),
    titles: await t.app.db.selectFrom('program_job_titles').selectAll().orderBy('id').execute(),
    lines: await t.app.db.selectFrom('program_kit_lines').selectAll().orderBy('id').execute(),
    employees: await t.app.db.selectFrom('program_employees').selectAll().orderBy('id').execute(),
    sizes: await t.app.db.selectFrom('program_employee_sizes').selectAll().orderBy('employee_id').orderBy('garment_type').execute(),
  });
  const expectSpanish4xx = (res: LightMyRequestResponse, what: string) => {
    expect([what, res.statusCode >= 400 && res.statusCode < 500]).toEqual([what, true]);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect([what, res.json().message]).toEqual([what, expect.stringMatching(/[a-záéíóúñ]{3}/i)]);
  };

  const program = () => ({ name: 'Uniformes 2026', period: 'anual', periodStart: '2026-01-01', notes: '', active: true, sellerId: null });
  const jobTitle = () => ({ name: 'Chofer' });
  const kitLine = () => ({ itemId: p.styles.cap.id, colourId: p.styles.cap.colourId, sampleId: p.styles.cap.sampleId, piecesPerPeriod: 1 });
  const employee = () => ({ employeeNumber: 'H-1', name: 'Hostil Uno', jobTitleId: p.jobTitles.operator, area: null, startDate: null, active: true, sizes: { [p.styles.cap.garmentType]: 'UNI' } });

  const BAD_PROGRAMS: [string, () => unknown][] = [
    ['null', () => null],
    ['an array', () => [program()]],
    ['no fields', () => ({})],
    ['a blank name', () => ({ ...program(), name: '   ' })],
    ['a name with NUL', () => ({ ...program(), name: 'Uni\u0000formes' })],
    ['a name too long', () => ({ ...program(), name: TOO_LONG })],
    ['a monthly period', () => ({ ...program(), period: 'mensual' })],
    ['a start that does not exist', () => ({ ...program(), periodStart: '2026-02-30' })],
    ['a start with a time', () => ({ ...program(), periodStart: '2026-01-01T00:00:00Z' })],
    ['a start in words', () => ({ ...program(), periodStart: 'enero' })],
    ['notes too long', () => ({ ...program(), notes: TOO_LONG })],
    ['active as text', () => ({ ...program(), active: 'sí' })],
    ['a seller as text', () => ({ ...program(), sellerId: 'yo' })],
    ['seller 0', () => ({ ...program(), sellerId: 0 })],
    ['an extra property', () => ({ ...program(), partnerId: 1 })],
  ];
  const BAD_TITLES: [string, () => unknown][] = [
    ['null', () => null],
    ['no name', () => ({})],
    ['a blank name', () => ({ name: ' ' })],
    ['a name too long', () => ({ name: TOO_LONG })],
    ['a name as a number', () => ({ name: 7 })],
    ['a negative order', () => ({ name: 'Chofer', sortOrder: -1 })],
    ['an order with decimals', () => ({ name: 'Chofer', sortOrder: 1.5 })],
    ['an extra property', () => ({ name: 'Chofer', programId: 1 })],
  ];
  const BAD_LINES: [string, () => unknown][] = [
    ['null', () => null],
    ['no fields', () => ({})],
    ['0 pieces', () => ({ ...kitLine(), piecesPerPeriod: 0 })],
    ['100 pieces', () => ({ ...kitLine(), piecesPerPeriod: 100 })],
    ['pieces with decimals', () => ({ ...kitLine(), piecesPerPeriod: 1.5 })],
    ['pieces as text', () => ({ ...kitLine(), piecesPerPeriod: '1' })],
    ['a style as text', () => ({ ...kitLine(), itemId: 'GOR-001' })],
    ['a style past the integer range', () => ({ ...kitLine(), itemId: 2_147_483_648 })],
    ['a colour that does not exist', () => ({ ...kitLine(), colourId: 999_999 })],
    ['a sample that does not exist', () => ({ ...kitLine(), sampleId: 999_999 })],
    ['an extra property', () => ({ ...kitLine(), jobTitleId: 1 })],
  ];
  const BAD_EMPLOYEES: [string, () => unknown][] = [
    ['null', () => null],
    ['no fields', () => ({})],
    ['a blank name', () => ({ ...employee(), name: '  ' })],
    ['a name with NUL', () => ({ ...employee(), name: 'Ho\u0000stil' })],
    ['a name with a direction override', () => ({ ...employee(), name: 'Hostil \u202Eexe.pdf' })],
    ['a name too long', () => ({ ...employee(), name: TOO_LONG })],
    ['a blank number', () => ({ ...employee(), employeeNumber: '' })],
    ['a number too long', () => ({ ...employee(), employeeNumber: TOO_LONG })],
    ['a blank area', () => ({ ...employee(), area: ' ' })],
    ['a start that does not exist', () => ({ ...employee(), startDate: '2025-13-01' })],
    ['a job title as text', () => ({ ...employee(), jobTitleId: 'Chofer' })],
    ['a job title that does not exist', () => ({ ...employee(), jobTitleId: 999_999 })],
    ['sizes as a list', () => ({ ...employee(), sizes: ['UNI'] })],
    ['a size not in any run', () => ({ ...employee(), sizes: { [p.styles.cap.garmentType]: 'XXXL' } })],
    ['a size outside the style’s run', () => ({ ...employee(), sizes: { [p.styles.cap.garmentType]: 'M' } })],
    ['a garment type that is no style', () => ({ ...employee(), sizes: { gorra: 'UNI' } })],
    ['a garment type of another style', () => ({ ...employee(), sizes: { 'item:999999': 'UNI' } })],
    ['a size as a number', () => ({ ...employee(), sizes: { [p.styles.trousers.garmentType]: 32 } })],
    ['a prototype key', () => JSON.parse(`{"employeeNumber":null,"name":"Proto","jobTitleId":${p.jobTitles.operator},"area":null,"startDate":null,"active":true,"sizes":{"__proto__":"UNI"}}`)],
    ['an extra property', () => ({ ...employee(), programId: 1 })],
    ['active as 1', () => ({ ...employee(), active: 1 })],
  ];

  beforeAll(async () => {
    t = await createTestApp(kind);
    seller = await buildUser(t.app, { role: 'seller' });
    p = await buildProgram(t.app, { sellerId: seller.id, employees: 3 });
    snapshot = await state();
  });
  afterAll(() => t.close());

  const routes = () => {
    const e = p.employees[0]!.id;
    const l = p.kitLines.operatorCap;
    const j = p.jobTitles.supervisor;
    return {
      listPartnerPrograms: (id = `${p.clientId}`) => ['GET', `/api/business-partners/${id}/programs`],
      createProgram: (id = `${p.clientId}`) => ['POST', `/api/business-partners/${id}/programs`, program()],
      getProgram: (id = `${p.programId}`) => ['GET', `/api/programs/${id}`],
      updateProgram: (id = `${p.programId}`) => ['PUT', `/api/programs/${id}`, program()],
      kitOptions: (id = `${p.programId}`) => ['GET', `/api/programs/${id}/kit-options`],
      createJobTitle: (id = `${p.programId}`) => ['POST', `/api/programs/${id}/job-titles`, jobTitle()],
      updateJobTitle: (id = `${p.programId}`, sub = `${j}`) => ['PUT', `/api/programs/${id}/job-titles/${sub}`, jobTitle()],
      deleteJobTitle: (id = `${p.programId}`, sub = `${j}`) => ['DELETE', `/api/programs/${id}/job-titles/${sub}`],
      createKitLine: (id = `${p.programId}`, sub = `${j}`) => ['POST', `/api/programs/${id}/job-titles/${sub}/kit-lines`, kitLine()],
      updateKitLine: (id = `${p.programId}`, sub = `${l}`) => ['PUT', `/api/programs/${id}/kit-lines/${sub}`, kitLine()],
      deleteKitLine: (id = `${p.programId}`, sub = `${l}`) => ['DELETE', `/api/programs/${id}/kit-lines/${sub}`],
      listEmployees: (id = `${p.programId}`) => ['GET', `/api/programs/${id}/employees`],
      createEmployee: (id = `${p.programId}`) => ['POST', `/api/programs/${id}/employees`, employee()],
      updateEmployee: (id = `${p.programId}`, sub = `${e}`) => ['PUT', `/api/programs/${id}/employees/${sub}`, employee()],
      setEmployeeActive: (id = `${p.programId}`, sub = `${e}`) => ['PUT', `/api/programs/${id}/employees/${sub}/active`, { active: false }],
    } as Record<string, (id?: string, sub?: string) => [string, string, unknown?]>;
  };

  it('answers a bad id in every id segment of every route with a Spanish 4xx; nothing written', async () => {
    for (const [name, build] of Object.entries(routes())) {
      // Routes with a second id (a job title, kit line or employee of the program) are tried on both.
      const twoIds = build.toString().includes('sub =');
      for (const bad of BAD_IDS) {
        const [method, url, body] = build(bad);
        expectSpanish4xx(await seller.as(method as 'GET', url, body), `${name} id=${bad}`);
        if (twoIds) {
          const [m2, u2, b2] = build(undefined, bad);
          expectSpanish4xx(await seller.as(m2 as 'GET', u2, b2), `${name} sub=${bad}`);
        }
      }
    }
    expect(await state()).toEqual(snapshot);
  });

  it.each(BAD_QUERIES)('GET /programs/:id/employees?%s is a 400', async (query) => {
    const res = await seller.as.get(`/api/programs/${p.programId}/employees?${query}`);
    expect(res.statusCode).toBe(400);
    expectSpanish4xx(res, query);
  });

  const bodyCases = () =>
    [
      ...BAD_PROGRAMS.flatMap(([what, body]) => [
        ['POST', `/api/business-partners/${p.clientId}/programs`, what, body] as const,
        ['PUT', `/api/programs/${p.programId}`, what, body] as const,
      ]),
      ...BAD_TITLES.flatMap(([what, body]) => [
        ['POST', `/api/programs/${p.programId}/job-titles`, what, body] as const,
        ['PUT', `/api/programs/${p.programId}/job-titles/${p.jobTitles.supervisor}`, what, body] as const,
      ]),
      ...BAD_LINES.flatMap(([what, body]) => [
        ['POST', `/api/programs/${p.programId}/job-titles/${p.jobTitles.supervisor}/kit-lines`, what, body] as const,
        ['PUT', `/api/programs/${p.programId}/kit-lines/${p.kitLines.operatorCap}`, what, body] as const,
      ]),
      ...BAD_EMPLOYEES.flatMap(([what, body]) => [
        ['POST', `/api/programs/${p.programId}/employees`, what, body] as const,
        ['PUT', `/api/programs/${p.programId}/employees/${p.employees[0]!.id}`, what, body] as const,
      ]),
      ...(
        [
          ['null', () => null],
          ['no active', () => ({})],
          ['active as text', () => ({ active: 'no' })],
          ['an extra property', () => ({ active: false, name: 'x' })],
        ] as [string, () => unknown][]
      ).map(([what, body]) => ['PUT', `/api/programs/${p.programId}/employees/${p.employees[0]!.id}/active`, what, body] as const),
    ] as const;

  it('answers every hostile body of every write with a Spanish 4xx; nothing written', async () => {
    for (const [method, url, what, body] of bodyCases()) {
      expectSpanish4xx(await seller.as(method, url, body() as object), `${method} ${url} with ${what}`);
    }
    expect(await state()).toEqual(snapshot);
  });

  it('answers a body that is not JSON with 415 and broken JSON with 400 on every write; nothing written', async () => {
    for (const [name, build] of Object.entries(routes())) {
      const [method, url, body] = build();
      if (body === undefined) continue;
      expectSpanish4xx(await seller.as(method as 'POST', url, 'name=x', { 'content-type': 'text/plain' }), `${name} text/plain`);
      expectSpanish4xx(await seller.as(method as 'POST', url, '{"name": "x",', { 'content-type': 'application/json' }), `${name} broken JSON`);
    }
    expect(await state()).toEqual(snapshot);
  });

  it('still accepts the valid bodies afterwards (the tables above could fail)', async () => {
    const r = routes();
    for (const name of ['createJobTitle', 'createKitLine', 'createEmployee', 'updateEmployee', 'setEmployeeActive', 'updateProgram']) {
      const [method, url, sent] = r[name]!();
      const body = name === 'updateEmployee' ? { ...employee(), employeeNumber: 'H-2', name: 'Hostil Dos' } : sent;
      const res = await seller.as(method as 'POST', url, body);
      expect([name, res.statusCode]).toEqual([name, method === 'POST' ? 201 : 200]);
    }
  });
});
