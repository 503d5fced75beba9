import type { Kysely } from 'kysely';
import type { StaffUser, UserChangeBody } from '@muestrario/shared/contract';
import { USERS_MESSAGES } from '@muestrario/shared/domain';
import { leavesNoAdmin } from '@muestrario/shared/rules';
import { dialectOf } from '../../db/dialect';
import type { Database, UserRow } from '../../db/types';
import { HttpError } from '../../errors';
import { hashPassword } from '../auth/passwords';
import { normalizeUsername, type NewStaffUser } from '../auth/users-repository';

/** The stored machines list (JSON text); anything unreadable reads as none. */
function machinesOf(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((m): m is string => typeof m === 'string') : [];
  } catch {
    return [];
  }
}

export const toStaffUser = (u: UserRow): StaffUser => ({
  id: u.id,
  username: u.username,
  firstName: u.first_name,
  lastName: u.last_name,
  role: u.role,
  email: u.email,
  machines: machinesOf(u.machines),
  active: u.active === 1,
  createdAt: u.created_at,
});

/**
 * Users managed in the app (issue 33, item 8): the staff list, new users, changes of role, e-mail,
 * machines and state, and password changes. Every write runs in one transaction; a change that could
 * leave no active admin re-reads the admins inside it (locked on PostgreSQL), and deactivating or a new
 * password deletes the user's sessions in the same transaction.
 */
export class StaffRepository {
  private readonly pg: boolean;

  constructor(private readonly db: Kysely<Database>) {
    this.pg = dialectOf(db) === 'postgres';
  }

  async list(): Promise<StaffUser[]> {
    const rows = await this.db.selectFrom('users').selectAll().orderBy('active', 'desc').orderBy('first_name').orderBy('last_name').orderBy('id').execute();
    return rows.map(toStaffUser);
  }

  async create(user: NewStaffUser, now: Date): Promise<StaffUser> {
    const username = normalizeUsername(user.username);
    const passwordHash = await hashPassword(user.password);
    return this.db.transaction().execute(async (trx) => {
      const taken = await trx.selectFrom('users').select('id').where('username', '=', username).executeTakeFirst();
      if (taken) throw new HttpError(409, USERS_MESSAGES.usernameTaken(username));
      const row = await trx
        .insertInto('users')
        .values({
          username,
          password_hash: passwordHash,
          first_name: user.firstName.trim(),
          last_name: user.lastName.trim(),
          role: user.role,
          created_at: now.toISOString(),
          email: user.email?.trim() || null,
          machines: JSON.stringify(user.machines ?? []),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toStaffUser(row);
    });
  }

  /** Applies an admin's change; deactivating ends the user's sessions in the same transaction. */
  async change(id: number, change: UserChangeBody): Promise<StaffUser> {
    return this.db.transaction().execute(async (trx) => {
      let admins = trx.selectFrom('users').select(['id', 'role', 'active']).where((eb) => eb.or([eb('role', '=', 'admin'), eb('id', '=', id)]));
      if (this.pg) admins = admins.forUpdate();
      const rows = await admins.execute();
      const current = rows.find((r) => r.id === id);
      if (!current) throw new HttpError(404, USERS_MESSAGES.notFound);
      const next = { role: change.role ?? current.role, active: change.active ?? current.active === 1 };
      const counted = rows.map((r) => ({ id: r.id, role: r.role, active: r.active === 1 }));
      if (leavesNoAdmin(counted, id, next)) throw new HttpError(409, USERS_MESSAGES.lastAdmin);
      const row = await trx
        .updateTable('users')
        .set({
          role: next.role,
          active: next.active ? 1 : 0,
          ...(change.email !== undefined ? { email: change.email?.trim() || null } : {}),
          ...(change.machines !== undefined ? { machines: JSON.stringify(change.machines.map((m) => m.trim())) } : {}),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      if (!next.active) await trx.deleteFrom('sessions').where('user_id', '=', id).execute();
      return toStaffUser(row);
    });
  }

  /**
   * A new password: stored with the user's sessions ended (but `keepSessionKey`, the session that
   * changed its own password) and the user's unused reset links spent. False when the user is gone.
   */
  async setPassword(id: number, password: string, now: Date, keepSessionKey?: string | null): Promise<boolean> {
    const passwordHash = await hashPassword(password);
    return this.db.transaction().execute(async (trx) => {
      const updated = await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).returning('id').executeTakeFirst();
      if (!updated) return false;
      let sessions = trx.deleteFrom('sessions').where('user_id', '=', id);
      if (keepSessionKey) sessions = sessions.where('id', '!=', keepSessionKey);
      await sessions.execute();
      await trx.updateTable('password_resets').set({ used_at: now.toISOString() }).where('user_id', '=', id).where('used_at', 'is', null).execute();
      return true;
    });
  }

  findById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }
}
