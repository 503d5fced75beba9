import type { Kysely } from 'kysely';
import type { EventKind, SampleStage } from '@muestrario/shared/domain';
import { notificationRecipients } from '@muestrario/shared/rules';
import type { Database } from '../../db/types';

export interface NewEvent {
  sampleId: number;
  userId: number | null;
  kind: EventKind;
  at: string;
  payload: Record<string, unknown>;
  /** The sample's owner (notified of comments and stage changes). */
  ownerId: number;
  /** Stage reached, for a stage change (the roles acting on it are notified). */
  to?: SampleStage | undefined;
  /** Staff mentioned in a comment. */
  mentioned?: readonly number[];
}

/** What an event changed, for the live signal sent once the transaction commits. */
export interface Recorded {
  eventId: number;
  sampleId: number;
  notified: number[];
}

/**
 * Appends one event and its notifications, inside the caller's transaction: the one way anything
 * is written to the timeline (events are never updated or deleted).
 */
export async function recordEvent(trx: Kysely<Database>, e: NewEvent): Promise<Recorded> {
  const { id: eventId } = await trx
    .insertInto('events')
    .values({ sample_id: e.sampleId, user_id: e.userId, kind: e.kind, created_at: e.at, payload: JSON.stringify(e.payload) })
    .returning('id')
    .executeTakeFirstOrThrow();
  const notified = await notify(trx, { ...e, eventId });
  return { eventId, sampleId: e.sampleId, notified };
}

/** Inserts the notifications an event causes (at most one per user and event); returns who got one. */
export async function notify(trx: Kysely<Database>, e: Omit<NewEvent, 'payload'> & { eventId: number }): Promise<number[]> {
  const staff = await trx.selectFrom('users').select(['id', 'role']).execute();
  const recipients = notificationRecipients({
    kind: e.kind,
    actorId: e.userId,
    ownerId: e.ownerId,
    to: e.to,
    mentioned: e.mentioned ?? [],
    staff,
  });
  if (!recipients.length) return [];
  const inserted = await trx
    .insertInto('notifications')
    .values(recipients.map((r) => ({ user_id: r.userId, event_id: e.eventId, sample_id: e.sampleId, reason: r.reason, created_at: e.at, read_at: null })))
    .onConflict((oc) => oc.columns(['user_id', 'event_id']).doNothing())
    .returning('user_id')
    .execute();
  return inserted.map((r) => r.user_id);
}
