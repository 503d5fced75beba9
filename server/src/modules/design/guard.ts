import type { FastifyInstance } from 'fastify';
import { DESIGN_STAGE, EDITOR_MESSAGES } from '@muestrario/shared/domain';
import { HttpError, MESSAGES, notFound } from '../../errors';
import type { DesignState } from './repository';

export const designSent = () => new HttpError(409, EDITOR_MESSAGES.designSent);

/**
 * The sample of an editing request: 404 when it does not exist, 409 once its design was sent
 * (stage > 1). Every editor write goes through here first.
 */
export async function editableSample(app: FastifyInstance, sampleId: number): Promise<DesignState> {
  const state = await app.design.stateOf(sampleId);
  if (!state) throw notFound(MESSAGES.sampleNotFound);
  if (state.stage !== DESIGN_STAGE) throw designSent();
  return state;
}

/** The view a new logo or text goes on: it must belong to the sample's current garment (else 404). */
export async function viewOfSample(app: FastifyInstance, state: DesignState, positionId: number): Promise<{ id: number; width: number }> {
  const view = state.clothingId === null ? undefined : await app.clothing.positionOf(state.clothingId, positionId);
  if (!view) throw notFound(EDITOR_MESSAGES.positionNotFound);
  return view;
}
