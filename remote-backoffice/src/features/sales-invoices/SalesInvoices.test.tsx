import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InvoiceSource, ReceivableDocument, ReceivableDocumentDetail } from '@muestrario/shared/contract';
import { demoUser, renderRemote } from '@muestrario/shared/testing';
import remote from '../../routes';
import { serveApi } from '../../test/api-handlers';
import { READS } from '../../test/fixtures';

const open = (url: string) => renderRemote(remote, { url, mountPath: '/admin/*' });

const SOURCE: InvoiceSource = {
  id: 95,
  kind: 'order',
  folio: 'OV00095',
  partnerId: 1,
  partnerName: 'Constructora Cumbres del Norte, S.A. de C.V.',
  usoCfdi: 'G01',
  currency: 'MXN',
  docDate: '2026-11-20',
  totalCents: 145_000,
  lines: [
    { id: 501, code: 'POL-001', description: 'Polo piqué azul marino M', quantity: 10, openQuantity: 6, unitPriceCents: 10_000 },
    { id: 502, code: 'BOR-01', description: 'Bordado del logotipo', quantity: 10, openQuantity: 10, unitPriceCents: 2_500 },
  ],
  downPayments: [{ id: 80, folio: 'FA00001', availableCents: 58_000 }],
};

const INVOICE: ReceivableDocument = {
  id: 300,
  list: 'invoice',
  folio: 'F00012',
  status: 'Abierta',
  partnerId: 1,
  partnerName: SOURCE.partnerName,
  rfc: 'CCN150312K22',
  sellerId: 2,
  sellerName: 'Ana Ruiz',
  docDate: '2026-11-27',
  dueDate: '2026-12-27',
  currency: 'MXN',
  exchangeRate: 10_000,
  subtotalCents: 125_000,
  taxCents: 20_000,
  totalCents: 145_000,
  balanceCents: 95_000,
  paymentMethod: 'PPD',
  paymentForm: '99',
  cfdiUse: 'G01',
  baseFolio: 'OV00095',
};

const DETAIL: ReceivableDocumentDetail = {
  ...INVOICE,
  lines: [{ id: 900, lineNumber: 0, code: 'POL-001', description: 'Polo piqué azul marino M', quantity: 10, openQuantity: 10, unitPriceCents: 10_000, discountBp: 0, subtotalCents: 100_000, taxCents: 16_000 }],
  baseId: 95,
  baseKind: 'order',
  relates: [],
  relatedBy: [],
  payments: [{ paymentId: 1, paymentFolio: 'CP00001', date: '2026-11-27', paymentForm: '03', documentId: 300, documentFolio: 'F00012', currency: 'MXN', instalment: 1, previousBalanceCents: 145_000, paidCents: 50_000, remainingBalanceCents: 95_000 }],
  creditedCents: 0,
  downPaymentsAppliedCents: 0,
  paidCents: 50_000,
  downPaymentAvailableCents: 0,
};

describe('sales invoices', () => {
  it('creates an invoice from an order: open quantities prefilled, PPD with 99, a quantity above what is open refused beside its field', async () => {
    const api = serveApi({
      ...READS,
      'GET /api/auth/details': { body: demoUser },
      'GET /api/receivables/sources': { body: [{ id: 95, kind: 'order', folio: 'OV00095', partnerName: SOURCE.partnerName, docDate: '2026-11-20', totalCents: 145_000, currency: 'MXN' }] },
      'GET /api/receivables/sources/95': { body: SOURCE },
      'POST /api/receivables/invoices': { status: 201, body: DETAIL },
      'GET /api/receivables/documents/300': { body: DETAIL },
    });
    open('/admin/ventas/facturas/nueva');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nueva factura de deudores' })).toBeInTheDocument();
    await userEvent.selectOptions(await screen.findByLabelText(/^Orden o entrega/), '95');
    const polo = await screen.findByLabelText('Cantidad a facturar de POL-001');
    expect(polo).toHaveValue('6');
    expect(screen.getByLabelText(/^Método de pago/)).toHaveValue('PPD');
    expect(screen.getByLabelText(/^Forma de pago/)).toHaveValue('99');
    expect(screen.getByLabelText(/^Uso del CFDI/)).toHaveValue('G01');
    await userEvent.clear(polo);
    await userEvent.type(polo, '7');
    expect(await screen.findByText('Quedan 6 por facturar.')).toHaveAttribute('role', 'alert');
    expect(polo).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(polo);
    await userEvent.type(polo, '4');
    await userEvent.type(screen.getByLabelText(/^FA00001/), '580');
    await userEvent.click(screen.getByRole('button', { name: 'Crear factura' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Factura de deudores F00012' })).toBeInTheDocument();
    const body = api.writes()[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      baseId: 95,
      lines: [{ baseLineId: 501, quantity: 4 }, { baseLineId: 502, quantity: 10 }],
      paymentMethod: 'PPD',
      paymentForm: '99',
      cfdiUse: 'G01',
      downPayments: [{ documentId: 80, amountCents: 58_000 }],
    });
  });

  it('PUE with 99 is refused beside the payment form and nothing is sent', async () => {
    const api = serveApi({ ...READS, 'GET /api/auth/details': { body: demoUser }, 'GET /api/receivables/sources': { body: [] }, 'GET /api/receivables/sources/95': { body: SOURCE } });
    open('/admin/ventas/facturas/nueva?base=95');
    await userEvent.selectOptions(await screen.findByLabelText(/^Método de pago/), 'PUE');
    await userEvent.selectOptions(screen.getByLabelText(/^Forma de pago/), '99');
    await userEvent.click(screen.getByRole('button', { name: 'Crear factura' }));
    expect(await screen.findByText('Con método de pago PUE indica la forma de pago con la que se pagó (no 99).')).toHaveAttribute('role', 'alert');
    expect(api.writes()).toHaveLength(0);
  });

  it('records a payment from the invoice page: the amount goes to the invoice, never above its balance', async () => {
    const api = serveApi({
      ...READS,
      'GET /api/auth/details': { body: demoUser },
      'GET /api/receivables/documents/300': { body: DETAIL },
      'GET /api/receivables/documents': { body: [INVOICE] },
      'POST /api/receivables/payments': { status: 201, body: { id: 2, folio: 'CP00002', partnerId: 1, partnerName: SOURCE.partnerName, date: '2026-11-27', paymentForm: '03', currency: 'MXN', exchangeRate: 10_000, amountCents: 40_000, reference: 'SPEI 1', applications: [], createdAt: '2026-11-27T10:00:00.000Z' } },
    });
    open('/admin/ventas/facturas/300');
    expect(await screen.findByRole('heading', { level: 1, name: 'Factura de deudores F00012' })).toBeInTheDocument();
    const table = within(screen.getByRole('table', { name: 'Cobros aplicados' }));
    expect(table.getByRole('cell', { name: '$950.00' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Registrar cobro' }));
    const dialog = within(await screen.findByRole('dialog', { name: `Cobro de ${SOURCE.partnerName}` }));
    const amount = await dialog.findByLabelText(/^F00012/);
    await userEvent.type(amount, '950.01');
    expect(await dialog.findByText('No puede exceder el saldo ($950.00).')).toHaveAttribute('role', 'alert');
    await userEvent.clear(amount);
    await userEvent.type(amount, '400');
    await userEvent.type(dialog.getByLabelText('Referencia'), 'SPEI 1');
    await userEvent.click(dialog.getByRole('button', { name: 'Registrar cobro de $400.00' }));
    expect(await screen.findByText('Cobro CP00002 de $400.00 registrado.')).toBeInTheDocument();
    expect(api.writes().map((w) => w.body)).toEqual([
      { partnerId: 1, date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), paymentForm: '03', currency: 'MXN', exchangeRate: 10_000, amountCents: 40_000, reference: 'SPEI 1', applications: [{ documentId: 300, amountCents: 40_000 }] },
    ]);
  });

  it('is not offered to a role that does not sell', async () => {
    serveApi({ ...READS, 'GET /api/auth/details': { body: { ...demoUser, role: 'production' } }, 'GET /api/receivables/documents': { status: 403, body: { message: 'Solo los vendedores.' } } });
    open('/admin/ventas/facturas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Facturas de deudores' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nueva factura' })).not.toBeInTheDocument();
  });
});
