import { sql } from 'kysely';
import { foldName } from '@muestrario/shared/rules';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildProgram, type BuiltProgram } from '../helpers/builders';
import { testDatabases } from '../helpers/databases';

jest.setTimeout(60_000);

/** Migration 0051's tables, the repository's reads and the test builder B, C and D build on (issue 35). */
describe.each(testDatabases)('uniform programs: schema, repository and builder (%s)', (kind) => {
  let t: TestApp;
  let p: BuiltProgram;
  beforeAll(async () => {
    t = await createTestApp(kind);
    p = await buildProgram(t.app, { employees: 50 });
  });
  afterAll(() => t.close());

  it('builds a program with two job titles, their kits and 50 employees with a size for every style of their kit', async () => {
    const detail = (await t.app.programs.detail(p.programId, t.clock.now()))!;
    expect(detail).toMatchObject({ partnerId: p.clientId, name: 'Uniformes 2025', period: 'anual', periodStart: '2025-01-01', periodEnd: '2025-12-31', active: true, jobTitleCount: 2, employeeCount: 50 });
    expect(detail.jobTitles.map((j) => [j.name, j.kit.map((k) => `${k.itemCode}×${k.piecesPerPeriod}`)])).toEqual([
      ['Operador de almacén', ['POL-001×2', 'CHM-001×1', 'GOR-001×1', 'PAN-001×2']],
      ['Supervisor', ['POL-001×3', 'CHM-001×1']],
    ]);
    expect(detail.jobTitles.map((j) => j.employeeCount)).toEqual([30, 20]);
    expect(detail.garmentTypes.map((g) => g.itemCode)).toEqual(['POL-001', 'CHM-001', 'GOR-001', 'PAN-001']);
    expect(detail.garmentTypes[2]!.sizes).toEqual(['UNI']);
    const roster = await t.app.programs.employees(p.programId);
    expect(roster).toHaveLength(50);
    for (const e of roster) {
      const kit = detail.jobTitles.find((j) => j.id === e.jobTitleId)!.kit;
      expect(Object.keys(e.sizes).sort()).toEqual([...new Set(kit.map((k) => k.garmentType))].sort());
      for (const line of kit) expect(line.sizes).toContain(e.sizes[line.garmentType]);
    }
    expect(await t.app.programs.areas(p.programId)).toEqual(['Almacén', 'Embarques', 'Patio']);
    expect(await t.app.programs.employees(p.programId, { jobTitleId: p.jobTitles.supervisor, area: 'Patio' })).toHaveLength(
      p.employees.filter((e) => e.jobTitleId === p.jobTitles.supervisor && e.area === 'Patio').length,
    );
    expect(await t.app.programs.listForPartner(p.clientId, p.sellerId + 1000, t.clock.now())).toEqual([]);
  });

  it('refuses a second job title, employee name or employee number alike in one program (folded), but many employees without a number', async () => {
    const title = t.app.programs.insertJobTitle({ program_id: p.programId, name: 'SUPERVISOR', folded_name: foldName('SUPERVISOR'), sort_order: 9 });
    await expect(title).rejects.toHaveProperty('message', expect.stringMatching(/unique/i));
    const at = '2025-03-10T10:00:00.000Z';
    const base = { program_id: p.programId, job_title_id: p.jobTitles.operator, area: null, start_date: null, created_at: at, updated_at: at };
    const first = p.employees[0]!;
    await expect(t.app.programs.insertEmployee({ ...base, employee_number: null, name: first.name.toUpperCase(), folded_name: foldName(first.name.toUpperCase()) })).rejects.toHaveProperty(
      'message',
      expect.stringMatching(/unique/i),
    );
    await expect(t.app.programs.insertEmployee({ ...base, employee_number: first.employeeNumber, name: 'Otra Persona', folded_name: foldName('Otra Persona') })).rejects.toHaveProperty(
      'message',
      expect.stringMatching(/unique/i),
    );
    await t.app.programs.insertEmployee({ ...base, employee_number: null, name: 'Sin Número Uno', folded_name: foldName('Sin Número Uno') });
    await t.app.programs.insertEmployee({ ...base, employee_number: null, name: 'Sin Número Dos', folded_name: foldName('Sin Número Dos') });
  });

  it('enforces the periods, statuses and positive pieces by check constraints', async () => {
    await expect(sql`update uniform_programs set period = 'mensual' where id = ${p.programId}`.execute(t.app.db)).rejects.toHaveProperty('message', expect.stringMatching(/check constraint/i));
    await expect(sql`update program_kit_lines set pieces_per_period = 0 where id = ${p.kitLines.operatorCap}`.execute(t.app.db)).rejects.toHaveProperty('message', expect.stringMatching(/check constraint/i));
    await expect(
      sql`insert into program_reorder_requests (program_id, status, created_at) values (${p.programId}, 'abierta', '2025-03-10')`.execute(t.app.db),
    ).rejects.toHaveProperty('message', expect.stringMatching(/check constraint/i));
  });
});
