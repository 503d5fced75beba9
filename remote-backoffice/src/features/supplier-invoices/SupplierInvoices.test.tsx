import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GoodsDocumentRow, SupplierBalance, SupplierCfdiImport, SupplierInvoice } from '@muestrario/shared/contract';
import { adminUser, demoUser, renderRemote } from '@muestrario/shared/testing';
import remote from '../../routes';
import { serveApi } from '../../test/api-handlers';
import { READS } from '../../test/fixtures';

const open = (url: string) => renderRemote(remote, { url, mountPath: '/admin/*' });

const INVOICE: SupplierInvoice = {
  id: 7,
  uuid: '6F1B2C3D-4E5F-4A6B-8C7D-9E0F1A2B3C4D',
  kind: 'invoice',
  documentId: 40,
  folio: 'FP-1',
  cfdiFolio: 'A-1001',
  supplierId: 3,
  supplierName: 'Textiles del Bajío',
  rfc: 'TBO120315KJ8',
  issuedAt: '2026-11-20T10:15:00',
  currency: 'MXN',
  exchangeRate: 10_000,
  subtotalCents: 105_000,
  discountCents: 0,
  transferredTaxCents: 16_800,
  withheldTaxCents: 0,
  totalCents: 121_800,
  totalMxnCents: 121_800,
  paymentMethod: 'PPD',
  goodsReceiptId: 39,
  goodsReceiptFolio: 'EM-1',
  relatedUuid: null,
  relationType: null,
  balanceCents: 100_000,
  differenceCount: 2,
  createdAt: '2026-11-27T10:00:00.000Z',
};

const PREVIEW: SupplierCfdiImport = {
  stored: false,
  invoice: null,
  kind: 'invoice',
  uuid: INVOICE.uuid,
  supplierId: 3,
  supplierName: 'Textiles del Bajío',
  totalCents: 110_200,
  currency: 'MXN',
  concepts: [],
  differences: [{ kind: 'total', code: '', description: 'Total', expected: 121_800, actual: 110_200, message: 'El total del CFDI no coincide con el de la entrada.' }],
};

const RECEIPT_ROW: GoodsDocumentRow = {
  id: 39,
  folio: 'EM00039',
  status: 'Abierta',
  docDate: '2026-11-20',
  supplierName: 'Textiles del Bajío',
  order: { id: 12, folio: 'PC00012', status: 'Abierta' },
  receipt: null,
  warehouseName: 'Materia prima',
  lineCount: 2,
  currency: 'MXN',
  totalCents: 121_800,
};

const BALANCE: SupplierBalance = {
  supplierId: 3,
  supplierName: 'Textiles del Bajío',
  rfc: 'TBO120315KJ8',
  invoicedCents: 121_800,
  creditNotesCents: 0,
  paidCents: 21_800,
  balanceCents: 100_000,
  ageing: { '0-30': 100_000, '31-60': 0, '61-90': 0, '90+': 0 },
  openInvoices: 1,
  unappliedDownPayments: 0,
};

describe('Compras › Facturas de proveedores', () => {
  it('lists the imported invoices in a table with their balance and differences', async () => {
    serveApi({ ...READS, 'GET /api/auth/details': { body: adminUser }, 'GET /api/purchasing/supplier-invoices': { body: [INVOICE] } });
    open('/admin/compras/facturas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Facturas de proveedores' })).toBeInTheDocument();
    const table = within(await screen.findByRole('table', { name: 'Facturas de proveedores' }));
    const cells = within(table.getAllByRole('row')[1]!).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual(['A-1001', 'Textiles del Bajío', '20/11/2026', 'EM-1', '$1,218.00', '$1,000.00', '2']);
    expect(table.getByRole('link', { name: 'FP-1' })).toHaveAttribute('href', '/admin/compras/facturas/7');
    expect(document.title).toMatch(/^Facturas de proveedores/);
  });

  it('imports a dropped XML: its supplier’s open receipts are offered, the differences shown before importing, then the import is sent', async () => {
    const api = serveApi({
      ...READS,
      'GET /api/auth/details': { body: adminUser },
      'GET /api/purchasing/supplier-invoices': { body: [] },
      'GET /api/purchasing/receipts': (request) => ({
        body:
          request.query.get('supplierId') === '3' && request.query.get('open') === 'true'
            ? { total: 2, page: 1, pageSize: 50, rows: [RECEIPT_ROW, { ...RECEIPT_ROW, id: 38, folio: 'EM00038', docDate: '2026-11-18', totalCents: 50_000 }] }
            : { total: 0, page: 1, pageSize: 50, rows: [] },
      }),
      'POST /api/purchasing/supplier-invoices/import': (request) => {
        const body = request.body as { dryRun?: boolean };
        return { status: 201, body: body.dryRun ? PREVIEW : { ...PREVIEW, stored: true, invoice: INVOICE } };
      },
    });
    open('/admin/compras/facturas');
    await userEvent.click(await screen.findByRole('button', { name: 'Importar XML' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Importar XML de proveedor' }));
    // Before the XML the picker waits: the supplier is not known yet.
    expect(dialog.getByLabelText(/^Entrada de mercancía/)).toBeDisabled();
    const file = new File(['<cfdi:Comprobante/>'], 'factura.xml', { type: 'text/xml' });
    await userEvent.setup({ applyAccept: false }).upload(dialog.getByTestId('file-drop-input'), file);
    const picker = dialog.getByLabelText(/^Entrada de mercancía/);
    await dialog.findByRole('option', { name: 'EM00039 · 20/11/2026 · $1,218.00' });
    expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['Sin entrada de mercancía', 'EM00039 · 20/11/2026 · $1,218.00', 'EM00038 · 18/11/2026 · $500.00']);
    await userEvent.selectOptions(picker, 'EM00039 · 20/11/2026 · $1,218.00');
    expect(await dialog.findByText('El total del CFDI no coincide con el de la entrada.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Importar' }));
    expect(await screen.findByText('Factura de Textiles del Bajío importada con 1 diferencias.')).toBeInTheDocument();
    expect(api.writes().map((w) => w.body)).toEqual([
      { xml: '<cfdi:Comprobante/>', goodsReceiptId: null, dryRun: true },
      { xml: '<cfdi:Comprobante/>', goodsReceiptId: 39, dryRun: true },
      { xml: '<cfdi:Comprobante/>', goodsReceiptId: 39 },
    ]);
  });

  it('a refused XML says why in an alert and imports nothing', async () => {
    const api = serveApi({
      ...READS,
      'GET /api/auth/details': { body: adminUser },
      'GET /api/purchasing/supplier-invoices': { body: [] },
      'POST /api/purchasing/supplier-invoices/import': { status: 400, body: { message: 'El XML declara un DOCTYPE o entidades.' } },
    });
    open('/admin/compras/facturas');
    await userEvent.click(await screen.findByRole('button', { name: 'Importar XML' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Importar XML de proveedor' }));
    await userEvent.setup({ applyAccept: false }).upload(dialog.getByTestId('file-drop-input'), new File(['<!DOCTYPE x>'], 'malo.xml', { type: 'text/xml' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('El XML declara un DOCTYPE o entidades.');
    expect(dialog.getByRole('button', { name: 'Importar' })).toBeDisabled();
    expect(api.writes()).toHaveLength(1);
  });

  it('is not offered to a seller (admins only)', async () => {
    serveApi({ ...READS, 'GET /api/auth/details': { body: demoUser }, 'GET /api/purchasing/supplier-invoices': { status: 403, body: { message: 'No tienes permiso.' } } });
    open('/admin/compras/facturas');
    expect(await screen.findByRole('heading', { level: 1, name: 'Facturas de proveedores' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Importar XML' })).not.toBeInTheDocument();
  });
});

describe('Compras › Saldos de proveedores', () => {
  it('shows what is owed with its ageing, and records a payment applied to an open invoice', async () => {
    const api = serveApi({
      ...READS,
      'GET /api/auth/details': { body: adminUser },
      'GET /api/purchasing/supplier-balances': { body: [BALANCE] },
      'GET /api/purchasing/supplier-invoices': { body: [INVOICE] },
      'POST /api/purchasing/supplier-payments': { status: 201, body: { id: 1, supplierId: 3, supplierName: 'Textiles del Bajío', date: '2026-11-27', amountCents: 50_000, method: 'Transferencia', reference: '', applications: [], createdAt: '' } },
    });
    open('/admin/compras/saldos');
    const table = within(await screen.findByRole('table', { name: 'Saldos por proveedor' }));
    expect(within(table.getAllByRole('row')[1]!).getByRole('rowheader')).toHaveTextContent('Textiles del Bajío');
    await userEvent.click(table.getByRole('button', { name: 'Registrar pago a Textiles del Bajío' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Pago a Textiles del Bajío' }));
    const amount = await dialog.findByLabelText(/^FP-1/);
    await userEvent.type(amount, '2000');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByRole('alert')).toHaveTextContent('No puede exceder el saldo ($1,000.00).');
    await userEvent.clear(amount);
    await userEvent.type(amount, '500');
    await userEvent.click(dialog.getByRole('button', { name: /^Registrar pago de/ }));
    expect(await screen.findByText('Pago de $500.00 a Textiles del Bajío registrado.')).toBeInTheDocument();
    expect(api.writes().map((w) => w.body)).toEqual([expect.objectContaining({ supplierId: 3, amountCents: 50_000, method: 'Transferencia', applications: [{ invoiceId: 7, amountCents: 50_000 }] })]);
  });
});
