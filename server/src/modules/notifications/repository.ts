import type { Kysely } from 'kysely';
import type { Notification, NotificationList, ProgramRequestNotice, TimelineEvent } from '@muestrario/shared/contract';
import { PROGRAM_REQUEST_NOTIFICATION_REASON } from '@muestrario/shared/domain';
import type { Database } from '../../db/types';

/** How many notifications the bell lists (newest first). */
export const NOTIFICATIONS_LISTED = 50;

/**
 * Per-user notifications (one per user and subject) and their read flag. A subject is a sample's event or,
 * since issue 35, a uniform program's reorder request from the HR portal (migration 0053).
 */
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
      .leftJoin('samples as s', 's.id', 'n.sample_id')
      .select(['n.id', 'n.reason', 'n.read_at', 'n.created_at', 'n.event_id', 'n.program_request_id', 's.sample_name'])
      .where('n.user_id', '=', userId)
      .orderBy('n.id', 'desc')
      .limit(NOTIFICATIONS_LISTED)
      .execute();
    const events = await this.eventsByIds(rows.flatMap((r) => (r.event_id === null ? [] : [r.event_id])));
    const requests = await this.requestNotices(rows.flatMap((r) => (r.program_request_id === null ? [] : [r.program_request_id])));
    const items = rows.flatMap((r): Notification[] => {
      const base = { id: r.id, read: r.read_at !== null, createdAt: r.created_at };
      if (r.program_request_id !== null) {
        const request = requests.get(r.program_request_id);
        return request ? [{ kind: 'programRequest', reason: PROGRAM_REQUEST_NOTIFICATION_REASON, ...base, request }] : [];
      }
      const event = r.event_id === null ? undefined : events.get(r.event_id);
      if (!event || r.reason === PROGRAM_REQUEST_NOTIFICATION_REASON) return [];
      return [{ kind: 'sample', reason: r.reason, ...base, sampleName: r.sample_name ?? '', event }];
    });
    return { unread: await this.unread(userId), items };
  }

  /** What the bell says of these reorder requests: the program, its client, who asked, for how many. */
  private async requestNotices(ids: number[]): Promise<Map<number, ProgramRequestNotice>> {
    if (!ids.length) return new Map();
    const rows = await this.db
      .selectFrom('program_reorder_requests as r')
      .innerJoin('uniform_programs as p', 'p.id', 'r.program_id')
      .innerJoin('clients as c', 'c.id', 'p.partner_id')
      .leftJoin('program_portal_links as l', 'l.id', 'r.portal_link_id')
      .select(['r.id', 'r.program_id', 'p.name', 'p.partner_id', 'c.card_name', 'l.contact_name'])
      .select((eb) =>
        eb
          .selectFrom('program_reorder_request_employees as e')
          .select((e) => e.fn.countAll<string | number>().as('n'))
          .whereRef('e.request_id', '=', 'r.id')
          .as('employees'),
      )
      .where('r.id', 'in', ids)
      .execute();
    return new Map(
      rows.map((r) => [
        r.id,
        { requestId: r.id, programId: r.program_id, programName: r.name, clientId: r.partner_id, clientName: r.card_name, contactName: r.contact_name ?? 'RR. HH.', employeeCount: Number(r.employees ?? 0) },
      ]),
    );
  }

  /** Marks the user's notifications read (the given ids, or all); others' ids are ignored. */
  async markRead(userId: number, which: { ids?: number[] | undefined; all?: true | undefined }, at: string): Promise<number> {
    let query = this.db.updateTable('notifications').set({ read_at: at }).where('user_id', '=', userId).where('read_at', 'is', null);
    if (!which.all) query = query.where('id', 'in', which.ids ?? []);
    await query.execute();
    return this.unread(userId);
  }
}
