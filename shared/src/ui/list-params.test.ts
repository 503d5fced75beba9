import { isFilteredList, listParamsToSearch, nextSort, parseListParams } from './list-params';

describe('list state in the URL', () => {
  it('reads search, page, sort and filters, ignoring what it does not know', () => {
    const state = parseListParams(new URLSearchParams('q=uni&pagina=3&orden=folio&dir=desc&status=Abierto&status=Cerrado&otro=1'), ['status', 'tipo']);
    expect(state).toEqual({ q: 'uni', page: 3, sort: 'folio', dir: 'desc', filters: { status: ['Abierto', 'Cerrado'], tipo: [] } });
  });

  it('falls back to page 1 and ascending order on bad values', () => {
    for (const page of ['0', '-2', '1.5', 'dos', '']) {
      expect(parseListParams(new URLSearchParams(`pagina=${page}&dir=x`), []).page).toBe(1);
    }
    expect(parseListParams(new URLSearchParams('dir=x'), []).dir).toBe('asc');
  });

  it('writes a clean URL: defaults left out, and reads back what it wrote', () => {
    const first = { q: '  ', page: 1, sort: null, dir: 'asc' as const, filters: { tipo: [] } };
    expect(listParamsToSearch(first).toString()).toBe('');
    const state = { q: 'Textiles', page: 2, sort: 'nombre', dir: 'desc' as const, filters: { tipo: ['Cliente'] } };
    const written = listParamsToSearch(state);
    expect(written.toString()).toBe('q=Textiles&tipo=Cliente&orden=nombre&dir=desc&pagina=2');
    expect(parseListParams(written, ['tipo'])).toEqual(state);
  });

  it('sorts a new column ascending and flips the same column', () => {
    expect(nextSort({ sort: null, dir: 'asc' }, 'folio')).toEqual({ sort: 'folio', dir: 'asc' });
    expect(nextSort({ sort: 'folio', dir: 'asc' }, 'folio')).toEqual({ sort: 'folio', dir: 'desc' });
    expect(nextSort({ sort: 'folio', dir: 'desc' }, 'folio')).toEqual({ sort: 'folio', dir: 'asc' });
    expect(nextSort({ sort: 'folio', dir: 'desc' }, 'total')).toEqual({ sort: 'total', dir: 'asc' });
  });

  it('tells a filtered list from the whole one', () => {
    const base = parseListParams(new URLSearchParams(''), ['tipo']);
    expect(isFilteredList(base)).toBe(false);
    expect(isFilteredList({ ...base, page: 4, sort: 'x' })).toBe(false);
    expect(isFilteredList({ ...base, q: 'a' })).toBe(true);
    expect(isFilteredList({ ...base, filters: { tipo: ['Cliente'] } })).toBe(true);
  });
});
