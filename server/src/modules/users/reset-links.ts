import type { Kysely } from 'kysely';
import { PASSWORD_RESET_MINUTES } from '@muestrario/shared/domain';
import type { Database } from '../../db/types';
import { hashPassword } from '../auth/passwords';
import { hashApprovalToken, newApprovalToken, sameHash } from '../approvals/tokens';

/** The user a live reset link belongs to. */
export interface ResetLinkOwner {
  userId: number;
  username: string;
  firstName: string;
  email: string | null;
  expiresAt: string;
}

/**
 * One-time password reset links (issue 33, item 8), made like the approval link's tokens (256 random
 * bits, only the SHA-256 stored, compared in constant time). A link opens while unused, unexpired and
 * its user active; using it spends it, sets the password and ends the user's sessions in one transaction.
 */
export class ResetLinksRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A new link for a user; returns the token (given out only this once) and when it expires. */
  async create(userId: number, now: Date): Promise<{ token: string; expiresAt: string }> {
    const token = newApprovalToken();
    const expiresAt = new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000).toISOString();
    await this.db
      .insertInto('password_resets')
      .values({ token_hash: hashApprovalToken(token), user_id: userId, created_at: now.toISOString(), expires_at: expiresAt })
      .execute();
    return { token, expiresAt };
  }

  private live(db: Kysely<Database>, hash: string, now: Date) {
    return db
      .selectFrom('password_resets')
      .innerJoin('users', 'users.id', 'password_resets.user_id')
      .select(['password_resets.token_hash', 'password_resets.expires_at', 'users.id', 'users.username', 'users.first_name', 'users.email'])
      .where('password_resets.token_hash', '=', hash)
      .where('password_resets.used_at', 'is', null)
      .where('password_resets.expires_at', '>', now.toISOString())
      .where('users.active', '=', 1);
  }

  /** The owner of a live link, or undefined (unknown, used, expired, or its user deactivated). */
  async find(token: string, now: Date): Promise<ResetLinkOwner | undefined> {
    const hash = hashApprovalToken(token);
    const row = await this.live(this.db, hash, now).executeTakeFirst();
    if (!sameHash(row?.token_hash, hash) || !row) return undefined;
    return { userId: row.id, username: row.username, firstName: row.first_name, email: row.email, expiresAt: row.expires_at };
  }

  /**
   * Uses a link: false when it does not open. The link is spent by a conditional update (two uses at
   * once: one wins), with the new password, every other link of the user spent and the sessions ended.
   */
  async use(token: string, password: string, now: Date): Promise<boolean> {
    const hash = hashApprovalToken(token);
    if (!(await this.find(token, now))) return false;
    const passwordHash = await hashPassword(password);
    return this.db.transaction().execute(async (trx) => {
      const row = await this.live(trx, hash, now).executeTakeFirst();
      if (!row) return false;
      const spent = await trx
        .updateTable('password_resets')
        .set({ used_at: now.toISOString() })
        .where('token_hash', '=', hash)
        .where('used_at', 'is', null)
        .returning('token_hash')
        .executeTakeFirst();
      if (!spent) return false;
      await trx.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', row.id).execute();
      await trx.updateTable('password_resets').set({ used_at: now.toISOString() }).where('user_id', '=', row.id).where('used_at', 'is', null).execute();
      await trx.deleteFrom('sessions').where('user_id', '=', row.id).execute();
      return true;
    });
  }
}
