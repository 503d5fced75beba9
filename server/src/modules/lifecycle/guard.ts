import type { FastifyInstance, FastifyRequest } from 'fastify';
import { refusal, type Action, type Actor } from '@muestrario/shared/rules';
import { HttpError, MESSAGES, notFound } from '../../errors';
import type { SampleHead } from './sample-head';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the guard: a write on this sample that, once answered 2xx, is signalled live (and a design edit timelined). */
    lifecycleWrite?: { sampleId: number; action: Action };
  }
}

/** The signed-in user as the permission rules see them. */
export function actorOf(request: FastifyRequest): Actor {
  const user = request.user;
  if (!user) throw new HttpError(401, MESSAGES.loginRequired);
  return { id: user.id, role: user.role };
}

/** 403 with a Spanish message unless the signed-in user may do `action` (no sample involved, e.g. creating one). */
export function guardAction(request: FastifyRequest, action: Action): Actor {
  const actor = actorOf(request);
  const refused = refusal(actor, action);
  if (refused) throw new HttpError(403, refused);
  return actor;
}

/**
 * The one check every write on a sample calls first (issue 15): 404 when the sample does not exist,
 * 403 when the user's role may not do `action` or a seller does not own the sample. Stage rules are the
 * service's (a render's stage: `app.lifecycle.renderRefusal`) and the editor's guard (design/guard.ts).
 */
export async function guardSampleWrite(
  app: FastifyInstance,
  request: FastifyRequest,
  sampleId: number,
  action: Action,
  /** false when the route sends its own live signal. */
  signal = true,
): Promise<SampleHead> {
  const actor = actorOf(request);
  const head = await app.lifecycle.head(sampleId);
  if (!head) throw notFound(MESSAGES.sampleNotFound);
  const refused = refusal(actor, action, head);
  if (refused) throw new HttpError(403, refused);
  if (signal) request.lifecycleWrite = { sampleId, action };
  return head;
}
