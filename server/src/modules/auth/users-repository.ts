import type { Kysely } from 'kysely';
import type { UserDetails } from '@muestrario/shared/contract';
import type { Database, UserRow } from '../../db/types';
import { hashPassword } from './passwords';

export interface NewStaffUser {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  role: UserRow['role'];
  email?: string | null;
  machines?: string[];
}

export const normalizeUsername = (username: string) => username.trim().toLowerCase();

export const toUserDetails = (u: UserRow): UserDetails => ({
  id: u.id,
  username: u.username,
  firstName: u.first_name,
  lastName: u.last_name,
  role: u.role,
});

export class UsersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  findByUsername(username: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('username', '=', normalizeUsername(username)).executeTakeFirst();
  }

  /** Sellers for the sales lists' filter: everyone who may sell (moved here from the sales repository). */
  async sellers(): Promise<{ id: number; name: string }[]> {
    const rows = await this.db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name'])
      .where('role', 'in', ['seller', 'admin'])
      .orderBy('first_name')
      .orderBy('last_name')
      .execute();
    return rows.map((r) => ({ id: r.id, name: `${r.first_name} ${r.last_name}` }));
  }

  async isEmpty(): Promise<boolean> {
    const row = await this.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
    return !row;
  }

  async create(user: NewStaffUser, now: Date): Promise<UserDetails> {
    const row = await this.db
      .insertInto('users')
      .values({
        username: normalizeUsername(user.username),
        password_hash: await hashPassword(user.password),
        first_name: user.firstName.trim(),
        last_name: user.lastName.trim(),
        role: user.role,
        created_at: now.toISOString(),
        email: user.email?.trim() || null,
        machines: JSON.stringify(user.machines ?? []),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toUserDetails(row);
  }
}
