import type { DocumentStatus, SalesDocumentKind } from '@muestrario/shared/domain';
import type { SeedSalesDocument, SeedStaff } from './types';

/** The sellers the lists showed besides the demo user (Mariana López); they cannot sign in. */
export const staff: SeedStaff[] = [
  { username: 'carlos', firstName: 'Carlos', lastName: 'Hernández', role: 'seller' },
  { username: 'sofia', firstName: 'Sofía', lastName: 'Ramírez', role: 'seller' },
  { username: 'jorge', firstName: 'Jorge', lastName: 'Martínez', role: 'seller' },
  { username: 'lucia', firstName: 'Lucía', lastName: 'Torres', role: 'seller' },
];

const SELLERS = ['demo', 'carlos', 'sofia', 'jorge', 'lucia'] as const;

type Spec = [
  number: number,
  createdDaysAgo: number,
  clientCode: string,
  seller: (typeof SELLERS)[number],
  status: DocumentStatus,
  name: string,
  reference: string,
  lines: [string, number][],
  sourceNumber?: number,
];

/** Hotel Costa Esmeralda buys in dollars. */
const CURRENCY: Record<string, { currency: 'USD'; exchangeRate: string }> = { C00007: { currency: 'USD', exchangeRate: '17.9500' } };

const doc = (kind: SalesDocumentKind, [number, createdDaysAgo, clientCode, seller, status, name, reference, lines, sourceNumber]: Spec): SeedSalesDocument => ({
  kind,
  number,
  createdDaysAgo,
  clientCode,
  seller,
  status,
  name,
  reference,
  lines,
  ...CURRENCY[clientCode],
  ...(sourceNumber ? { sourceNumber } : {}),
});

/** The ten newest of each kind: the rows and folios the screens showed (S00088–S00097, OV00088–OV00097). */
const RECENT_QUOTATIONS: Spec[] = [
  [97, 1, 'C00001', 'demo', 'Abierta', 'Uniformes de obra 2027', 'REQ-2027-014', [['OVE-MZ-04', 60], ['CHL-RS-08', 60], ['BOR-LG-09', 120]]],
  [96, 2, 'C00006', 'carlos', 'Abierta', 'Batas para enfermería', 'HSR-OC-8812', [['BAT-MF-07', 45], ['BOR-LG-09', 45]]],
  [95, 3, 'C00007', 'sofia', 'Cerrada', 'Uniformes de ama de llaves', 'CE-2211', [['PLY-PQ-01', 80], ['PAN-GB-03', 80]]],
  [94, 4, 'C00002', 'jorge', 'Abierta', 'Playeras para línea de producción', 'MTB-560', [['PLY-PQ-01', 150], ['EST-DT-10', 150]]],
  [93, 7, 'C00023', 'lucia', 'Cancelada', 'Chamarras para guardias', 'SPC-0923', [['CHM-PO-05', 35]]],
  [92, 8, 'C00005', 'demo', 'Cerrada', 'Gorras para operadores', 'LEO-3371', [['GOR-GB-06', 200], ['BOR-LG-09', 200]]],
  [91, 9, 'C00004', 'carlos', 'Abierta', 'Camisas para calidad', 'AHD-1190', [['CAM-GB-02', 24], ['BOR-LG-09', 24]]],
  [90, 10, 'C00001', 'sofia', 'Cerrada', 'Chalecos de seguridad', 'REQ-2026-311', [['CHL-RS-08', 90]]],
  [89, 11, 'C00006', 'jorge', 'Abierta', 'Pantalones para mantenimiento', 'HSR-OC-8790', [['PAN-GB-03', 30], ['CAM-GB-02', 30]]],
  [88, 14, 'C00002', 'lucia', 'Cancelada', 'Overoles para almacén', 'MTB-544', [['OVE-MZ-04', 18]]],
];

const RECENT_ORDERS: Spec[] = [
  [97, 0, 'C00007', 'sofia', 'Abierta', 'Uniformes de ama de llaves', 'CE-2211', [['PLY-PQ-01', 80], ['PAN-GB-03', 80]], 95],
  [96, 1, 'C00005', 'demo', 'Abierta', 'Gorras para operadores', 'LEO-3371', [['GOR-GB-06', 200], ['BOR-LG-09', 200]], 92],
  [95, 3, 'C00001', 'sofia', 'Cerrada', 'Chalecos de seguridad', 'REQ-2026-311', [['CHL-RS-08', 90]], 90],
  [94, 4, 'C00006', 'carlos', 'Abierta', 'Polos con nombre para recepción', 'HSR-OC-8830', [['PLY-PQ-01', 40], ['BOR-LG-09', 40]]],
  [93, 8, 'C00004', 'lucia', 'Cerrada', 'Playeras para planta', 'AHD-1177', [['PLY-PQ-01', 65]]],
  [92, 9, 'C00001', 'demo', 'Abierta', 'Overoles con nombre para planta', 'REQ-2027-020', [['OVE-MZ-04', 24], ['BOR-LG-09', 24]]],
  [91, 11, 'C00006', 'demo', 'Cancelada', 'Chamarras para ambulancias', 'HSR-OC-8755', [['CHM-PO-05', 12]]],
  [90, 15, 'C00001', 'carlos', 'Cerrada', 'Pantalones de obra', 'REQ-2026-298', [['PAN-GB-03', 120]]],
  [89, 16, 'C00007', 'jorge', 'Cerrada', 'Batas para spa', 'CE-2198', [['BAT-MF-07', 20], ['EST-DT-10', 20]]],
  [88, 18, 'C00023', 'lucia', 'Abierta', 'Gorras para guardias', 'SPC-0899', [['GOR-GB-06', 70], ['BOR-LG-09', 70]]],
];

/** Older history (numbers 1–87), generated the same way every time so the lists have their 97 rows. */
const PROJECTS: [string, [string, number][]][] = [
  ['Uniformes de temporada', [['PLY-PQ-01', 40], ['BOR-LG-09', 40]]],
  ['Overoles de planta', [['OVE-MZ-04', 30]]],
  ['Camisas para supervisores', [['CAM-GB-02', 20], ['BOR-LG-09', 20]]],
  ['Chamarras de invierno', [['CHM-PO-05', 25], ['EST-DT-10', 25]]],
  ['Gorras promocionales', [['GOR-GB-06', 150]]],
  ['Chalecos para visitantes', [['CHL-RS-08', 60]]],
  ['Playeras para evento', [['PLY-CR-11', 300], ['DTF-PZA-14', 300]]],
];
const CLIENT_CYCLE = ['C00003', 'C00008', 'C00009', 'C00010', 'C00011', 'C00012', 'C00014', 'C00016', 'C00019', 'C00021', 'C00024', 'C00001', 'C00002'];

function history(kind: SalesDocumentKind): Spec[] {
  return Array.from({ length: 87 }, (_, i): Spec => {
    const number = i + 1;
    const [project, lines] = PROJECTS[number % PROJECTS.length]!;
    const open = kind === 'quotation' ? number > 80 && number % 3 === 0 : number > 84;
    const status: DocumentStatus = open ? 'Abierta' : number % 7 === 0 ? 'Cancelada' : 'Cerrada';
    const clientCode = CLIENT_CYCLE[number % CLIENT_CYCLE.length]!;
    // Four days apart: a year of history, so the sales report has twelve months to show.
    const createdDaysAgo = 16 + (87 - number) * 4;
    // Order sizes vary (×1 … ×4, the same every time) so months and sellers differ.
    const factor = 1 + ((number * 37) % 10) / 3;
    const sized = lines.map(([code, quantity]): [string, number] => [code, Math.max(1, Math.round(quantity * factor))]);
    return [number, createdDaysAgo, clientCode, SELLERS[number % SELLERS.length]!, status, `${project} ${number}`, `REF-${String(number).padStart(3, '0')}`, sized];
  });
}

/**
 * Documents made from a sample ('Cotizar'), for the samples report's conversion: an authorised sample
 * sold (79), one whose order was cancelled (91), one still only quoted (97). Same client as the sample.
 */
const SAMPLE_OF: Record<string, string> = {
  'quotation-79': 'Camisas línea de ensamble',
  'order-79': 'Camisas línea de ensamble',
  'order-91': 'Uniformes recepción hospital',
  'quotation-97': 'Overoles planta Monterrey',
};

const withSample = (d: SeedSalesDocument): SeedSalesDocument => {
  const sampleName = SAMPLE_OF[`${d.kind}-${d.number}`];
  return sampleName ? { ...d, sampleName } : d;
};

export const salesDocuments: SeedSalesDocument[] = [
  ...[...RECENT_QUOTATIONS, ...history('quotation')].map((s) => doc('quotation', s)),
  ...[...RECENT_ORDERS, ...history('order')].map((s) => doc('order', s)),
].map(withSample);
