/** True when `value` is one of `list`'s members; narrows it to the list's element type. */
export function isOneOf<const T extends readonly (string | number)[]>(list: T, value: unknown): value is T[number] {
  return (list as readonly unknown[]).includes(value);
}

export const LOGO_TECHNIQUES = ['Bordado', 'DTF', 'Vinil'] as const;
export type LogoTechnique = (typeof LOGO_TECHNIQUES)[number];

export const SAMPLE_ON_OPTIONS = ['Prenda', 'Lienzo'] as const;
export type SampleOn = (typeof SAMPLE_ON_OPTIONS)[number];

export const FONTS = ['Roboto', 'Gilroy', 'Gill Sans'] as const;
export type FontName = (typeof FONTS)[number];

export const FABRICS = ['Piqué', 'Gabardina', 'Tiburón', 'Nylón', 'Polar', 'Mezclilla', 'Sarga', 'Microfibra', 'Ripstop'] as const;

export const PARTNER_TYPES = ['Cliente', 'Proveedor'] as const;
export const CURRENCIES = ['MXN', 'USD', 'EUR', 'CAN'] as const;
export type Currency = (typeof CURRENCIES)[number];

/**
 * Staff roles (issue 15): sellers own samples, designers upload renders, production makes the physical
 * sample, quality checks and photographs it, admin may do everything. `designer` was `reviewer`.
 */
export const USER_ROLES = ['seller', 'designer', 'production', 'quality', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
