import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@muestrario/shared/testing';
import remote from '../../routes';

async function open(url: string, title: string) {
  renderRemote(remote, { url, mountPath: '/admin/*' });
  await screen.findByRole('heading', { level: 1, name: title });
}

/** The footer's 'Subtotal', 'Impuesto' and 'Total' values. */
const totals = () => {
  const dl = screen.getByLabelText('Totales');
  const terms = within(dl).getAllByRole('term').map((t) => t.textContent ?? '');
  const values = within(dl).getAllByRole('definition').map((d) => d.textContent ?? '');
  return Object.fromEntries(terms.map((t, i) => [t, values[i] ?? '']));
};

const lineRows = () => within(screen.getByRole('table', { name: 'Líneas del documento' })).getAllByRole('row').slice(1);

async function addLine(article: RegExp, quantity: string, price?: string) {
  await userEvent.click(screen.getByRole('button', { name: 'Agregar línea' }));
  const dialog = await screen.findByRole('dialog', { name: 'Agregar línea' });
  await userEvent.selectOptions(within(dialog).getByLabelText('Artículo'), within(dialog).getByRole('option', { name: article }));
  await userEvent.clear(within(dialog).getByLabelText('Cantidad'));
  await userEvent.type(within(dialog).getByLabelText('Cantidad'), quantity);
  if (price !== undefined) {
    await userEvent.clear(within(dialog).getByLabelText('Precio unitario'));
    await userEvent.type(within(dialog).getByLabelText('Precio unitario'), price);
  }
  await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
}

describe('Nueva cotización', () => {
  it('has the breadcrumb, the spec fields and tabs, and an empty lines table with zero totals', async () => {
    await open('/admin/ventas/cotizaciones/nueva', 'Nueva cotización');
    const crumbs = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(crumbs).getByRole('link', { name: 'Cotizaciones' })).toHaveAttribute('href', '/admin/ventas/cotizaciones');
    for (const label of ['Cliente', 'Nombre', 'Persona de contacto', 'Referencia', 'Moneda']) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Contenido', 'Logística', 'Finanzas', 'Anexos']);
    expect(screen.getByRole('tab', { name: 'Contenido' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('heading', { name: 'Sin artículos' })).toBeInTheDocument();
    expect(totals()).toEqual({ Subtotal: '$0.00', Impuesto: '$0.00', Total: '$0.00' });
    expect(screen.getByRole('button', { name: 'Crear Cotización' })).toBeInTheDocument();
  });

  it('adds a line 3 × 100.00 and the totals follow: 300.00, 48.00, 348.00', async () => {
    await open('/admin/ventas/cotizaciones/nueva', 'Nueva cotización');
    await addLine(/Gorra de gabardina/, '3', '100.00');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Líneas del documento' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Artículo',
      'Cantidad',
      'Precio Unitario',
      'Impuesto 16%',
      'Subtotal',
      'Acciones',
    ]);
    expect(within(lineRows()[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(['3', '$100.00', '$48.00', '$300.00', '']);
    expect(totals()).toEqual({ Subtotal: '$300.00', Impuesto: '$48.00', Total: '$348.00' });
  });

  it('choosing an article fills in its price; several lines add up, tax rounded per line', async () => {
    await open('/admin/ventas/cotizaciones/nueva', 'Nueva cotización');
    await addLine(/Playera tipo polo/, '12'); // 12 × 185.50 = 2,226.00; tax 356.16
    await addLine(/Chaleco de seguridad/, '3'); // 3 × 149.90 = 449.70; tax 71.952 → 71.95
    await addLine(/Bordado de logotipo/, '7', '4.33'); // 7 × 4.33 = 30.31; tax 4.8496 → 4.85
    expect(lineRows()).toHaveLength(3);
    expect(totals()).toEqual({ Subtotal: '$2,706.01', Impuesto: '$432.96', Total: '$3,138.97' });
  });

  it('edits a line through its dialog', async () => {
    await open('/admin/ventas/cotizaciones/nueva', 'Nueva cotización');
    await addLine(/Gorra de gabardina/, '3', '100');
    await userEvent.click(screen.getByRole('button', { name: 'Editar línea 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar línea' });
    expect(within(dialog).getByLabelText('Cantidad')).toHaveValue('3');
    expect(within(dialog).getByLabelText('Precio unitario')).toHaveValue('100');
    await userEvent.clear(within(dialog).getByLabelText('Cantidad'));
    await userEvent.type(within(dialog).getByLabelText('Cantidad'), '5');
    expect(within(within(dialog).getByLabelText('Importe de la línea')).getAllByRole('definition').map((d) => d.textContent)).toEqual([
      '$500.00',
      '$80.00',
    ]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar línea' }));
    expect(lineRows()).toHaveLength(1);
    expect(totals()).toEqual({ Subtotal: '$500.00', Impuesto: '$80.00', Total: '$580.00' });
  });

  it('removes a line and the totals follow', async () => {
    await open('/admin/ventas/cotizaciones/nueva', 'Nueva cotización');
    await addLine(/Gorra de gabardina/, '3', '100');
    await addLine(/Chamarra de polar/, '1', '10');
    expect(totals().Total).toBe('$359.60');
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar línea 1' }));
    expect(lineRows()).toHaveLength(1);
    expect(within(lineRows()[0]!).getByRole('rowheader')).toHaveTextContent('Chamarra de polar');
    expect(totals()).toEqual({ Subtotal: '$10.00', Impuesto: '$1.60', Total: '$11.60' });
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar línea 1' }));
    expect(screen.getByRole('heading', { name: 'Sin artículos' })).toBeInTheDocument();
    expect(totals().Total).toBe('$0.00');
  });

  it('the line dialog refuses a bad quantity or price with Spanish messages and adds nothing', async () => {
    await open('/admin/ventas/cotizaciones/nueva', 'Nueva cotización');
    await userEvent.click(screen.getByRole('button', { name: 'Agregar línea' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar línea' });
    await userEvent.clear(within(dialog).getByLabelText('Cantidad'));
    await userEvent.type(within(dialog).getByLabelText('Cantidad'), '0');
    await userEvent.type(within(dialog).getByLabelText('Precio unitario'), '10.999');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Agregar' }));
    expect(within(dialog).getByLabelText('Artículo')).toHaveAccessibleDescription('Elige un artículo.');
    expect(within(dialog).getByLabelText('Cantidad')).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByLabelText('Cantidad')).toHaveAccessibleDescription('Escribe una cantidad entera entre 1 y 99,999.');
    expect(within(dialog).getByLabelText('Precio unitario')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sin artículos' })).toBeInTheDocument();
  });

  it('formats the totals in the chosen currency', async () => {
    await open('/admin/ventas/cotizaciones/nueva', 'Nueva cotización');
    await addLine(/Gorra de gabardina/, '3', '100');
    await userEvent.selectOptions(screen.getByLabelText('Moneda'), 'USD');
    expect(totals().Total).toBe('USD\u00a0348.00');
    await userEvent.selectOptions(screen.getByLabelText('Moneda'), 'EUR');
    expect(totals().Total).toBe('EUR\u00a0348.00');
  });

  it('choosing a client brings its contacts, currency and addresses', async () => {
    await open('/admin/ventas/cotizaciones/nueva', 'Nueva cotización');
    expect(screen.getByLabelText('Persona de contacto')).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Cliente'), 'Hotel Costa Esmeralda Cancún, S.A. de C.V.');
    expect(screen.getByLabelText('Persona de contacto')).toBeEnabled();
    expect(screen.getByRole('option', { name: 'Andrea Canul', selected: true })).toBeInTheDocument();
    expect(screen.getByLabelText('Moneda')).toHaveValue('USD');
    await userEvent.click(screen.getByRole('tab', { name: 'Logística' }));
    const shipping = screen.getByRole('group', { name: 'Dirección de envío' });
    const billing = screen.getByRole('group', { name: 'Dirección de facturación' });
    for (const group of [shipping, billing]) {
      expect(within(group).getByLabelText('Dirección')).toHaveValue('Blvd. Kukulcán km 14.5, Zona Hotelera');
      expect(within(group).getByLabelText('Ciudad')).toHaveValue('Cancún');
      expect(within(group).getByLabelText('Estado')).toHaveValue('Quintana Roo');
      expect(within(group).getByLabelText('Código Postal')).toHaveValue('77500');
    }
  });

  it("'Crear Cotización' without a client or lines says what is missing and marks the field", async () => {
    await open('/admin/ventas/cotizaciones/nueva', 'Nueva cotización');
    await userEvent.click(screen.getByRole('tab', { name: 'Anexos' }));
    await userEvent.click(screen.getByRole('button', { name: 'Crear Cotización' }));
    const alert = screen.getAllByRole('alert').find((a) => a.textContent?.includes('Revisa lo siguiente'));
    expect(alert).toHaveTextContent('Elige un cliente.');
    expect(alert).toHaveTextContent('Agrega al menos un artículo.');
    expect(screen.getByLabelText('Cliente')).toHaveAttribute('aria-invalid', 'true');
    // Back on the tab that has the problem.
    expect(screen.getByRole('tab', { name: 'Contenido' })).toHaveAttribute('aria-selected', 'true');

    await userEvent.selectOptions(screen.getByLabelText('Cliente'), 'Seguridad Privada Centinela, S.A. de C.V.');
    await addLine(/Gorra de gabardina/, '3', '100');
    await userEvent.click(screen.getByRole('button', { name: 'Crear Cotización' }));
    expect(screen.queryByText('Revisa lo siguiente antes de continuar:')).not.toBeInTheDocument();
    expect(screen.getByText(/Todo en orden/)).toHaveAttribute('role', 'status');
  });

  it('refuses a postal code that is not 5 digits and opens Logística', async () => {
    await open('/admin/ventas/cotizaciones/nueva', 'Nueva cotización');
    await userEvent.selectOptions(screen.getByLabelText('Cliente'), 'Seguridad Privada Centinela, S.A. de C.V.');
    await addLine(/Gorra de gabardina/, '1', '1');
    await userEvent.click(screen.getByRole('tab', { name: 'Logística' }));
    const zip = within(screen.getByRole('group', { name: 'Dirección de facturación' })).getByLabelText('Código Postal');
    await userEvent.clear(zip);
    await userEvent.type(zip, '041');
    await userEvent.click(screen.getByRole('tab', { name: 'Contenido' }));
    await userEvent.click(screen.getByRole('button', { name: 'Crear Cotización' }));
    expect(screen.getByRole('tab', { name: 'Logística' })).toHaveAttribute('aria-selected', 'true');
    const again = within(screen.getByRole('group', { name: 'Dirección de facturación' })).getByLabelText('Código Postal');
    expect(again).toHaveAttribute('aria-invalid', 'true');
    expect(again).toHaveAccessibleDescription('El código postal debe tener 5 dígitos.');
  });
});

describe('quotation and order detail', () => {
  it('opens an existing quotation with its lines, status and totals (the list row total)', async () => {
    await open('/admin/ventas/cotizaciones/1', 'Cotización S00097');
    expect(screen.getByText('Abierta')).toBeInTheDocument();
    expect(screen.getByLabelText('Cliente')).toHaveValue('C00001');
    expect(screen.getByLabelText('Nombre')).toHaveValue('Uniformes de obra 2027');
    expect(lineRows()).toHaveLength(3);
    expect(totals()).toEqual({ Subtotal: '$54,948.00', Impuesto: '$8,791.68', Total: '$63,739.68' });
    expect(screen.getByRole('button', { name: 'Guardar cambios' })).toBeInTheDocument();
  });

  it('an order uses the same screen', async () => {
    await open('/admin/ventas/pedidos/nueva', 'Nueva orden de venta');
    expect(screen.getByRole('button', { name: 'Crear Orden' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Ruta de navegación' })).getByRole('link', { name: 'Ordenes de venta' })).toHaveAttribute(
      'href',
      '/admin/ventas/pedidos',
    );
  });

  it.each([
    ['/admin/ventas/cotizaciones/999', 'No encontramos esta cotización'],
    ['/admin/ventas/cotizaciones/abc', 'No encontramos esta cotización'],
    ['/admin/ventas/pedidos/0', 'No encontramos esta orden de venta'],
  ])('%s says it does not exist, with a way back', async (url, title) => {
    await open(url, title);
    expect(screen.getByRole('link', { name: /^Volver a/ })).toBeInTheDocument();
  });
});
