import type { Kysely } from 'kysely';
import type { Comment, EventPage, TimelineEvent } from '@muestrario/shared/contract';
import { EVENT_KINDS } from '@muestrario/shared/domain';
import type { Database } from '../../db/types';
import { commentIdsOf, isKnownKind, pageSize, toTimelineEvent, type EventRow } from './timeline';

/** Reads of the append-only `events` table: a sample's timeline and the events behind notifications. */
export class EventsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly commentsById: (ids: number[]) => Promise<Map<number, Comment>>,
  ) {}

  private rows() {
    return this.db
      .selectFrom('events as e')
      .leftJoin('users as u', 'u.id', 'e.user_id')
      .select(['e.id', 'e.sample_id', 'e.kind', 'e.created_at', 'e.payload', 'e.user_id', 'u.first_name', 'u.last_name', 'u.role'])
      .where('e.kind', 'in', [...EVENT_KINDS]);
  }

  /** Timeline entries from rows, with the comments they refer to as they are now. */
  async toEvents(rows: EventRow[]): Promise<TimelineEvent[]> {
    const comments = await this.commentsById(commentIdsOf(rows));
    return rows.filter(isKnownKind).map((r) => toTimelineEvent(r, comments));
  }

  /** A page of a sample's timeline, oldest first, after event `after`. */
  async page(sampleId: number, after = 0, limit?: number): Promise<EventPage> {
    const size = pageSize(limit);
    const rows = await this.rows().where('e.sample_id', '=', sampleId).where('e.id', '>', after).orderBy('e.id').limit(size + 1).execute();
    const more = rows.length > size;
    const items = await this.toEvents(rows.slice(0, size));
    return { items, next: more ? (items.at(-1)?.id ?? null) : null };
  }

  async byIds(ids: number[]): Promise<Map<number, TimelineEvent>> {
    if (!ids.length) return new Map();
    const events = await this.toEvents(await this.rows().where('e.id', 'in', ids).execute());
    return new Map(events.map((e) => [e.id, e]));
  }
}
