import { REORDER_MESSAGES } from '../../domain/programs-reorders';
import { checkNameListText, type NameTextBox } from '../production/name-list';
import { nameBoxOf, planReorder, reorderNameListText, type ReorderEmployee, type ReorderKitLine, type ReorderPlanInput } from './reorder';

const RUN = ['CH', 'M', 'G', 'XG', '2XG'];
const NAME_BOX: NameTextBox = { label: 'NOMBRE', font: 'Roboto', widthCm: 9, heightCm: 1.2, text: 'NOMBRE' };

const polo: ReorderKitLine = { id: 10, jobTitleId: 1, sampleId: 100, itemId: 7, styleCode: 'POL-001', garment: 'Polo azul marino', garmentType: 'item:7', colour: 'Azul marino', sizes: RUN, piecesPerPeriod: 2 };
const poloWhite: ReorderKitLine = { ...polo, id: 11, garment: 'Polo blanco', colour: 'Blanco', piecesPerPeriod: 1 };
const jacket: ReorderKitLine = { id: 12, jobTitleId: 1, sampleId: 101, itemId: 8, styleCode: 'CHA-001', garment: 'Chamarra', garmentType: 'item:8', colour: 'Negro', sizes: RUN, piecesPerPeriod: 1 };
/** Another job title with the same polo: its pieces join the same order line. */
const poloGuard: ReorderKitLine = { ...polo, id: 13, jobTitleId: 2, garment: 'Polo azul marino (vigilancia)', piecesPerPeriod: 3 };

const person = (id: number, name: string, over: Partial<ReorderEmployee> = {}): ReorderEmployee => ({
  id,
  name,
  jobTitleId: 1,
  jobTitle: 'Recepción',
  active: true,
  sizes: { 'item:7': 'M', 'item:8': 'G' },
  ...over,
});

const base = (over: Partial<ReorderPlanInput> = {}): ReorderPlanInput => ({
  employees: [person(1, 'Luis Treviño'), person(2, 'Ana Garza', { sizes: { 'item:7': 'ch', 'item:8': 'M' } })],
  kitLines: [polo, poloWhite, jacket, poloGuard],
  samples: [
    { id: 100, name: 'Polos recepción', boxes: [NAME_BOX] },
    { id: 101, name: 'Chamarras', boxes: [] },
  ],
  taken: [],
  extra: [],
  ...over,
});

describe('planReorder', () => {
  it('gives each employee their kit: one order line per sample and style, colours as rows, sizes from the roster', () => {
    const plan = planReorder(base());
    expect(plan.refusals).toEqual([]);
    expect(plan.lines.map((l) => [l.styleCode, l.kitLineIds, l.total])).toEqual([
      ['POL-001', [10, 11], 6],
      ['CHA-001', [12], 2],
    ]);
    const [polos, jackets] = plan.lines;
    expect(polos!.grid).toEqual({ colours: ['Azul marino', 'Blanco'], sizes: RUN, quantities: [[2, 2, 0, 0, 0], [1, 1, 0, 0, 0]] });
    // 'ch' in the roster is the run's 'CH'.
    expect(jackets!.grid).toEqual({ colours: ['Negro'], sizes: RUN, quantities: [[0, 1, 1, 0, 0]] });
    expect(plan).toMatchObject({ employees: 2, pieces: 8, exceptions: [], unusedGrants: [] });
    expect(polos!.pieces).toEqual([
      { employeeId: 2, kitLineId: 10, size: 'CH', pieces: 2 },
      { employeeId: 1, kitLineId: 10, size: 'M', pieces: 2 },
      { employeeId: 2, kitLineId: 11, size: 'CH', pieces: 1 },
      { employeeId: 1, kitLineId: 11, size: 'M', pieces: 1 },
    ]);
  });

  it('names every piece, in the grid’s order and by name inside a cell; the list passes the order line’s own check', () => {
    const plan = planReorder(base({ employees: [person(3, 'Zoe Ruiz'), person(1, 'Luis Treviño'), person(4, 'Álvaro Díaz')] }));
    const polos = plan.lines[0]!;
    expect(polos.names.map((n) => `${n.colour}/${n.size}/${n.name}`)).toEqual([
      'Azul marino/M/Álvaro Díaz',
      'Azul marino/M/Álvaro Díaz',
      'Azul marino/M/Luis Treviño',
      'Azul marino/M/Luis Treviño',
      'Azul marino/M/Zoe Ruiz',
      'Azul marino/M/Zoe Ruiz',
      'Blanco/M/Álvaro Díaz',
      'Blanco/M/Luis Treviño',
      'Blanco/M/Zoe Ruiz',
    ]);
    expect(polos.names.every((n) => n.text === 'NOMBRE')).toBe(true);
    const check = checkNameListText(reorderNameListText(polos), polos.grid, [NAME_BOX]);
    expect(check.ok).toBe(true);
    expect(check.errors).toEqual([]);
    // Without texts on the sample the names still label the pieces.
    const jackets = plan.lines[1]!;
    expect(jackets.names.every((n) => n.text === '')).toBe(true);
    expect(checkNameListText(reorderNameListText(jackets), jackets.grid, []).ok).toBe(true);
  });

  it('joins the same polo of two job titles into one line', () => {
    const plan = planReorder(base({ employees: [person(1, 'Luis Treviño'), person(5, 'Rosa Soto', { jobTitleId: 2, jobTitle: 'Vigilancia', sizes: { 'item:7': 'G' } })] }));
    const polos = plan.lines.find((l) => l.styleCode === 'POL-001')!;
    expect(polos.kitLineIds).toEqual([10, 11, 13]);
    expect(polos.grid.quantities).toEqual([[0, 2, 3, 0, 0], [0, 1, 0, 0, 0]]);
    expect(polos.names.filter((n) => n.name === 'Rosa Soto')).toHaveLength(3);
  });

  it('refuses what is over the allowance with the reason, and gives what is left', () => {
    const plan = planReorder(base({ taken: [{ employeeId: 1, kitLineId: 10, pieces: 1 }, { employeeId: 1, kitLineId: 12, pieces: 1 }] }));
    expect(plan.refusals).toEqual([
      { employeeId: 1, employeeName: 'Luis Treviño', kitLineId: 10, garment: 'Polo azul marino', allowed: 2, taken: 1, asked: 2, refused: 1, reason: 'overAllowance', message: REORDER_MESSAGES.overAllowance(2, 1, 2, 1) },
      { employeeId: 1, employeeName: 'Luis Treviño', kitLineId: 12, garment: 'Chamarra', allowed: 1, taken: 1, asked: 1, refused: 1, reason: 'overAllowance', message: REORDER_MESSAGES.overAllowance(1, 1, 1, 1) },
    ]);
    expect(plan.refusals[0]!.message).toBe('Excede su asignación del periodo: le corresponden 2 piezas, ya lleva 1 pieza y se piden 2 piezas; se rechazan 1 pieza.');
    expect(plan.lines[0]!.pieces.find((p) => p.employeeId === 1 && p.kitLineId === 10)).toEqual({ employeeId: 1, kitLineId: 10, size: 'M', pieces: 1 });
    expect(plan.lines[1]!.pieces.map((p) => p.employeeId)).toEqual([2]);
    expect(plan.pieces).toBe(6);
  });

  it('a recorded exception widens the allowance; a granted one covers exactly what is over', () => {
    const taken = [{ employeeId: 1, kitLineId: 10, pieces: 2 }];
    expect(planReorder(base({ taken, extra: [{ employeeId: 1, kitLineId: 10, pieces: 2 }] })).refusals).toEqual([]);
    const granted = planReorder(base({ taken, grant: [{ employeeId: 1, kitLineId: 10 }, { employeeId: 2, kitLineId: 10 }] }));
    expect(granted.refusals).toEqual([]);
    expect(granted.exceptions).toEqual([{ employeeId: 1, kitLineId: 10, extraPieces: 2 }]);
    // Ana was not over: her grant is not used (nothing is recorded for her).
    expect(granted.unusedGrants).toEqual([{ employeeId: 2, kitLineId: 10 }]);
    expect(granted.lines[0]!.pieces.find((p) => p.employeeId === 1 && p.kitLineId === 10)!.pieces).toBe(2);
  });

  it('refuses, with a Spanish reason each, inactive employees, a job title without kit, missing and unknown sizes, names that do not fit', () => {
    const plan = planReorder(
      base({
        employees: [
          person(1, 'Baja Temporal', { active: false }),
          person(2, 'Sin Kit', { jobTitleId: 9, jobTitle: 'Dirección' }),
          person(3, 'Sin Talla', { sizes: { 'item:7': 'M' } }),
          person(4, 'Talla Rara', { sizes: { 'item:7': '5XG', 'item:8': 'M' } }),
          person(5, 'María Guadalupe Hernández de la Fuente', { sizes: { 'item:7': 'M', 'item:8': 'M' } }),
          person(6, 'x'.repeat(61)),
        ],
      }),
    );
    const summary = plan.refusals.map((r) => [r.employeeName.slice(0, 20), r.kitLineId, r.reason]);
    expect(summary).toEqual([
      ['Baja Temporal', null, 'inactive'],
      ['María Guadalupe Hern', 10, 'nameDoesNotFit'],
      ['María Guadalupe Hern', 11, 'nameDoesNotFit'],
      ['Sin Kit', null, 'noKit'],
      ['Sin Talla', 12, 'noSize'],
      ['Talla Rara', 10, 'sizeNotInRun'],
      ['Talla Rara', 11, 'sizeNotInRun'],
      ['xxxxxxxxxxxxxxxxxxxx', 10, 'nameTooLong'],
      ['xxxxxxxxxxxxxxxxxxxx', 11, 'nameTooLong'],
      ['xxxxxxxxxxxxxxxxxxxx', 12, 'nameTooLong'],
    ]);
    const by = (reason: string) => plan.refusals.find((r) => r.reason === reason)!.message;
    expect(by('noKit')).toBe('Su puesto «Dirección» no tiene prendas en el kit.');
    expect(by('noSize')).toBe('Falta su talla de Chamarra: captúrala en la plantilla.');
    expect(by('sizeNotInRun')).toBe('Su talla «5XG» no está en la corrida de Polo azul marino (CH, M, G, XG, 2XG).');
    expect(by('nameDoesNotFit')).toMatch(/^Su nombre no cabe en el texto «NOMBRE» de la muestra: mide \d+\.\d cm y caben 9\.0 cm\. Abrévialo en la plantilla\.$/);
    // The jacket has no text: a long name still gets it.
    expect(plan.lines.find((l) => l.styleCode === 'CHA-001')!.names.map((n) => n.name)).toEqual(['María Guadalupe Hernández de la Fuente', 'Talla Rara']);
    expect(plan.refusals.filter((r) => r.kitLineId !== null).every((r) => r.refused === r.asked)).toBe(true);
  });

  it('counts an employee named twice once, and an empty choice gives an empty plan', () => {
    const twice = planReorder(base({ employees: [person(1, 'Luis Treviño'), person(1, 'Luis Treviño')] }));
    expect(twice.pieces).toBe(4);
    expect(planReorder(base({ employees: [] }))).toEqual({ lines: [], refusals: [], exceptions: [], unusedGrants: [], employees: 0, pieces: 0 });
  });

  it('fifty employees: per-size quantities equal their roster sizes, the list names exactly them', () => {
    const employees = Array.from({ length: 50 }, (_, i) => person(i + 1, `Empleado ${String(i + 1).padStart(2, '0')}`, { sizes: { 'item:7': RUN[i % RUN.length]!, 'item:8': RUN[(i + 1) % RUN.length]! } }));
    const plan = planReorder(base({ employees, kitLines: [polo] }));
    expect(plan.lines).toHaveLength(1);
    expect(plan.lines[0]!.grid.quantities).toEqual([RUN.map(() => 20)]);
    expect(new Set(plan.lines[0]!.names.map((n) => n.name))).toEqual(new Set(employees.map((e) => e.name)));
    expect(plan.lines[0]!.names).toHaveLength(100);
  });
});

describe('nameBoxOf and reorderNameListText', () => {
  it('fills the text that says nombre, else the first', () => {
    const logo: NameTextBox = { label: 'HOSPITAL', font: 'Roboto', widthCm: 9, heightCm: 1, text: 'HOSPITAL' };
    expect(nameBoxOf([logo, { ...NAME_BOX, label: 'Nombre Apellido', text: 'Nombre Apellido' }])!.label).toBe('Nombre Apellido');
    expect(nameBoxOf([logo])).toBe(logo);
    expect(nameBoxOf([])).toBeUndefined();
  });

  it('quotes names with quotes or tabs so the list reads back the same', () => {
    const text = reorderNameListText({ names: [{ name: 'Ana "La Güera" Ruiz', size: 'M', colour: 'Blanco', text: '', employeeId: 1 }] });
    expect(text).toBe('nombre\ttalla\tcolor\ttexto\n"Ana ""La Güera"" Ruiz"\tM\tBlanco\t');
    const check = checkNameListText(text, { colours: ['Blanco'], sizes: ['M'], quantities: [[1]] }, []);
    expect(check.rows[0]!.name).toBe('Ana "La Güera" Ruiz');
    expect(check.ok).toBe(true);
  });
});
