import type { Kysely, Selectable } from 'kysely';
import type { CreatedPortalLink, CreatePortalLinkBody, PortalLinkInfo } from '@muestrario/shared/contract';
import { PORTAL_LAST_USED_STEP_MS, PORTAL_MESSAGES } from '@muestrario/shared/domain';
import { portalLinkState } from '@muestrario/shared/rules';
import { dialectOf } from '../../db/dialect';
import type { Database } from '../../db/types';
import { DomainError } from '../../errors';
import { hashApprovalToken, newApprovalToken, sameHash } from '../approvals/tokens';
import type { ProgramRow } from '../programs/repository';
import type { ProgramPortalLinksTable } from '../programs/tables';

export type PortalLinkRow = Selectable<ProgramPortalLinksTable>;

/** A link that opens, with its program. */
export interface OpenPortalLink {
  link: PortalLinkRow;
  program: ProgramRow;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Why a token does not open: 404 for one that never existed, 410 for one that no longer opens. */
export function portalRefusal(state: 'unknown' | 'vencido' | 'revocado' | 'inactivo'): DomainError {
  if (state === 'unknown') return new DomainError('notFound', PORTAL_MESSAGES.unknown);
  return new DomainError('gone', state === 'vencido' ? PORTAL_MESSAGES.expired : state === 'revocado' ? PORTAL_MESSAGES.revoked : PORTAL_MESSAGES.programInactive);
}

/**
 * The HR contact's links of a uniform program (issue 35 item 4), like the approval link's: 256-bit tokens,
 * only their SHA-256 stored, one index probe and a constant-time compare (the program query runs with id 0
 * for an unknown token, so unknown and known tokens cost the same). A link opens while it is neither
 * revoked nor expired (the app's clock) and its program is active; it reaches that program only.
 * Unlike the approval link, a program may have several open links (one per HR contact).
 */
export class PortalLinksService {
  constructor(private readonly db: Kysely<Database>) {}

  /** The link a token names and whether it opens now; `lock` row-locks the program (writes). */
  async open(token: string, now: Date, db: Kysely<Database> = this.db, lock = false): Promise<{ state: 'open' | 'unknown' | 'vencido' | 'revocado' | 'inactivo'; found?: OpenPortalLink }> {
    const hash = hashApprovalToken(token);
    const row = await db.selectFrom('program_portal_links').selectAll().where('token_hash', '=', hash).executeTakeFirst();
    const link = sameHash(row?.token_hash, hash) ? row : undefined;
    let q = db.selectFrom('uniform_programs').selectAll().where('id', '=', link?.program_id ?? 0);
    if (lock && dialectOf(db) === 'postgres') q = q.forNoKeyUpdate();
    const program = await q.executeTakeFirst();
    if (!link || !program) return { state: 'unknown' };
    const state = portalLinkState({ expiresAt: link.expires_at, revokedAt: link.revoked_at }, now);
    if (state !== 'vigente') return { state };
    if (Number(program.active) !== 1) return { state: 'inactivo' };
    return { state: 'open', found: { link, program } };
  }

  /** Throws the public refusal unless the token opens. */
  async openOrRefuse(token: string, now: Date, db: Kysely<Database> = this.db, lock = false): Promise<OpenPortalLink> {
    const { state, found } = await this.open(token, now, db, lock);
    if (state === 'open' && found) return found;
    throw portalRefusal(state === 'open' ? 'unknown' : state);
  }

  /** Notes the link's use, at most once a minute (a read would otherwise write every time). */
  async touch(link: PortalLinkRow, now: Date, db: Kysely<Database> = this.db): Promise<void> {
    if (link.last_used_at && now.getTime() - Date.parse(link.last_used_at) < PORTAL_LAST_USED_STEP_MS) return;
    await db.updateTable('program_portal_links').set({ last_used_at: now.toISOString() }).where('id', '=', link.id).execute();
  }

  /** The program's links, newest first, with who created them. */
  async list(programId: number, now: Date): Promise<PortalLinkInfo[]> {
    const rows = await this.db
      .selectFrom('program_portal_links as l')
      .innerJoin('users as u', 'u.id', 'l.created_by')
      .selectAll('l')
      .select(['u.first_name', 'u.last_name'])
      .where('l.program_id', '=', programId)
      .orderBy('l.id', 'desc')
      .execute();
    return rows.map((r) => toInfo(r, `${r.first_name} ${r.last_name}`.trim(), now));
  }

  /** A new link for the program's HR contact (the caller checked the permission inside `trx`). */
  async create(trx: Kysely<Database>, programId: number, createdBy: { id: number; name: string }, input: CreatePortalLinkBody, now: Date): Promise<CreatedPortalLink> {
    const token = newApprovalToken();
    const at = now.toISOString();
    const expiresAt = new Date(now.getTime() + input.days * DAY_MS).toISOString();
    const row = await trx
      .insertInto('program_portal_links')
      .values({
        program_id: programId,
        token_hash: hashApprovalToken(token),
        contact_name: input.contactName.trim(),
        contact_email: input.contactEmail.trim(),
        expires_at: expiresAt,
        revoked_at: null,
        revoked_by: null,
        created_by: createdBy.id,
        created_at: at,
        last_used_at: null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ...toInfo(row, createdBy.name, now), token };
  }

  /** Revokes one open link of the program: 404 when it is not the program's, 409 when it no longer opens. */
  async revoke(trx: Kysely<Database>, programId: number, linkId: number, by: number, now: Date): Promise<void> {
    const row = await trx.selectFrom('program_portal_links').selectAll().where('id', '=', linkId).where('program_id', '=', programId).executeTakeFirst();
    if (!row) throw new DomainError('notFound', PORTAL_MESSAGES.linkNotFound);
    const at = now.toISOString();
    const done = await trx
      .updateTable('program_portal_links')
      .set({ revoked_at: at, revoked_by: by })
      .where('id', '=', linkId)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', at)
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) !== 1) throw new DomainError('conflict', PORTAL_MESSAGES.linkNotOpen);
  }

  /** The program's link `linkId` (for its e-mail), or undefined. */
  async row(programId: number, linkId: number): Promise<PortalLinkRow | undefined> {
    return this.db.selectFrom('program_portal_links').selectAll().where('id', '=', linkId).where('program_id', '=', programId).executeTakeFirst();
  }
}

function toInfo(r: PortalLinkRow, createdByName: string, now: Date): PortalLinkInfo {
  return {
    id: r.id,
    contactName: r.contact_name,
    contactEmail: r.contact_email,
    state: portalLinkState({ expiresAt: r.expires_at, revokedAt: r.revoked_at }, now),
    createdAt: r.created_at,
    createdByName,
    expiresAt: r.expires_at,
    revokedAt: r.revoked_at,
    lastUsedAt: r.last_used_at,
  };
}
