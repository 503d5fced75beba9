import { QUOTABLE_FROM_STAGE } from './backoffice';
import { LOAD_FAILED_MESSAGE } from './load-messages';
import { PERMISSION_MESSAGES } from './permission-messages';

/** Spanish messages of partners, quotations and orders: the server's answers and the screens' errors. */
export const SALES_MESSAGES = {
  partnerNotFound: 'El socio de negocio no existe.',
  partnerCodeTaken: 'Ya existe un socio con ese código. Escribe otro o déjalo vacío para numerarlo.',
  partnersReadOnly: PERMISSION_MESSAGES.partnersReadOnly,
  unknownContact: 'Una persona de contacto enviada no pertenece a este socio.',
  unknownAddress: 'Una dirección enviada no pertenece a este socio.',
  quotationNotFound: 'La cotización no existe.',
  orderNotFound: 'La orden de venta no existe.',
  unknownClient: 'El cliente elegido no existe o es un proveedor.',
  contactNotOfClient: 'La persona de contacto no pertenece al cliente elegido.',
  unknownArticle: (code: string) => `El artículo ${code} no está en el catálogo.`,
  exchangeRate: 'Escribe el tipo de cambio en pesos por unidad, mayor que cero y con hasta 4 decimales, por ejemplo 17.2450.',
  amountTooLarge:
    'El documento suma más de lo que el sistema puede guardar con exactitud (90 billones de pesos): reduce cantidades, precios o el tipo de cambio, o divídelo en varios documentos.',
  notYourSample: PERMISSION_MESSAGES.notYourSample,
  cannotSell: PERMISSION_MESSAGES.cannotSell,
  notYours: PERMISSION_MESSAGES.notYours,
  notOpen: (status: string) => `El documento está ${status.toLowerCase()}: ya no se puede modificar.`,
  sampleTooEarly: `La muestra se puede cotizar desde la etapa ${QUOTABLE_FROM_STAGE} (Renderizado), cuando su diseño ya se envió.`,
  sampleNoGarment: 'La muestra todavía no tiene una prenda elegida.',
  saveFailed: 'No pudimos guardar. Revisa tu conexión e inténtalo de nuevo; lo que escribiste sigue aquí.',
  loadFailed: LOAD_FAILED_MESSAGE,
} as const;
