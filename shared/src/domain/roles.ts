import type { UserRole } from './enums';

/** How a user's role reads on screen (the profile screen). */
export const USER_ROLE_LABELS = {
  seller: 'Vendedor',
  designer: 'Diseñador',
  production: 'Producción',
  quality: 'Calidad',
  admin: 'Administrador',
} as const satisfies Record<UserRole, string>;
