import type { Kysely, Selectable } from 'kysely';
import type { ApprovalAnswer, ApprovalLinkInfo, ApprovalLinkStatus, CreatedApprovalLink } from '@muestrario/shared/contract';
import { APPROVAL_MESSAGES, STAGE, type AnswerDecision, type ApprovalLinkState } from '@muestrario/shared/domain';
import type { Actor } from '@muestrario/shared/rules';
import type { ApprovalLinksTable } from '../../db/approval-tables';
import type { Database } from '../../db/types';
import { writeTransaction } from '../../db/write-transaction';
import { HttpError, MESSAGES, notFound } from '../../errors';
import { recordEvent, type Recorded } from '../events/record';
import type { LifecycleRepository, SampleHead } from '../lifecycle/repository';
import { hashApprovalToken, newApprovalToken, sameHash } from './tokens';

type LinkRow = Selectable<ApprovalLinksTable>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A link that opens, with the sample it belongs to. */
export interface OpenLink {
  row: LinkRow;
  head: SampleHead;
}

/** The customer's answer as the public routes received it. */
export interface CustomerAnswerInput {
  decision: AnswerDecision;
  name: string;
  comment: string;
  pin: { viewId: number; x: number; y: number } | null;
  ip: string;
  userAgent: string;
}

export interface StoredProofInput {
  key: string;
  filename: string;
  size: number;
  sha256: string;
}

/** A refusal of the public page: 404 for a token that never existed, 410 for one that no longer opens. */
export function linkRefusal(state: ApprovalLinkState | 'unknown'): HttpError {
  return state === 'unknown' ? new HttpError(404, APPROVAL_MESSAGES.unknown) : new HttpError(410, APPROVAL_MESSAGES[state as Exclude<ApprovalLinkState, 'active'>]);
}

/**
 * The customer approval links (issue 17). A link is pinned to the round and the render version it was
 * made for and opens only while the sample is still at stage 6 with that round and render, it is not
 * revoked or answered and has not expired (by the injected clock). Creating a new link revokes the
 * sample's open one: a sample has at most one live link.
 */
export class ApprovalsRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly lifecycle: LifecycleRepository,
  ) {}

  private async latestRenderId(db: Kysely<Database>, sampleId: number, round: number): Promise<number | undefined> {
    const r = await db
      .selectFrom('render_files')
      .select('id')
      .where('sample_id', '=', sampleId)
      .where('round', '=', round)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    return r?.id;
  }

  /** Why a link does (or does not) open now. */
  private stateOf(row: LinkRow, head: SampleHead | undefined, renderId: number | undefined, now: Date): ApprovalLinkState {
    if (row.answered_at) return 'answered';
    if (row.revoked_at) return 'revoked';
    if (now.getTime() >= Date.parse(row.expires_at)) return 'expired';
    if (!head || head.round !== row.round || head.stage !== STAGE.approval || renderId !== row.render_file_id) return 'superseded';
    return 'active';
  }

  /**
   * The link a token names and its state. The same queries run whether the token is known or not (the
   * sample and render lookups use id 0 for an unknown one) and the hash is compared in constant time.
   */
  async open(token: string, now: Date, db: Kysely<Database> = this.db, lock = false): Promise<{ state: ApprovalLinkState | 'unknown'; link?: OpenLink }> {
    const hash = hashApprovalToken(token);
    const found = await db.selectFrom('approval_links').selectAll().where('token_hash', '=', hash).executeTakeFirst();
    const row = sameHash(found?.token_hash, hash) ? found : undefined;
    const head = await this.lifecycle.head(row?.sample_id ?? 0, db, lock);
    const renderId = await this.latestRenderId(db, row?.sample_id ?? 0, head?.round ?? 0);
    if (!row || !head) return { state: 'unknown' };
    return { state: this.stateOf(row, head, renderId, now), link: { row, head } };
  }

  /**
   * The signed proof a token's link stored when the customer approved with it (issue 33: downloadable
   * afterwards), or undefined: unknown token, not approved, revoked or without a stored proof.
   */
  async signedProof(token: string): Promise<{ fileKey: string; filename: string } | undefined> {
    const hash = hashApprovalToken(token);
    const row = await this.db
      .selectFrom('approval_links')
      .select(['token_hash', 'decision', 'revoked_at', 'proof_file_key', 'proof_filename'])
      .where('token_hash', '=', hash)
      .executeTakeFirst();
    if (!row || !sameHash(row.token_hash, hash) || row.decision !== 'approved' || row.revoked_at || !row.proof_file_key || !row.proof_filename) return undefined;
    return { fileKey: row.proof_file_key, filename: row.proof_filename };
  }

  /** A logo of the sample (not deleted): its stored file. */
  async logoFile(sampleId: number, logoId: number): Promise<string | undefined> {
    const r = await this.db.selectFrom('logos').select('file_key').where('id', '=', logoId).where('sample_id', '=', sampleId).where('deleted_at', 'is', null).executeTakeFirst();
    return r?.file_key ?? undefined;
  }

  /** A photo of the sample taken in `round` (not a 'making' photo, which is the workshop's): its stored file. */
  async photoFile(sampleId: number, round: number, photoId: number): Promise<string | undefined> {
    const r = await this.db
      .selectFrom('sample_photos')
      .select('file_key')
      .where('id', '=', photoId)
      .where('sample_id', '=', sampleId)
      .where('round', '=', round)
      .where('purpose', '!=', 'making')
      .executeTakeFirst();
    return r?.file_key;
  }

  /** Throws the public refusal unless the token opens a link. */
  async openOrRefuse(token: string, now: Date): Promise<OpenLink> {
    const { state, link } = await this.open(token, now);
    if (state !== 'active' || !link) throw linkRefusal(state);
    return link;
  }

  private info(row: LinkRow, state: ApprovalLinkState): ApprovalLinkInfo {
    return { id: row.id, round: row.round, state, createdAt: row.created_at, expiresAt: row.expires_at };
  }

  /** The seller's panel: the latest link's state and every answer given through a link. */
  async status(sampleId: number, now: Date): Promise<Omit<ApprovalLinkStatus, 'emailAvailable'> | undefined> {
    const head = await this.lifecycle.head(sampleId);
    if (!head) return undefined;
    const rows = await this.db.selectFrom('approval_links').selectAll().where('sample_id', '=', sampleId).orderBy('id', 'desc').execute();
    const latest = rows[0];
    const renderId = await this.latestRenderId(this.db, sampleId, head.round);
    const titles = await this.viewTitles(rows.map((r) => r.pin_view_id).filter((v): v is number => v !== null));
    return {
      link: latest ? this.info(latest, this.stateOf(latest, head, renderId, now)) : null,
      answers: rows.filter((r) => r.answered_at && r.decision).map((r) => toAnswer(r, titles)),
    };
  }

  private async viewTitles(ids: number[]): Promise<Map<number, string>> {
    if (!ids.length) return new Map();
    const rows = await this.db.selectFrom('clothing_positions').select(['id', 'title']).where('id', 'in', ids).execute();
    return new Map(rows.map((r) => [r.id, r.title]));
  }

  /** Creates a link (the owner seller or an admin, stage 6, a render in the round); revokes the open one. */
  async create(sampleId: number, actor: Actor, now: Date, days: number): Promise<CreatedApprovalLink> {
    const at = now.toISOString();
    return writeTransaction(this.db, async (trx) => {
      const head = await this.lockedHead(trx, sampleId, actor);
      if (head.stage !== STAGE.approval) throw new HttpError(409, APPROVAL_MESSAGES.wrongStage);
      const renderId = await this.latestRenderId(trx, sampleId, head.round);
      if (renderId === undefined) throw new HttpError(409, APPROVAL_MESSAGES.noRender);
      await this.revokeOpen(trx, sampleId, at);
      const token = newApprovalToken();
      const expiresAt = new Date(now.getTime() + days * DAY_MS).toISOString();
      const { id } = await trx
        .insertInto('approval_links')
        .values({
          sample_id: sampleId,
          round: head.round,
          render_file_id: renderId,
          token_hash: hashApprovalToken(token),
          created_by: actor.id,
          created_at: at,
          expires_at: expiresAt,
          revoked_at: null,
          answered_at: null,
          decision: null,
          customer_name: null,
          comment: null,
          pin_view_id: null,
          pin_x: null,
          pin_y: null,
          ip: null,
          user_agent: null,
          proof_file_key: null,
          proof_filename: null,
          proof_size: null,
          proof_sha256: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, round: head.round, state: 'active', createdAt: at, expiresAt, token };
    });
  }

  /** Revokes the sample's open link (409 when there is none). */
  async revoke(sampleId: number, actor: Actor, now: Date): Promise<void> {
    await writeTransaction(this.db, async (trx) => {
      await this.lockedHead(trx, sampleId, actor);
      const revoked = await this.revokeOpen(trx, sampleId, now.toISOString());
      if (!revoked) throw new HttpError(409, APPROVAL_MESSAGES.noActiveLink);
    });
  }

  /** The token matches the sample's latest link and it opens (for e-mailing it). */
  async isActiveToken(sampleId: number, token: string, now: Date): Promise<boolean> {
    const { state, link } = await this.open(token, now);
    return state === 'active' && link?.row.sample_id === sampleId;
  }

  private async lockedHead(trx: Kysely<Database>, sampleId: number, _actor: Actor): Promise<SampleHead> {
    const head = await this.lifecycle.head(sampleId, trx, true);
    if (!head) throw notFound(MESSAGES.sampleNotFound);
    return head;
  }

  private async revokeOpen(trx: Kysely<Database>, sampleId: number, at: string): Promise<number> {
    const res = await trx
      .updateTable('approval_links')
      .set({ revoked_at: at })
      .where('sample_id', '=', sampleId)
      .where('revoked_at', 'is', null)
      .where('answered_at', 'is', null)
      .where('expires_at', '>', at)
      .executeTakeFirst();
    return Number(res.numUpdatedRows);
  }

  /**
   * The customer's answer, in one transaction with the sample locked: the link must still open (a
   * second answer, or one racing the first, gets 410), the sample moves 6 → 7 (approved) or 6 → 8
   * (changes), the link keeps the answer and the stored proof, and one stage-change event is written
   * (no staff actor; the customer's name, IP and user agent in its payload) with its notifications.
   */
  async answer(token: string, input: CustomerAnswerInput, proof: StoredProofInput | undefined, now: Date): Promise<{ recorded: Recorded[]; answeredAt: string }> {
    const at = now.toISOString();
    return writeTransaction(this.db, async (trx) => {
      const { state, link } = await this.open(token, now, trx, true);
      if (state !== 'active' || !link) throw linkRefusal(state);
      const { row, head } = link;
      if (input.pin) {
        const view = await trx
          .selectFrom('clothing_positions')
          .select('id')
          .where('id', '=', input.pin.viewId)
          .where('clothing_id', '=', head.clothingId ?? 0)
          .executeTakeFirst();
        if (!view) throw new HttpError(400, APPROVAL_MESSAGES.pinViewNotFound);
      }
      const to = input.decision === 'approved' ? STAGE.authorized : STAGE.error;
      const moved = await trx
        .updateTable('samples')
        .set({ stage: to, updated_at: at })
        .where('id', '=', head.id)
        .where('stage', '=', STAGE.approval)
        .executeTakeFirst();
      if (Number(moved.numUpdatedRows) !== 1) throw linkRefusal('superseded');
      await trx
        .updateTable('approval_links')
        .set({
          answered_at: at,
          decision: input.decision,
          customer_name: input.name,
          comment: input.comment,
          pin_view_id: input.pin?.viewId ?? null,
          pin_x: input.pin?.x ?? null,
          pin_y: input.pin?.y ?? null,
          ip: input.ip,
          user_agent: input.userAgent,
          proof_file_key: proof?.key ?? null,
          proof_filename: proof?.filename ?? null,
          proof_size: proof?.size ?? null,
          proof_sha256: proof?.sha256 ?? null,
        })
        .where('id', '=', row.id)
        .execute();
      const customer = {
        linkId: row.id,
        name: input.name,
        comment: input.comment,
        ip: input.ip,
        userAgent: input.userAgent,
        ...(input.pin ? { pin: input.pin } : {}),
        ...(proof ? { proof: { filename: proof.filename, sha256: proof.sha256 } } : {}),
      };
      const payload = { from: STAGE.approval, to, action: 'recordAnswer', round: head.round, customer };
      const recorded = await recordEvent(trx, { sampleId: head.id, userId: null, kind: 'stage_changed', at, payload, ownerId: head.ownerId, to });
      return { recorded: [recorded], answeredAt: at };
    });
  }

  /** The render version a link is pinned to. */
  async render(renderFileId: number): Promise<{ fileKey: string; originalFilename: string; mimeType: string; size: number } | undefined> {
    const r = await this.db
      .selectFrom('render_files')
      .select(['file_key', 'original_filename', 'mime_type', 'file_size'])
      .where('id', '=', renderFileId)
      .executeTakeFirst();
    return r && { fileKey: r.file_key, originalFilename: r.original_filename, mimeType: r.mime_type, size: r.file_size };
  }
}

function toAnswer(r: LinkRow, titles: ReadonlyMap<number, string>): ApprovalAnswer {
  return {
    linkId: r.id,
    round: r.round,
    decision: r.decision!,
    customerName: r.customer_name ?? '',
    comment: r.comment ?? '',
    pin: r.pin_view_id !== null ? { viewId: r.pin_view_id, viewTitle: titles.get(r.pin_view_id) ?? '', x: r.pin_x ?? 0, y: r.pin_y ?? 0 } : null,
    answeredAt: r.answered_at!,
    ip: r.ip ?? '',
    userAgent: r.user_agent ?? '',
    proof:
      r.proof_file_key && r.proof_filename && r.proof_sha256
        ? { filename: r.proof_filename, size: r.proof_size ?? 0, sha256: r.proof_sha256, fileKey: r.proof_file_key }
        : null,
  };
}
