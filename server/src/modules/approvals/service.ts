import type { Kysely } from 'kysely';
import type { ApprovalAnswer, ApprovalLinkInfo, ApprovalLinkStatus, CreatedApprovalLink } from '@muestrario/shared/contract';
import { APPROVAL_MESSAGES, STAGE, type ApprovalLinkState } from '@muestrario/shared/domain';
import { refusal, type Actor } from '@muestrario/shared/rules';
import type { Database } from '../../db/types';
import { writeTransaction } from '../../db/write-transaction';
import { DomainError, MESSAGES } from '../../errors';
import type { Recorded } from '../events/record';
import { garmentHasView } from '../lifecycle/photo-rows';
import type { LifecycleService, SampleHead } from '../lifecycle/service';
import { latestRenderIdInRound } from '../renders/render-rows';
import {
  insertLinkRow,
  linkByHash,
  linksOf,
  logoFileOf,
  photoFileOf,
  renderFileOf,
  revokeOpenLinkRows,
  saveLinkAnswerRow,
  signedProofRow,
  viewTitlesOf,
  type CustomerAnswerInput,
  type LinkRow,
  type StoredProofInput,
} from './link-rows';
import { hashApprovalToken, newApprovalToken, sameHash } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A link that opens, with the sample it belongs to. */
export interface OpenLink {
  row: LinkRow;
  head: SampleHead;
}

export type { CustomerAnswerInput, StoredProofInput } from './link-rows';

/** A refusal of the public page: 404 for a token that never existed, 410 for one that no longer opens. */
export function linkRefusal(state: ApprovalLinkState | 'unknown'): DomainError {
  return state === 'unknown' ? new DomainError('notFound', APPROVAL_MESSAGES.unknown) : new DomainError('gone', APPROVAL_MESSAGES[state as Exclude<ApprovalLinkState, 'active'>]);
}

/**
 * The customer approval links' service (issue 17; issue 29 item 2). A link is pinned to the round and
 * the render version it was made for and opens only while the sample is still at stage 6 with that
 * round and render, it is not revoked or answered and has not expired (by the injected clock).
 * Creating a new link revokes the sample's open one: a sample has at most one live link. The
 * customer's answer moves the sample through the lifecycle service (the stage machine's customer edge),
 * in the same transaction as the link's row.
 */
export class ApprovalsService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly lifecycle: LifecycleService,
  ) {}

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
    const found = await linkByHash(db, hash);
    const row = sameHash(found?.token_hash, hash) ? found : undefined;
    const head = await this.lifecycle.head(row?.sample_id ?? 0, db, lock);
    const renderId = await latestRenderIdInRound(db, row?.sample_id ?? 0, head?.round ?? 0);
    if (!row || !head) return { state: 'unknown' };
    return { state: this.stateOf(row, head, renderId, now), link: { row, head } };
  }

  /**
   * The signed proof a token's link stored when the customer approved with it (issue 33: downloadable
   * afterwards), or undefined: unknown token, not approved, revoked or without a stored proof.
   */
  async signedProof(token: string): Promise<{ fileKey: string; filename: string } | undefined> {
    const hash = hashApprovalToken(token);
    const row = await signedProofRow(this.db, hash);
    if (!row || !sameHash(row.token_hash, hash) || row.decision !== 'approved' || row.revoked_at || !row.proof_file_key || !row.proof_filename) return undefined;
    return { fileKey: row.proof_file_key, filename: row.proof_filename };
  }

  logoFile(sampleId: number, logoId: number): Promise<string | undefined> {
    return logoFileOf(this.db, sampleId, logoId);
  }

  photoFile(sampleId: number, round: number, photoId: number): Promise<string | undefined> {
    return photoFileOf(this.db, sampleId, round, photoId);
  }

  /** The render version a link is pinned to. */
  render(renderFileId: number): Promise<{ fileKey: string; originalFilename: string; mimeType: string; size: number } | undefined> {
    return renderFileOf(this.db, renderFileId);
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
    const rows = await linksOf(this.db, sampleId);
    const latest = rows[0];
    const renderId = await latestRenderIdInRound(this.db, sampleId, head.round);
    const titles = await viewTitlesOf(
      this.db,
      rows.map((r) => r.pin_view_id).filter((v): v is number => v !== null),
    );
    return {
      link: latest ? this.info(latest, this.stateOf(latest, head, renderId, now)) : null,
      answers: rows.filter((r) => r.answered_at && r.decision).map((r) => toAnswer(r, titles)),
    };
  }

  /** Creates a link (the owner seller or an admin, stage 6, a render in the round); revokes the open one. */
  async create(sampleId: number, actor: Actor, now: Date, days: number): Promise<CreatedApprovalLink> {
    const at = now.toISOString();
    return writeTransaction(this.db, async (trx) => {
      const head = await this.lockedHead(trx, sampleId, actor);
      if (head.stage !== STAGE.approval) throw new DomainError('conflict', APPROVAL_MESSAGES.wrongStage);
      const renderId = await latestRenderIdInRound(trx, sampleId, head.round);
      if (renderId === undefined) throw new DomainError('conflict', APPROVAL_MESSAGES.noRender);
      await revokeOpenLinkRows(trx, sampleId, at);
      const token = newApprovalToken();
      const expiresAt = new Date(now.getTime() + days * DAY_MS).toISOString();
      const id = await insertLinkRow(trx, { sampleId, round: head.round, renderFileId: renderId, tokenHash: hashApprovalToken(token), createdBy: actor.id, at, expiresAt });
      return { id, round: head.round, state: 'active', createdAt: at, expiresAt, token };
    });
  }

  /** Revokes the sample's open link (409 when there is none). */
  async revoke(sampleId: number, actor: Actor, now: Date): Promise<void> {
    await writeTransaction(this.db, async (trx) => {
      await this.lockedHead(trx, sampleId, actor);
      const revoked = await revokeOpenLinkRows(trx, sampleId, now.toISOString());
      if (!revoked) throw new DomainError('conflict', APPROVAL_MESSAGES.noActiveLink);
    });
  }

  /** The token matches the sample's latest link and it opens (for e-mailing it). */
  async isActiveToken(sampleId: number, token: string, now: Date): Promise<boolean> {
    const { state, link } = await this.open(token, now);
    return state === 'active' && link?.row.sample_id === sampleId;
  }

  private async lockedHead(trx: Kysely<Database>, sampleId: number, actor: Actor): Promise<SampleHead> {
    const head = await this.lifecycle.head(sampleId, trx, true);
    if (!head) throw new DomainError('notFound', MESSAGES.sampleNotFound);
    const refused = refusal(actor, 'recordAnswer', head);
    if (refused) throw new DomainError('forbidden', refused);
    return head;
  }

  /**
   * The customer's answer, in one transaction with the sample locked: the link must still open (a
   * second answer, or one racing the first, gets 410), the lifecycle service moves the sample 6 → 7
   * (approved) or 6 → 8 (changes) through the stage machine and writes one stage-change event (no staff
   * actor; the customer's name, IP and user agent in its payload) with its notifications, and the link
   * keeps the answer and the stored proof.
   */
  async answer(token: string, input: CustomerAnswerInput, proof: StoredProofInput | undefined, now: Date): Promise<{ recorded: Recorded[]; answeredAt: string }> {
    const at = now.toISOString();
    return writeTransaction(this.db, async (trx) => {
      const { state, link } = await this.open(token, now, trx, true);
      if (state !== 'active' || !link) throw linkRefusal(state);
      const { row, head } = link;
      if (input.pin && !(await garmentHasView(trx, head.clothingId ?? 0, input.pin.viewId))) {
        throw new DomainError('invalid', APPROVAL_MESSAGES.pinViewNotFound);
      }
      const customer = {
        linkId: row.id,
        name: input.name,
        comment: input.comment,
        ip: input.ip,
        userAgent: input.userAgent,
        ...(input.pin ? { pin: input.pin } : {}),
        ...(proof ? { proof: { filename: proof.filename, sha256: proof.sha256 } } : {}),
      };
      const recorded = await this.lifecycle.customerAnswer(trx, head, input.decision, customer, at);
      if (!recorded) throw linkRefusal('superseded');
      await saveLinkAnswerRow(trx, row.id, { at, decision: input.decision, name: input.name, comment: input.comment, pin: input.pin, ip: input.ip, userAgent: input.userAgent, proof });
      return { recorded: [recorded], answeredAt: at };
    });
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
