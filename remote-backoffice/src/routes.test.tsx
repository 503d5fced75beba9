import { screen, within } from '@testing-library/react';
import type { PermissionAction } from '@muestrario/shared/rules';
import remote from './routes';
import { navigationPages } from './features/navigation/navigation';
import { renderRemote } from '@muestrario/shared/testing';
import { serveApi } from './test/api-handlers';
import { READS } from './test/fixtures';

/** Spec §2 "Back-office layout", transcribed: group → [menu name, spec path, the action its screen needs]. */
const SPEC: [string, string | undefined, [string, string, PermissionAction?][]][] = [
  // Ours, beyond the spec (issue 33 item 11).
  ['Muestras', undefined, [['Informes', '/muestras/informes', 'report.samples']]],
  ['Ventas - Clientes', undefined, [
    ['Cotizaciones', '/ventas/cotizaciones'], ['Ordenes de venta', '/ventas/pedidos'], ['Entregas', '/ventas/entregas'],
    // Issue 32 items 6 and 8: accounts receivable for sellers and admins; Cartera de clientes is ours.
    ['Devoluciones', '/ventas/devoluciones'], ['Solicitud de anticipo', '/ventas/solicitudes-anticipo', 'receivables.view'],
    ['Facturas de anticipo', '/ventas/facturas-anticipo', 'receivables.view'], ['Facturas de deudores', '/ventas/facturas', 'receivables.view'],
    ['Nota de débito', '/ventas/notas-debito', 'receivables.view'], ['Nota de crédito', '/ventas/notas-credito', 'receivables.view'],
    ['Cartera de clientes', '/ventas/cartera', 'receivables.view'], ['Informe de ventas', '/ventas/informes', 'report.sales'],
  ]],
  ['Compras - Proveedores', undefined, [
    // Ours (issue 31 item 5): production's shortages, where purchasing starts.
    ['Necesidades de compra', '/compras/necesidades'],
    ['Solicitud de compra', '/compras/solicitudes-compras'], ['Oferta de compra', '/compras/ofertas-compras'],
    ['Pedidos', '/compras/pedidos'], ['Entradas de mercancía', '/compras/entregas-mercancia'],
    ['Devoluciones de mercancía', '/compras/devoluciones-mercancia'], ['Solicitud de anticipo', '/compras/solicitud-anticipo'],
    // Issue 31 item 5: supplier invoices from their CFDI, admins only (purchase.invoice); Saldos is ours.
    ['Facturas de anticipo', '/compras/facturas-anticipo', 'purchase.invoice'], ['Facturas de proveedores', '/compras/facturas', 'purchase.invoice'],
    ['Nota de débito', '/compras/notas-debito'], ['Nota de crédito', '/compras/notas-credito', 'purchase.invoice'],
    ['Saldos de proveedores', '/compras/saldos', 'purchase.invoice'], ['Informe de compras', '/compras/informes', 'purchase.invoice'],
  ]],
  ['Socios de Negocios', undefined, [['Datos maestros', '/socios/socios-negocios'], ['Informes', '/socios/informes']]],
  // Almacenes and Ubicaciones have their screens (issue 31); the paths are the spec's.
  ['Inventario', undefined, [
    ['Datos maestros', '/inventario/articulos'], ['Almacenes', '/inventario/almacenes'],
    ['Ubicaciones', '/inventario/ubicaciones'], ['Entradas de mercancía', '/inventario/entradas'],
    ['Salidas de mercancía', '/inventario/salidas'], ['Transferencia de stock', '/inventario/transferencias'],
    ['Recuento de inventario', '/inventario/recuento'], ['Informes', '/inventario/informes'],
  ]],
  ['Producción', undefined, [
    ['Lista de materiales', '/produccion/listas-materiales'], ['Orden de fabricacion', '/produccion/ordenes'],
    // Issue 30 items 5 and 6: the floor board and the machines.
    ['Tablero de planta', '/produccion/tablero'], ['Máquinas', '/produccion/maquinas'], ['Informes', '/produccion/informes'],
  ]],
  // Datos maestros: the staff users (issue 33), for whoever may list them.
  ['Recursos Humanos', '/human-resources', [['Datos maestros', '/recursos-humanos/usuarios', 'user.list'], ['Informes', '/inventario/informes']]],
];

describe('back-office navigation', () => {
  it('has exactly the spec groups and menus, in order, under /admin', () => {
    expect(remote.navigation).toEqual(
      SPEC.map(([name, href, menus]) => ({
        name,
        ...(href ? { href: `/admin${href}` } : {}),
        menus: menus.map(([menuName, to, action]) => ({ name: menuName, to: `/admin${to}`, ...(action ? { action } : {}) })),
      })),
    );
  });

  it('derives one page per distinct destination, named by the first menu that links there', () => {
    const pages = navigationPages(remote.navigation ?? []);
    const distinct = new Set(SPEC.flatMap(([, href, menus]) => [...(href ? [href] : []), ...menus.map(([, to]) => to)]));
    expect(pages).toHaveLength(distinct.size);
    expect(pages.find((p) => p.path === 'inventario/almacenes')).toEqual({
      path: 'inventario/almacenes',
      title: 'Almacenes',
      group: 'Inventario',
    });
    expect(pages.find((p) => p.path === 'human-resources')?.title).toBe('Recursos Humanos');
  });
});

describe('back-office routes', () => {
  it('index shows the four dashboard counters from the data; open purchase orders counted and linked', async () => {
    serveApi(READS);
    renderRemote(remote, { url: '/admin', mountPath: '/admin/*' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Panel de control' })).toBeInTheDocument();
    const cards = within(within(screen.getByRole('region', { name: 'Indicadores' })).getByRole('list')).getAllByRole('listitem');
    expect(await within(cards[0]!).findByText('12')).toBeInTheDocument();
    expect(cards.map((c) => [c.querySelector('p')?.textContent, within(c).getByTestId('metric-value').textContent])).toEqual([
      ['Cotizaciones abiertas:', '12'],
      ['Proyectos en producción:', '7'],
      ['Órdenes de compra abiertas:', '4'],
      ['Órdenes de venta por entregar:', '9'],
    ]);
    expect(screen.getByRole('link', { name: 'Ver cotizaciones abiertas' })).toHaveAttribute('href', '/admin/ventas/cotizaciones');
    expect(screen.getByRole('link', { name: 'Ver proyectos en producción' })).toHaveAttribute('href', '/admin/produccion/ordenes');
    expect(screen.getByRole('link', { name: 'Ver órdenes de compra abiertas' })).toHaveAttribute('href', '/admin/compras/pedidos');
    expect(screen.getByRole('link', { name: 'Ver órdenes de venta por entregar' })).toHaveAttribute('href', '/admin/ventas/pedidos');
  });

  it.each([
    ['/admin/ventas/entregas', 'Entregas', 'Ventas - Clientes', /entregas de mercancía a clientes/],
    ['/admin/compras/notas-debito', 'Nota de débito', 'Compras - Proveedores', /notas de débito de proveedores/],
    ['/admin/socios/informes', 'Informes', 'Socios de Negocios', /saldos/],
    ['/admin/ventas/devoluciones', 'Devoluciones', 'Ventas - Clientes', /devoluciones de clientes/],
    ['/admin/human-resources', 'Recursos Humanos', 'Recursos Humanos', /personal de la planta/],
  ])('%s is "%s" of %s, under construction, saying what it will hold', async (url, title, group, planned) => {
    serveApi(READS);
    renderRemote(remote, { url, mountPath: '/admin/*' });
    const heading = await screen.findByRole('heading', { level: 1, name: title });
    expect(heading.closest('header')).toHaveTextContent(group);
    expect(screen.getByRole('heading', { name: 'En construcción' })).toBeInTheDocument();
    expect(screen.getByText(planned)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al panel' })).toHaveAttribute('href', '/admin');
  });

  it.each([
    ['/admin/ventas/cotizaciones', 'Cotizaciones'],
    ['/admin/ventas/pedidos', 'Ordenes de venta'],
    ['/admin/socios/socios-negocios', 'Socios de Negocio'],
    ['/admin/ventas/cotizaciones/nueva', 'Nueva cotización'],
    ['/admin/ventas/cotizaciones/97', 'Cotización S00097'],
    ['/admin/ventas/pedidos/nueva', 'Nueva orden de venta'],
    ['/admin/ventas/pedidos/95', 'Orden de venta OV00095'],
    ['/admin/socios/socios-negocios/1', 'Constructora Cumbres del Norte, S.A. de C.V.'],
    ['/admin/socios/socios-negocios/nuevo', 'Nuevo socio de negocio'],
    ['/admin/recursos-humanos/usuarios', 'Usuarios'],
    ['/admin/produccion/maquinas', 'Máquinas'],
    ['/admin/produccion/ordenes', 'Órdenes de fabricación'],
    ['/admin/produccion/ordenes/12', 'Orden de fabricación OF-00012'],
    ['/admin/produccion/tablero', 'Tablero de planta'],
    ['/admin/produccion/maquinas/1/cola', 'Cola de la máquina'],
    // Issue 31: the warehouses and their locations.
    ['/admin/inventario/almacenes', 'Almacenes'],
    ['/admin/inventario/ubicaciones', 'Ubicaciones'],
    // Issue 31 item 5: supplier invoices, credit notes, down payments, balances, the purchase report.
    ['/admin/compras/facturas', 'Facturas de proveedores'],
    ['/admin/compras/notas-credito', 'Notas de crédito de proveedores'],
    ['/admin/compras/facturas-anticipo', 'Facturas de anticipo de proveedores'],
    ['/admin/compras/saldos', 'Saldos de proveedores'],
    ['/admin/compras/informes', 'Informe de compras'],
    // Issue 32 items 6 and 8: accounts receivable.
    ['/admin/ventas/facturas', 'Facturas de deudores'],
    ['/admin/ventas/notas-debito', 'Notas de débito'],
    ['/admin/ventas/notas-credito', 'Notas de crédito'],
    ['/admin/ventas/facturas-anticipo', 'Facturas de anticipo'],
    ['/admin/ventas/solicitudes-anticipo', 'Solicitudes de anticipo'],
    ['/admin/ventas/facturas/nueva', 'Nueva factura de deudores'],
    ['/admin/ventas/cartera', 'Cartera de clientes'],
  ])('%s shows its screen "%s"', async (url, title) => {
    serveApi(READS);
    renderRemote(remote, { url, mountPath: '/admin/*' });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'En construcción' })).not.toBeInTheDocument();
  });

  it('every sidebar link and the group link open a page with a title (none falls to not-found)', async () => {
    const destinations = (remote.navigation ?? []).flatMap((g) => [...(g.href ? [g.href] : []), ...g.menus.map((m) => m.to)]);
    expect(destinations).toHaveLength(43);
    for (const to of new Set(destinations)) {
      serveApi(READS);
      const { unmount } = renderRemote(remote, { url: to, mountPath: '/admin/*' });
      expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
      expect(screen.queryByText('Página no encontrada')).not.toBeInTheDocument();
      unmount();
    }
    // Forty lazily loaded screens, one after another: more than the default 30 s on a busy machine.
  }, 120_000);

  it('answers unknown paths with a Spanish not-found page', async () => {
    serveApi(READS);
    renderRemote(remote, { url: '/admin/nada', mountPath: '/admin/*' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al panel' })).toHaveAttribute('href', '/admin');
  });
});
