import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Action, Actor } from '@muestrario/shared/rules';
import { HttpError, MESSAGES, notFound } from '../../errors';
import { loadedRow } from '../../http/permission-resources';
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

/**
 * What every write on a sample calls first (issue 15), once `route()` has checked the endpoint's
 * permission (403) on the sample it loaded: the sample's head (404 when it does not exist) and the live
 * signal of the write. Stage rules are the service's (a render's stage: `app.lifecycle.renderRefusal`)
 * and the editor's guard (design/guard.ts).
 */
export async function guardSampleWrite(
  app: FastifyInstance,
  request: FastifyRequest,
  sampleId: number,
  action: Action,
  /** false when the route sends its own live signal. */
  signal = true,
): Promise<SampleHead> {
  const head = loadedRow<SampleHead>(request, 'sample', sampleId) ?? (await app.lifecycle.head(sampleId));
  if (!head) throw notFound(MESSAGES.sampleNotFound);
  if (signal) request.lifecycleWrite = { sampleId, action };
  return head;
}
