import '@muestrario/shared/ui/ui.css';
import './styles.css';
import type { RouteObject } from 'react-router';
import { paths, routes, type RemoteModule } from '@muestrario/shared/routes';
import { lazyScreen, NotFoundPage, preloadRoutes, preloadScreen, ToastProvider } from '@muestrario/shared/ui';
import Dashboard from './features/dashboard/Dashboard';
import { navigation, navigationPages, PLANNED_CONTENT } from './features/navigation/navigation';

// The dashboard, where the back-office opens, comes with this module; every other screen is its own chunk.
const Placeholder = lazyScreen(() => import('./features/placeholder/Placeholder'));
const PartnersList = lazyScreen(() => import('./features/partners/PartnersList'));
const PartnerDetail = lazyScreen(() => import('./features/partners/PartnerDetail'));
const ProgramPage = lazyScreen(() => import('./features/programs/ProgramPage'));
const ItemsList = lazyScreen(() => import('./features/items/ItemsList'));
const PurchasingList = lazyScreen(() => import('./features/purchasing/PurchasingList'));
const PurchasingDocument = lazyScreen(() => import('./features/purchasing/PurchasingDocument'));
const EditPurchasingDocument = lazyScreen(() => import('./features/purchasing/PurchasingFormPage'));
const NewPurchasingDocument = lazyScreen(() => import('./features/purchasing/NewPurchasingDocument'));
const PurchaseShortages = lazyScreen(() => import('./features/purchasing/PurchaseShortages'));
const ItemDetail = lazyScreen(() => import('./features/items/ItemDetail'));
const BomList = lazyScreen(() => import('./features/bom/BomList'));
const BomPage = lazyScreen(() => import('./features/bom/BomPage'));
const SalesDocumentsList = lazyScreen(() => import('./features/sales/SalesDocumentsList'));
const SalesDocumentForm = lazyScreen(() => import('./features/sales/SalesDocumentForm'));
const Profile = lazyScreen(() => import('./features/profile/Profile'));
const DecorationSettings = lazyScreen(() => import('./features/settings/DecorationSettings'));
const FiscalSettingsPage = lazyScreen(() => import('./features/fiscal-settings/FiscalSettingsPage'));
const SamplesReportPage = lazyScreen(() => import('./features/reports/SamplesReportPage'));
const SalesReportPage = lazyScreen(() => import('./features/reports/SalesReportPage'));
const UsersList = lazyScreen(() => import('./features/users/UsersList'));
const MachinesList = lazyScreen(() => import('./features/machines/MachinesList'));
const ProductionOrdersList = lazyScreen(() => import('./features/production-orders/ProductionOrdersList'));
const ProductionOrderPage = lazyScreen(() => import('./features/production-orders/ProductionOrderPage'));
const ProductionOperationPage = lazyScreen(() => import('./features/production-operation/ProductionOperationPage'));
const ProductionBoard = lazyScreen(() => import('./features/production-board/ProductionBoard'));
const MachineQueuePage = lazyScreen(() => import('./features/production-board/MachineQueuePage'));
const ProductionReportPage = lazyScreen(() => import('./features/production-report/ProductionReportPage'));
const WarehousesList = lazyScreen(() => import('./features/stock/WarehousesList'));
const LocationsList = lazyScreen(() => import('./features/stock/LocationsList'));
const SupplierInvoicesList = lazyScreen(() => import('./features/supplier-invoices/SupplierInvoicesList'));
const SupplierInvoicePage = lazyScreen(() => import('./features/supplier-invoices/SupplierInvoicePage'));
const SupplierBalancesPage = lazyScreen(() => import('./features/supplier-invoices/SupplierBalancesPage'));
const PurchaseReportPage = lazyScreen(() => import('./features/supplier-invoices/PurchaseReportPage'));
const ReceivableDocumentsList = lazyScreen(() => import('./features/sales-invoices/ReceivableDocumentsList'));
const ReceivableDocumentPage = lazyScreen(() => import('./features/sales-invoices/ReceivableDocumentPage'));
const NewInvoicePage = lazyScreen(() => import('./features/sales-invoices/NewInvoicePage'));
const ReceivablesPage = lazyScreen(() => import('./features/receivables/ReceivablesPage'));
const ClientReceivablesPage = lazyScreen(() => import('./features/receivables/ClientReceivablesPage'));
const GoodsList = lazyScreen(() => import('./features/purchase-receipts/GoodsList'));
const GoodsDocumentPage = lazyScreen(() => import('./features/purchase-receipts/GoodsDocumentPage'));
const NewReceiptPage = lazyScreen(() => import('./features/purchase-receipts/NewReceiptPage'));
const NewReturnPage = lazyScreen(() => import('./features/purchase-receipts/NewReturnPage'));
const DeliveriesList = lazyScreen(() => import('./features/deliveries/DeliveriesList'));
const DeliveryPage = lazyScreen(() => import('./features/deliveries/DeliveryPage'));
const NewDeliveryPage = lazyScreen(() => import('./features/deliveries/NewDeliveryPage'));
const NewSalesReturnPage = lazyScreen(() => import('./features/deliveries/NewSalesReturnPage'));
const StockDocumentsList = lazyScreen(() => import('./features/inventory/StockDocumentsList'));
const StockDocumentForm = lazyScreen(() => import('./features/inventory/StockDocumentForm'));
const StockDocumentPage = lazyScreen(() => import('./features/inventory/StockDocumentPage'));
const StockCountPage = lazyScreen(() => import('./features/inventory/StockCountPage'));
const StockReportsPage = lazyScreen(() => import('./features/inventory/StockReportsPage'));

/** The screens of this issue; every other sidebar destination gets a placeholder. */
const screens: RouteObject[] = [
  { path: routes.partners.pattern, element: <PartnersList />, handle: preloadScreen(PartnersList) },
  { path: routes.newPartner.pattern, element: <PartnerDetail isNew />, handle: preloadScreen(PartnerDetail) },
  { path: routes.partner.pattern, element: <PartnerDetail />, handle: preloadScreen(PartnerDetail) },
  // A client's uniform program (issue 35).
  {
    path: routes.program.pattern,
    element: (
      <ToastProvider>
        <ProgramPage />
      </ToastProvider>
    ),
    handle: preloadScreen(ProgramPage),
  },
  { path: routes.items.pattern, element: <ItemsList />, handle: preloadScreen(ItemsList) },
  { path: routes.newItem.pattern, element: <ItemDetail isNew />, handle: preloadScreen(ItemDetail) },
  { path: routes.item.pattern, element: <ItemDetail />, handle: preloadScreen(ItemDetail) },
  { path: routes.boms.pattern, element: <BomList />, handle: preloadScreen(BomList) },
  { path: routes.newBom.pattern, element: <BomPage isNew />, handle: preloadScreen(BomPage) },
  { path: routes.bom.pattern, element: <BomPage />, handle: preloadScreen(BomPage) },
  { path: routes.quotations.pattern, element: <SalesDocumentsList kind="quotation" />, handle: preloadScreen(SalesDocumentsList) },
  { path: routes.newQuotation.pattern, element: <SalesDocumentForm kind="quotation" isNew />, handle: preloadScreen(SalesDocumentForm) },
  { path: routes.quotation.pattern, element: <SalesDocumentForm kind="quotation" />, handle: preloadScreen(SalesDocumentForm) },
  { path: routes.orders.pattern, element: <SalesDocumentsList kind="order" />, handle: preloadScreen(SalesDocumentsList) },
  { path: routes.newOrder.pattern, element: <SalesDocumentForm kind="order" isNew />, handle: preloadScreen(SalesDocumentForm) },
  { path: routes.order.pattern, element: <SalesDocumentForm kind="order" />, handle: preloadScreen(SalesDocumentForm) },
  { path: routes.productionOrders.pattern, element: <ProductionOrdersList />, handle: preloadScreen(ProductionOrdersList) },
  {
    path: routes.productionOrder.pattern,
    element: (
      <ToastProvider>
        <ProductionOrderPage />
      </ToastProvider>
    ),
    handle: preloadScreen(ProductionOrderPage),
  },
  { path: routes.profile.pattern, element: <Profile />, handle: preloadScreen(Profile) },
  { path: routes.productionOperation.pattern, element: <ProductionOperationPage />, handle: preloadScreen(ProductionOperationPage) },
  { path: routes.samplesReport.pattern, element: <SamplesReportPage />, handle: preloadScreen(SamplesReportPage) },
  { path: routes.salesReport.pattern, element: <SalesReportPage />, handle: preloadScreen(SalesReportPage) },
  { path: routes.productionReport.pattern, element: <ProductionReportPage />, handle: preloadScreen(ProductionReportPage) },
  // Goods receipts against purchase orders and returns to suppliers (issue 31 item 5).
  { path: routes.goodsReceipts.pattern, element: <GoodsList kind="receipt" />, handle: preloadScreen(GoodsList) },
  { path: routes.newGoodsReceipt.pattern, element: <NewReceiptPage />, handle: preloadScreen(NewReceiptPage) },
  { path: routes.goodsReceipt.pattern, element: <GoodsDocumentPage kind="receipt" />, handle: preloadScreen(GoodsDocumentPage) },
  { path: routes.newGoodsReturn.pattern, element: <NewReturnPage />, handle: preloadScreen(NewReturnPage) },
  { path: routes.goodsReturns.pattern, element: <GoodsList kind="return" />, handle: preloadScreen(GoodsList) },
  { path: routes.goodsReturn.pattern, element: <GoodsDocumentPage kind="return" />, handle: preloadScreen(GoodsDocumentPage) },
  // Deliveries from sales orders and returns from clients (issue 32 item 1).
  { path: routes.deliveries.pattern, element: <DeliveriesList kind="delivery" />, handle: preloadScreen(DeliveriesList) },
  { path: routes.delivery.pattern, element: <DeliveryPage kind="delivery" />, handle: preloadScreen(DeliveryPage) },
  { path: routes.newDelivery.pattern, element: <NewDeliveryPage />, handle: preloadScreen(NewDeliveryPage) },
  { path: routes.salesReturns.pattern, element: <DeliveriesList kind="return" />, handle: preloadScreen(DeliveriesList) },
  { path: routes.salesReturn.pattern, element: <DeliveryPage kind="return" />, handle: preloadScreen(DeliveryPage) },
  { path: routes.newSalesReturn.pattern, element: <NewSalesReturnPage />, handle: preloadScreen(NewSalesReturnPage) },
  {
    path: routes.decorationSettings.pattern,
    element: (
      <ToastProvider>
        <DecorationSettings />
      </ToastProvider>
    ),
    handle: preloadScreen(DecorationSettings),
  },
  {
    path: routes.fiscalSettings.pattern,
    element: (
      <ToastProvider>
        <FiscalSettingsPage />
      </ToastProvider>
    ),
    handle: preloadScreen(FiscalSettingsPage),
  },
  {
    path: routes.users.pattern,
    element: (
      <ToastProvider>
        <UsersList />
      </ToastProvider>
    ),
    handle: preloadScreen(UsersList),
  },
  {
    path: routes.machines.pattern,
    element: (
      <ToastProvider>
        <MachinesList />
      </ToastProvider>
    ),
    handle: preloadScreen(MachinesList),
  },
  {
    path: routes.productionBoard.pattern,
    element: (
      <ToastProvider>
        <ProductionBoard />
      </ToastProvider>
    ),
    handle: preloadScreen(ProductionBoard),
  },
  { path: routes.machineQueue.pattern, element: <MachineQueuePage />, handle: preloadScreen(MachineQueuePage) },
  { path: routes.purchaseRequests.pattern, element: <PurchasingList kind="purchase_request" />, handle: preloadScreen(PurchasingList) },
  { path: routes.supplierQuotations.pattern, element: <PurchasingList kind="supplier_quotation" />, handle: preloadScreen(PurchasingList) },
  { path: routes.purchaseOrders.pattern, element: <PurchasingList kind="purchase_order" />, handle: preloadScreen(PurchasingList) },
  { path: routes.newPurchaseRequest.pattern, element: <NewPurchasingDocument key="purchase_request" kind="purchase_request" />, handle: preloadScreen(NewPurchasingDocument) },
  { path: routes.newSupplierQuotation.pattern, element: <NewPurchasingDocument key="supplier_quotation" kind="supplier_quotation" />, handle: preloadScreen(NewPurchasingDocument) },
  { path: routes.newPurchaseOrder.pattern, element: <NewPurchasingDocument key="purchase_order" kind="purchase_order" />, handle: preloadScreen(NewPurchasingDocument) },
  { path: routes.editPurchasingDocument.pattern, element: <EditPurchasingDocument />, handle: preloadScreen(EditPurchasingDocument) },
  {
    path: routes.purchasingDocument.pattern,
    element: (
      <ToastProvider>
        <PurchasingDocument />
      </ToastProvider>
    ),
    handle: preloadScreen(PurchasingDocument),
  },
  {
    path: routes.purchaseShortages.pattern,
    element: (
      <ToastProvider>
        <PurchaseShortages />
      </ToastProvider>
    ),
    handle: preloadScreen(PurchaseShortages),
  },
  {
    path: routes.warehouses.pattern,
    element: (
      <ToastProvider>
        <WarehousesList />
      </ToastProvider>
    ),
    handle: preloadScreen(WarehousesList),
  },
  ...(
    [
      [routes.supplierInvoices.pattern, 'invoice'],
      [routes.supplierCreditNotes.pattern, 'credit_note'],
      [routes.supplierDownPayments.pattern, 'down_payment'],
    ] as const
  ).map(([path, kind]) => ({
    path,
    element: (
      <ToastProvider>
        <SupplierInvoicesList kind={kind} />
      </ToastProvider>
    ),
    handle: preloadScreen(SupplierInvoicesList),
  })),
  { path: routes.supplierInvoice.pattern, element: <SupplierInvoicePage />, handle: preloadScreen(SupplierInvoicePage) },
  {
    path: routes.supplierBalances.pattern,
    element: (
      <ToastProvider>
        <SupplierBalancesPage />
      </ToastProvider>
    ),
    handle: preloadScreen(SupplierBalancesPage),
  },
  { path: routes.purchaseReport.pattern, element: <PurchaseReportPage />, handle: preloadScreen(PurchaseReportPage) },
  // Accounts receivable (issue 32 items 6 and 8): invoices, notes, down payments and the clients' balances.
  ...(
    [
      [routes.salesInvoices.pattern, 'invoice'],
      [routes.salesDebitNotes.pattern, 'debit_note'],
      [routes.salesCreditNotes.pattern, 'credit_note'],
      [routes.salesDownPayments.pattern, 'down_payment'],
      [routes.downPaymentRequests.pattern, 'down_payment_request'],
    ] as const
  ).map(([path, list]) => ({
    path,
    element: (
      <ToastProvider>
        <ReceivableDocumentsList key={list} list={list} />
      </ToastProvider>
    ),
    handle: preloadScreen(ReceivableDocumentsList),
  })),
  ...(
    [
      [routes.newSalesInvoice.pattern, NewInvoicePage],
      [routes.salesInvoice.pattern, ReceivableDocumentPage],
      [routes.receivables.pattern, ReceivablesPage],
      [routes.receivablesClient.pattern, ClientReceivablesPage],
    ] as const
  ).map(([path, Screen]) => ({
    path,
    element: (
      <ToastProvider>
        <Screen />
      </ToastProvider>
    ),
    handle: preloadScreen(Screen),
  })),
  {
    path: routes.stockLocations.pattern,
    element: (
      <ToastProvider>
        <LocationsList />
      </ToastProvider>
    ),
    handle: preloadScreen(LocationsList),
  },
  // Inventory documents, the count and the reports (issue 31, item 3).
  ...(
    [
      ['receipt', routes.stockReceipts, routes.newStockReceipt, routes.stockReceipt],
      ['issue', routes.stockIssues, routes.newStockIssue, routes.stockIssue],
      ['transfer', routes.stockTransfers, routes.newStockTransfer, routes.stockTransfer],
    ] as const
  ).flatMap(([kind, list, create, detail]): RouteObject[] => [
    { path: list.pattern, element: <StockDocumentsList key={kind} kind={kind} />, handle: preloadScreen(StockDocumentsList) },
    { path: create.pattern, element: <StockDocumentForm key={kind} kind={kind} />, handle: preloadScreen(StockDocumentForm) },
    { path: detail.pattern, element: <StockDocumentPage key={kind} kind={kind} />, handle: preloadScreen(StockDocumentPage) },
  ]),
  { path: routes.stockCount.pattern, element: <StockCountPage />, handle: preloadScreen(StockCountPage) },
  { path: routes.stockReports.pattern, element: <StockReportsPage />, handle: preloadScreen(StockReportsPage) },
];
const withScreen = new Set(screens.map((r) => r.path));

const remoteRoutes: RouteObject[] = [
  { index: true, element: <Dashboard /> },
  ...screens,
  ...navigationPages(navigation)
    .filter((page) => !withScreen.has(page.path))
    .map(
      (page): RouteObject => ({
        path: page.path,
        element: <Placeholder title={page.title} group={page.group} planned={PLANNED_CONTENT[page.path]} />,
        handle: preloadScreen(Placeholder),
      }),
    ),
  { path: '*', element: <NotFoundPage backTo={paths.admin} backLabel="Volver al panel" /> },
];

/** Mounted by the host at '/admin/*' inside the back-office layout, which draws `navigation` as its sidebar. */
const remote: RemoteModule = { navigation, routes: remoteRoutes, preload: preloadRoutes(remoteRoutes) };
export default remote;
