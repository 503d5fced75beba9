import type { SalesDocumentRow } from '@muestrario/shared/domain';
import { documentRows } from './documents.data';

const ROWS = documentRows('quotation');

/** Rows of the 'Cotizaciones' list (mock; a real source replaces this hook, not the screen). */
export function useQuotationRows(): readonly SalesDocumentRow[] {
  return ROWS;
}
