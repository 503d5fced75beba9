import { DOCUMENT_KINDS, type BusinessDocumentKind } from '../business-documents/kinds';

/** The purchasing kinds this area keeps: requests, offers and orders. */
export const PURCHASING_DOCUMENT_KINDS = ['purchase_request', 'supplier_quotation', 'purchase_order'] as const satisfies readonly BusinessDocumentKind[];
export type PurchasingDocumentKind = (typeof PURCHASING_DOCUMENT_KINDS)[number];

/** The permission action a kind's writes need: requests `purchase.request`, offers and orders `purchase.order`. */
export function purchasingActionFor(kind: PurchasingDocumentKind): 'purchase.request' | 'purchase.order' {
  return kind === 'purchase_request' ? 'purchase.request' : 'purchase.order';
}

export const PURCHASING_MESSAGES = {
  notFound: 'El documento de compra no existe.',
  notSupplier: 'El socio elegido no es un proveedor: elija uno de tipo Proveedor.',
  contactNotOfSupplier: 'El contacto no es de este proveedor.',
  itemNotFound: (index: number) => `La línea ${index + 1} nombra un artículo que no existe.`,
  variantRequired: (code: string) => `El artículo ${code} tiene variantes: elija una.`,
  variantNotOfItem: (index: number) => `La variante de la línea ${index + 1} no es de ese artículo.`,
  noVariants: (code: string) => `El artículo ${code} no tiene variantes.`,
  notStocked: (code: string) => `El artículo ${code} no lleva inventario: no se compra por aquí.`,
  warehouseNotFound: (index: number) => `El almacén de la línea ${index + 1} no existe o está inactivo.`,
  notOpen: (status: string) => `El documento está ${status.toLowerCase()}: ya no se puede cambiar.`,
  copyNotAllowed: (from: BusinessDocumentKind, to: BusinessDocumentKind) => `Un documento de tipo ${DOCUMENT_KINDS[from].name} no se puede copiar a ${DOCUMENT_KINDS[to].name}.`,
  supplierOnlyForOffers: 'Solo una oferta de compra puede ser de otro proveedor que la solicitud.',
  baseLineUnknown: (id: number) => `La línea ${id} no es de este documento.`,
  baseLineTwice: 'Cada línea del documento base puede pedirse una sola vez.',
  comparisonOnlyRequests: 'Solo una solicitud de compra tiene ofertas que comparar.',
  chooseNotOffer: 'Solo se elige una oferta de compra.',
  chooseNoRequest: 'Esta oferta no se copió de una solicitud de compra.',
  emailUnavailable: 'El envío de correo no está configurado en este servidor (falta SMTP): descargue el PDF y envíelo usted.',
  emailOnlyOrders: 'Solo un pedido de compra se envía por correo al proveedor.',
  noSupplierEmail: 'El proveedor no tiene correo electrónico: agréguelo a su contacto o a sus datos generales.',
  emailFailed: 'No se pudo enviar el correo. Intente de nuevo más tarde.',
  pdfOnlyOrders: 'Solo un pedido de compra tiene PDF.',
  nothingToRequest: 'No hay faltantes que pedir.',
  noBody: 'Generar solicitudes de compra no lleva datos: se calcula de las necesidades de producción.',
  lineItemCopied: (index: number) => `La línea ${index + 1} ya se copió a otro documento: su artículo y su variante no se pueden cambiar.`,
  itemUnknown: 'El artículo no existe.',
  noWarehouse: 'No hay un almacén de materia prima activo donde recibir lo que se pide.',
} as const;
