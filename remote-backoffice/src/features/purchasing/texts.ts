import { paths } from '@muestrario/shared/routes';
import type { PurchasingDocumentKind } from '@muestrario/shared/rules';

/** The words and addresses of each purchasing kind's form (requests, offers, orders). */
export const PURCHASING_FORM_TEXTS: Record<
  PurchasingDocumentKind,
  { one: string; newTitle: string; editTitle: (folio: string) => string; createLabel: string; listHref: string; listTitle: string; newHref: string; description: string }
> = {
  purchase_request: {
    one: 'Solicitud de compra',
    newTitle: 'Nueva solicitud de compra',
    editTitle: (folio) => `Editar solicitud de compra ${folio}`,
    createLabel: 'Crear solicitud',
    listHref: paths.purchaseRequests,
    listTitle: 'Solicitudes de compra',
    newHref: paths.newPurchaseRequest,
    description: 'Lo que hay que comprar, para pedir ofertas o hacer el pedido.',
  },
  supplier_quotation: {
    one: 'Oferta de compra',
    newTitle: 'Nueva oferta de compra',
    editTitle: (folio) => `Editar oferta de compra ${folio}`,
    createLabel: 'Crear oferta',
    listHref: paths.supplierQuotations,
    listTitle: 'Ofertas de compra',
    newHref: paths.newSupplierQuotation,
    description: 'Los precios que dio un proveedor.',
  },
  purchase_order: {
    one: 'Pedido de compra',
    newTitle: 'Nuevo pedido de compra',
    editTitle: (folio) => `Editar pedido de compra ${folio}`,
    createLabel: 'Crear pedido',
    listHref: paths.purchaseOrders,
    listTitle: 'Pedidos de compra',
    newHref: paths.newPurchaseOrder,
    description: 'Lo que se pide al proveedor, con su fecha de entrega.',
  },
};
