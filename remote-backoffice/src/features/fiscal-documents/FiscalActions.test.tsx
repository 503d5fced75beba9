import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FiscalStampView, ReceivableDocumentDetail } from '@muestrario/shared/contract';
import { demoUser, renderRemote } from '@muestrario/shared/testing';
import remote from '../../routes';
import { serveApi } from '../../test/api-handlers';
import { READS } from '../../test/fixtures';

const open = (url: string) => renderRemote(remote, { url, mountPath: '/admin/*' });

const DETAIL: ReceivableDocumentDetail = {
  id: 300,
  list: 'invoice',
  folio: 'F00012',
  status: 'Abierta',
  partnerId: 1,
  partnerName: 'Constructora Cumbres del Norte, S.A. de C.V.',
  rfc: 'CCN150312K22',
  sellerId: 2,
  sellerName: 'Ana Ruiz',
  docDate: '2026-11-27',
  dueDate: '2026-11-27',
  currency: 'MXN',
  exchangeRate: 10_000,
  subtotalCents: 100_000,
  taxCents: 16_000,
  totalCents: 116_000,
  balanceCents: 116_000,
  paymentMethod: 'PUE',
  paymentForm: '03',
  cfdiUse: 'G03',
  baseFolio: 'OV00095',
  lines: [{ id: 900, lineNumber: 0, code: 'POL-001', description: 'Polo piqué azul marino M', quantity: 10, openQuantity: 10, unitPriceCents: 10_000, discountBp: 0, subtotalCents: 100_000, taxCents: 16_000 }],
  baseId: 95,
  baseKind: 'order',
  relates: [],
  relatedBy: [],
  payments: [],
  creditedCents: 0,
  downPaymentsAppliedCents: 0,
  paidCents: 0,
  downPaymentAvailableCents: 0,
};

const NONE: FiscalStampView = { state: 'sin-timbrar', uuid: null, folio: null, stampedAt: null, testStamp: false, cancelReason: null, replacementUuid: null, cancelledAt: null, cancelPending: false };
const UUID = '3A71D90D-A08F-42AD-842E-57C70083C36C';
const STAMPED: FiscalStampView = { ...NONE, state: 'vigente', uuid: UUID, folio: 'F-12', stampedAt: '2026-11-27T10:00:00', testStamp: true };

describe('fiscal actions on a sales fiscal document', () => {
  it('stamps after confirming; the badge, XML and PDF follow', async () => {
    const api = serveApi({
      ...READS,
      'GET /api/auth/details': { body: demoUser },
      'GET /api/receivables/documents/300': { body: DETAIL },
      'GET /api/fiscal/documents/300': { body: NONE },
      'POST /api/fiscal/documents/300/stamp': { status: 201, body: STAMPED },
    });
    open('/admin/ventas/facturas/300');
    expect(await screen.findByText('Sin timbrar')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /XML/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Timbrar' }));
    const dialog = within(await screen.findByRole('dialog', { name: '¿Timbrar Factura de deudores F00012?' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Timbrar' }));
    expect(await screen.findByText('Timbrada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'XML de Factura de deudores F00012' })).toHaveAttribute('href', expect.stringContaining('/fiscal/documents/300/xml'));
    expect(screen.getByRole('link', { name: 'PDF de Factura de deudores F00012' })).toHaveAttribute('href', expect.stringContaining('/fiscal/documents/300/pdf'));
    expect(screen.getByText('Sin validez fiscal (timbrado de prueba)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar CFDI' })).not.toBeInTheDocument();
    expect(api.writes().map((w) => w.path)).toEqual(['/api/fiscal/documents/300/stamp']);
  });

  it('shows a refused stamp’s list of problems as an alert', async () => {
    serveApi({
      ...READS,
      'GET /api/auth/details': { body: demoUser },
      'GET /api/receivables/documents/300': { body: DETAIL },
      'GET /api/fiscal/documents/300': { body: NONE },
      'POST /api/fiscal/documents/300/stamp': { status: 400, body: { message: 'No se puede timbrar todavía:', problems: ['Falta el régimen fiscal del cliente.'] } },
    });
    open('/admin/ventas/facturas/300');
    await userEvent.click(await screen.findByRole('button', { name: 'Timbrar' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Timbrar' }));
    const alert = await screen.findByRole('alert', { name: 'No se puede timbrar todavía:' });
    expect(within(alert).getByText('Falta el régimen fiscal del cliente.')).toBeInTheDocument();
  });

  it('an admin cancels with reason 01 and the replacing UUID, checked beside the field', async () => {
    const api = serveApi({
      ...READS,
      'GET /api/auth/details': { body: { ...demoUser, role: 'admin' } },
      'GET /api/receivables/documents/300': { body: DETAIL },
      'GET /api/fiscal/documents/300': { body: STAMPED },
      'POST /api/fiscal/documents/300/cancel': { body: { ...STAMPED, state: 'cancelada', cancelReason: '01' } },
    });
    open('/admin/ventas/facturas/300');
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar CFDI' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancelar el CFDI de Factura de deudores F00012' }));
    await userEvent.selectOptions(dialog.getByLabelText(/^Motivo/), '01');
    const uuid = dialog.getByLabelText(/^UUID del CFDI que lo sustituye/);
    await userEvent.type(uuid, 'abc');
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar CFDI' }));
    expect(await dialog.findByText(/Escribe un UUID completo/)).toHaveAttribute('role', 'alert');
    expect(uuid).toHaveAttribute('aria-invalid', 'true');
    expect(api.writes()).toHaveLength(0);
    await userEvent.clear(uuid);
    await userEvent.type(uuid, UUID.replace('3A', '4B'));
    await userEvent.click(dialog.getByRole('button', { name: 'Cancelar CFDI' }));
    await screen.findByText('Factura de deudores F00012: CFDI cancelado.');
    expect(api.writes()[0]!.body).toEqual({ reason: '01', replacementUuid: UUID.replace('3A', '4B') });
  });
});
