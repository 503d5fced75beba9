import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PAGE_SESSION_ELEMENT_ID, type PageSessionUser } from '@muestrario/shared/domain';
import { sessionState } from '../modules/auth/sessions-repository';
import { sessionTokenOf } from './sessions';

/*
 * The signed-in user written into a page of the app (issue 34): the host reads it instead of asking
 * GET /api/auth/details before it draws the layout, one request less before the first paint. The same rules
 * as the API's guard (server/src/plugins/sessions.ts) decide whether the session counts; an expired or
 * unknown session writes nothing, and the app then asks the API, which answers the 401 and clears the cookie.
 */

/** The user of a page's request, as GET /api/auth/details would answer it (its fields only), or null. */
export async function pageUser(app: FastifyInstance, request: FastifyRequest): Promise<PageSessionUser | null> {
  const token = sessionTokenOf(request);
  if (!token) return null;
  try {
    const found = await app.sessions.find(token);
    if (!found) return null;
    const now = app.now();
    const state = sessionState(found.session, now);
    if (state === 'expired') return null;
    if (state === 'stale') await app.sessions.touch(found.session.id, now);
    const { id, username, firstName, lastName, role } = found.user;
    return { id, username, firstName, lastName, role };
  } catch (error) {
    // A page is never refused for this: the app asks the API itself.
    request.log.warn({ err: error }, 'page session lookup failed');
    return null;
  }
}

/**
 * index.html with the user as a JSON data block before `</head>` (never executed; every `<` escaped, so a
 * name holding '</script>' cannot end the block).
 */
export function withPageSession(indexHtml: string, user: PageSessionUser): string {
  const json = JSON.stringify(user).replace(/</g, '\\u003c');
  const block = `<script id="${PAGE_SESSION_ELEMENT_ID}" type="application/json">${json}</script>`;
  const at = indexHtml.search(/<\/head>/i);
  return at < 0 ? indexHtml : `${indexHtml.slice(0, at)}${block}${indexHtml.slice(at)}`;
}
