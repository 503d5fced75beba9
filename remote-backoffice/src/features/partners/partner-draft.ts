import { PARTNER_PHOTO_MAX_BYTES, PARTNER_PHOTO_TYPES, type PartnerDetail } from '@muestrario/shared/domain';

export type PartnerErrorKey = 'name' | 'rfc' | 'email';
export type PartnerErrors = Partial<Record<PartnerErrorKey, string>>;

export const PARTNER_MESSAGES = {
  name: 'Escribe el nombre del socio.',
  rfc: 'El RFC tiene 12 caracteres (persona moral) o 13 (persona física), por ejemplo CCN150312K27.',
  email: 'Escribe un correo válido, por ejemplo compras@empresa.com.mx.',
  photoType: 'La foto debe ser JPG, GIF o PNG.',
  photoSize: 'La foto pesa más de 1 MB. Elige una más ligera.',
} as const;

/** The note under the photo (spec: 'JPG, GIF or PNG. 1MB max.', in Spanish). */
export const PARTNER_PHOTO_NOTE = 'JPG, GIF o PNG. 1 MB máximo.';

const RFC = /^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{3}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i;

/** Master data checks: a name, and RFC and e-mail well formed when given. */
export function validatePartner(partner: PartnerDetail): PartnerErrors {
  const errors: PartnerErrors = {};
  if (!partner.name.trim()) errors.name = PARTNER_MESSAGES.name;
  const rfc = partner.rfc.trim().toUpperCase();
  if (rfc && !RFC.test(rfc)) errors.rfc = PARTNER_MESSAGES.rfc;
  const email = partner.email.trim();
  if (email && !EMAIL.test(email)) errors.email = PARTNER_MESSAGES.email;
  return errors;
}

/** Why a chosen photo cannot be used (by its declared type and size), or null when it can. */
export function photoProblem(file: { type: string; size: number }): string | null {
  if (!(PARTNER_PHOTO_TYPES as readonly string[]).includes(file.type)) return PARTNER_MESSAGES.photoType;
  if (file.size > PARTNER_PHOTO_MAX_BYTES) return PARTNER_MESSAGES.photoSize;
  return null;
}
