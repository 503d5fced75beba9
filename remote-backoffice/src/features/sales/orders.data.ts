import type { SalesDocumentRow } from '@muestrario/shared/domain';
import { documentRows } from './documents.data';

const ROWS = documentRows('order');

/** Rows of the 'Ordenes de venta' list (mock; a real source replaces this hook, not the screen). */
export function useOrderRows(): readonly SalesDocumentRow[] {
  return ROWS;
}
