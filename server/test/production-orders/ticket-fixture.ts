import type { ProductionOperation, ProductionOrderDetail } from '@muestrario/shared/contract';
import type { ProductionSnapshot } from '@muestrario/shared/rules';

/*
 * A realistic production order for the job ticket's tests: 3 colours × 6 sizes (120 pieces), 120 names,
 * 6 operations, blanks and two materials. Plain data in the contract's shape, so the drawing is tested
 * without the production orders repository.
 */

const COLOURS = ['Azul marino', 'Blanco', 'Rojo quemado'] as const;
const SIZES = ['CH', 'M', 'G', 'XG', '2XG', '3XG'] as const;
const QUANTITIES = [
  [4, 8, 10, 8, 6, 4],
  [3, 7, 9, 8, 6, 7],
  [2, 6, 10, 10, 8, 4],
];

const FIRST = ['José', 'María', 'Ñeco', 'Lucía', 'Andrés', 'Sofía', 'Íñigo', 'Renata', 'Héctor', 'Ximena', 'Raúl', 'Valentina'];
const LAST = ['Pérez', 'Núñez', 'García', 'López', 'Hernández', 'Martínez', 'Gómez', 'Díaz', 'Ramírez', 'Cruz'];

/** 120 names following the grid cell by cell, each name unique. */
export function fixtureNames(): ProductionSnapshot['names'] {
  const names: ProductionSnapshot['names'] = [];
  QUANTITIES.forEach((row, r) =>
    row.forEach((q, c) => {
      for (let k = 0; k < q; k++) {
        const i = names.length;
        const name = `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length) % LAST.length]} ${i + 1}`;
        names.push({ name, size: SIZES[c]!, colour: COLOURS[r]!, text: name.toUpperCase() });
      }
    }),
  );
  return names;
}

const OPERATIONS: Array<[ProductionOperation['kind'], ProductionOperation['machineKind'], string, number, string | null]> = [
  ['preparation', 'manual_station', 'Preparación', 35, 'Mesa de corte 1'],
  ['embroidery', 'embroidery', 'Bordado · Pecho izquierdo', 185, 'Tajima 6 cabezas'],
  ['embroidery', 'embroidery', 'Bordado · Espalda', 240, 'Tajima 6 cabezas'],
  ['dtf_print', 'dtf_printer', 'Impresión DTF', 48, null],
  ['inspection', 'manual_station', 'Inspección', 40, 'Mesa de calidad'],
  ['packing', 'manual_station', 'Empaque', 30, 'Mesa de empaque'],
];

export function fixtureOperations(orderId: number, firstId = 501): ProductionOperation[] {
  return OPERATIONS.map(([kind, machineKind, label, minutes, machineName], i) => ({
    id: firstId + i,
    orderId,
    sequence: i + 1,
    kind,
    machineKind,
    label,
    minutes,
    machineId: machineName ? 10 + i : null,
    machineName,
    plannedDay: machineName ? `2026-12-0${1 + Math.floor(i / 2)}` : null,
    status: i === 0 ? 'done' : 'pending',
    entering: 120,
    good: i === 0 ? 120 : null,
    rejected: i === 0 ? 0 : null,
    reason: null,
    note: '',
    startedAt: null,
    startedByName: null,
    finishedAt: null,
    finishedByName: null,
    actualMinutes: null,
    movedAt: null,
    movedByName: null,
    version: 1,
  }));
}

export function fixtureDetail(sampleId: number, sampleName: string): ProductionOrderDetail {
  const id = 12;
  const names = fixtureNames();
  const operations = fixtureOperations(id);
  const snapshot: ProductionSnapshot = {
    version: 1,
    line: { orderId: 7, orderFolio: 'OV-00007', lineNumber: 2, clientName: 'Petróleos del Golfo, S.A. de C.V.', promisedDate: '2026-12-11' },
    style: { code: 'POL-001', description: 'Polo piqué manga corta' },
    grid: { colours: [...COLOURS], sizes: [...SIZES], quantities: QUANTITIES.map((r) => [...r]) },
    pieces: 120,
    variants: [],
    names,
    sample: { id: sampleId, name: sampleName, round: 2, decorations: [] },
    materials: [
      ...COLOURS.flatMap((colour, r) =>
        SIZES.map((size, c) => ({ kind: 'blank' as const, component: `POL-001-${colour.slice(0, 3).toUpperCase()}-${size}`, description: 'Polo piqué manga corta', unit: 'pza', colour, size, net: QUANTITIES[r]![c]!, scrapPercent: 0, scrap: 0, total: QUANTITIES[r]![c]! })),
      ),
      { kind: 'material', component: 'HIL-40-NEG', description: 'Hilo poliéster 40 negro', unit: 'cono', colour: null, size: null, net: 4.8, scrapPercent: 5, scrap: 0.2, total: 5 },
      { kind: 'material', component: 'ENT-PEL-30', description: 'Entretela desprendible 30 g', unit: 'm', colour: null, size: null, net: 42, scrapPercent: 10, scrap: 5, total: 47 },
    ] as ProductionSnapshot['materials'],
    withoutBom: false,
    operations: [],
    totalMinutes: operations.reduce((s, o) => s + o.minutes, 0),
  };
  return {
    id,
    folio: 'OF-00012',
    status: 'released',
    salesOrderId: 7,
    salesOrderFolio: 'OV-00007',
    lineNumber: 2,
    clientId: 3,
    clientName: 'Petróleos del Golfo, S.A. de C.V.',
    styleCode: 'POL-001',
    styleDescription: 'Polo piqué manga corta',
    sampleId,
    sampleName,
    pieces: 120,
    promisedDate: '2026-12-11',
    plannedStart: '2026-12-01',
    plannedEnd: '2026-12-09',
    late: false,
    progressPercent: 17,
    goodPieces: 0,
    rejectedPieces: 0,
    totalMinutes: snapshot.totalMinutes,
    createdAt: '2026-11-27T10:00:00.000Z',
    createdByName: 'Ana López',
    snapshot,
    operations,
    history: [],
    operationsDone: 1,
    operationsTotal: 6,
    version: 3,
  };
}
