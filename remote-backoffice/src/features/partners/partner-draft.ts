import { BLANK_PARTNER, type PartnerAddress, type PartnerContact, type PartnerDetail, type PartnerInput } from '@muestrario/shared/contract';

/** The empty form behind 'Nuevo socio'. */
export const NEW_PARTNER: PartnerInput = BLANK_PARTNER;

export const NEW_CONTACT: PartnerContact = { name: '', position: '', phone: '', email: '' };
export const NEW_ADDRESS: PartnerAddress = { kind: 'Envío', street: '', city: '', county: '', state: '', zipCode: '' };

/** What the form edits from a partner the server sent (everything but its id, warnings and photo). */
export function inputOf(partner: PartnerDetail): PartnerInput {
  const { id: _id, warnings: _warnings, photoUrl: _photoUrl, ...input } = partner;
  return input;
}

/** Replaces item `index` of a list field with `patch` applied. */
export function withItem<K extends 'contacts' | 'addresses'>(p: PartnerInput, key: K, index: number, patch: Partial<PartnerInput[K][number]>): PartnerInput {
  return { ...p, [key]: p[key].map((item, i) => (i === index ? { ...item, ...patch } : item)) };
}

export function withoutItem(p: PartnerInput, key: 'contacts' | 'addresses', index: number): PartnerInput {
  return { ...p, [key]: p[key].filter((_, i) => i !== index) };
}
