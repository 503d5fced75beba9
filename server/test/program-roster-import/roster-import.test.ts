import { ROSTER_FILE_MESSAGES, type RosterImportResult } from '@muestrario/shared/domain';
import { readRosterFile } from '../../src/modules/program-roster-import/files/read-roster-file';
import { addUser, createTestApp, loginCookie, type TestApp } from '../helpers/app';
import { buildProgram, type BuiltProgram } from '../helpers/builders';
import { testDatabases } from '../helpers/databases';
import { csvOf, xlsxOf } from '../helpers/hostile-spreadsheets';
import { multipart } from '../helpers/multipart';
import { injectAs, type Requester } from '../helpers/request';

// Argon2 sign-ins and two programs built on a busy machine.
jest.setTimeout(120_000);

/**
 * Issue 35, item 2 and acceptance 2: a program's roster from a CSV or XLSX. The template, the preview
 * (writes nothing), the apply (valid rows in one transaction, rows with errors left out and reported),
 * matching by employee number or name, and who may — on SQLite and PostgreSQL.
 */
describe.each(testDatabases)('roster import (%s)', (kind) => {
  let t: TestApp;
  let p: BuiltProgram;
  let owner: Requester;
  let admin: Requester;
  let otherSeller: Requester;
  let designer: Requester;
  let labels: Record<string, string>;

  const url = (programId = p.programId) => `/api/programs/${programId}/roster-import`;
  const send = (who: Requester, data: Buffer, mode?: 'preview' | 'apply', filename = 'plantilla.csv', programId?: number) =>
    who.upload(url(programId), multipart(mode ? { mode } : {}, { filename, data }));
  const roster = async () =>
    (await t.app.programs.employees(p.programId)).map((e) => ({ number: e.employeeNumber, name: e.name, jobTitleId: e.jobTitleId, area: e.area, startDate: e.startDate, sizes: e.sizes }));

  beforeAll(async () => {
    t = await createTestApp(kind);
    await addUser(t.app, { username: 'vendedora', password: 'secreto-123', firstName: 'Ana', lastName: 'Ruiz', role: 'seller' });
    await addUser(t.app, { username: 'otro', password: 'secreto-123', firstName: 'Otro', lastName: 'Vendedor', role: 'seller' });
    await addUser(t.app, { username: 'jefa', password: 'secreto-123', firstName: 'Jefa', lastName: 'Admin', role: 'admin' });
    await addUser(t.app, { username: 'disena', password: 'secreto-123', firstName: 'Diseño', lastName: 'Prueba', role: 'designer' });
    owner = injectAs(t.app, await loginCookie(t.app, 'vendedora', 'secreto-123'));
    otherSeller = injectAs(t.app, await loginCookie(t.app, 'otro', 'secreto-123'));
    admin = injectAs(t.app, await loginCookie(t.app, 'jefa', 'secreto-123'));
    designer = injectAs(t.app, await loginCookie(t.app, 'disena', 'secreto-123'));
    p = await buildProgram(t.app, { employees: 10 });
    const detail = (await t.app.programs.detail(p.programId, t.clock.now()))!;
    labels = Object.fromEntries(detail.garmentTypes.map((g) => [g.itemCode, g.label]));
  });
  afterAll(() => t?.close());

  const header = () => ['Número de empleado', 'Nombre', 'Puesto', 'Área', 'Fecha de ingreso', ...['POL-001', 'CHM-001', 'GOR-001', 'PAN-001'].map((c) => `Talla ${labels[c]}`)];

  it('downloads the template as CSV (UTF-8 with BOM) and XLSX: the columns and the active employees', async () => {
    const csv = await owner.get(`/api/programs/${p.programId}/roster-template?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(String(csv.headers['content-disposition'])).toContain('attachment; filename="plantilla-uniformes-2025.csv"');
    expect(csv.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const fromCsv = readRosterFile(csv.rawPayload);
    expect(fromCsv.rows[0]!.cells).toEqual(header());
    expect(fromCsv.rows).toHaveLength(11);
    const first = p.employees[0]!;
    expect(fromCsv.rows.find((r) => r.cells[0] === first.employeeNumber)!.cells.slice(1, 5)).toEqual([first.name, 'Operador de almacén', first.area, '15/02/2025']);

    const xlsx = await owner.get(`/api/programs/${p.programId}/roster-template?format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const fromXlsx = readRosterFile(xlsx.rawPayload);
    expect(fromXlsx.rows[0]!.cells).toEqual(header());
    expect(fromXlsx.rows).toHaveLength(11);

    // Uploaded back unchanged, both files change nothing.
    for (const [data, filename] of [
      [csv.rawPayload, 'plantilla.csv'],
      [xlsx.rawPayload, 'plantilla.xlsx'],
    ] as const) {
      const res = await send(owner, data, 'preview', filename);
      expect([res.statusCode, (res.json() as RosterImportResult).counts]).toEqual([200, { new: 0, updated: 0, unchanged: 10, errors: 0, warnings: 0 }]);
    }
    expect((await owner.get(`/api/programs/${p.programId}/roster-template?format=pdf`)).statusCode).toBe(400);
  });

  it('imports a 500-row CSV with some bad rows: the preview writes nothing, the apply writes the valid rows and reports the others by row and column', async () => {
    const before = await roster();
    const polo = p.styles.polo;
    const rows = [header()];
    for (let i = 0; i < 500; i++) {
      const bad = i % 25 === 3 ? 'title' : i % 25 === 11 ? 'size' : i % 25 === 17 ? 'date' : null;
      rows.push([
        `N${1000 + i}`,
        `Empleado Nuevo ${i}`,
        bad === 'title' ? 'Chofer' : i % 2 ? 'Supervisor' : 'Operador de almacén',
        'Planta',
        bad === 'date' ? '31/02/2025' : '01/03/2025',
        bad === 'size' ? 'XXXL' : polo.sizes[i % polo.sizes.length]!,
        p.styles.jacket.sizes[0]!,
        i % 2 ? '' : p.styles.cap.sizes[0]!,
        i % 2 ? '' : p.styles.trousers.sizes[0]!,
      ]);
    }
    // An update of an existing employee (new area and polo size) rides along.
    const first = p.employees[0]!;
    rows.push([first.employeeNumber, first.name, 'Operador de almacén', 'Embarques', '', polo.sizes[0]!, '', '', '']);
    const file = csvOf(rows, { delimiter: ';' });

    const preview = await send(owner, file, 'preview');
    expect(preview.statusCode).toBe(200);
    const checked = preview.json() as RosterImportResult;
    expect(checked).toMatchObject({ mode: 'preview', format: 'csv', rows: 501, counts: { new: 440, updated: 1, unchanged: 0, errors: 60, warnings: 0 }, issueCount: 60 });
    expect(checked.issues[0]).toEqual({ row: 5, column: 'Puesto', severity: 'error', message: 'El puesto «Chofer» no está en el programa (puestos: Operador de almacén, Supervisor).' });
    expect(checked.issues[1]).toEqual({ row: 13, column: `Talla ${labels['POL-001']}`, severity: 'error', message: `La talla «XXXL» no es de ${labels['POL-001']} (tallas: ${polo.sizes.join(', ')}).` });
    expect(checked.issues[2]).toMatchObject({ row: 19, column: 'Fecha de ingreso', severity: 'error' });
    expect(await roster()).toEqual(before);

    const applied = await send(owner, file, 'apply');
    expect(applied.statusCode).toBe(200);
    expect(applied.json()).toMatchObject({ mode: 'apply', counts: { new: 440, updated: 1, errors: 60 } });
    const after = await t.app.programs.employees(p.programId);
    expect(after).toHaveLength(10 + 440);
    const hire = after.find((e) => e.name === 'Empleado Nuevo 0')!;
    expect(hire).toMatchObject({ employeeNumber: 'N1000', jobTitleId: p.jobTitles.operator, area: 'Planta', startDate: '2025-03-01', active: true });
    expect(hire.sizes).toEqual({ [polo.garmentType]: polo.sizes[0], [p.styles.jacket.garmentType]: p.styles.jacket.sizes[0], [p.styles.cap.garmentType]: p.styles.cap.sizes[0], [p.styles.trousers.garmentType]: p.styles.trousers.sizes[0] });
    expect(after.some((e) => e.name === 'Empleado Nuevo 3' || e.name === 'Empleado Nuevo 11' || e.name === 'Empleado Nuevo 17')).toBe(false);
    const updated = after.find((e) => e.id === first.id)!;
    // The empty cells kept what the roster had (start date, jacket, cap, trousers); the others changed.
    expect(updated).toMatchObject({ area: 'Embarques', startDate: '2025-02-15' });
    expect(updated.sizes).toEqual({ ...first.sizes, [polo.garmentType]: polo.sizes[0] });

    // The same file again: the 440 are now known, so they are unchanged; the bad rows are still bad.
    const again = (await send(owner, file, 'preview')).json() as RosterImportResult;
    expect(again.counts).toEqual({ new: 0, updated: 0, unchanged: 441, errors: 60, warnings: 0 });
  });

  it('reads the CSV Excel writes in Windows-1252 and the .xlsx, and updates by name when the row has no number', async () => {
    const latin1 = csvOf(
      [
        ['Nombre', 'Puesto', 'Área'],
        ['Begoña Núñez', 'Supervisor', 'Almacén'],
      ],
      { encoding: 'latin1' },
    );
    expect((await send(owner, latin1, 'apply')).json()).toMatchObject({ counts: { new: 1, errors: 0, warnings: 1 } });
    const added = (await t.app.programs.employees(p.programId)).find((e) => e.name === 'Begoña Núñez')!;
    expect(added).toMatchObject({ employeeNumber: null, area: 'Almacén', sizes: {} });

    const xlsx = xlsxOf([
      ['nombre', 'puesto', 'No. de empleado', `Talla ${labels['CHM-001']}`, 'Fecha de ingreso'],
      ['BEGOÑA NÚÑEZ', 'supervisor', 'N9999', p.styles.jacket.sizes[1]!, { date: '2024-08-05' }],
    ]);
    const res = await send(owner, xlsx, 'apply', 'plantilla.xlsx');
    expect(res.json()).toMatchObject({ format: 'xlsx', counts: { new: 0, updated: 1, errors: 0 } });
    const changed = (await t.app.programs.employees(p.programId)).find((e) => e.id === added.id)!;
    expect(changed).toMatchObject({ name: 'BEGOÑA NÚÑEZ', employeeNumber: 'N9999', startDate: '2024-08-05', sizes: { [p.styles.jacket.garmentType]: p.styles.jacket.sizes[1] } });
  });

  it('refuses the apply of a file whose every row is wrong, listing the problems; nothing is written', async () => {
    const before = await roster();
    const file = csvOf([
      ['Nombre', 'Puesto'],
      ['=cmd|\' /C calc\'!A0', 'Supervisor'],
      ['Sin Puesto', ''],
    ]);
    const preview = await send(owner, file);
    expect(preview.statusCode).toBe(200);
    expect((preview.json() as RosterImportResult).issues.map((i) => i.message)).toEqual([
      "«=cmd|' /C calc'!A0» empieza como una fórmula de hoja de cálculo (=, +, - o @): escribe el texto sin ese signo.",
      'Falta el puesto.',
    ]);
    const applied = await send(owner, file, 'apply');
    expect(applied.statusCode).toBe(400);
    expect(applied.json()).toEqual({
      message: ROSTER_FILE_MESSAGES.nothingToImport,
      problems: ["Fila 2, Nombre: «=cmd|' /C calc'!A0» empieza como una fórmula de hoja de cálculo (=, +, - o @): escribe el texto sin ese signo.", 'Fila 3, Puesto: Falta el puesto.'],
    });
    expect(await roster()).toEqual(before);
  });

  it('lets the seller of the client and an admin import; refuses other roles and other sellers; 404 for a program that does not exist', async () => {
    const file = csvOf([
      ['Nombre', 'Puesto'],
      ['Persona Permisos', 'Supervisor'],
    ]);
    expect((await send(admin, file)).statusCode).toBe(200);
    for (const who of [designer, otherSeller]) {
      const res = await send(who, file, 'apply');
      expect([res.statusCode, typeof res.json().message]).toEqual([403, 'string']);
      expect((await who.get(`/api/programs/${p.programId}/roster-template?format=csv`)).statusCode).toBe(403);
    }
    expect((await send(owner, file, 'apply', 'x.csv', 999_999)).statusCode).toBe(404);
    expect((await injectAs(t.app).upload(url(), multipart({}, { filename: 'x.csv', data: file }))).statusCode).toBe(401);
    expect((await t.app.programs.employees(p.programId)).some((e) => e.name === 'Persona Permisos')).toBe(false);
  });
});
