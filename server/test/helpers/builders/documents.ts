import type { SalesDocumentDetail, SalesDocumentInput } from '@muestrario/shared/contract';
import { okJson, type Requester } from '../request';

const noAddress = { street: '', city: '', state: '', zipCode: '' };

/** A valid quotation or order body for a client: two lines of the real article catalogue (override any field). */
export const quotationInput = (clientId: number, over: Partial<SalesDocumentInput> = {}): SalesDocumentInput => ({
  clientId,
  contactId: null,
  name: 'Uniformes 2027',
  reference: 'REQ-1',
  currency: 'MXN',
  exchangeRate: '1',
  lines: [
    { code: 'PLY-PQ-01', description: '', quantity: 3, unitPriceCents: 18_550 },
    { code: 'BOR-MIL-13', description: 'Bordado pecho', quantity: 3, unitPriceCents: 1 },
  ],
  shippingAddress: noAddress,
  billingAddress: noAddress,
  ...over,
});

/**
 * A quotation or a sales order created through the API (so through the business-document engine: folio,
 * totals, history) as `as`; answers the stored document. Needs `backofficeFixture` (the article catalogue).
 */
export async function buildSalesDocument(as: Requester, kind: 'quotation' | 'order', clientId: number, over: Partial<SalesDocumentInput> = {}): Promise<SalesDocumentDetail> {
  const res = await as('POST', kind === 'quotation' ? '/api/sales/quotations' : '/api/sales/orders', quotationInput(clientId, over));
  return okJson(res, kind) as SalesDocumentDetail;
}
