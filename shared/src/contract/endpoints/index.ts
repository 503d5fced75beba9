import { approvalEndpoints } from './approvals';
import { assetEndpoints } from './assets';
import { authEndpoints } from './auth';
import { clientEndpoints } from './clients';
import { clothingEndpoints } from './clothing';
import { decorationEndpoints } from './decorations';
import { documentEndpoints } from './documents';
import { fileEndpoints } from './files';
import { itemEndpoints } from './items';
import { bomEndpoints } from './bom';
import { lifecycleEndpoints } from './lifecycle';
import { orderGridEndpoints } from './order-grids';
import { pantoneEndpoints } from './pantones';
import { presenceEndpoints } from './presence';
import { partnerEndpoints } from './partners';
import { quotationEndpoints } from './quotations';
import { dashboardEndpoints } from './dashboard';
import { reportEndpoints } from './reports';
import { sampleEndpoints } from './samples';
import { settingsEndpoints } from './settings';
import { systemEndpoints } from './system';
import { userEndpoints } from './users';
import { machineEndpoints } from './machines';
import { productionOrderEndpoints } from './production-orders';
import { stockEndpoints } from './stock';
import { inventoryEndpoints } from './inventory';
import { productionStockEndpoints } from './production-stock';
import { purchasingEndpoints } from './purchasing';
import { purchaseReceiptEndpoints } from './purchase-receipts';
import { supplierInvoiceEndpoints } from './supplier-invoices';
import { programRosterImportEndpoints } from './program-roster-import';
import { deliveryEndpoints } from './deliveries';
import { fiscalEndpoints } from './fiscal';
import { receivableEndpoints } from './receivables';
import { fiscalDocumentEndpoints } from './fiscal-documents';
import { programEndpoints } from './programs';
import { programPortalEndpoints } from './program-portal';
import { programReorderEndpoints } from './program-reorders';

/**
 * The endpoint table: every endpoint of the API, by operationId. Declare a new endpoint in the file of
 * its area and spread that group here; nothing else may write an endpoint path. Browser code imports
 * the group's routes (`authRoutes`, …) instead: this table carries every schema.
 */
export const endpoints = {
  ...systemEndpoints,
  ...authEndpoints,
  ...sampleEndpoints,
  ...clientEndpoints,
  ...clothingEndpoints,
  ...pantoneEndpoints,
  ...assetEndpoints,
  ...decorationEndpoints,
  ...fileEndpoints,
  ...lifecycleEndpoints,
  ...presenceEndpoints,
  ...partnerEndpoints,
  ...quotationEndpoints,
  ...dashboardEndpoints,
  ...approvalEndpoints,
  ...documentEndpoints,
  ...settingsEndpoints,
  ...reportEndpoints,
  ...userEndpoints,
  ...itemEndpoints,
  ...machineEndpoints,
  ...bomEndpoints,
  ...orderGridEndpoints,
  ...productionOrderEndpoints,
  ...stockEndpoints,
  ...inventoryEndpoints,
  ...productionStockEndpoints,
  ...purchasingEndpoints,
  ...purchaseReceiptEndpoints,
  ...supplierInvoiceEndpoints,
  ...deliveryEndpoints,
  ...fiscalEndpoints,
  ...receivableEndpoints,
  ...fiscalDocumentEndpoints,
  ...programEndpoints,
  ...programRosterImportEndpoints,
  ...programPortalEndpoints,
  ...programReorderEndpoints,
} as const;

export type Endpoints = typeof endpoints;
export type EndpointId = keyof Endpoints;
export * from './approvals';
export * from './assets';
export * from './auth';
export * from './clients';
export * from './clothing';
export * from './decorations';
export * from './files';
export * from './lifecycle';
export * from './pantones';
export * from './presence';
export * from './samples';
export * from './system';
export * from './partners';
export * from './quotations';
export * from './dashboard';
export * from './documents';
export * from './settings';
export * from './reports';
export * from './users';
export * from './items';
export * from './machines';
export * from './bom';
export * from './order-grids';
export * from './production-orders';
export * from './stock';
export * from './inventory';
export * from './production-stock';
export * from './purchasing';
export * from './purchase-receipts';
export * from './supplier-invoices';
export * from './program-roster-import';
export * from './deliveries';
export * from './fiscal';
export * from './receivables';
export * from './fiscal-documents';
export * from './programs';
export * from './program-portal';
export * from './program-reorders';
