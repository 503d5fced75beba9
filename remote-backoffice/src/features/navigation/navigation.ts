import type { NavGroup } from '@muestrario/shared/domain';
import { paths } from '@muestrario/shared/routes';

/** The spec's sidebar paths are relative to the back-office mount (decision): '/ventas/x' → '/admin/ventas/x'. */
const admin = (path: string) => `${paths.admin}${path}`;

/** The back-office sidebar (docs/requirements.md §2 "Back-office layout"): groups and menus in the spec's order. */
export const navigation: NavGroup[] = [
  {
    // Beyond the spec's sidebar (issue 33 item 11): the samples' own reports.
    name: 'Muestras',
    menus: [{ name: 'Informes', to: paths.samplesReport, action: 'report.samples' }],
  },
  {
    name: 'Ventas - Clientes',
    menus: [
      { name: 'Cotizaciones', to: paths.quotations },
      { name: 'Ordenes de venta', to: paths.orders },
      { name: 'Entregas', to: admin('/ventas/entregas') },
      { name: 'Devoluciones', to: admin('/ventas/devoluciones') },
      // Accounts receivable (issue 32 items 6 and 8): sellers and admins.
      { name: 'Solicitud de anticipo', to: paths.downPaymentRequests, action: 'receivables.view' },
      { name: 'Facturas de anticipo', to: paths.salesDownPayments, action: 'receivables.view' },
      { name: 'Facturas de deudores', to: paths.salesInvoices, action: 'receivables.view' },
      { name: 'Nota de débito', to: paths.salesDebitNotes, action: 'receivables.view' },
      { name: 'Nota de crédito', to: paths.salesCreditNotes, action: 'receivables.view' },
      { name: 'Cartera de clientes', to: paths.receivables, action: 'receivables.view' },
      { name: 'Informe de ventas', to: paths.salesReport, action: 'report.sales' },
    ],
  },
  {
    name: 'Compras - Proveedores',
    menus: [
      // Production's shortages, where purchasing starts (issue 31 item 5).
      { name: 'Necesidades de compra', to: paths.purchaseShortages },
      { name: 'Solicitud de compra', to: paths.purchaseRequests },
      { name: 'Oferta de compra', to: paths.supplierQuotations },
      { name: 'Pedidos', to: paths.purchaseOrders },
      { name: 'Entradas de mercancía', to: paths.goodsReceipts },
      { name: 'Devoluciones de mercancía', to: paths.goodsReturns },
      { name: 'Solicitud de anticipo', to: admin('/compras/solicitud-anticipo') },
      { name: 'Facturas de anticipo', to: paths.supplierDownPayments, action: 'purchase.invoice' },
      { name: 'Facturas de proveedores', to: paths.supplierInvoices, action: 'purchase.invoice' },
      { name: 'Nota de débito', to: admin('/compras/notas-debito') },
      { name: 'Nota de crédito', to: paths.supplierCreditNotes, action: 'purchase.invoice' },
      { name: 'Saldos de proveedores', to: paths.supplierBalances, action: 'purchase.invoice' },
      { name: 'Informe de compras', to: paths.purchaseReport, action: 'purchase.invoice' },
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
    // Datos maestros holds the items (issue 30), Almacenes and Ubicaciones the warehouses (issue 31); the
    // other entries are placeholders with paths of their own.
    name: 'Inventario',
    menus: [
      { name: 'Datos maestros', to: paths.items },
      { name: 'Almacenes', to: paths.warehouses },
      { name: 'Ubicaciones', to: paths.stockLocations },
      // Inventory documents, the count and the reports (issue 31, item 3).
      { name: 'Entradas de mercancía', to: paths.stockReceipts },
      { name: 'Salidas de mercancía', to: paths.stockIssues },
      { name: 'Transferencia de stock', to: paths.stockTransfers },
      { name: 'Recuento de inventario', to: paths.stockCount },
      { name: 'Informes', to: paths.stockReports },
    ],
  },
  {
    name: 'Producción',
    menus: [
      // Bills of materials (issue 30 item 3).
      { name: 'Lista de materiales', to: paths.boms },
      // Production orders, the floor board and the report (issue 30 items 4, 6, 8).
      { name: 'Orden de fabricacion', to: paths.productionOrders },
      { name: 'Tablero de planta', to: paths.productionBoard },
      // Issue 30 item 5: the machines the floor plans on.
      { name: 'Máquinas', to: paths.machines },
      { name: 'Informes', to: paths.productionReport },
    ],
  },
  {
    name: 'Recursos Humanos',
    href: paths.humanResources,
    menus: [
      // The staff users (issue 33): offered to whoever may list them (admins).
      { name: 'Datos maestros', to: paths.users, action: 'user.list' },
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
 * What each sidebar destination without a screen will hold, by path relative to '/admin' (the
 * placeholder says it under the module's name). Destinations with a screen are not listed.
 */
export const PLANNED_CONTENT: Record<string, string> = {
  'ventas/entregas': 'Las entregas de mercancía a clientes, generadas a partir de las órdenes de venta.',
  'ventas/devoluciones': 'Las devoluciones de clientes y la mercancía que regresa al almacén.',
  'compras/entregas-mercancia': 'Las entradas de mercancía recibida de los proveedores.',
  'compras/devoluciones-mercancia': 'Las devoluciones de mercancía a los proveedores.',
  'compras/solicitud-anticipo': 'Las solicitudes de anticipo a proveedores.',
  'compras/notas-debito': 'Las notas de débito de proveedores.',
  'socios/informes': 'Los informes de socios de negocio: saldos, antigüedad y actividad.',
  'human-resources': 'El personal de la planta, sus puestos y sus expedientes.',
};

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
