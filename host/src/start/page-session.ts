import type { UserDetails } from '@muestrario/shared/contract';
import { PAGE_SESSION_ELEMENT_ID, parsePageSession } from '@muestrario/shared/domain';

/**
 * The signed-in user the server wrote into this page (server/src/plugins/page-session.ts), taken once: the
 * block is removed as it is read, so an application started again in the same document (after signing in
 * as someone else) asks the API instead of trusting an old answer. Null when there is none.
 */
export function takePageSession(doc: Document = document): UserDetails | null {
  const element = doc.getElementById(PAGE_SESSION_ELEMENT_ID);
  if (!element) return null;
  element.remove();
  return parsePageSession(element.textContent);
}
