import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { DESIGN_STAGE, EDITOR_MESSAGES } from '@muestrario/shared/domain';
import type { Database } from '../../db/types';
import { writeTransaction } from '../../db/write-transaction';
import { HttpError, MESSAGES, notFound } from '../../errors';
import type { DesignState } from './repository';

export const designSent = () => new HttpError(409, EDITOR_MESSAGES.designSent);

function editable(state: DesignState | undefined): DesignState {
  if (!state) throw notFound(MESSAGES.sampleNotFound);
  if (state.stage !== DESIGN_STAGE) throw designSent();
  return state;
}

/**
 * The sample of an editing request: 404 when it does not exist, 409 once its design was sent
 * (stage > 1). A quick answer before any work (reading an upload); the write itself re-checks inside
 * its transaction (`whileEditable`).
 */
export async function editableSample(app: FastifyInstance, sampleId: number): Promise<DesignState> {
  return editable(await app.design.stateOf(sampleId));
}

/**
 * Runs an editor write in one write transaction that first locks the sample's row and checks again
 * that it exists and is still in design (404/409). So a write that began before the design was sent
 * (an upload still streaming in) is refused, and writes to one sample's decorations (a thread list, the
 * next draw order or 'Logo N') happen one after the other, never interleaved. Every query of `write`
 * goes through `trx` (a repository's `within(trx)`): on SQLite the app's own handle waits for the
 * transaction's connection, so a query through it would never run.
 */
export function whileEditable<T>(app: FastifyInstance, sampleId: number, write: (trx: Kysely<Database>, state: DesignState) => Promise<T>): Promise<T> {
  return writeTransaction(app.db, async (trx) => write(trx, editable(await app.design.within(trx).stateOf(sampleId, { lock: true }))));
}

/**
 * The view a new logo or text goes on: it must belong to the sample's current garment (else 404).
 * Inside `whileEditable`, pass its transaction.
 */
export async function viewOfSample(app: FastifyInstance, state: DesignState, positionId: number, trx?: Kysely<Database>): Promise<{ id: number; width: number }> {
  const clothing = trx ? app.clothing.within(trx) : app.clothing;
  const view = state.clothingId === null ? undefined : await clothing.positionOf(state.clothingId, positionId);
  if (!view) throw notFound(EDITOR_MESSAGES.positionNotFound);
  return view;
}
