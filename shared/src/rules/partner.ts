import type { PartnerInput } from '../contract/partners';
import { EMAIL_PATTERN } from './new-sample';
import { isRegimenFor, isUsoCfdiFor, FISCAL_ZIP_PATTERN } from './fiscal';
import { checkRfc, RFC_MESSAGES } from './rfc';

/*
 * The checks of a business partner, written once: the detail screen runs them before saving and the
 * server runs them on create and update (400 naming the fields). Warnings (the RFC's check digit) never
 * block a save.
 */

export type PartnerCheckField =
  | 'cardName'
  | 'rfc'
  | 'email'
  | 'zipCode'
  | 'fiscalZipCode'
  | 'regimenFiscal'
  | 'usoCfdi'
  | `contacts.${number}.name`
  | `contacts.${number}.email`
  | `addresses.${number}.street`
  | `addresses.${number}.zipCode`;

export const PARTNER_MESSAGES = {
  cardName: 'Escribe el nombre del socio.',
  email: 'Escribe un correo válido, por ejemplo compras@empresa.com.mx.',
  zipCode: 'El código postal debe tener 5 dígitos.',
  fiscalZipCode: 'El código postal fiscal debe tener 5 dígitos.',
  regimenNeedsRfc: 'Escribe primero el RFC: el régimen fiscal depende de si es persona moral o física.',
  regimen: (personType: string) => `Ese régimen fiscal no aplica a una persona ${personType}.`,
  usoCfdi: (personType: string) => `Ese uso del CFDI no aplica a una persona ${personType}.`,
  contactName: 'Escribe el nombre del contacto.',
  contactEmail: 'Escribe un correo válido para el contacto.',
  addressStreet: 'Escribe la calle y el número de la dirección.',
  addressZip: 'El código postal de la dirección debe tener 5 dígitos.',
} as const;

export interface PartnerCheck {
  errors: Partial<Record<PartnerCheckField, string>>;
  warnings: string[];
}

const ZIP = /^\d{5}$/;
const PERSON = { moral: 'moral', fisica: 'física' } as const;

/** Checks a partner as the form or the API sends it. Blank optional fields are fine. */
export function checkPartner(p: Pick<PartnerInput, 'cardName' | 'rfc' | 'email' | 'zipCode' | 'fiscalZipCode' | 'regimenFiscal' | 'usoCfdi' | 'contacts' | 'addresses'>): PartnerCheck {
  const errors: PartnerCheck['errors'] = {};
  const warnings: string[] = [];
  if (!p.cardName.trim()) errors.cardName = PARTNER_MESSAGES.cardName;
  const email = p.email.trim();
  if (email && !EMAIL_PATTERN.test(email)) errors.email = PARTNER_MESSAGES.email;
  if (p.zipCode.trim() && !ZIP.test(p.zipCode.trim())) errors.zipCode = PARTNER_MESSAGES.zipCode;
  if (p.fiscalZipCode.trim() && !FISCAL_ZIP_PATTERN.test(p.fiscalZipCode.trim())) errors.fiscalZipCode = PARTNER_MESSAGES.fiscalZipCode;

  const rfc = p.rfc.trim() ? checkRfc(p.rfc) : null;
  if (rfc && !rfc.ok) errors.rfc = RFC_MESSAGES[rfc.problem];
  if (rfc?.ok) warnings.push(...rfc.warnings.map((w) => RFC_MESSAGES[w]));
  const personType = rfc?.ok ? rfc.personType : null;
  if (p.regimenFiscal) {
    if (!personType) errors.regimenFiscal = PARTNER_MESSAGES.regimenNeedsRfc;
    else if (!isRegimenFor(p.regimenFiscal, personType)) errors.regimenFiscal = PARTNER_MESSAGES.regimen(PERSON[personType]);
  }
  if (p.usoCfdi) {
    if (!personType) errors.usoCfdi = PARTNER_MESSAGES.regimenNeedsRfc;
    else if (!isUsoCfdiFor(p.usoCfdi, personType)) errors.usoCfdi = PARTNER_MESSAGES.usoCfdi(PERSON[personType]);
  }

  p.contacts.forEach((c, i) => {
    if (!c.name.trim()) errors[`contacts.${i}.name`] = PARTNER_MESSAGES.contactName;
    if (c.email.trim() && !EMAIL_PATTERN.test(c.email.trim())) errors[`contacts.${i}.email`] = PARTNER_MESSAGES.contactEmail;
  });
  p.addresses.forEach((a, i) => {
    if (!a.street.trim()) errors[`addresses.${i}.street`] = PARTNER_MESSAGES.addressStreet;
    if (a.zipCode.trim() && !ZIP.test(a.zipCode.trim())) errors[`addresses.${i}.zipCode`] = PARTNER_MESSAGES.addressZip;
  });
  return { errors, warnings };
}
