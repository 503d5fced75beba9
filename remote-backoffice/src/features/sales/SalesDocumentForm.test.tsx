import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatMoney, salesDocumentAmounts } from '@muestrario/shared/rules';
import { adminUser, otherUser, renderRemote } from '@muestrario/shared/testing';
import remote from '../../routes';
import { serveApi, type ApiRoutes } from '../../test/api-handlers';
import { ARTICLES, PARTNER, partnerPage, quotation, READS } from '../../test/fixtures';

async function open(url: string, title: string, routes: ApiRoutes = {}) {
  const api = serveApi({ ...READS, ...routes });
  renderRemote(remote, { url, mountPath: '/admin/*' });
  await screen.findByRole('heading', { level: 1, name: title });
  return api;
}

/** The footer's 'Subtotal', 'Impuesto' and 'Total' values. */
const totals = () => {
  const dl = screen.getByLabelText('Totales');
  const terms = within(dl).getAllByRole('term').map((t) => t.textContent ?? '');
  const values = within(dl).getAllByRole('definition').map((d) => d.textContent ?? '');
  return Object.fromEntries(terms.map((t, i) => [t, values[i] ?? '']));
};

async function addLine(article: RegExp, quantity: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Agregar línea' }));
  const dialog = await screen.findByRole('dialog', { name: 'Agregar línea' });
  await userEvent.selectOptions(within(dialog).getByLabelText('Artículo'), within(dialog).getByRole('option', { name: article }));
  await userEvent.clear(within(dialog).getByLabelText('Cantidad'));
  await userEvent.type(within(dialog).getByLabelText('Cantidad'), quantity);
  await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
}

async function chooseClient() {
  await userEvent.type(screen.getByRole('combobox', { name: 'Cliente' }), 'cum');
  await userEvent.click(await screen.findByRole('option', { name: PARTNER.cardName }));
  await waitFor(() => expect(screen.getByLabelText('Persona de contacto')).toHaveValue('11'));
}

describe('Nueva cotización', () => {
  it('fills contact and addresses from the chosen client and totals with the shared function', async () => {
    await open('/admin/ventas/cotizaciones/nueva', 'Nueva cotización');
    await chooseClient();
    await addLine(/OVE-MZ-04/, '3');
    const expected = salesDocumentAmounts({ lines: [{ quantity: 3, unitPriceCents: ARTICLES[0]!.unitPriceCents }], borderRegion: false, exchangeRate: 10_000 });
    expect(totals()).toMatchObject({ Subtotal: formatMoney(expected.subtotalCents, 'MXN'), Impuesto: formatMoney(expected.taxCents, 'MXN'), Total: formatMoney(expected.totalCents, 'MXN') });
    await userEvent.click(screen.getByRole('tab', { name: 'Logística' }));
    expect(within(screen.getByRole('group', { name: 'Dirección de envío' })).getByLabelText('Dirección')).toHaveValue('Obra Torre Valle');
    expect(within(screen.getByRole('group', { name: 'Dirección de facturación' })).getByLabelText('Dirección')).toHaveValue(PARTNER.address);
  });

  it('saves, then opens the saved quotation', async () => {
    const saved = quotation({ id: 98, folio: 'S00098' });
    const api = await open('/admin/ventas/cotizaciones/nueva', 'Nueva cotización', {
      'POST /api/sales/quotations': { status: 201, body: saved },
      'GET /api/sales/quotations/98': { body: saved },
      'GET /api/business-partners': { body: partnerPage() },
    });
    await chooseClient();
    await addLine(/OVE-MZ-04/, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Crear Cotización' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cotización S00098' })).toBeInTheDocument();
    expect(screen.getByText('Cotización S00098 creada.')).toBeInTheDocument();
    expect(api.writes()[0]).toMatchObject({ method: 'POST', path: '/api/sales/quotations', body: { clientId: 1, contactId: 11, lines: [{ code: 'OVE-MZ-04', quantity: 3, unitPriceCents: 68_990 }] } });
  });

  it('asks an order, not a quotation, for its promised delivery day, and sends it (issue 30: production plans back from it)', async () => {
    const saved = quotation({ id: 98, folio: 'OV00098', kind: 'order', dueDate: '2026-12-18' });
    const api = await open('/admin/ventas/pedidos/nueva', 'Nueva orden de venta', {
      'POST /api/sales/orders': { status: 201, body: saved },
      'GET /api/sales/orders/98': { body: saved },
    });
    await chooseClient();
    await addLine(/OVE-MZ-04/, '3');
    await userEvent.type(screen.getByLabelText('Fecha de entrega prometida'), '2026-12-18');
    await userEvent.click(screen.getByRole('button', { name: /^Crear/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Orden de venta OV00098' })).toBeInTheDocument();
    expect(api.writes()[0]).toMatchObject({ method: 'POST', path: '/api/sales/orders', body: { clientId: 1, dueDate: '2026-12-18' } });
    expect(screen.getByLabelText('Fecha de entrega prometida')).toHaveValue('2026-12-18');
  });

  it('has no promised delivery day on a quotation', async () => {
    await open('/admin/ventas/cotizaciones/nueva', 'Nueva cotización');
    expect(screen.queryByLabelText('Fecha de entrega prometida')).not.toBeInTheDocument();
  });

  it('keeps what was typed while the chosen client loads (the client fills only its own fields)', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await open('/admin/ventas/cotizaciones/nueva', 'Nueva cotización', {
      'GET /api/business-partners/1': async () => {
        await held;
        return { body: PARTNER };
      },
    });
    await userEvent.type(screen.getByRole('combobox', { name: 'Cliente' }), 'cum');
    await userEvent.click(await screen.findByRole('option', { name: PARTNER.cardName }));
    await userEvent.type(screen.getByLabelText('Nombre'), 'Uniformes de obra');
    release();
    await waitFor(() => expect(screen.getByLabelText('Persona de contacto')).toHaveValue('11'));
    expect(screen.getByLabelText('Nombre')).toHaveValue('Uniformes de obra');
  });

  it('asks for a client and a line before sending anything', async () => {
    const api = await open('/admin/ventas/cotizaciones/nueva', 'Nueva cotización');
    await userEvent.click(screen.getByRole('button', { name: 'Crear Cotización' }));
    const summary = screen.getAllByRole('alert').find((a) => a.textContent?.startsWith('Revisa lo siguiente'))!;
    expect(summary).toHaveTextContent('Elige un cliente.');
    expect(summary).toHaveTextContent('Agrega al menos un artículo.');
    expect(screen.getByRole('combobox', { name: 'Cliente' })).toHaveAttribute('aria-invalid', 'true');
    expect(api.writes()).toEqual([]);
  });

  it('keeps what was typed and says why in Spanish when saving fails', async () => {
    await open('/admin/ventas/cotizaciones/nueva', 'Nueva cotización', { 'POST /api/sales/quotations': { status: 500, body: { message: 'x' } } });
    await chooseClient();
    await userEvent.type(screen.getByLabelText('Referencia'), 'REQ-77');
    await addLine(/OVE-MZ-04/, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Crear Cotización' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos guardar. Revisa tu conexión');
    expect(screen.getByLabelText('Referencia')).toHaveValue('REQ-77');
    expect(screen.getByRole('table', { name: 'Líneas del documento' })).toHaveTextContent('OVE-MZ-04');
  });
});

describe('a saved quotation', () => {
  it('shows its lines and the stored totals', async () => {
    await open('/admin/ventas/cotizaciones/97', 'Cotización S00097');
    const doc = quotation();
    expect(totals()).toMatchObject({ Subtotal: formatMoney(doc.subtotalCents!, 'MXN'), Total: formatMoney(doc.totalCents!, 'MXN') });
    expect(screen.getByRole('columnheader', { name: 'Impuesto 16%' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Cliente' })).toHaveValue(PARTNER.cardName);
  });

  it("'Copiar a orden de venta' opens the new order", async () => {
    const order = quotation({ id: 98, kind: 'order', folio: 'OV00098', source: { id: 97, folio: 'S00097' } });
    await open('/admin/ventas/cotizaciones/97', 'Cotización S00097', {
      'POST /api/sales/quotations/97/order': { status: 201, body: order },
      'GET /api/sales/orders/98': { body: order },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Copiar a orden de venta' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Orden de venta OV00098' })).toBeInTheDocument();
    expect(screen.getByText('Orden de venta OV00098 creada desde la cotización S00097.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'S00097' })).toHaveAttribute('href', '/admin/ventas/cotizaciones/97');
  });

  it("is read-only for someone who may not edit it, and says who closed it and when", async () => {
    await open('/admin/ventas/cotizaciones/97', 'Cotización S00097', {
      'GET /api/sales/quotations/97': { body: quotation({ status: 'Cerrada', statusChangedBy: { id: 2, name: 'Sofía Ramírez' }, statusChangedAt: '2026-11-21T10:00:00.000Z', copies: [{ id: 95, folio: 'OV00095' }] }) },
    });
    expect(screen.getByText(/Cerrada por Sofía Ramírez el 21 nov 2026/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'OV00095' })).toHaveAttribute('href', '/admin/ventas/pedidos/95');
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copiar a orden de venta' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Referencia')).toBeDisabled();
  });
});

describe("who may change a document: can('<kind>.edit') with its seller as owner", () => {
  it.each([
    ['quotation', '/admin/ventas/cotizaciones/97', 'Cotización S00097'],
    ['order', '/admin/ventas/pedidos/95', 'Orden de venta OV00095'],
  ] as const)("another seller reads the open %s only, with the table's reason and no status or copy buttons", async (_, url, title) => {
    await open(url, title, { 'GET /api/auth/details': { body: otherUser } });
    expect(await screen.findByText('Solo el vendedor de este documento o un administrador pueden modificarlo.')).toBeInTheDocument();
    expect(screen.getByLabelText('Referencia')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Cancelar/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copiar a orden de venta' })).not.toBeInTheDocument();
  });

  it("an admin changes another seller's open quotation", async () => {
    await open('/admin/ventas/cotizaciones/97', 'Cotización S00097', { 'GET /api/auth/details': { body: adminUser } });
    expect(await screen.findByRole('button', { name: 'Guardar cambios' })).toBeInTheDocument();
    expect(screen.getByLabelText('Referencia')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Copiar a orden de venta' })).toBeInTheDocument();
    expect(screen.queryByText('Solo el vendedor de este documento o un administrador pueden modificarlo.')).not.toBeInTheDocument();
  });
});
