import { REMOTES } from '../domain/apps';
import { STAGE } from '../domain/stages';

/*
 * Every route of the product (docs/requirements.md §2), one entry each: who renders it, its pattern relative to
 * that owner's mount (what the remote puts in its route objects), its absolute pattern, and an href
 * builder. Mount paths come from the apps registry, so moving a remote moves its routes.
 */

type Remote = (typeof REMOTES)[number];
export type RouteOwner = Remote['name'] | 'host';
type MountOf<O extends RouteOwner> = O extends 'host' ? '/' : Extract<Remote, { name: O }>['mountPath'];
type Join<M extends string, P extends string> = P extends '' ? M : M extends '/' ? `/${P}` : `${M}/${P}`;
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type HrefArgs<Path extends string> = [ParamNames<Path>] extends [never] ? [] : [params: Record<ParamNames<Path>, string | number>];

export interface RouteEntry<Path extends string = string, Pattern extends string = string> {
  readonly owner: RouteOwner;
  /** Relative to the owner's mount: '' is the mount's index route, 'samples/:id' a child route. */
  readonly pattern: Pattern;
  /** Absolute pattern: '/samples/:id'. */
  readonly path: Path;
  /** A link to the route: `routes.sample.href({ id: 7 })` → '/samples/7'. */
  href(...args: HrefArgs<Path>): string;
}

function mountPathOf(owner: RouteOwner): string {
  if (owner === 'host') return '/';
  const remote = REMOTES.find((r) => r.name === owner);
  if (!remote) throw new Error(`Unknown route owner ${owner}`);
  return remote.mountPath;
}

function joinPath(mount: string, pattern: string): string {
  if (pattern === '') return mount;
  return mount === '/' ? `/${pattern}` : `${mount}/${pattern}`;
}

export function defineRoute<O extends RouteOwner, P extends string>(owner: O, pattern: P): RouteEntry<Join<MountOf<O>, P>, P> {
  const path = joinPath(mountPathOf(owner), pattern) as Join<MountOf<O>, P>;
  return {
    owner,
    pattern,
    path,
    href: (...args) => {
      const params = (args[0] ?? {}) as Record<string, string | number>;
      return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
        const value = params[name];
        if (value === undefined) throw new Error(`Missing route parameter ${name} for ${path}`);
        return encodeURIComponent(String(value));
      });
    },
  };
}

export const routes = {
  login: defineRoute('host', 'login'),
  networkError: defineRoute('host', 'network-error'),
  // The customer's approval page (issue 17): public, drawn by the host without a layout.
  approval: defineRoute('host', 'aprobar/:token'),
  // 'Olvidé mi contraseña' and the one-time reset link (issue 33): public, drawn by the host without a layout.
  forgotPassword: defineRoute('host', 'recuperar-contrasena'),
  resetPassword: defineRoute('host', 'recuperar-contrasena/:token'),
  // A uniform program's HR portal (issue 35 item 4): public, drawn by the host without a layout.
  programPortal: defineRoute('host', 'programa/:token'),
  home: defineRoute('remote_samples', ''),
  samples: defineRoute('remote_samples', 'samples'),
  sample: defineRoute('remote_samples', 'samples/:id'),
  // Print pages of a sample's proof and production worksheet (issue 17).
  sampleProof: defineRoute('remote_samples', 'samples/:id/prueba'),
  sampleWorksheet: defineRoute('remote_samples', 'samples/:id/hoja-de-produccion'),
  clients: defineRoute('remote_samples', 'clients'),
  client: defineRoute('remote_samples', 'clients/:id'),
  createSample: defineRoute('remote_samples', 'create-sample'),
  sampleDesign: defineRoute('remote_editor', ''),
  admin: defineRoute('remote_backoffice', ''),
  partners: defineRoute('remote_backoffice', 'socios/socios-negocios'),
  partner: defineRoute('remote_backoffice', 'socios/socios-negocios/:id'),
  // A client's uniform program (issue 35): job titles with their kits, the roster.
  program: defineRoute('remote_backoffice', 'socios/socios-negocios/:id/programas/:programId'),
  quotations: defineRoute('remote_backoffice', 'ventas/cotizaciones'),
  quotation: defineRoute('remote_backoffice', 'ventas/cotizaciones/:id'),
  orders: defineRoute('remote_backoffice', 'ventas/pedidos'),
  order: defineRoute('remote_backoffice', 'ventas/pedidos/:id'),
  // Back-office entries beyond the spec's route table (decisions.md, "Back-office screens").
  newPartner: defineRoute('remote_backoffice', 'socios/socios-negocios/nuevo'),
  newQuotation: defineRoute('remote_backoffice', 'ventas/cotizaciones/nueva'),
  newOrder: defineRoute('remote_backoffice', 'ventas/pedidos/nueva'),
  humanResources: defineRoute('remote_backoffice', 'human-resources'),
  profile: defineRoute('remote_backoffice', 'perfil'),
  // The shop's decoration settings (issue 18), admins only.
  decorationSettings: defineRoute('remote_backoffice', 'ajustes'),
  // The company's fiscal data and its CSD (issue 32 item 2), admins only.
  fiscalSettings: defineRoute('remote_backoffice', 'ajustes/datos-fiscales'),
  // The manager's reports (issue 33 item 11): the sales module's 'Informe de ventas' and the samples' one.
  salesReport: defineRoute('remote_backoffice', 'ventas/informes'),
  samplesReport: defineRoute('remote_backoffice', 'muestras/informes'),
  // Accounts receivable (issue 32 items 6 and 8): Ventas › invoices, notes, down payments, Cartera de clientes.
  salesInvoices: defineRoute('remote_backoffice', 'ventas/facturas'),
  newSalesInvoice: defineRoute('remote_backoffice', 'ventas/facturas/nueva'),
  salesInvoice: defineRoute('remote_backoffice', 'ventas/facturas/:id'),
  salesDebitNotes: defineRoute('remote_backoffice', 'ventas/notas-debito'),
  salesCreditNotes: defineRoute('remote_backoffice', 'ventas/notas-credito'),
  salesDownPayments: defineRoute('remote_backoffice', 'ventas/facturas-anticipo'),
  downPaymentRequests: defineRoute('remote_backoffice', 'ventas/solicitudes-anticipo'),
  receivables: defineRoute('remote_backoffice', 'ventas/cartera'),
  receivablesClient: defineRoute('remote_backoffice', 'ventas/cartera/:id'),
  // Staff users (issue 33): Recursos Humanos › Datos maestros, admins only.
  users: defineRoute('remote_backoffice', 'recursos-humanos/usuarios'),
  // Items (issue 30): Inventario › Datos maestros, styles with variants and services.
  items: defineRoute('remote_backoffice', 'inventario/articulos'),
  newItem: defineRoute('remote_backoffice', 'inventario/articulos/nuevo'),
  item: defineRoute('remote_backoffice', 'inventario/articulos/:id'),
  // Warehouses and their locations (issue 31): Inventario › Almacenes, Ubicaciones.
  warehouses: defineRoute('remote_backoffice', 'inventario/almacenes'),
  stockLocations: defineRoute('remote_backoffice', 'inventario/ubicaciones'),
  // Inventory documents, the stock count and the stock reports (issue 31, item 3).
  stockReceipts: defineRoute('remote_backoffice', 'inventario/entradas'),
  newStockReceipt: defineRoute('remote_backoffice', 'inventario/entradas/nueva'),
  stockReceipt: defineRoute('remote_backoffice', 'inventario/entradas/:id'),
  stockIssues: defineRoute('remote_backoffice', 'inventario/salidas'),
  newStockIssue: defineRoute('remote_backoffice', 'inventario/salidas/nueva'),
  stockIssue: defineRoute('remote_backoffice', 'inventario/salidas/:id'),
  stockTransfers: defineRoute('remote_backoffice', 'inventario/transferencias'),
  newStockTransfer: defineRoute('remote_backoffice', 'inventario/transferencias/nueva'),
  stockTransfer: defineRoute('remote_backoffice', 'inventario/transferencias/:id'),
  stockCount: defineRoute('remote_backoffice', 'inventario/recuento'),
  stockReports: defineRoute('remote_backoffice', 'inventario/informes'),
  // Purchasing (issue 31 item 5): Compras › Solicitud de compra, Oferta de compra, Pedidos, Necesidades de compra.
  purchaseRequests: defineRoute('remote_backoffice', 'compras/solicitudes-compras'),
  supplierQuotations: defineRoute('remote_backoffice', 'compras/ofertas-compras'),
  purchaseOrders: defineRoute('remote_backoffice', 'compras/pedidos'),
  purchasingDocument: defineRoute('remote_backoffice', 'compras/documentos/:id'),
  purchaseShortages: defineRoute('remote_backoffice', 'compras/necesidades'),
  // Purchasing documents typed by hand (requests, offers, orders) and their edit.
  newPurchaseRequest: defineRoute('remote_backoffice', 'compras/solicitudes-compras/nueva'),
  newSupplierQuotation: defineRoute('remote_backoffice', 'compras/ofertas-compras/nueva'),
  newPurchaseOrder: defineRoute('remote_backoffice', 'compras/pedidos/nuevo'),
  editPurchasingDocument: defineRoute('remote_backoffice', 'compras/documentos/:id/editar'),
  // Production machines (issue 30): Producción › Máquinas.
  machines: defineRoute('remote_backoffice', 'produccion/maquinas'),
  // Bills of materials (issue 30 item 3): Producción › Lista de materiales.
  boms: defineRoute('remote_backoffice', 'produccion/listas-materiales'),
  newBom: defineRoute('remote_backoffice', 'produccion/listas-materiales/nueva'),
  bom: defineRoute('remote_backoffice', 'produccion/listas-materiales/:id'),
  // Production orders, the floor board, a machine's queue, an operation's phone page (a ticket's QR), the report (issue 30).
  productionOrders: defineRoute('remote_backoffice', 'produccion/ordenes'),
  productionOrder: defineRoute('remote_backoffice', 'produccion/ordenes/:id'),
  productionBoard: defineRoute('remote_backoffice', 'produccion/tablero'),
  machineQueue: defineRoute('remote_backoffice', 'produccion/maquinas/:id/cola'),
  productionOperation: defineRoute('remote_backoffice', 'produccion/operaciones/:id'),
  productionReport: defineRoute('remote_backoffice', 'produccion/informes'),
  // Supplier invoices from their CFDI, credit notes, down payments, balances, the purchase report (issue 31 item 5).
  supplierInvoices: defineRoute('remote_backoffice', 'compras/facturas'),
  supplierInvoice: defineRoute('remote_backoffice', 'compras/facturas/:id'),
  supplierCreditNotes: defineRoute('remote_backoffice', 'compras/notas-credito'),
  supplierDownPayments: defineRoute('remote_backoffice', 'compras/facturas-anticipo'),
  supplierBalances: defineRoute('remote_backoffice', 'compras/saldos'),
  purchaseReport: defineRoute('remote_backoffice', 'compras/informes'),
  // Goods receipts against purchase orders and returns to suppliers (issue 31 item 5): Compras › Entradas, Devoluciones.
  goodsReceipts: defineRoute('remote_backoffice', 'compras/entregas-mercancia'),
  newGoodsReceipt: defineRoute('remote_backoffice', 'compras/entregas-mercancia/nueva'),
  goodsReceipt: defineRoute('remote_backoffice', 'compras/entregas-mercancia/:id'),
  goodsReturns: defineRoute('remote_backoffice', 'compras/devoluciones-mercancia'),
  newGoodsReturn: defineRoute('remote_backoffice', 'compras/entregas-mercancia/:id/devolver'),
  goodsReturn: defineRoute('remote_backoffice', 'compras/devoluciones-mercancia/:id'),
  // Deliveries from sales orders and returns from clients (issue 32 item 1): Ventas › Entregas, Devoluciones.
  deliveries: defineRoute('remote_backoffice', 'ventas/entregas'),
  delivery: defineRoute('remote_backoffice', 'ventas/entregas/:id'),
  newDelivery: defineRoute('remote_backoffice', 'ventas/pedidos/:id/entregar'),
  salesReturns: defineRoute('remote_backoffice', 'ventas/devoluciones'),
  salesReturn: defineRoute('remote_backoffice', 'ventas/devoluciones/:id'),
  newSalesReturn: defineRoute('remote_backoffice', 'ventas/entregas/:id/devolver'),
} as const;

/** Hrefs of the routes above, for links (derived: nothing here is written twice). */
export const paths = {
  login: routes.login.href(),
  networkError: routes.networkError.href(),
  approval: (token: string) => routes.approval.href({ token }),
  forgotPassword: routes.forgotPassword.href(),
  resetPassword: (token: string) => routes.resetPassword.href({ token }),
  programPortal: (token: string) => routes.programPortal.href({ token }),
  home: routes.home.href(),
  samples: routes.samples.href(),
  sample: (id: number | string) => routes.sample.href({ id }),
  sampleProof: (id: number | string) => routes.sampleProof.href({ id }),
  sampleWorksheet: (id: number | string) => routes.sampleWorksheet.href({ id }),
  sampleDesign: (id: number | string) => routes.sampleDesign.href({ id }),
  clients: routes.clients.href(),
  client: (id: number | string) => routes.client.href({ id }),
  createSample: routes.createSample.href(),
  admin: routes.admin.href(),
  partners: routes.partners.href(),
  items: routes.items.href(),
  newItem: routes.newItem.href(),
  item: (id: number | string) => routes.item.href({ id }),
  warehouses: routes.warehouses.href(),
  supplierInvoices: routes.supplierInvoices.href(),
  salesInvoices: routes.salesInvoices.href(),
  newSalesInvoice: routes.newSalesInvoice.href(),
  salesInvoice: (id: number | string) => routes.salesInvoice.href({ id }),
  salesDebitNotes: routes.salesDebitNotes.href(),
  salesCreditNotes: routes.salesCreditNotes.href(),
  salesDownPayments: routes.salesDownPayments.href(),
  downPaymentRequests: routes.downPaymentRequests.href(),
  receivables: routes.receivables.href(),
  receivablesClient: (id: number | string) => routes.receivablesClient.href({ id }),
  supplierInvoice: (id: number | string) => routes.supplierInvoice.href({ id }),
  supplierCreditNotes: routes.supplierCreditNotes.href(),
  supplierDownPayments: routes.supplierDownPayments.href(),
  supplierBalances: routes.supplierBalances.href(),
  purchaseReport: routes.purchaseReport.href(),
  stockLocations: routes.stockLocations.href(),
  stockReceipts: routes.stockReceipts.href(),
  newStockReceipt: routes.newStockReceipt.href(),
  stockReceipt: (id: number | string) => routes.stockReceipt.href({ id }),
  stockIssues: routes.stockIssues.href(),
  newStockIssue: routes.newStockIssue.href(),
  stockIssue: (id: number | string) => routes.stockIssue.href({ id }),
  stockTransfers: routes.stockTransfers.href(),
  newStockTransfer: routes.newStockTransfer.href(),
  stockTransfer: (id: number | string) => routes.stockTransfer.href({ id }),
  stockCount: routes.stockCount.href(),
  stockReports: routes.stockReports.href(),
  purchaseRequests: routes.purchaseRequests.href(),
  supplierQuotations: routes.supplierQuotations.href(),
  purchaseOrders: routes.purchaseOrders.href(),
  purchasingDocument: (id: number | string) => routes.purchasingDocument.href({ id }),
  purchaseShortages: routes.purchaseShortages.href(),
  newPurchaseRequest: routes.newPurchaseRequest.href(),
  newSupplierQuotation: routes.newSupplierQuotation.href(),
  newPurchaseOrder: routes.newPurchaseOrder.href(),
  editPurchasingDocument: (id: number | string) => routes.editPurchasingDocument.href({ id }),
  boms: routes.boms.href(),
  newBom: routes.newBom.href(),
  bom: (id: number | string) => routes.bom.href({ id }),
  productionOrders: routes.productionOrders.href(),
  productionOrder: (id: number | string) => routes.productionOrder.href({ id }),
  productionBoard: routes.productionBoard.href(),
  machineQueue: (id: number | string) => routes.machineQueue.href({ id }),
  productionOperation: (id: number | string) => routes.productionOperation.href({ id }),
  productionReport: routes.productionReport.href(),
  partner: (id: number | string) => routes.partner.href({ id }),
  program: (partnerId: number | string, programId: number | string) => routes.program.href({ id: partnerId, programId }),
  quotations: routes.quotations.href(),
  quotation: (id: number | string) => routes.quotation.href({ id }),
  orders: routes.orders.href(),
  order: (id: number | string) => routes.order.href({ id }),
  newPartner: routes.newPartner.href(),
  newQuotation: routes.newQuotation.href(),
  newOrder: routes.newOrder.href(),
  humanResources: routes.humanResources.href(),
  profile: routes.profile.href(),
  decorationSettings: routes.decorationSettings.href(),
  fiscalSettings: routes.fiscalSettings.href(),
  salesReport: routes.salesReport.href(),
  samplesReport: routes.samplesReport.href(),
  users: routes.users.href(),
  machines: routes.machines.href(),
  goodsReceipts: routes.goodsReceipts.href(),
  newGoodsReceipt: routes.newGoodsReceipt.href(),
  goodsReceipt: (id: number | string) => routes.goodsReceipt.href({ id }),
  goodsReturns: routes.goodsReturns.href(),
  newGoodsReturn: (receiptId: number | string) => routes.newGoodsReturn.href({ id: receiptId }),
  goodsReturn: (id: number | string) => routes.goodsReturn.href({ id }),
  deliveries: routes.deliveries.href(),
  delivery: (id: number | string) => routes.delivery.href({ id }),
  newDelivery: (orderId: number | string) => routes.newDelivery.href({ id: orderId }),
  salesReturns: routes.salesReturns.href(),
  salesReturn: (id: number | string) => routes.salesReturn.href({ id }),
  newSalesReturn: (deliveryId: number | string) => routes.newSalesReturn.href({ id: deliveryId }),
} as const;

/** Opening a sample in stage 1 goes to the editor; any other stage to the review screen. */
export function samplePath(sampleId: number, stage: number): string {
  return stage === STAGE.design ? paths.sampleDesign(sampleId) : paths.sample(sampleId);
}

/**
 * A sample's id as a page's address names it ('/samples/:id', '/clients/:id', '/samples/:id/design'): a
 * canonical positive integer the API accepts (up to MAX_ID), else undefined (the page shows 'not found'
 * without asking, and its route's preload asks for nothing).
 */
export function sampleIdOf(param: string | undefined): number | undefined {
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) return undefined;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : undefined;
}

/**
 * The pages the host draws by itself on a first load, without the router application or a remote:
 * '/login' and '/network-error' (a trailing slash allowed).
 */
export function isSignInPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return path === paths.login || path === paths.networkError;
}

/** The customer's approval page ('/aprobar/:token'): its token, or undefined for any other path. */
export function approvalTokenOf(pathname: string): string | undefined {
  const m = /^\/aprobar\/([^/]+)\/?$/.exec(pathname);
  return m?.[1];
}

/** A uniform program's HR portal ('/programa/:token'): its token, or undefined for any other path. */
export function portalTokenOf(pathname: string): string | undefined {
  const m = /^\/programa\/([^/]+)\/?$/.exec(pathname);
  return m?.[1];
}

/**
 * The password pages ('/recuperar-contrasena' and '/recuperar-contrasena/:token'): the token ('' for the
 * request form), or undefined for any other path.
 */
export function passwordResetTokenOf(pathname: string): string | undefined {
  const m = /^\/recuperar-contrasena(?:\/([^/]+))?\/?$/.exec(pathname);
  return m ? (m[1] ?? '') : undefined;
}
