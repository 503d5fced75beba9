import { Type } from '@sinclair/typebox';
import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { IdParams } from '../common';
import {
  ClientBalance,
  ClientBalanceDetail,
  CreateCreditNoteBody,
  CreateDebitNoteBody,
  CreateDownPaymentBody,
  CreateInvoiceBody,
  CustomerPayment,
  CustomerPaymentBody,
  InvoicedSalesQuery,
  InvoicedSalesReport,
  InvoiceSource,
  InvoiceSourceQuery,
  InvoiceSourceRow,
  ReceivableDocument,
  ReceivableDocumentDetail,
  ReceivableQuery,
} from '../receivables';

const addresses = defineRoutes({
  listReceivableDocuments: { method: 'GET', path: '/receivables/documents', action: 'receivables.view' },
  getReceivableDocument: { method: 'GET', path: '/receivables/documents/:id', action: 'receivables.view' },
  listInvoiceSources: { method: 'GET', path: '/receivables/sources', action: 'invoice.create' },
  getInvoiceSource: { method: 'GET', path: '/receivables/sources/:id', action: 'invoice.create' },
  createInvoice: { method: 'POST', path: '/receivables/invoices', action: 'invoice.create' },
  createCreditNote: { method: 'POST', path: '/receivables/credit-notes', action: 'invoice.create' },
  createDebitNote: { method: 'POST', path: '/receivables/debit-notes', action: 'invoice.create' },
  createDownPayment: { method: 'POST', path: '/receivables/down-payments', action: 'invoice.create' },
  createCustomerPayment: { method: 'POST', path: '/receivables/payments', action: 'payment.receive' },
  listClientBalances: { method: 'GET', path: '/receivables/clients', action: 'receivables.view' },
  getClientBalance: { method: 'GET', path: '/receivables/clients/:id', action: 'receivables.view' },
  getClientStatementPdf: { method: 'GET', path: '/receivables/clients/:id/statement' , action: 'receivables.view' },
  getInvoicedSalesReport: { method: 'GET', path: '/reports/invoiced-sales', action: 'report.sales' },
});

const Pdf = /*#__PURE__*/ Type.String({ format: 'binary', description: 'El estado de cuenta del cliente en PDF' });
const STATE_ERRORS = [400, 401, 403, 404, 409, 415] as const;

/**
 * Accounts receivable (issue 32 items 6 and 8). Sellers read and write the documents they own (an order's
 * seller is its invoices' seller), admins all; the handlers apply that scope.
 */
export const receivableEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  listReceivableDocuments: {
    summary: 'Facturas de deudores, notas de débito y de crédito, facturas y solicitudes de anticipo, más recientes primero, con su saldo. Un vendedor ve las suyas.',
    tags: ['receivables'],
    query: ReceivableQuery,
    response: /*#__PURE__*/ Type.Array(ReceivableDocument),
    errors: [400, 401, 403],
  },
  getReceivableDocument: {
    summary: 'Un documento fiscal de ventas: líneas, condiciones fiscales (método, forma y uso), relaciones (01, 02, 03, 07), cobros aplicados con su parcialidad y saldo.',
    tags: ['receivables'],
    params: IdParams,
    response: ReceivableDocumentDetail,
    errors: [400, 401, 403, 404],
  },
  listInvoiceSources: {
    summary: 'Órdenes de venta y entregas abiertas con algo por facturar (las del vendedor; todas para un administrador).',
    tags: ['receivables'],
    query: InvoiceSourceQuery,
    response: /*#__PURE__*/ Type.Array(InvoiceSourceRow),
    errors: [400, 401, 403],
  },
  getInvoiceSource: {
    summary: 'Una orden, entrega o factura con sus líneas abiertas y los anticipos cobrados del cliente por aplicar.',
    tags: ['receivables'],
    params: IdParams,
    response: InvoiceSource,
    errors: [400, 401, 403, 404],
  },
  createInvoice: {
    summary: 'Factura de deudores copiada de una orden de venta o una entrega (parcial por línea) con método de pago, forma de pago y uso del CFDI; aplica anticipos cobrados (relación 07).',
    tags: ['receivables'],
    body: CreateInvoiceBody,
    response: ReceivableDocumentDetail,
    status: 201,
    errors: STATE_ERRORS,
  },
  createCreditNote: {
    summary: 'Nota de crédito copiada de líneas de una factura, relación 01 (nota de crédito) o 03 (devolución de mercancía).',
    tags: ['receivables'],
    body: CreateCreditNoteBody,
    response: ReceivableDocumentDetail,
    status: 201,
    errors: STATE_ERRORS,
  },
  createDebitNote: {
    summary: 'Nota de débito: una factura con sus propios cargos, relacionada 02 con la factura que carga.',
    tags: ['receivables'],
    body: CreateDebitNoteBody,
    response: ReceivableDocumentDetail,
    status: 201,
    errors: STATE_ERRORS,
  },
  createDownPayment: {
    summary: 'Solicitud de anticipo sobre una orden de venta: una factura de anticipo por cobrar (concepto 84111506); al cobrarse completa pasa a Facturas de anticipo.',
    tags: ['receivables'],
    body: CreateDownPaymentBody,
    response: ReceivableDocumentDetail,
    status: 201,
    errors: STATE_ERRORS,
  },
  createCustomerPayment: {
    summary: 'Cobro de un cliente aplicado a sus facturas abiertas: cada aplicación guarda la parcialidad, el saldo anterior, lo pagado y el saldo insoluto; nunca más que el saldo (revisado dentro de la transacción).',
    tags: ['receivables'],
    body: CustomerPaymentBody,
    response: CustomerPayment,
    status: 201,
    errors: STATE_ERRORS,
  },
  listClientBalances: {
    summary: 'Cartera de clientes: saldo por cliente en pesos y antigüedad por vencimiento (0–30, 31–60, 61–90, más de 90 días).',
    tags: ['receivables'],
    response: /*#__PURE__*/ Type.Array(ClientBalance),
    errors: [401, 403],
  },
  getClientBalance: {
    summary: 'El saldo de un cliente con sus documentos abiertos y sus cobros.',
    tags: ['receivables'],
    params: IdParams,
    response: ClientBalanceDetail,
    errors: [400, 401, 403, 404],
  },
  getClientStatementPdf: {
    summary: 'Estado de cuenta del cliente en PDF (Carta): documentos abiertos, antigüedad y cobros.',
    tags: ['receivables'],
    params: IdParams,
    response: Pdf,
    produces: 'application/pdf',
    errors: [400, 401, 403, 404],
  },
  getInvoicedSalesReport: {
    summary: 'Informe de ventas facturadas entre dos fechas (notas de crédito restan), por cliente, vendedor, artículo o mes, con margen donde se conoce el costo. Un vendedor ve lo suyo.',
    tags: ['reports'],
    query: InvoicedSalesQuery,
    response: InvoicedSalesReport,
    errors: [400, 401, 403],
  },
});

export const receivableRoutes: RoutesOf<typeof receivableEndpoints> = addresses;
