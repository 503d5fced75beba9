import type { SalesDocumentRow } from '@muestrario/shared/domain';
import { filterDocuments, normalizeSearch } from './search';

const row = (folio: string, client: string, seller: string, status: SalesDocumentRow['status'] = 'Abierta'): SalesDocumentRow => ({
  id: Number(folio.replace(/\D/g, '')),
  folio,
  createdOn: '2026-11-20',
  client,
  seller: { name: seller, photoUrl: 'data:,' },
  totalCents: 100,
  currency: 'MXN',
  status,
});

const ROWS = [
  row('S00097', 'Constructora Cumbres del Norte', 'Mariana López'),
  row('S00096', 'Hospital San Rafael del Valle', 'Carlos Hernández', 'Cerrada'),
  row('S00095', 'Maquiladora Textil del Bajío', 'Sofía Ramírez', 'Cancelada'),
  row('S00094', 'Hotel Costa Esmeralda', 'Sofía Ramírez'),
];
const folios = (rows: SalesDocumentRow[]) => rows.map((r) => r.folio);

describe('normalizeSearch', () => {
  it('drops case, accents and extra spaces', () => {
    expect(normalizeSearch('  Sofía   RAMÍREZ ')).toBe('sofia ramirez');
  });
});

describe('filterDocuments', () => {
  it.each([
    ['', ['S00097', 'S00096', 'S00095', 'S00094']],
    ['s00096', ['S00096']],
    ['96', ['S00096']],
    ['bajio', ['S00095']],
    ['sofia', ['S00095', 'S00094']],
    ['ramírez hotel', ['S00094']],
    ['lopez', ['S00097']],
    ['del', ['S00097', 'S00096', 'S00095']],
    ['nadie', []],
  ])('%j keeps %j', (query, expected) => {
    expect(folios(filterDocuments(ROWS, { query, statuses: [] }))).toEqual(expected);
  });

  it('keeps only the chosen statuses, together with the query', () => {
    expect(folios(filterDocuments(ROWS, { query: '', statuses: ['Abierta'] }))).toEqual(['S00097', 'S00094']);
    expect(folios(filterDocuments(ROWS, { query: 'sofia', statuses: ['Cancelada', 'Cerrada'] }))).toEqual(['S00095']);
  });
});
