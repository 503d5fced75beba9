import type { Kysely } from 'kysely';
import type { NotificationList, TimelineEvent } from '@muestrario/shared/contract';
import type { Database } from '../../db/types';

/** How many notifications the bell lists (newest first). */
export const NOTIFICATIONS_LISTED = 50;

/** Per-user notifications (one per user and event) and their read flag. */
export class NotificationsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly eventsByIds: (ids: number[]) => Promise<Map<number, TimelineEvent>>,
  ) {}

  async unread(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('user_id', '=', userId)
      .where('read_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async list(userId: number): Promise<NotificationList> {
    const rows = await this.db
      .selectFrom('notifications as n')
      .innerJoin('samples as s', 's.id', 'n.sample_id')
      .select(['n.id', 'n.reason', 'n.read_at', 'n.created_at', 'n.event_id', 's.sample_name'])
      .where('n.user_id', '=', userId)
      .orderBy('n.id', 'desc')
      .limit(NOTIFICATIONS_LISTED)
      .execute();
    const events = await this.eventsByIds(rows.map((r) => r.event_id));
    const items = rows.flatMap((r) => {
      const event = events.get(r.event_id);
      return event ? [{ id: r.id, reason: r.reason, read: r.read_at !== null, createdAt: r.created_at, sampleName: r.sample_name, event }] : [];
    });
    return { unread: await this.unread(userId), items };
  }

  /** Marks the user's notifications read (the given ids, or all); others' ids are ignored. */
  async markRead(userId: number, which: { ids?: number[] | undefined; all?: true | undefined }, at: string): Promise<number> {
    let query = this.db.updateTable('notifications').set({ read_at: at }).where('user_id', '=', userId).where('read_at', 'is', null);
    if (!which.all) query = query.where('id', 'in', which.ids ?? []);
    await query.execute();
    return this.unread(userId);
  }
}
