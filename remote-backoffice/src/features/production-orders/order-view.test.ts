import {
  formatDay,
  formatInstant,
  historyChange,
  isOpenOrder,
  operationResult,
  orderActions,
  orderFilterParams,
  orderFiltersFromParams,
  orderLinkText,
  orderListQuery,
  plannedRange,
} from './order-view';

describe('production order view helpers', () => {
  it('writes days in es-MX, the same day in every zone, and a dash for none', () => {
    expect(formatDay('2026-12-04')).toBe('4 dic 2026');
    expect(formatDay(null)).toBe('—');
    expect(formatDay('04/12/2026')).toBe('—');
    expect(plannedRange('2026-11-30', '2026-12-02')).toBe('del 30 nov 2026 al 2 dic 2026');
    expect(plannedRange('2026-11-30', '2026-11-30')).toBe('30 nov 2026');
    expect(plannedRange(null, null)).toBe('—');
  });

  it('writes instants as Mexico City sees them', () => {
    // 02:30 UTC on the 27th is still the 26th in Mexico City (UTC−6).
    expect(formatInstant('2026-11-27T02:30:00.000Z')).toMatch(/^26 nov 2026, 8:30/);
    expect(formatInstant('nada')).toBe('—');
  });

  it('reads the filters from the URL, dropping unknown values, and builds the server query', () => {
    expect(orderFiltersFromParams({ estado: ['released'], atrasadas: ['si'] })).toEqual({ status: 'released', lateOnly: true });
    expect(orderFiltersFromParams({ estado: ['abierta'], atrasadas: ['1'] })).toEqual({ status: null, lateOnly: false });
    expect(orderFilterParams({ status: 'closed', lateOnly: false })).toEqual({ estado: ['closed'], atrasadas: [] });
    expect(orderListQuery('  polo ', { status: 'planned', lateOnly: true }, 2)).toEqual({ search: 'polo', status: 'planned', late: true, page: 2, pageSize: 10 });
    expect(orderListQuery('', { status: null, lateOnly: false }, 1)).toEqual({ page: 1, pageSize: 10 });
  });

  it('offers the moves of the status table, never "En proceso", and nothing to someone who may not', () => {
    expect(orderActions('planned', true)).toEqual(['released', 'cancelled']);
    expect(orderActions('released', true)).toEqual(['planned', 'cancelled']);
    expect(orderActions('in_progress', true)).toEqual(['closed']);
    expect(orderActions('closed', true)).toEqual([]);
    expect(orderActions('planned', false)).toEqual([]);
  });

  it('says what came out of an operation and how the status changed', () => {
    expect(operationResult({ good: null, rejected: null, reason: null })).toBe('—');
    expect(operationResult({ good: 10, rejected: 0, reason: null })).toBe('10 buenas');
    expect(operationResult({ good: 118, rejected: 2, reason: 'loose_stitch' })).toMatch(/^118 buenas · 2 rechazadas \(.+\)$/);
    expect(operationResult({ good: 1, rejected: 1, reason: null })).toBe('1 buena · 1 rechazada');
    expect(historyChange({ from: null, to: 'planned' })).toBe('Creada como Planeada');
    expect(historyChange({ from: 'planned', to: 'released' })).toBe('Planeada → Liberada');
  });

  it('names a line’s production order and tells open ones apart', () => {
    expect(orderLinkText({ folio: 'OF-00012', status: 'released' })).toBe('Orden de fabricación OF-00012 · Liberada');
    expect(isOpenOrder({ status: 'in_progress' })).toBe(true);
    expect(isOpenOrder({ status: 'cancelled' })).toBe(false);
  });
});
