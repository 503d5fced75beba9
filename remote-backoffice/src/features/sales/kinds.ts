import type { SalesDocumentKind } from '@muestrario/shared/domain';
import type { PermissionAction } from '@muestrario/shared/rules';
import { paths } from '@muestrario/shared/routes';

/** What differs between the quotation and the sales-order screens (spec: "same layout"). */
export interface SalesDocumentTexts {
  listTitle: string;
  listDescription: string;
  searchLabel: string;
  newLabel: string;
  /** The form's title when it creates one. */
  newTitle: string;
  /** The form's title for an existing one: 'Cotización S00097'. */
  title: (folio: string) => string;
  createLabel: string;
  /** 'la cotización' / 'la orden': used in sentences. */
  theOne: string;
  notFound: string;
  /** The list's empty state when the search or the filters leave nothing. */
  noneMatch: string;
  listHref: string;
  newHref: string;
  detailHref: (id: number) => string;
  /** 'Cancelar cotización' / 'Cancelar orden'. */
  cancelLabel: string;
  /**
   * Orders: 'Cerrar orden' closes one after a confirmation (deliveries close it by themselves once everything is
   * delivered, issue 32); quotations close by being copied to an order.
   */
  closeLabel: string | null;
  /** The permission-table action behind 'Nueva …' (the button and the form's route). */
  createAction: PermissionAction;
}

export const SALES_DOCUMENT_TEXTS: Record<SalesDocumentKind, SalesDocumentTexts> = {
  quotation: {
    listTitle: 'Cotizaciones',
    listDescription: 'Propuestas de precio enviadas a los clientes.',
    searchLabel: 'Buscar cotización',
    newLabel: 'Nueva Cotización',
    newTitle: 'Nueva cotización',
    title: (folio) => `Cotización ${folio}`,
    createLabel: 'Crear Cotización',
    theOne: 'la cotización',
    notFound: 'No encontramos esta cotización',
    noneMatch: 'Ninguna cotización coincide con la búsqueda o los filtros.',
    listHref: paths.quotations,
    newHref: paths.newQuotation,
    detailHref: paths.quotation,
    cancelLabel: 'Cancelar cotización',
    closeLabel: null,
    createAction: 'quotation.create',
  },
  order: {
    listTitle: 'Ordenes de venta',
    listDescription: 'Pedidos confirmados de los clientes y su estado de entrega.',
    searchLabel: 'Buscar órden',
    newLabel: 'Nueva orden',
    newTitle: 'Nueva orden de venta',
    title: (folio) => `Orden de venta ${folio}`,
    createLabel: 'Crear Orden',
    theOne: 'la orden',
    notFound: 'No encontramos esta orden de venta',
    noneMatch: 'Ninguna orden coincide con la búsqueda o los filtros.',
    listHref: paths.orders,
    newHref: paths.newOrder,
    detailHref: paths.order,
    cancelLabel: 'Cancelar orden',
    closeLabel: 'Cerrar orden',
    createAction: 'order.create',
  },
};

/** Placeholder of both search boxes (spec: search by folio, client or seller). */
export const SEARCH_PLACEHOLDER = 'Buscar por folio, cliente o vendedor';
