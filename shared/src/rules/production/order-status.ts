/*
 * Statuses of a production order and of its operations (issue 30, item 4), pure. The transitions are a
 * data table: the server checks a change with `orderTransitionRefusal` inside its transaction, the screens
 * offer only the buttons `allowedOrderTransitions` gives. docs/decisions/production.md 'Production orders
 * (rules)'.
 */

/** Planeada → Liberada → En proceso → Cerrada; Cancelada from Planeada or Liberada (SAP B1 OWOR-like). */
export const PRODUCTION_ORDER_STATUSES = ['planned', 'released', 'in_progress', 'closed', 'cancelled'] as const;
export type ProductionOrderStatus = (typeof PRODUCTION_ORDER_STATUSES)[number];

export const PRODUCTION_ORDER_STATUS_LABELS: Record<ProductionOrderStatus, string> = {
  planned: 'Planeada',
  released: 'Liberada',
  in_progress: 'En proceso',
  closed: 'Cerrada',
  cancelled: 'Cancelada',
};

/**
 * Allowed moves. 'in_progress' is never chosen by hand: it follows the first operation started
 * (`statusAfterOperationStart`). An order in progress cannot be cancelled: pieces have been cut, sewn or
 * decorated, so the work is closed (with its good and rejected pieces recorded) rather than erased; a
 * 'Cancelada' order therefore always means "nothing was made". Liberada → Planeada lets production pull an
 * order back to re-plan it before anyone starts.
 */
export const PRODUCTION_ORDER_TRANSITIONS: Record<ProductionOrderStatus, readonly ProductionOrderStatus[]> = {
  planned: ['released', 'cancelled'],
  released: ['planned', 'in_progress', 'cancelled'],
  in_progress: ['closed'],
  closed: [],
  cancelled: [],
};

export const PRODUCTION_ORDER_MESSAGES = {
  closed: 'Una orden cerrada no cambia.',
  cancelled: 'Una orden cancelada no cambia.',
  same: (label: string) => `La orden ya está «${label}».`,
  cancelInProgress: 'Una orden en proceso no se cancela: ya hay piezas trabajadas. Termina sus operaciones y ciérrala.',
  startNotReleased: 'Solo una orden liberada puede empezar: libérala primero.',
  closeNotInProgress: 'Solo una orden en proceso se cierra.',
  closeUnfinished: (pending: number) =>
    pending === 1 ? 'Falta terminar 1 operación para cerrar la orden.' : `Faltan terminar ${pending} operaciones para cerrar la orden.`,
  backToPlanned: 'Solo una orden liberada vuelve a «Planeada».',
  releaseNotPlanned: 'Solo una orden planeada se libera.',
  unknown: 'Ese estado de orden no existe.',
} as const;

export const isProductionOrderStatus = (value: unknown): value is ProductionOrderStatus => typeof value === 'string' && (PRODUCTION_ORDER_STATUSES as readonly string[]).includes(value);

/** The statuses an order may move to from `from` (by the table). */
export function allowedOrderTransitions(from: ProductionOrderStatus): readonly ProductionOrderStatus[] {
  return PRODUCTION_ORDER_TRANSITIONS[from];
}

/** Why an order in `from` may not move to `to`, in Spanish; null when the table allows it. */
export function orderTransitionRefusal(from: ProductionOrderStatus, to: ProductionOrderStatus): string | null {
  if (!isProductionOrderStatus(from) || !isProductionOrderStatus(to)) return PRODUCTION_ORDER_MESSAGES.unknown;
  if (PRODUCTION_ORDER_TRANSITIONS[from].includes(to)) return null;
  if (from === 'closed') return PRODUCTION_ORDER_MESSAGES.closed;
  if (from === 'cancelled') return PRODUCTION_ORDER_MESSAGES.cancelled;
  if (from === to) return PRODUCTION_ORDER_MESSAGES.same(PRODUCTION_ORDER_STATUS_LABELS[to]);
  switch (to) {
    case 'cancelled':
      return PRODUCTION_ORDER_MESSAGES.cancelInProgress;
    case 'in_progress':
      return PRODUCTION_ORDER_MESSAGES.startNotReleased;
    case 'closed':
      return PRODUCTION_ORDER_MESSAGES.closeNotInProgress;
    case 'planned':
      return PRODUCTION_ORDER_MESSAGES.backToPlanned;
    case 'released':
      return PRODUCTION_ORDER_MESSAGES.releaseNotPlanned;
  }
}

/** Who moved an order to a status and when (one row per change: the order's history). */
export interface ProductionOrderStatusChange {
  from: ProductionOrderStatus | null;
  to: ProductionOrderStatus;
  userId: number;
  /** The person's name as it was then, for the history line. */
  userName: string;
  /** ISO instant. */
  at: string;
  /** Optional reason (a cancellation says why). */
  note?: string;
}

/* ---- Operations ---- */

export const OPERATION_STATUSES = ['pending', 'in_progress', 'done'] as const;
export type OperationStatus = (typeof OPERATION_STATUSES)[number];

export const OPERATION_STATUS_LABELS: Record<OperationStatus, string> = {
  pending: 'Pendiente',
  in_progress: 'En proceso',
  done: 'Terminada',
};

export const OPERATION_STATUS_MESSAGES = {
  orderNotReleased: (status: ProductionOrderStatus) => `La orden está «${PRODUCTION_ORDER_STATUS_LABELS[status]}»: sus operaciones se inician cuando está liberada o en proceso.`,
  alreadyStarted: 'La operación ya se inició.',
  alreadyDone: 'La operación ya está terminada.',
  notStarted: 'Inicia la operación antes de terminarla.',
} as const;

/** Why an operation cannot start, or null: the order released or in progress, the operation pending. */
export function operationStartRefusal(order: ProductionOrderStatus, operation: OperationStatus): string | null {
  if (order !== 'released' && order !== 'in_progress') return OPERATION_STATUS_MESSAGES.orderNotReleased(order);
  if (operation === 'in_progress') return OPERATION_STATUS_MESSAGES.alreadyStarted;
  if (operation === 'done') return OPERATION_STATUS_MESSAGES.alreadyDone;
  return null;
}

/** Why an operation cannot finish, or null: the order in progress, the operation started. */
export function operationFinishRefusal(order: ProductionOrderStatus, operation: OperationStatus): string | null {
  if (order !== 'in_progress') return OPERATION_STATUS_MESSAGES.orderNotReleased(order);
  if (operation === 'pending') return OPERATION_STATUS_MESSAGES.notStarted;
  if (operation === 'done') return OPERATION_STATUS_MESSAGES.alreadyDone;
  return null;
}

/** The order's status once an operation starts: a released order becomes 'En proceso' at its first start. */
export function statusAfterOperationStart(order: ProductionOrderStatus): ProductionOrderStatus {
  return order === 'released' ? 'in_progress' : order;
}

/** Why an order cannot close yet, or null: it must be in progress and every operation finished. */
export function orderCloseRefusal(order: ProductionOrderStatus, operations: readonly OperationStatus[]): string | null {
  const table = orderTransitionRefusal(order, 'closed');
  if (table) return table;
  const pending = operations.filter((s) => s !== 'done').length;
  return pending > 0 ? PRODUCTION_ORDER_MESSAGES.closeUnfinished(pending) : null;
}
