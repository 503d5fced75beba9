import { ROSTER_FILE_MESSAGES } from '../../domain/programs-roster-import';
import { checkRosterImport, type RosterImportContext } from './roster-import';
import { issueLine } from './roster-import-messages';
import { matchHeader, rosterTemplateColumns } from './roster-import-columns';
import type { RosterSheet } from './roster-import-sheet';
import { looksLikeFormula, parseRosterDate } from './roster-import-values';

const polo = { garmentType: 'item:1', label: 'Polo piqué', itemCode: 'POL-01', sizes: ['CH', 'M', 'G', 'XG'] };
const pants = { garmentType: 'item:2', label: 'Pantalón', itemCode: 'PAN-01', sizes: ['28', '30', '32', '34'] };
const cap = { garmentType: 'item:3', label: 'Gorra', itemCode: 'GOR-01', sizes: ['Unitalla'] };

const context = (): RosterImportContext => ({
  jobTitles: [
    { id: 10, name: 'Operador de almacén', garmentTypes: ['item:1', 'item:2'] },
    { id: 11, name: 'Gerente', garmentTypes: ['item:1'] },
  ],
  garmentTypes: [polo, pants, cap],
  employees: [
    { id: 100, employeeNumber: '0042', name: 'Ana Ruiz', jobTitleId: 10, area: 'Planta', startDate: '2020-03-01', active: true, sizes: { 'item:1': 'M', 'item:2': '30' } },
    { id: 101, employeeNumber: null, name: 'Luis Peña', jobTitleId: 11, area: null, startDate: null, active: true, sizes: { 'item:1': 'G' } },
    { id: 102, employeeNumber: '77', name: 'Rosa Díaz', jobTitleId: 11, area: null, startDate: null, active: false, sizes: { 'item:1': 'CH' } },
  ],
});

const HEADER = ['Número de empleado', 'Nombre', 'Puesto', 'Área', 'Fecha de ingreso', 'Talla Polo piqué', 'Talla Pantalón', 'Talla Gorra'];

function sheet(rows: string[][], format: RosterSheet['format'] = 'csv', header = HEADER): RosterSheet {
  return { format, date1904: false, rows: [{ row: 1, cells: header }, ...rows.map((cells, i) => ({ row: i + 2, cells }))] };
}

const errorsOf = (check: ReturnType<typeof checkRosterImport>) => check.issues.filter((i) => i.severity === 'error').map(issueLine);

describe('roster import: header', () => {
  it('writes the template header: five fixed columns and a size column per garment type', () => {
    expect(rosterTemplateColumns([polo, pants, cap]).map((c) => c.header)).toEqual(HEADER);
    // Two styles with one name: the code tells them apart.
    const other = { ...polo, garmentType: 'item:9', itemCode: 'POL-02' };
    expect(rosterTemplateColumns([polo, other]).slice(5).map((c) => c.header)).toEqual(['Talla Polo piqué (POL-01)', 'Talla Polo piqué (POL-02)']);
    expect(matchHeader('Polo piqué', [polo, other])).toBeUndefined();
    expect(matchHeader('talla pol-02', [polo, other])).toEqual({ kind: 'size', garmentType: 'item:9', header: 'talla pol-02' });
  });

  it('reads the columns in any order, without case or accents, and with other usual names', () => {
    const check = checkRosterImport(sheet([['operador de almacen', 'José Pérez', 'm', '5']], 'csv', ['PUESTO', 'nombre completo', 'talla polo pique', 'No. de empleado']), context());
    expect(check.fileErrors).toEqual([]);
    expect(check.changes).toEqual([{ row: 2, action: 'new', employeeId: null, values: { employeeNumber: '5', name: 'José Pérez', jobTitleId: 10, area: null, startDate: null, sizes: { 'item:1': 'M' } } }]);
  });

  it('refuses the whole file for an unknown, repeated or missing column, or no header at all', () => {
    expect(checkRosterImport(sheet([['Ana', 'Gerente', 'x']], 'csv', ['Nombre', 'Puesto', 'Talla Camisa']), context()).fileErrors).toEqual([
      ROSTER_FILE_MESSAGES.unknownColumn('Talla Camisa', HEADER),
    ]);
    expect(checkRosterImport(sheet([['Ana', 'Gerente', 'Ana']], 'csv', ['Nombre', 'Puesto', 'Empleado']), context()).fileErrors).toEqual([ROSTER_FILE_MESSAGES.repeatedColumn('Empleado')]);
    expect(checkRosterImport(sheet([['Ana']], 'csv', ['Nombre']), context()).fileErrors).toEqual([ROSTER_FILE_MESSAGES.missingColumn('Puesto')]);
    expect(checkRosterImport(sheet([['Luis', 'Gerente']], 'csv', ['Ana Ruiz', 'Gerente']), context()).fileErrors).toEqual([ROSTER_FILE_MESSAGES.noHeader]);
    expect(checkRosterImport(sheet([['Ana', 'Gerente', 'dato']], 'csv', ['Nombre', 'Puesto', '']), context()).fileErrors[0]).toContain('«C (sin encabezado)»');
    expect(checkRosterImport(sheet([]), context()).fileErrors).toEqual([ROSTER_FILE_MESSAGES.noRows]);
    expect(checkRosterImport({ format: 'csv', date1904: false, rows: [] }, context()).fileErrors).toEqual([ROSTER_FILE_MESSAGES.noRows]);
  });
});

describe('roster import: rows', () => {
  it('gives each bad row its errors in Spanish, with row and column, and leaves it out', () => {
    const check = checkRosterImport(
      sheet([
        ['1', 'Juan López', 'Chofer', '', '', 'M', '', ''],
        ['2', 'Marta Gil', 'Gerente', '', '', 'XXL', '', ''],
        ['3', '', 'Gerente', '', '', '', '', ''],
        ['4', 'Pedro Sosa', 'Gerente', '', '31/02/2025', '', '', ''],
        ['5', '=cmd|\' /C calc\'!A0', 'Gerente', '', '', '', '', ''],
        ['6', 'Eva Luna', '', '', '', 'CH', '', ''],
        ['7', 'Raúl Gómez', 'Gerente', '', '', 'G', '', ''],
        ['7', 'Raul Vega', 'Gerente', '', '', 'G', '', ''],
        ['8', 'RAÚL GÓMEZ', 'Gerente', '', '', 'G', '', ''],
      ]),
      context(),
    );
    expect(errorsOf(check)).toEqual([
      'Fila 2, Puesto: El puesto «Chofer» no está en el programa (puestos: Operador de almacén, Gerente).',
      'Fila 3, Talla Polo piqué: La talla «XXL» no es de Polo piqué (tallas: CH, M, G, XG).',
      'Fila 4, Nombre: Falta el nombre.',
      'Fila 5, Fecha de ingreso: «31/02/2025» no es una fecha válida: escríbela como dd/mm/aaaa (15/01/2025).',
      "Fila 6, Nombre: «=cmd|' /C calc'!A0» empieza como una fórmula de hoja de cálculo (=, +, - o @): escribe el texto sin ese signo.",
      'Fila 7, Puesto: Falta el puesto.',
      'Fila 9, Número de empleado: El número de empleado 7 se repite: también está en la fila 8.',
      'Fila 10, Nombre: «RAÚL GÓMEZ» se repite: también está en la fila 8.',
    ]);
    expect(check.counts).toEqual({ new: 1, updated: 0, unchanged: 0, errors: 8, warnings: 0 });
    expect(check.changes.map((c) => c.row)).toEqual([8]);
  });

  it('updates an employee found by number, or by name when the row has no number; others are new', () => {
    const check = checkRosterImport(
      sheet([
        ['0042', 'Ana Ruiz Soto', 'Gerente', '', '', 'g', '', ''],
        ['', 'luis peña', 'Gerente', 'planta', '02/01/2024', '', '', ''],
        ['900', 'Nadia Paz', 'Operador de almacén', 'Oficinas', '2025-6-1', 'CH', '28', ''],
      ]),
      context(),
    );
    expect(check.issues.filter((i) => i.severity === 'error')).toEqual([]);
    expect(check.changes).toEqual([
      // Empty cells keep what the roster has (area, date, the trousers' size).
      { row: 2, action: 'update', employeeId: 100, values: { employeeNumber: '0042', name: 'Ana Ruiz Soto', jobTitleId: 11, area: 'Planta', startDate: '2020-03-01', sizes: { 'item:1': 'G', 'item:2': '30' } } },
      // The name as written in the file; the area in the roster's spelling.
      { row: 3, action: 'update', employeeId: 101, values: { employeeNumber: null, name: 'luis peña', jobTitleId: 11, area: 'Planta', startDate: '2024-01-02', sizes: { 'item:1': 'G' } } },
      { row: 4, action: 'new', employeeId: null, values: { employeeNumber: '900', name: 'Nadia Paz', jobTitleId: 10, area: 'Oficinas', startDate: '2025-06-01', sizes: { 'item:1': 'CH', 'item:2': '28' } } },
    ]);
    expect(check.counts).toMatchObject({ new: 1, updated: 2, unchanged: 0, errors: 0 });
  });

  it('gives a number to an employee found by name who had none; counts a row that changes nothing as unchanged', () => {
    const check = checkRosterImport(
      sheet([
        ['55', 'Luis Peña', 'Gerente', '', '', '', '', ''],
        ['0042', 'Ana Ruiz', 'Operador de almacén', 'Planta', '01/03/2020', 'M', '30', ''],
      ]),
      context(),
    );
    expect(check.changes.map((c) => [c.employeeId, c.action, c.values.employeeNumber])).toEqual([
      [101, 'update', '55'],
      [100, 'unchanged', '0042'],
    ]);
  });

  it('refuses a duplicate of the roster: a name of another employee, a known name with another number, one employee twice', () => {
    const check = checkRosterImport(
      sheet([
        ['0042', 'Luis Peña', 'Gerente', '', '', '', '', ''],
        ['12', 'Rosa Díaz', 'Gerente', '', '', '', '', ''],
        ['', 'Ana Ruiz', 'Gerente', '', '', '', '', ''],
        ['0042', 'Ana Ruiz', 'Gerente', '', '', '', '', ''],
      ]),
      context(),
    );
    expect(errorsOf(check)).toEqual([
      'Fila 2, Nombre: Ya hay otro empleado llamado «Luis Peña» en la plantilla: escribe su número de empleado para actualizarlo, o distingue los nombres.',
      'Fila 3, Número de empleado: «Rosa Díaz» ya está en la plantilla con el número 77: corrige el número o distingue los nombres.',
      // Row 2's number is Ana Ruiz's: by its number it is her too, whatever its name says.
      'Fila 4: Esta fila y la fila 2 son el mismo empleado («Ana Ruiz»).',
      'Fila 5, Número de empleado: El número de empleado 0042 se repite: también está en la fila 2.',
      'Fila 5, Nombre: «Ana Ruiz» se repite: también está en la fila 4.',
      'Fila 5: Esta fila y la fila 2 son el mismo empleado («Ana Ruiz»).',
    ]);
    expect(check.changes).toEqual([]);
  });

  it('warns, without leaving the row out, of a size missing for the kit and of an employee who left', () => {
    const check = checkRosterImport(
      sheet([
        ['', 'Nadia Paz', 'Operador de almacén', '', '', 'CH', '', ''],
        ['77', 'Rosa Díaz', 'Gerente', '', '', '', '', ''],
      ]),
      context(),
    );
    expect(check.issues.map(issueLine)).toEqual([
      'Fila 2, Talla Pantalón: Sin talla de Pantalón: no entrará en un pedido de esa prenda hasta tenerla.',
      'Fila 3: El empleado está dado de baja: la importación actualiza sus datos pero no lo reactiva.',
    ]);
    expect(check.counts).toEqual({ new: 1, updated: 0, unchanged: 1, errors: 0, warnings: 2 });
  });

  it('refuses control characters and over-long cells', () => {
    const long = 'x'.repeat(121);
    const check = checkRosterImport(
      sheet([
        ['', `Ana\u202Eexe`, 'Gerente'],
        ['', long, 'Gerente'],
        ['1'.repeat(31), 'Eva', 'Gerente'],
      ], 'csv', ['Número de empleado', 'Nombre', 'Puesto']),
      context(),
    );
    expect(errorsOf(check)).toEqual([
      'Fila 2, Nombre: La celda tiene caracteres de control invisibles: vuelve a escribirla.',
      'Fila 3, Nombre: El nombre tiene más de 120 caracteres.',
      'Fila 4, Número de empleado: El número de empleado tiene más de 30 caracteres.',
    ]);
  });

  it('reads Excel serial dates only from an .xlsx', () => {
    const rows = [['', 'Eva Luna', 'Gerente', '', '45306', '', '', '']];
    expect(checkRosterImport(sheet(rows, 'xlsx'), context()).changes[0]!.values.startDate).toBe('2024-01-15');
    expect(errorsOf(checkRosterImport(sheet(rows, 'csv'), context()))).toEqual(['Fila 2, Fecha de ingreso: «45306» no es una fecha válida: escríbela como dd/mm/aaaa (15/01/2025).']);
  });

  it('checks 500 rows with some bad ones, row by row', () => {
    const rows = Array.from({ length: 500 }, (_, i) => [String(1000 + i), `Empleado ${i}`, i % 50 === 7 ? 'Chofer' : 'Gerente', '', '', i % 50 === 9 ? 'XXL' : 'M', '', '']);
    const check = checkRosterImport(sheet(rows), context());
    expect(check.counts).toEqual({ new: 480, updated: 0, unchanged: 0, errors: 20, warnings: 0 });
    expect(check.rowCount).toBe(500);
  });
});

describe('roster import: cell values', () => {
  it('reads dates as Mexico writes them, ISO dates and Excel serial days', () => {
    const o = { serial: true, date1904: false };
    expect(parseRosterDate('15/01/2024', o)).toBe('2024-01-15');
    expect(parseRosterDate('5-1-2024', o)).toBe('2024-01-05');
    expect(parseRosterDate('2024-01-15', o)).toBe('2024-01-15');
    expect(parseRosterDate('45306', o)).toBe('2024-01-15');
    expect(parseRosterDate('1', o)).toBe('1900-01-01');
    expect(parseRosterDate('61', o)).toBe('1900-03-01');
    expect(parseRosterDate('43844', { serial: true, date1904: true })).toBe('2024-01-15');
    for (const bad of ['1/15/2024', '29/02/2025', '15/01/24', 'mañana', '0', '45306', '2024/01/15']) {
      expect([bad, parseRosterDate(bad, { serial: bad !== '45306', date1904: false })]).toEqual([bad, 'invalid']);
    }
    expect(parseRosterDate('01/01/1850', o)).toBe('out-of-range');
  });

  it('knows a formula from a negative number', () => {
    expect(['=1+1', '+52 55', '@SUM(A1)', '-x', "=cmd|' /C calc'!A0"].map(looksLikeFormula)).toEqual([true, true, true, true, true]);
    expect(['-12', '-1.5', 'Ana', '1=1'].map(looksLikeFormula)).toEqual([false, false, false, false]);
  });
});
