import { isOneOf, USER_ROLES } from './enums';

/** The user's details as GET /api/auth/details answers them (`UserDetails` of the contract). */
export interface PageSessionUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  role: (typeof USER_ROLES)[number];
}

/**
 * The signed-in user the server writes into a page of the app (server/src/plugins/page-session.ts), in a
 * `<script type="application/json">` of this id: the host starts with it instead of asking
 * GET /api/auth/details first (issue 34).
 */
export const PAGE_SESSION_ELEMENT_ID = 'muestrario-session';

const isText = (value: unknown): value is string => typeof value === 'string';

/** The user in that block's text, or null when there is none or it is not a user's details. */
export function parsePageSession(text: string | null | undefined): PageSessionUser | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const { id, username, firstName, lastName, role } = value as Record<string, unknown>;
  if (!Number.isInteger(id) || !isText(username) || !isText(firstName) || !isText(lastName) || !isText(role) || !isOneOf(USER_ROLES, role)) return null;
  return { id: id as number, username, firstName, lastName, role };
}
