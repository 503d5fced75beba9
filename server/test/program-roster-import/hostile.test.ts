import type { LightMyRequestResponse } from 'fastify';
import { ROSTER_FILE_MESSAGES as M } from '@muestrario/shared/domain';
import { addUser, createTestApp, loginCookie, type TestApp } from '../helpers/app';
import { buildProgram, type BuiltProgram } from '../helpers/builders';
import { testDatabases } from '../helpers/databases';
import { csvOf, encryptedXlsx, entityXlsx, honestBombXlsx, lyingBombXlsx, OLD_XLS, xlsxWithSheet, zipBomb } from '../helpers/hostile-spreadsheets';
import { multipart, PNG_2x1 } from '../helpers/multipart';
import { injectAs, type Requester } from '../helpers/request';

// Sign-ins, a program and bombs deflated on a busy machine.
jest.setTimeout(180_000);

const HEADER = ['Número de empleado', 'Nombre', 'Puesto'];
const many = (n: number) => csvOf([HEADER, ...Array.from({ length: n }, (_, i) => [`H${i}`, `Persona Hostil ${i}`, 'Supervisor'])]);

/** [what, filename, bytes, status, message (exact, or a part of it)] — every one a Spanish 4xx that stores nothing. */
type HostileFile = [string, string, () => Buffer, number, string | RegExp];

const FILES: HostileFile[] = [
  ['an empty file', 'vacio.csv', () => Buffer.alloc(0), 400, M.empty],
  ['a PNG', 'foto.png', () => PNG_2x1, 415, M.notSpreadsheet],
  ['a PNG named .csv', 'plantilla.csv', () => PNG_2x1, 415, M.notSpreadsheet],
  ['a PDF', 'plantilla.pdf', () => Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<< /Type /Catalog >>\nstream\n\x00\x01\x02\nendstream', 'latin1'), 415, M.notSpreadsheet],
  ['an old .xls (or a protected .xlsx)', 'plantilla.xls', () => OLD_XLS, 415, M.oldExcel],
  ['a ZIP bomb that is not a workbook', 'bomba.xlsx', zipBomb, 400, M.badXlsx],
  ['an .xlsx whose sheet inflates to 64 MB', 'bomba.xlsx', honestBombXlsx, 413, M.xlsxTooLarge],
  ['an .xlsx whose sheet says 1 KB and inflates to 64 MB', 'bomba.xlsx', lyingBombXlsx, 413, M.xlsxTooLarge],
  ['an .xlsx with an encrypted entry', 'cifrado.xlsx', encryptedXlsx, 400, M.protectedXlsx],
  ['an .xlsx whose sheet declares entities (billion laughs)', 'entidades.xlsx', entityXlsx, 400, M.badXlsx],
  ['an .xlsx whose sheet is not XML', 'roto.xlsx', () => xlsxWithSheet(Buffer.from('<worksheet><sheetData><row>')), 400, M.badXlsx],
  ['a ZIP cut in half', 'cortado.xlsx', () => honestBombXlsx().subarray(0, 2000), 400, M.badXlsx],
  ['a 10 MB file', 'grande.csv', () => Buffer.concat([csvOf([HEADER]), Buffer.alloc(10 * 1024 * 1024, 'a')]), 413, M.tooLarge],
  ['10,000 rows', 'muchas.csv', () => many(10_000), 413, M.tooManyRows],
  ['wrong headers', 'encabezados.csv', () => csvOf([['Nombre', 'Puesto', 'Salario'], ['Ana', 'Supervisor', '9000']]), 400, /La columna «Salario» no es de la plantilla/],
  ['no header row', 'sin-encabezado.csv', () => csvOf([['Ana Ruiz', 'Supervisor']]), 400, M.noHeader],
  ['a header without rows', 'solo-encabezado.csv', () => csvOf([HEADER]), 400, M.noRows],
  ['a missing required column', 'sin-puesto.csv', () => csvOf([['Nombre'], ['Ana']]), 400, M.missingColumn('Puesto')],
  ['a quote never closed', 'comillas.csv', () => Buffer.from('Nombre,Puesto\r\n"Ana Ruiz,Supervisor\r\n'), 400, /comillas no se cierran/],
  ['a 600-character cell', 'celda.csv', () => csvOf([HEADER, ['1', 'x'.repeat(600), 'Supervisor']]), 400, M.cellTooLong(2)],
  ['a formula injection in every row', 'formula.csv', () => csvOf([HEADER, ['1', "=cmd|' /C calc'!A0", 'Supervisor'], ['2', '@SUM(A1:A9)', 'Supervisor']]), 400, M.nothingToImport],
];

/**
 * Hostile inputs of the roster import (issue 35, item 2; acceptance 5), on both databases: every file
 * answers a Spanish 4xx JSON, fast, in preview and in apply, and the roster stays exactly as it was.
 */
describe.each(testDatabases)('roster import: hostile inputs (%s)', (kind) => {
  let t: TestApp;
  let p: BuiltProgram;
  let owner: Requester;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await addUser(t.app, { username: 'vendedora', password: 'secreto-123', firstName: 'Ana', lastName: 'Ruiz', role: 'seller' });
    owner = injectAs(t.app, await loginCookie(t.app, 'vendedora', 'secreto-123'));
    p = await buildProgram(t.app, { employees: 5 });
  });
  afterAll(() => t?.close());

  const url = () => `/api/programs/${p.programId}/roster-import`;
  const snapshot = async () => ({
    employees: await t.app.db.selectFrom('program_employees').selectAll().orderBy('id').execute(),
    sizes: await t.app.db.selectFrom('program_employee_sizes').selectAll().orderBy('employee_id').orderBy('garment_type').execute(),
  });

  function expectRefused(what: string, res: LightMyRequestResponse, status: number, message: string | RegExp, ms: number) {
    const context = `${what}: ${res.statusCode} ${res.body.slice(0, 300)}`;
    expect([context, res.statusCode]).toEqual([context, status]);
    expect(res.headers['content-type']).toContain('application/json');
    const body = res.json() as { message: string };
    if (typeof message === 'string') expect([context, body.message]).toEqual([context, message]);
    else expect([context, body.message]).toEqual([context, expect.stringMatching(message)]);
    expect([context, ms < 15_000]).toEqual([context, true]);
  }

  it.each(FILES)('refuses %s, in preview and apply, storing nothing', async (what, filename, make, status, message) => {
    const data = make();
    const before = await snapshot();
    for (const mode of ['preview', 'apply'] as const) {
      const started = performance.now();
      const res = await owner.upload(url(), multipart({ mode }, { filename, data }));
      // The formula file is a valid file whose rows are all wrong: its preview lists them (200).
      if (what.startsWith('a formula') && mode === 'preview') {
        expect(res.statusCode).toBe(200);
        continue;
      }
      expectRefused(`${what} (${mode})`, res, status, message, performance.now() - started);
    }
    expect(await snapshot()).toEqual(before);
  });

  it('refuses malformed requests: no file, another field, a second file, a bad mode, JSON instead of a file', async () => {
    const before = await snapshot();
    const good = csvOf([HEADER, ['1', 'Ana Hostil', 'Supervisor']]);
    const cases: [string, () => Promise<LightMyRequestResponse>, number, string][] = [
      ['no file', () => owner.upload(url(), multipart({ mode: 'apply' })), 400, M.missingFile],
      ['another field', () => owner.upload(url(), multipart({ mode: 'apply', programId: 3 }, { filename: 'a.csv', data: good })), 400, M.unexpectedField('programId')],
      ['the file in another field', () => owner.upload(url(), multipart({ mode: 'apply' }, { name: 'archivo', filename: 'a.csv', data: good })), 400, M.unexpectedField('archivo')],
      ['a bad mode', () => owner.upload(url(), multipart({ mode: 'borrar' }, { filename: 'a.csv', data: good })), 400, M.badMode],
      ['JSON', () => owner('POST', url(), { mode: 'apply', file: 'Nombre,Puesto' }), 415, 'Tipo de contenido no admitido. Envía JSON o multipart/form-data.'],
    ];
    for (const [what, call, status, message] of cases) {
      const res = await call();
      expect([what, res.statusCode, (res.json() as { message: string }).message]).toEqual([what, status, message]);
    }
    const twoFiles = multipart({ mode: 'apply' }, { filename: 'a.csv', data: good });
    const boundary = twoFiles.headers['content-type']!.split('boundary=')[1]!;
    const second = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="b.csv"\r\nContent-Type: text/csv\r\n\r\n${good.toString()}\r\n--${boundary}--\r\n`);
    const res = await owner.upload(url(), { headers: twoFiles.headers, payload: Buffer.concat([twoFiles.payload.subarray(0, twoFiles.payload.length - `--${boundary}--\r\n`.length), second]) });
    expect([res.statusCode, res.json().message]).toEqual([400, M.repeatedField('file')]);
    expect(await snapshot()).toEqual(before);
  });
});
