import { Type } from '@sinclair/typebox';
import { defineEndpoints, defineRoutes, type RoutesOf } from '../endpoint';
import { IdParams } from '../common';
import { CancelCfdiBody, FiscalStampView } from '../fiscal-documents';

const addresses = defineRoutes({
  getDocumentStamp: { method: 'GET', path: '/fiscal/documents/:id', action: 'receivables.view' },
  stampDocument: { method: 'POST', path: '/fiscal/documents/:id/stamp', action: 'invoice.stamp' },
  cancelDocumentStamp: { method: 'POST', path: '/fiscal/documents/:id/cancel', action: 'invoice.cancel' },
  getDocumentXml: { method: 'GET', path: '/fiscal/documents/:id/xml', action: 'receivables.view' },
  getDocumentPdf: { method: 'GET', path: '/fiscal/documents/:id/pdf', action: 'receivables.view' },
  getPaymentStamp: { method: 'GET', path: '/fiscal/payments/:id', action: 'receivables.view' },
  stampPayment: { method: 'POST', path: '/fiscal/payments/:id/stamp', action: 'invoice.stamp' },
  getPaymentXml: { method: 'GET', path: '/fiscal/payments/:id/xml', action: 'receivables.view' },
  getPaymentPdf: { method: 'GET', path: '/fiscal/payments/:id/pdf', action: 'receivables.view' },
});

const Xml = /*#__PURE__*/ Type.String({ description: 'El CFDI timbrado (XML)' });
const Pdf = /*#__PURE__*/ Type.String({ format: 'binary', description: 'La representación impresa del CFDI (PDF)' });
const STAMP_ERRORS = [400, 401, 403, 404, 409, 415, 422, 502, 504] as const;

/**
 * CFDI stamping (issue 32 items 3–5): invoices, credit notes, debit notes and down payment invoices of the
 * engine, and customer payments (Pago 2.0). A seller reaches only their own documents (404 otherwise).
 */
export const fiscalDocumentEndpoints = /*#__PURE__*/ defineEndpoints(addresses, {
  getDocumentStamp: {
    summary: 'El estado fiscal de un documento de ventas: sin timbrar, timbrado (UUID, fecha) o cancelado.',
    tags: ['receivables'],
    params: IdParams,
    response: FiscalStampView,
    errors: [400, 401, 403, 404],
  },
  stampDocument: {
    summary:
      'Timbra una factura, nota de crédito, nota de débito o factura de anticipo: revisa los datos (400 con la lista «problems» en español), arma el CFDI 4.0, lo sella con el CSD, lo valida contra el esquema del SAT (422 con los errores) y lo manda al PAC. Sin cuerpo. Un documento se timbra una sola vez (409).',
    tags: ['receivables'],
    params: IdParams,
    response: FiscalStampView,
    status: 201,
    errors: STAMP_ERRORS,
  },
  cancelDocumentStamp: {
    summary: 'Cancela el CFDI de un documento ante el SAT por medio del PAC (motivo 01–04; el 01 lleva el UUID que lo sustituye, del mismo cliente). El documento queda «Cancelada». Solo administradores.',
    tags: ['receivables'],
    params: IdParams,
    body: CancelCfdiBody,
    response: FiscalStampView,
    errors: STAMP_ERRORS,
  },
  getDocumentXml: {
    summary: 'El XML timbrado del documento.',
    tags: ['receivables'],
    params: IdParams,
    response: Xml,
    produces: 'application/xml',
    errors: [400, 401, 403, 404],
  },
  getDocumentPdf: {
    summary: 'La representación impresa del CFDI (Carta): emisor, receptor, conceptos con claves, totales, QR de verificación, sellos y cadena del timbre.',
    tags: ['receivables'],
    params: IdParams,
    response: Pdf,
    produces: 'application/pdf',
    errors: [400, 401, 403, 404],
  },
  getPaymentStamp: {
    summary: 'El estado fiscal de un cobro (su CFDI de pago).',
    tags: ['receivables'],
    params: IdParams,
    response: FiscalStampView,
    errors: [400, 401, 403, 404],
  },
  stampPayment: {
    summary: 'Timbra el CFDI de pago (complemento Pagos 2.0) de un cobro aplicado a facturas PPD timbradas: parcialidad, saldo anterior, pagado e insoluto de cada una. Sin cuerpo.',
    tags: ['receivables'],
    params: IdParams,
    response: FiscalStampView,
    status: 201,
    errors: STAMP_ERRORS,
  },
  getPaymentXml: {
    summary: 'El XML timbrado del CFDI de pago.',
    tags: ['receivables'],
    params: IdParams,
    response: Xml,
    produces: 'application/xml',
    errors: [400, 401, 403, 404],
  },
  getPaymentPdf: {
    summary: 'La representación impresa del CFDI de pago.',
    tags: ['receivables'],
    params: IdParams,
    response: Pdf,
    produces: 'application/pdf',
    errors: [400, 401, 403, 404],
  },
});

export const fiscalDocumentRoutes: RoutesOf<typeof fiscalDocumentEndpoints> = addresses;
