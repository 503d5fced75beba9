import type { UserRole } from './enums';

/** How a user's role reads on screen (the profile screen). */
export const USER_ROLE_LABELS = {
  admin: 'Administrador',
  seller: 'Vendedor',
  reviewer: 'Revisor',
} as const satisfies Record<UserRole, string>;
