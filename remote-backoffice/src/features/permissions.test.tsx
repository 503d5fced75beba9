import { screen, within } from '@testing-library/react';
import { SALES_MESSAGES } from '@muestrario/shared/domain';
import { designerUser, qualityUser, renderRemote } from '@muestrario/shared/testing';
import remote from '../routes';
import { serveApi } from '../test/api-handlers';
import { PARTNER, READS } from '../test/fixtures';

/*
 * Issue 29: the back-office's screens ask the permission table and offer only what the user may do. A
 * role that may not create or change partners, quotations or orders is offered no button to; typed by
 * hand, a creation route says why instead of showing a form.
 */

async function openAs(user: object, url: string, title: string) {
  const api = serveApi({ ...READS, 'GET /api/auth/details': { body: user } });
  renderRemote(remote, { url, mountPath: '/admin/*' });
  await screen.findByRole('heading', { level: 1, name: title });
  return api;
}

describe('what the back-office offers a role that does not sell (diseño)', () => {
  it("no 'Nuevo socio' above the partners", async () => {
    await openAs(designerUser, '/admin/socios/socios-negocios', 'Socios de Negocio');
    expect(await screen.findByRole('table', { name: 'Socios de Negocio' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Nuevo socio' })).not.toBeInTheDocument();
  });

  it("a partner to read: the fields are disabled, the reason is shown, no 'Guardar cambios' nor photo controls", async () => {
    const api = await openAs(designerUser, '/admin/socios/socios-negocios/1', PARTNER.cardName);
    expect(await screen.findByLabelText('Código')).toBeDisabled();
    expect(screen.getByLabelText('Nombre')).toBeDisabled();
    expect(screen.getByText(SALES_MESSAGES.partnersReadOnly)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quitar foto' })).not.toBeInTheDocument();
    expect(screen.queryByText('Cambiar foto')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver a Socios de Negocio' })).toHaveAttribute('href', '/admin/socios/socios-negocios');
    expect(api.writes()).toEqual([]);
  });

  it("'…/nuevo' typed by hand says why, with no form", async () => {
    await openAs(designerUser, '/admin/socios/socios-negocios/nuevo', 'Nuevo socio de negocio');
    expect(screen.getByRole('alert')).toHaveTextContent(SALES_MESSAGES.partnersReadOnly);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Crear socio' })).not.toBeInTheDocument();
  });

  it.each([
    ['/admin/ventas/cotizaciones', 'Cotizaciones', 'Nueva Cotización'],
    ['/admin/ventas/pedidos', 'Ordenes de venta', 'Nueva orden'],
  ])("no 'Nueva …' above %s", async (url, title, label) => {
    await openAs(qualityUser, url, title);
    expect(await screen.findByRole('table', { name: title })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: label })).not.toBeInTheDocument();
  });

  it.each([
    ['/admin/ventas/cotizaciones/nueva', 'Nueva cotización', 'Volver a Cotizaciones'],
    ['/admin/ventas/pedidos/nueva', 'Nueva orden de venta', 'Volver a Ordenes de venta'],
  ])("'%s' typed by hand says why, with no form", async (url, title, back) => {
    await openAs(designerUser, url, title);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(SALES_MESSAGES.cannotSell);
    expect(within(alert).getByRole('link', { name: back })).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });
});

describe('what the back-office offers a seller', () => {
  it("'Nuevo socio', and a partner's form to save", async () => {
    await openAs({ id: 1, username: 'demo', firstName: 'Daniela', lastName: 'Ruiz', role: 'seller' }, '/admin/socios/socios-negocios', 'Socios de Negocio');
    expect(screen.getByRole('link', { name: 'Nuevo socio' })).toHaveAttribute('href', '/admin/socios/socios-negocios/nuevo');
  });
});
