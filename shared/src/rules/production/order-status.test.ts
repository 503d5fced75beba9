import {
  allowedOrderTransitions,
  operationFinishRefusal,
  operationStartRefusal,
  orderCloseRefusal,
  orderTransitionRefusal,
  PRODUCTION_ORDER_STATUSES,
  PRODUCTION_ORDER_STATUS_LABELS,
  statusAfterOperationStart,
} from './order-status';

describe('production order statuses', () => {
  it('follows Planeada → Liberada → En proceso → Cerrada', () => {
    expect(orderTransitionRefusal('planned', 'released')).toBeNull();
    expect(orderTransitionRefusal('released', 'in_progress')).toBeNull();
    expect(orderTransitionRefusal('in_progress', 'closed')).toBeNull();
    expect(PRODUCTION_ORDER_STATUSES.map((s) => PRODUCTION_ORDER_STATUS_LABELS[s])).toEqual(['Planeada', 'Liberada', 'En proceso', 'Cerrada', 'Cancelada']);
  });

  it('cancels from Planeada or Liberada only', () => {
    expect(orderTransitionRefusal('planned', 'cancelled')).toBeNull();
    expect(orderTransitionRefusal('released', 'cancelled')).toBeNull();
    expect(orderTransitionRefusal('in_progress', 'cancelled')).toMatch(/en proceso no se cancela/);
  });

  it('never changes a closed or cancelled order', () => {
    for (const to of PRODUCTION_ORDER_STATUSES) {
      expect(orderTransitionRefusal('closed', to)).toBe('Una orden cerrada no cambia.');
      expect(orderTransitionRefusal('cancelled', to)).toBe('Una orden cancelada no cambia.');
    }
    expect(allowedOrderTransitions('closed')).toEqual([]);
  });

  it('refuses skipped or repeated steps with a Spanish reason', () => {
    expect(orderTransitionRefusal('planned', 'in_progress')).toMatch(/liberada/);
    expect(orderTransitionRefusal('planned', 'closed')).toBe('Solo una orden en proceso se cierra.');
    expect(orderTransitionRefusal('released', 'released')).toBe('La orden ya está «Liberada».');
    expect(orderTransitionRefusal('in_progress', 'planned')).toBe('Solo una orden liberada vuelve a «Planeada».');
    expect(orderTransitionRefusal('planned', 'nope' as never)).toBe('Ese estado de orden no existe.');
  });

  it('agrees with its own table for every pair', () => {
    for (const from of PRODUCTION_ORDER_STATUSES) {
      for (const to of PRODUCTION_ORDER_STATUSES) {
        expect(orderTransitionRefusal(from, to) === null).toBe(allowedOrderTransitions(from).includes(to));
      }
    }
  });
});

describe('operation statuses', () => {
  it('starts operations of a released or in-progress order; the first start puts the order in progress', () => {
    expect(operationStartRefusal('planned', 'pending')).toMatch(/«Planeada»/);
    expect(operationStartRefusal('released', 'pending')).toBeNull();
    expect(operationStartRefusal('in_progress', 'in_progress')).toBe('La operación ya se inició.');
    expect(statusAfterOperationStart('released')).toBe('in_progress');
    expect(statusAfterOperationStart('in_progress')).toBe('in_progress');
  });

  it('finishes only a started operation', () => {
    expect(operationFinishRefusal('in_progress', 'pending')).toBe('Inicia la operación antes de terminarla.');
    expect(operationFinishRefusal('in_progress', 'in_progress')).toBeNull();
    expect(operationFinishRefusal('in_progress', 'done')).toBe('La operación ya está terminada.');
  });

  it('closes an order when every operation is finished', () => {
    expect(orderCloseRefusal('in_progress', ['done', 'done', 'done'])).toBeNull();
    expect(orderCloseRefusal('in_progress', ['done', 'in_progress', 'pending'])).toBe('Faltan terminar 2 operaciones para cerrar la orden.');
    expect(orderCloseRefusal('in_progress', ['done', 'pending'])).toBe('Falta terminar 1 operación para cerrar la orden.');
    expect(orderCloseRefusal('released', ['done'])).toBe('Solo una orden en proceso se cierra.');
  });
});
