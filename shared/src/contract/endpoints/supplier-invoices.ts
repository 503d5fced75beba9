import { Type } from '@sinclair/typebox';
import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { IdParams } from '../common';
import {
  ImportSupplierCfdiBody,
  PurchaseReport,
  PurchaseReportQuery,
  SupplierBalance,
  SupplierBalanceDetail,
  SupplierCfdiImport,
  SupplierInvoice,
  SupplierInvoiceDetail,
  SupplierInvoiceQuery,
  SupplierPayment,
  SupplierPaymentBody,
} from '../supplier-invoices';

const addresses = defineRoutes({
  importSupplierCfdi: { method: 'POST', path: '/purchasing/supplier-invoices/import', action: 'purchase.invoice' },
  listSupplierInvoices: { method: 'GET', path: '/purchasing/supplier-invoices', action: 'purchase.invoice' },
  getSupplierInvoice: { method: 'GET', path: '/purchasing/supplier-invoices/:id', action: 'purchase.invoice' },
  createSupplierPayment: { method: 'POST', path: '/purchasing/supplier-payments', action: 'purchase.invoice' },
  listSupplierBalances: { method: 'GET', path: '/purchasing/supplier-balances', action: 'purchase.invoice' },
  getSupplierBalance: { method: 'GET', path: '/purchasing/supplier-balances/:id', action: 'purchase.invoice' },
  getPurchaseReport: { method: 'GET', path: '/purchasing/report', action: 'purchase.invoice' },
});

/** Supplier invoices from their CFDI, credit notes, down payments, payments, balances and the purchase report (issue 31, item 5). Admins. */
export const supplierInvoiceEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  importSupplierCfdi: {
    summary:
      'Importa el XML de un CFDI 4.0 de un proveedor (texto, máximo 2 MB): factura (I), factura de anticipo (ClaveProdServ 84111506) o nota de crédito (E relacionada 01, 03 o 07). ' +
      'El proveedor se busca por el RFC del emisor; una factura se compara con la entrada de mercancía indicada y se copian sus líneas. Con dryRun solo lee y compara. ' +
      '400/422 en español si el XML no es un CFDI válido (DOCTYPE y entidades se rechazan), 409 si el UUID ya se importó, 413 si es muy grande.',
    tags: ['purchasing'],
    body: ImportSupplierCfdiBody,
    response: SupplierCfdiImport,
    status: 201,
    errors: [400, 401, 403, 404, 409, 413, 415, 422],
  },
  listSupplierInvoices: {
    summary: 'Los CFDI de proveedores importados (facturas, anticipos, notas de crédito), más recientes primero, con su saldo.',
    tags: ['purchasing'],
    query: SupplierInvoiceQuery,
    response: /*#__PURE__*/ Type.Array(SupplierInvoice),
    errors: [400, 401, 403],
  },
  getSupplierInvoice: {
    summary: 'Un CFDI de proveedor importado: sus datos, conceptos, diferencias con la entrada, notas de crédito y pagos.',
    tags: ['purchasing'],
    params: IdParams,
    response: SupplierInvoiceDetail,
    errors: [400, 401, 403, 404],
  },
  createSupplierPayment: {
    summary: 'Registra un pago a un proveedor aplicado a sus facturas (nunca más que el saldo de cada una, revisado dentro de la transacción).',
    tags: ['purchasing'],
    body: SupplierPaymentBody,
    response: SupplierPayment,
    status: 201,
    errors: [400, 401, 403, 404, 409, 415],
  },
  listSupplierBalances: {
    summary: 'Lo que se debe a cada proveedor: facturado, notas de crédito, pagado, saldo y antigüedad (0–30, 31–60, 61–90, más de 90 días).',
    tags: ['purchasing'],
    response: /*#__PURE__*/ Type.Array(SupplierBalance),
    errors: [401, 403],
  },
  getSupplierBalance: {
    summary: 'El saldo de un proveedor con sus facturas y pagos.',
    tags: ['purchasing'],
    params: IdParams,
    response: SupplierBalanceDetail,
    errors: [400, 401, 403, 404],
  },
  getPurchaseReport: {
    summary: 'Informe de compras: importe sin impuestos de los CFDI de proveedores entre dos fechas (notas de crédito restan), por proveedor, artículo o mes.',
    tags: ['purchasing'],
    query: PurchaseReportQuery,
    response: PurchaseReport,
    errors: [400, 401, 403],
  },
});

/** The addresses only (browser code): no schemas. */
export const supplierInvoiceRoutes: RoutesOf<typeof supplierInvoiceEndpoints> = addresses;
