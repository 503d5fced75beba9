import type { PartnerDetail, PostalAddress, SalesDocumentDetail, SalesDocumentInput } from '@muestrario/shared/contract';
import { SALES_MESSAGES, ZIP_DIGITS } from '@muestrario/shared/domain';
import { parseExchangeRate } from '@muestrario/shared/rules';

/*
 * The quotation / order form's state changes and checks, as plain functions (the screen only wires
 * them to inputs).
 */

/** What the form edits: the request body, with clientId 0 while no client is chosen. */
export type DocumentDraft = SalesDocumentInput;
export type AddressKey = 'shippingAddress' | 'billingAddress';
export type DocumentErrorKey = 'clientId' | 'lines' | 'exchangeRate' | `${AddressKey}.zipCode`;
export type DocumentErrors = Partial<Record<DocumentErrorKey, string>>;

export const DOCUMENT_MESSAGES = {
  clientId: 'Elige un cliente.',
  lines: 'Agrega al menos un artículo.',
  zipCode: `El código postal debe tener ${ZIP_DIGITS} dígitos.`,
  exchangeRate: SALES_MESSAGES.exchangeRate,
} as const;

export const EMPTY_ADDRESS: PostalAddress = { street: '', city: '', state: '', zipCode: '' };

export const EMPTY_DRAFT: DocumentDraft = {
  clientId: 0,
  contactId: null,
  name: '',
  reference: '',
  currency: 'MXN',
  exchangeRate: '1',
  lines: [],
  shippingAddress: EMPTY_ADDRESS,
  billingAddress: EMPTY_ADDRESS,
};

/** What the form edits of a saved document. */
export function draftOf(doc: SalesDocumentDetail): DocumentDraft {
  return {
    clientId: doc.clientId,
    contactId: doc.contactId,
    name: doc.name,
    reference: doc.reference,
    dueDate: doc.dueDate ?? null,
    currency: doc.currency,
    exchangeRate: doc.exchangeRate,
    lines: doc.lines.map(({ code, description, quantity, unitPriceCents }) => ({ code, description, quantity, unitPriceCents: unitPriceCents ?? 0 })),
    shippingAddress: doc.shippingAddress,
    billingAddress: doc.billingAddress,
  };
}

/** A partner's address of a kind, else its main address. */
export function addressOf(partner: PartnerDetail, kind: 'Facturación' | 'Envío'): PostalAddress {
  const found = partner.addresses.find((a) => a.kind === kind);
  if (found) return { street: found.street, city: found.city || found.county, state: found.state, zipCode: found.zipCode };
  return { street: partner.address, city: partner.city || partner.county, state: partner.state, zipCode: partner.zipCode };
}

/**
 * Choosing a client brings its first contact, its currency and its billing and shipping addresses;
 * a peso document's rate is 1, a foreign one waits for the user's rate.
 */
export function withClient(doc: DocumentDraft, partner: PartnerDetail): DocumentDraft {
  return {
    ...doc,
    clientId: partner.id,
    contactId: partner.contacts[0]?.id ?? null,
    currency: partner.currency,
    exchangeRate: partner.currency === 'MXN' ? '1' : doc.currency === partner.currency ? doc.exchangeRate : '',
    shippingAddress: addressOf(partner, 'Envío'),
    billingAddress: addressOf(partner, 'Facturación'),
  };
}

export function withCurrency(doc: DocumentDraft, currency: DocumentDraft['currency']): DocumentDraft {
  return { ...doc, currency, exchangeRate: currency === 'MXN' ? '1' : doc.currency === 'MXN' ? '' : doc.exchangeRate };
}

export function withAddressField(doc: DocumentDraft, which: AddressKey, field: keyof PostalAddress, value: string): DocumentDraft {
  return { ...doc, [which]: { ...doc[which], [field]: value } };
}

/** Pesos per unit as the totals need it (ten-thousandths); null while the typed rate is not valid. */
export function rateOf(doc: DocumentDraft): number | null {
  return doc.currency === 'MXN' ? 10_000 : parseExchangeRate(doc.exchangeRate);
}

const ZIP = new RegExp(`^\\d{${ZIP_DIGITS}}$`);

/** What blocks saving: no client, no lines, a postal code that is not 5 digits, a bad exchange rate. */
export function validateDocument(doc: DocumentDraft): DocumentErrors {
  const errors: DocumentErrors = {};
  if (!doc.clientId) errors.clientId = DOCUMENT_MESSAGES.clientId;
  if (doc.lines.length === 0) errors.lines = DOCUMENT_MESSAGES.lines;
  if (rateOf(doc) === null) errors.exchangeRate = DOCUMENT_MESSAGES.exchangeRate;
  for (const which of ['shippingAddress', 'billingAddress'] as const) {
    const zip = doc[which].zipCode.trim();
    if (zip !== '' && !ZIP.test(zip)) errors[`${which}.zipCode`] = DOCUMENT_MESSAGES.zipCode;
  }
  return errors;
}
