import type { FastifyInstance, FastifyRequest } from 'fastify';
import { LIFECYCLE_MESSAGES, stageName } from '@muestrario/shared/domain';
import { RENDER_STAGES, type Action, type Actor } from '@muestrario/shared/rules';
import { HttpError, MESSAGES, notFound } from '../../errors';
import { loadedRow } from '../../http/permission-resources';
import type { SampleHead } from './repository';

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
 * permission (403) on the sample it loaded: the sample's head (404 when it does not exist), 409 for a
 * render outside stages 2–3, and the live signal of the write. Stage rules of the editor stay in its
 * own guard (design/guard.ts).
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
  if (action === 'uploadRender' && !RENDER_STAGES.includes(head.stage)) {
    throw new HttpError(409, LIFECYCLE_MESSAGES.wrongStage('subir el render', stageName(head.stage)));
  }
  if (signal) request.lifecycleWrite = { sampleId, action };
  return head;
}
