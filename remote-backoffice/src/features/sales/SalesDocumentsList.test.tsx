import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRemote } from '@muestrario/shared/testing';
import remote from '../../routes';

async function openList(url: string, title: string) {
  renderRemote(remote, { url, mountPath: '/admin/*' });
  await screen.findByRole('heading', { level: 1, name: title });
  return screen.getByRole('table', { name: title });
}

/** The live line under the table (the test router's location probe is an <output>, also a status). */
const resultsStatus = () => screen.getAllByRole('status').find((el) => el.tagName === 'P');

const folios = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('Cotizaciones list', () => {
  it('has the spec columns, ten rows, totals in pesos and the static pagination text', async () => {
    const table = await openList('/admin/ventas/cotizaciones', 'Cotizaciones');
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Folio',
      'Fecha creación',
      'Cliente',
      'Vendedor',
      'Total',
      'Status',
    ]);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(within(rows[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual([
      'S00097',
      '20 nov 2026',
      'Constructora Cumbres del Norte, S.A. de C.V.',
      'Mariana López',
      // 60 × 689.90 + 60 × 149.90 + 120 × 38.00 = 54,948.00; + 16% per line = 63,739.68
      '$63,739.68',
      'Abierta',
    ]);
    expect(resultsStatus()).toHaveTextContent('Mostrando 1 a 10 de 97 resultados');
  });

  it('shows each seller with a photo shipped with the remote (no outside request)', async () => {
    const table = await openList('/admin/ventas/cotizaciones', 'Cotizaciones');
    const cell = within(table).getAllByRole('row')[1]!.querySelectorAll('td')[3]!;
    const photo = cell.querySelector('img');
    expect(photo).not.toBeNull();
    expect(photo!.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    expect(photo).toHaveAttribute('alt', ''); // the name is written beside it
  });

  it("colours the status badges: Abierta yellow, Cerrada green, Cancelada red", async () => {
    const table = await openList('/admin/ventas/cotizaciones', 'Cotizaciones');
    const badge = (status: string) => within(table).getAllByText(status, { selector: 'span' })[0]!;
    expect(badge('Abierta').className).toMatch(/ui:bg-yellow-50/);
    expect(badge('Cerrada').className).toMatch(/ui:bg-green-50/);
    expect(badge('Cancelada').className).toMatch(/ui:bg-red-50/);
  });

  it("'Buscar cotización' filters the rows by folio, client or seller, without accents or case", async () => {
    const table = await openList('/admin/ventas/cotizaciones', 'Cotizaciones');
    const search = screen.getByRole('searchbox', { name: 'Buscar cotización' });
    expect(search).toHaveAttribute('placeholder', 'Buscar por folio, cliente o vendedor');

    await userEvent.type(search, 'sofia');
    expect(folios(table)).toEqual(['S00095', 'S00090']);
    expect(resultsStatus()).toHaveTextContent('2 resultados en esta página');

    await userEvent.clear(search);
    await userEvent.type(search, 's00089');
    expect(folios(table)).toEqual(['S00089']);

    await userEvent.clear(search);
    await userEvent.type(search, 'HOSPITAL');
    expect(folios(table)).toEqual(['S00096', 'S00089']);

    await userEvent.clear(search);
    await userEvent.type(search, 'nadie se llama así');
    expect(screen.queryByRole('table', { name: 'Cotizaciones' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sin resultados' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar búsqueda' }));
    expect(search).toHaveValue('');
    expect(folios(screen.getByRole('table', { name: 'Cotizaciones' }))).toHaveLength(10);
    expect(resultsStatus()).toHaveTextContent('Mostrando 1 a 10 de 97 resultados');
  });

  it("'Filtros' opens status checkboxes that narrow the rows", async () => {
    const table = await openList('/admin/ventas/cotizaciones', 'Cotizaciones');
    const filters = screen.getByRole('button', { name: 'Filtros' });
    expect(filters).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('checkbox', { name: 'Cancelada' })).not.toBeInTheDocument();
    await userEvent.click(filters);
    expect(filters).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Cancelada' }));
    expect(folios(table)).toEqual(['S00093', 'S00088']);
    expect(screen.getByRole('button', { name: /Filtros 1 activos/ })).toBeInTheDocument();
  });

  it("links 'Nueva Cotización' to the new form and each folio to its quotation", async () => {
    const table = await openList('/admin/ventas/cotizaciones', 'Cotizaciones');
    expect(screen.getByRole('link', { name: 'Nueva Cotización' })).toHaveAttribute('href', '/admin/ventas/cotizaciones/nueva');
    expect(within(table).getByRole('link', { name: 'S00096' })).toHaveAttribute('href', '/admin/ventas/cotizaciones/2');
    await userEvent.click(within(table).getByRole('link', { name: 'S00096' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Cotización S00096' })).toBeInTheDocument();
  });
});

describe('Ordenes de venta list', () => {
  it("has the same layout with 'Buscar órden', 'Nueva orden' and OV folios", async () => {
    const table = await openList('/admin/ventas/pedidos', 'Ordenes de venta');
    expect(screen.getByRole('searchbox', { name: 'Buscar órden' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nueva orden' })).toHaveAttribute('href', '/admin/ventas/pedidos/nueva');
    expect(folios(table).every((f) => /^OV\d{5}$/.test(f ?? ''))).toBe(true);
    expect(within(table).getByRole('link', { name: 'OV00095' })).toHaveAttribute('href', '/admin/ventas/pedidos/3');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar órden' }), 'jorge');
    expect(folios(table)).toEqual(['OV00092', 'OV00089']);
  });
});
