/*
 * A document's status (SAP Business One: Open, Closed, Cancelled). The stored values are the Spanish
 * words the quotation and order screens already show. A document closes by hand or by itself once every
 * line has been copied on in full; a cancelled or closed document never opens again.
 */
export const BUSINESS_DOCUMENT_STATUSES = ['Abierta', 'Cerrada', 'Cancelada'] as const;
export type BusinessDocumentStatus = (typeof BUSINESS_DOCUMENT_STATUSES)[number];

/** Every status change a person may ask for, from → to. */
export const STATUS_TRANSITIONS: Readonly<Record<BusinessDocumentStatus, readonly BusinessDocumentStatus[]>> = {
  Abierta: ['Cerrada', 'Cancelada'],
  Cerrada: [],
  Cancelada: [],
};

export function canChangeStatus(from: BusinessDocumentStatus, to: BusinessDocumentStatus): boolean {
  return STATUS_TRANSITIONS[from].includes(to);
}

/** Why a status change is refused, in Spanish (null when it is allowed). */
export function statusChangeRefusal(from: BusinessDocumentStatus, to: BusinessDocumentStatus): string | null {
  if (canChangeStatus(from, to)) return null;
  if (from === to) return `El documento ya está ${from.toLowerCase()}.`;
  return `Un documento ${from.toLowerCase()} no puede pasar a ${to.toLowerCase()}.`;
}
