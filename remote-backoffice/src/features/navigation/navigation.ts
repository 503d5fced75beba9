import type { NavGroup } from '@muestrario/shared/domain';
import { paths } from '@muestrario/shared/routes';

/** The spec's sidebar paths are relative to the back-office mount (decision): '/ventas/x' → '/admin/ventas/x'. */
const admin = (path: string) => `${paths.admin}${path}`;

/** The back-office sidebar (spec §2 "Back-office layout"): groups and menus in the spec's order. */
export const navigation: NavGroup[] = [
  {
    name: 'Ventas - Clientes',
    menus: [
      { name: 'Cotizaciones', to: paths.quotations },
      { name: 'Ordenes de venta', to: paths.orders },
      { name: 'Entregas', to: admin('/ventas/entregas') },
      { name: 'Devoluciones', to: admin('/ventas/devoluciones') },
      { name: 'Solicitud de anticipo', to: admin('/ventas/solicitudes-anticipo') },
      { name: 'Facturas de anticipo', to: admin('/ventas/facturas-anticipo') },
      { name: 'Facturas de deudores', to: admin('/ventas/facturas') },
      { name: 'Nota de débito', to: admin('/ventas/notas-debito') },
      { name: 'Nota de crédito', to: admin('/ventas/notas-credito') },
      { name: 'Informe de ventas', to: admin('/ventas/informes') },
    ],
  },
  {
    name: 'Compras - Proveedores',
    menus: [
      { name: 'Solicitud de compra', to: admin('/compras/solicitudes-compras') },
      { name: 'Oferta de compra', to: admin('/compras/ofertas-compras') },
      { name: 'Pedidos', to: admin('/compras/pedidos') },
      { name: 'Entradas de mercancía', to: admin('/compras/entregas-mercancia') },
      { name: 'Devoluciones de mercancía', to: admin('/compras/devoluciones-mercancia') },
      { name: 'Solicitud de anticipo', to: admin('/compras/solicitud-anticipo') },
      { name: 'Facturas de anticipo', to: admin('/compras/facturas-anticipo') },
      { name: 'Facturas de proveedores', to: admin('/compras/facturas') },
      { name: 'Nota de débito', to: admin('/compras/notas-debito') },
      { name: 'Nota de crédito', to: admin('/compras/notas-credito') },
      { name: 'Informe de compras', to: admin('/compras/informes') },
    ],
  },
  {
    name: 'Socios de Negocios',
    menus: [
      { name: 'Datos maestros', to: paths.partners },
      { name: 'Informes', to: admin('/socios/informes') },
    ],
  },
  {
    // The spec points six of these at the same placeholder path.
    name: 'Inventario',
    menus: [
      { name: 'Datos maestros', to: admin('/inventario/socios-negocios') },
      { name: 'Almacenes', to: admin('/inventario/socios-negocios') },
      { name: 'Ubicaciones', to: admin('/inventario/socios-negocios') },
      { name: 'Entradas de mercancía', to: admin('/inventario/socios-negocios') },
      { name: 'Salidas de mercancía', to: admin('/inventario/socios-negocios') },
      { name: 'Transferencia de stock', to: admin('/inventario/socios-negocios') },
      { name: 'Informes', to: admin('/inventario/informes') },
    ],
  },
  {
    name: 'Producción',
    menus: [
      { name: 'Lista de materiales', to: admin('/produccion/listas-materiales') },
      { name: 'Orden de fabricacion', to: admin('/produccion/ordenes') },
      { name: 'Informes', to: admin('/produccion/ordenes') },
    ],
  },
  {
    name: 'Recursos Humanos',
    href: admin('/human-resources'),
    menus: [
      { name: 'Datos maestros', to: admin('/inventario/socios-negocios') },
      { name: 'Informes', to: admin('/inventario/informes') },
    ],
  },
];

export interface NavPage {
  /** Route path relative to '/admin': 'ventas/entregas'. */
  path: string;
  /** Page title: the first menu (or group) that links there. */
  title: string;
  /** Group the title came from. */
  group: string;
}

/**
 * One page per distinct sidebar destination, derived from the navigation (not listed twice). Where
 * several menus share a path, the first one names the page.
 */
export function navigationPages(groups: NavGroup[]): NavPage[] {
  const pages = new Map<string, NavPage>();
  const add = (to: string, title: string, group: string) => {
    const path = to.startsWith(`${paths.admin}/`) ? to.slice(paths.admin.length + 1) : null;
    if (path && !pages.has(path)) pages.set(path, { path, title, group });
  };
  for (const group of groups) {
    if (group.href) add(group.href, group.name, group.name);
    for (const menu of group.menus) add(menu.to, menu.name, group.name);
  }
  return [...pages.values()];
}
