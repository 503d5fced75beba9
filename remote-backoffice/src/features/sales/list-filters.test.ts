import { activeFilterCount, filterParams, filtersFromParams, listQuery, NO_FILTERS } from './list-filters';

describe('list filters', () => {
  it('asks only for what is set', () => {
    expect(listQuery(NO_FILTERS, '  ', 1)).toEqual({ page: 1, pageSize: 10 });
    expect(
      listQuery({ ...NO_FILTERS, statuses: ['Abierta', 'Cerrada'], client: { id: 4, name: 'X' }, sellerId: 2, from: '2026-11-01', to: '2026-11-30' }, ' S0009 ', 3),
    ).toEqual({ search: 'S0009', status: ['Abierta', 'Cerrada'], clientId: 4, sellerId: 2, from: '2026-11-01', to: '2026-11-30', page: 3, pageSize: 10 });
  });

  it('counts the filters in use', () => {
    expect(activeFilterCount(NO_FILTERS)).toBe(0);
    expect(activeFilterCount({ ...NO_FILTERS, statuses: ['Abierta', 'Cancelada'], from: '2026-01-01' })).toBe(2);
  });
});

describe('filters in the URL', () => {
  it('reads back what it writes', () => {
    const filters = { statuses: ['Abierta' as const], client: { id: 12, name: 'Textiles del Norte' }, sellerId: 3, from: '2026-01-01', to: '2026-02-01' };
    expect(filtersFromParams('uni', filterParams(filters))).toEqual({ search: 'uni', ...filters });
  });

  it('drops bad values and clears a filter with an empty list', () => {
    expect(filtersFromParams('', { status: ['Abierta', 'Inventado'], cliente: ['x'], vendedor: ['-1'], desde: ['ayer'], hasta: [] })).toEqual({ ...NO_FILTERS, statuses: ['Abierta'] });
    expect(filterParams({ client: null, sellerId: null })).toEqual({ cliente: [], clienteNombre: [], vendedor: [] });
  });
});
