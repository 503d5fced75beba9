import { BLANK_PARTNER, type PartnerAddress, type PartnerContact, type PartnerDetail, type PartnerInput } from '@muestrario/shared/contract';
import { PARTNER_PHOTO_MAX_BYTES, PARTNER_PHOTO_TYPES } from '@muestrario/shared/domain';

export const PHOTO_MESSAGES = {
  photoType: 'La foto debe ser JPG, GIF o PNG.',
  photoSize: 'La foto pesa más de 1 MB. Elige una más ligera.',
} as const;

/** The note under the photo (spec: 'JPG, GIF or PNG. 1MB max.', in Spanish). */
export const PARTNER_PHOTO_NOTE = 'JPG, GIF o PNG. 1 MB máximo.';

/** The empty form behind 'Nuevo socio'. */
export const NEW_PARTNER: PartnerInput = BLANK_PARTNER;

export const NEW_CONTACT: PartnerContact = { name: '', position: '', phone: '', email: '' };
export const NEW_ADDRESS: PartnerAddress = { kind: 'Envío', street: '', city: '', county: '', state: '', zipCode: '' };

/** What the form edits from a partner the server sent (everything but its id and warnings). */
export function inputOf(partner: PartnerDetail): PartnerInput {
  const { id: _id, warnings: _warnings, ...input } = partner;
  return input;
}

/** Replaces item `index` of a list field with `patch` applied. */
export function withItem<K extends 'contacts' | 'addresses'>(p: PartnerInput, key: K, index: number, patch: Partial<PartnerInput[K][number]>): PartnerInput {
  return { ...p, [key]: p[key].map((item, i) => (i === index ? { ...item, ...patch } : item)) };
}

export function withoutItem(p: PartnerInput, key: 'contacts' | 'addresses', index: number): PartnerInput {
  return { ...p, [key]: p[key].filter((_, i) => i !== index) };
}

/** Why a chosen photo cannot be used (by its declared type and size), or null when it can. */
export function photoProblem(file: { type: string; size: number }): string | null {
  if (!(PARTNER_PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_MESSAGES.photoType;
  if (file.size > PARTNER_PHOTO_MAX_BYTES) return PHOTO_MESSAGES.photoSize;
  return null;
}
