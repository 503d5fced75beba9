import { ZIP_DIGITS, type ClientOption, type PostalAddress, type SalesDocumentDetail } from '@muestrario/shared/domain';

/*
 * The quotation / order form's state changes and checks, as plain functions (the screen only wires
 * them to inputs).
 */

export type AddressKey = 'shippingAddress' | 'billingAddress';
export type DocumentErrorKey = 'clientCode' | 'lines' | `${AddressKey}.zipCode`;
export type DocumentErrors = Partial<Record<DocumentErrorKey, string>>;

export const DOCUMENT_MESSAGES = {
  clientCode: 'Elige un cliente.',
  lines: 'Agrega al menos un artículo.',
  zipCode: `El código postal debe tener ${ZIP_DIGITS} dígitos.`,
} as const;

/**
 * Choosing a client brings its first contact, its currency and its address (shipping and billing);
 * clearing it clears the contact only.
 */
export function withClient(doc: SalesDocumentDetail, client: ClientOption | undefined): SalesDocumentDetail {
  if (!client) return { ...doc, clientCode: '', contactId: '' };
  return {
    ...doc,
    clientCode: client.code,
    contactId: client.contacts[0]?.id ?? '',
    currency: client.currency,
    shippingAddress: client.address,
    billingAddress: client.address,
  };
}

export function withAddressField(
  doc: SalesDocumentDetail,
  which: AddressKey,
  field: keyof PostalAddress,
  value: string,
): SalesDocumentDetail {
  return { ...doc, [which]: { ...doc[which], [field]: value } };
}

const ZIP = new RegExp(`^\\d{${ZIP_DIGITS}}$`);

/** What blocks 'Crear Cotización': no client, no lines, a postal code that is not 5 digits. */
export function validateDocument(doc: SalesDocumentDetail): DocumentErrors {
  const errors: DocumentErrors = {};
  if (!doc.clientCode) errors.clientCode = DOCUMENT_MESSAGES.clientCode;
  if (doc.lines.length === 0) errors.lines = DOCUMENT_MESSAGES.lines;
  for (const which of ['shippingAddress', 'billingAddress'] as const) {
    const zip = doc[which].zipCode.trim();
    if (zip !== '' && !ZIP.test(zip)) errors[`${which}.zipCode`] = DOCUMENT_MESSAGES.zipCode;
  }
  return errors;
}
