import {
  FOLIO_PREFIXES,
  type DocumentStatus,
  type SalesDocumentDetail,
  type SalesDocumentKind,
  type SalesDocumentRow,
  type Seller,
} from '@muestrario/shared/domain';
import { documentTotals } from '@muestrario/shared/rules';
import { articleLine } from './articles.data';
import { CLIENT_OPTIONS, EMPTY_ADDRESS } from './clients.data';
import { SELLERS } from './sellers.data';

/*
 * The mock quotations and sales orders (spec: static data, no calls). The lists' rows are derived
 * from these documents, so a row's total is always what its detail screen adds up to.
 */

interface MockDocument extends SalesDocumentDetail {
  createdOn: string;
  seller: Seller;
}

type Spec = [
  number: number,
  createdOn: string,
  clientCode: string,
  seller: keyof typeof SELLERS,
  status: DocumentStatus,
  name: string,
  reference: string,
  lines: [code: string, quantity: number][],
];

function mock(kind: SalesDocumentKind, specs: Spec[]): MockDocument[] {
  return specs.map(([number, createdOn, clientCode, seller, status, name, reference, lines], i) => {
    const client = CLIENT_OPTIONS.find((c) => c.code === clientCode);
    if (!client) throw new Error(`Unknown client ${clientCode}`);
    return {
      id: i + 1,
      kind,
      folio: `${FOLIO_PREFIXES[kind]}${String(number).padStart(5, '0')}`,
      status,
      clientCode,
      name,
      contactId: client.contacts[0]?.id ?? '',
      reference,
      currency: client.currency,
      lines: lines.map(([code, quantity]) => articleLine(code, quantity)),
      shippingAddress: client.address,
      billingAddress: client.address,
      createdOn,
      seller: SELLERS[seller],
    };
  });
}

export const MOCK_DOCUMENTS: readonly MockDocument[] = [
  ...mock('quotation', [
    [97, '2026-11-20', 'C00001', 'mariana', 'Abierta', 'Uniformes de obra 2027', 'REQ-2027-014', [['OVE-MZ-04', 60], ['CHL-RS-08', 60], ['BOR-LG-09', 120]]],
    [96, '2026-11-19', 'C00003', 'carlos', 'Abierta', 'Batas para enfermería', 'HSR-OC-8812', [['BAT-MF-07', 45], ['BOR-LG-09', 45]]],
    [95, '2026-11-18', 'C00004', 'sofia', 'Cerrada', 'Uniformes de ama de llaves', 'CE-2211', [['PLY-PQ-01', 80], ['PAN-GB-03', 80]]],
    [94, '2026-11-17', 'C00002', 'jorge', 'Abierta', 'Playeras para línea de producción', 'MTB-560', [['PLY-PQ-01', 150], ['EST-DT-10', 150]]],
    [93, '2026-11-14', 'C00006', 'lucia', 'Cancelada', 'Chamarras para guardias', 'SPC-0923', [['CHM-PO-05', 35]]],
    [92, '2026-11-13', 'C00005', 'mariana', 'Cerrada', 'Gorras para operadores', 'LEO-3371', [['GOR-GB-06', 200], ['BOR-LG-09', 200]]],
    [91, '2026-11-12', 'C00007', 'carlos', 'Abierta', 'Camisas para calidad', 'AHD-1190', [['CAM-GB-02', 24], ['BOR-LG-09', 24]]],
    [90, '2026-11-11', 'C00001', 'sofia', 'Cerrada', 'Chalecos de seguridad', 'REQ-2026-311', [['CHL-RS-08', 90]]],
    [89, '2026-11-10', 'C00003', 'jorge', 'Abierta', 'Pantalones para mantenimiento', 'HSR-OC-8790', [['PAN-GB-03', 30], ['CAM-GB-02', 30]]],
    [88, '2026-11-07', 'C00002', 'lucia', 'Cancelada', 'Overoles para almacén', 'MTB-544', [['OVE-MZ-04', 18]]],
  ]),
  ...mock('order', [
    [97, '2026-11-21', 'C00004', 'sofia', 'Abierta', 'Uniformes de ama de llaves', 'CE-2211', [['PLY-PQ-01', 80], ['PAN-GB-03', 80]]],
    [96, '2026-11-20', 'C00005', 'mariana', 'Abierta', 'Gorras para operadores', 'LEO-3371', [['GOR-GB-06', 200], ['BOR-LG-09', 200]]],
    [95, '2026-11-18', 'C00001', 'sofia', 'Cerrada', 'Chalecos de seguridad', 'REQ-2026-311', [['CHL-RS-08', 90]]],
    [94, '2026-11-17', 'C00006', 'carlos', 'Abierta', 'Camisas de gala', 'SPC-0917', [['CAM-GB-02', 40], ['BOR-LG-09', 40]]],
    [93, '2026-11-13', 'C00007', 'lucia', 'Cerrada', 'Playeras para planta', 'AHD-1177', [['PLY-PQ-01', 65]]],
    [92, '2026-11-12', 'C00002', 'jorge', 'Abierta', 'Overoles para producción', 'MTB-530', [['OVE-MZ-04', 25], ['BOR-LG-09', 25]]],
    [91, '2026-11-10', 'C00003', 'mariana', 'Cancelada', 'Chamarras para ambulancias', 'HSR-OC-8755', [['CHM-PO-05', 12]]],
    [90, '2026-11-06', 'C00001', 'carlos', 'Cerrada', 'Pantalones de obra', 'REQ-2026-298', [['PAN-GB-03', 120]]],
    [89, '2026-11-05', 'C00004', 'jorge', 'Cerrada', 'Batas para spa', 'CE-2198', [['BAT-MF-07', 20], ['EST-DT-10', 20]]],
    [88, '2026-11-03', 'C00006', 'lucia', 'Abierta', 'Gorras para guardias', 'SPC-0899', [['GOR-GB-06', 70], ['BOR-LG-09', 70]]],
  ]),
];

/** The list rows of one kind, newest first (as in the mock). */
export function documentRows(kind: SalesDocumentKind): SalesDocumentRow[] {
  return MOCK_DOCUMENTS.filter((d) => d.kind === kind).map((d) => ({
    id: d.id,
    folio: d.folio,
    createdOn: d.createdOn,
    client: CLIENT_OPTIONS.find((c) => c.code === d.clientCode)?.name ?? '',
    seller: d.seller,
    totalCents: documentTotals(d.lines).totalCents,
    currency: d.currency,
    status: d.status,
  }));
}

/** A blank quotation or order (the 'Nueva …' form). */
export function emptyDocument(kind: SalesDocumentKind): SalesDocumentDetail {
  return {
    id: 0,
    kind,
    folio: '',
    status: 'Abierta',
    clientCode: '',
    name: '',
    contactId: '',
    reference: '',
    currency: 'MXN',
    lines: [],
    shippingAddress: EMPTY_ADDRESS,
    billingAddress: EMPTY_ADDRESS,
  };
}

/** The document behind a detail URL, or null when the mock has none with that id. */
export function useSalesDocument(kind: SalesDocumentKind, id: number): SalesDocumentDetail | null {
  return MOCK_DOCUMENTS.find((d) => d.kind === kind && d.id === id) ?? null;
}
