import type { Kysely } from 'kysely';
import type { PublicReorderRequest, ReorderRequestView } from '@muestrario/shared/contract';
import { PORTAL_MESSAGES, PROGRAM_REQUEST_NOTIFICATION_REASON } from '@muestrario/shared/domain';
import { sortReorderRequests } from '@muestrario/shared/rules';
import type { Database } from '../../db/types';
import { DomainError } from '../../errors';

/**
 * The HR contact's reorder requests (issue 35 item 4): written from the portal with the employees they name
 * and one notification for the program's seller and each active admin (the bell); read by the seller's tab;
 * discarded there, or turned into a sales order by the reorder endpoint (program-reorders, `requestId`).
 */
export class ReorderRequestsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Writes the request inside the caller's transaction: the employees must be the program's and active
   * (checked here, in the transaction). Answers the request and who was notified (for the live signal).
   */
  async create(
    trx: Kysely<Database>,
    input: { programId: number; sellerId: number; linkId: number; employeeIds: readonly number[]; note: string; at: string },
  ): Promise<{ request: PublicReorderRequest; notified: number[] }> {
    const employees = await trx
      .selectFrom('program_employees')
      .select(['id', 'name', 'active'])
      .where('program_id', '=', input.programId)
      .where('id', 'in', [...input.employeeIds])
      .orderBy('folded_name')
      .orderBy('id')
      .execute();
    // Another program's employee is as unknown as one that never existed.
    if (employees.length !== input.employeeIds.length) throw new DomainError('notFound', PORTAL_MESSAGES.employeesNotFound);
    const inactive = employees.filter((e) => Number(e.active) !== 1).map((e) => e.name);
    if (inactive.length) throw new DomainError('invalid', PORTAL_MESSAGES.employeesInactive(inactive));
    const { id } = await trx
      .insertInto('program_reorder_requests')
      .values({ program_id: input.programId, portal_link_id: input.linkId, status: 'pendiente', note: input.note, created_at: input.at, order_id: null, handled_by: null, handled_at: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('program_reorder_request_employees')
      .values(employees.map((e) => ({ request_id: id, employee_id: e.id })))
      .execute();
    const admins = await trx.selectFrom('users').select('id').where('role', '=', 'admin').where('active', '=', 1).execute();
    const recipients = [...new Set([input.sellerId, ...admins.map((a) => a.id)])];
    const inserted = await trx
      .insertInto('notifications')
      .values(recipients.map((userId) => ({ user_id: userId, event_id: null, sample_id: null, program_request_id: id, reason: PROGRAM_REQUEST_NOTIFICATION_REASON, created_at: input.at, read_at: null })))
      .returning('user_id')
      .execute();
    return {
      request: { id, status: 'pendiente', note: input.note, createdAt: input.at, employeeNames: employees.map((e) => e.name) },
      notified: inserted.map((r) => r.user_id),
    };
  }

  /** The program's requests as the HR contact sees them, newest first. */
  async forPortal(programId: number): Promise<PublicReorderRequest[]> {
    const rows = await this.db.selectFrom('program_reorder_requests').selectAll().where('program_id', '=', programId).orderBy('id', 'desc').execute();
    const names = await this.employeesOf(rows.map((r) => r.id));
    return rows.map((r) => ({ id: r.id, status: r.status, note: r.note, createdAt: r.created_at, employeeNames: (names.get(r.id) ?? []).map((e) => e.name) }));
  }

  /** The program's requests as the seller's tab lists them: pending first. */
  async forStaff(programId: number, ids?: readonly number[]): Promise<ReorderRequestView[]> {
    let q = this.db
      .selectFrom('program_reorder_requests as r')
      .leftJoin('program_portal_links as l', 'l.id', 'r.portal_link_id')
      .leftJoin('users as u', 'u.id', 'r.handled_by')
      .selectAll('r')
      .select(['l.contact_name', 'u.first_name', 'u.last_name'])
      .where('r.program_id', '=', programId);
    if (ids) q = q.where('r.id', 'in', [...ids]);
    const rows = await q.execute();
    const employees = await this.employeesOf(rows.map((r) => r.id));
    return sortReorderRequests(
      rows.map((r) => ({
        id: r.id,
        status: r.status,
        note: r.note,
        createdAt: r.created_at,
        contactName: r.contact_name,
        employees: employees.get(r.id) ?? [],
        orderId: r.order_id,
        handledByName: r.first_name === null ? null : `${r.first_name} ${r.last_name ?? ''}`.trim(),
        handledAt: r.handled_at,
      })),
    );
  }

  /** Sets a pending request aside, re-checked in the transaction: 404 when not the program's, 409 when handled. */
  async discard(trx: Kysely<Database>, programId: number, requestId: number, by: number, at: string): Promise<void> {
    const row = await trx.selectFrom('program_reorder_requests').select(['id', 'status']).where('id', '=', requestId).where('program_id', '=', programId).executeTakeFirst();
    if (!row) throw new DomainError('notFound', PORTAL_MESSAGES.requestNotFound);
    const done = await trx
      .updateTable('program_reorder_requests')
      .set({ status: 'descartada', handled_by: by, handled_at: at })
      .where('id', '=', requestId)
      .where('status', '=', 'pendiente')
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw new DomainError('conflict', PORTAL_MESSAGES.requestHandled);
  }

  /** The employees each request names, by name. */
  private async employeesOf(requestIds: number[]) {
    const out = new Map<number, ReorderRequestView['employees']>();
    if (!requestIds.length) return out;
    const rows = await this.db
      .selectFrom('program_reorder_request_employees as re')
      .innerJoin('program_employees as e', 'e.id', 're.employee_id')
      .innerJoin('program_job_titles as t', 't.id', 'e.job_title_id')
      .select(['re.request_id', 'e.id', 'e.name', 'e.employee_number', 'e.area', 'e.active', 't.name as job_title_name'])
      .where('re.request_id', 'in', requestIds)
      .orderBy('e.folded_name')
      .orderBy('e.id')
      .execute();
    for (const r of rows) {
      const list = out.get(r.request_id) ?? [];
      list.push({ id: r.id, name: r.name, employeeNumber: r.employee_number, jobTitleName: r.job_title_name, area: r.area, active: Number(r.active) === 1 });
      out.set(r.request_id, list);
    }
    return out;
  }
}
