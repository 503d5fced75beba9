import { assignDelivered, programReport, programReportCsv, type ProgramReportInput, type ReportPieces } from './report';

const piece = (id: number, employeeId: number, size: string, pieces: number, over: Partial<ReportPieces> = {}): ReportPieces => ({
  id,
  employeeId,
  kitLineId: 10,
  orderId: 500,
  orderFolio: 'OV00120',
  orderLineId: 900,
  colourKey: 'Azul marino',
  size,
  pieces,
  ...over,
});

describe('assignDelivered', () => {
  it('gives a cell’s delivered pieces to its employees in name-list order, each up to what they ordered', () => {
    const pieces = [piece(3, 3, 'M', 2), piece(1, 1, 'M', 2), piece(2, 2, 'M', 2), piece(4, 4, 'G', 2)];
    const given = assignDelivered(pieces, [{ orderLineId: 900, colourKey: 'azul MARINO', size: 'm', pieces: 3 }]);
    expect([...given.entries()].sort((a, b) => a[0] - b[0])).toEqual([
      [1, 2],
      [2, 1],
      [3, 0],
      [4, 0],
    ]);
  });

  it('keeps colours, sizes and lines apart, and gives nobody what a delivery sent beyond the reorder', () => {
    const pieces = [piece(1, 1, 'M', 1), piece(2, 1, 'M', 1, { colourKey: 'Blanco' }), piece(3, 2, 'M', 1, { orderLineId: 901 })];
    const given = assignDelivered(pieces, [
      { orderLineId: 900, colourKey: 'Blanco', size: 'M', pieces: 5 },
      { orderLineId: 901, colourKey: 'Azul marino', size: 'G', pieces: 5 },
    ]);
    expect(given.get(1)).toBe(0);
    expect(given.get(2)).toBe(1);
    expect(given.get(3)).toBe(0);
  });
});

describe('programReport', () => {
  const input = (over: Partial<ProgramReportInput> = {}): ProgramReportInput => ({
    employees: [
      { id: 1, name: 'Luis Treviño', employeeNumber: '0007', jobTitleId: 1, jobTitle: 'Recepción', area: 'Planta', active: true },
      { id: 2, name: 'Ana Garza', employeeNumber: null, jobTitleId: 1, jobTitle: 'Recepción', area: null, active: true },
      { id: 3, name: 'Baja Reciente', employeeNumber: null, jobTitleId: 1, jobTitle: 'Recepción', area: null, active: false },
      { id: 4, name: 'Cambio de Puesto', employeeNumber: null, jobTitleId: 2, jobTitle: 'Vigilancia', area: null, active: true },
    ],
    kitLines: [
      { id: 10, jobTitleId: 1, garment: 'Polo azul marino', piecesPerPeriod: 2 },
      { id: 11, jobTitleId: 1, garment: 'Chamarra', piecesPerPeriod: 1 },
      { id: 12, jobTitleId: 2, garment: 'Camisa vigilancia', piecesPerPeriod: 3 },
    ],
    pieces: [piece(1, 1, 'M', 2), piece(2, 2, 'CH', 2, { orderFolio: 'OV00121', orderId: 501, orderLineId: 910 }), piece(3, 3, 'M', 2), piece(4, 4, 'G', 2)],
    delivered: [{ orderLineId: 900, colourKey: 'Azul marino', size: 'M', pieces: 3 }],
    extra: [{ employeeId: 1, kitLineId: 10, pieces: 1 }],
    ...over,
  });

  it('lists each employee’s kit with allowance, exceptions, ordered, delivered and what is due', () => {
    const { rows, totals } = programReport(input());
    expect(rows.map((r) => [r.employeeName, r.garment, r.allowance, r.extra, r.ordered, r.delivered, r.due, r.toOrder, r.orders.join(' ')])).toEqual([
      ['Ana Garza', 'Polo azul marino', 2, 0, 2, 0, 2, 0, 'OV00121'],
      ['Ana Garza', 'Chamarra', 1, 0, 0, 0, 1, 1, ''],
      // Inactive: only what they got, owed nothing; the line's third delivered piece went to them (name-list order).
      ['Baja Reciente', 'Polo azul marino', 0, 0, 2, 1, 0, 0, 'OV00120'],
      // A former job title's kit line: allowance 0 there; the current kit's line is owed.
      ['Cambio de Puesto', 'Polo azul marino', 0, 0, 2, 0, 0, 0, 'OV00120'],
      ['Cambio de Puesto', 'Camisa vigilancia', 3, 0, 0, 0, 3, 3, ''],
      ['Luis Treviño', 'Polo azul marino', 2, 1, 2, 2, 1, 1, 'OV00120'],
      ['Luis Treviño', 'Chamarra', 1, 0, 0, 0, 1, 1, ''],
    ]);
    expect(totals).toEqual({ employees: 4, allowance: 9, extra: 1, ordered: 8, delivered: 3, due: 8, toOrder: 6 });
  });

  it('writes a CSV for Excel: BOM, header, one record per row, a formula-looking name defused', () => {
    const { rows } = programReport(input({ employees: [{ id: 1, name: '=HYPERLINK("x")', employeeNumber: '0007', jobTitleId: 1, jobTitle: 'Recepción', area: 'Planta', active: true }] }));
    const csv = programReportCsv(rows);
    const lines = csv.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Número de empleado,Empleado,Puesto,Área,Activo,Prenda,Asignación,Excepciones,Pedidas,Entregadas,Por entregar,Sin pedir,Órdenes');
    expect(lines[1]).toBe(`0007,"'=HYPERLINK(""x"")",Recepción,Planta,Sí,Polo azul marino,2,1,2,2,1,1,OV00120`);
    expect(lines).toHaveLength(4);
  });
});
