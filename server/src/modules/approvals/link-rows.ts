import type { Kysely, Selectable } from 'kysely';
import type { AnswerDecision } from '@muestrario/shared/domain';
import type { ApprovalLinksTable } from '../../db/approval-tables';
import type { Database } from '../../db/types';

/** An approval_links row. */
export type LinkRow = Selectable<ApprovalLinksTable>;

/** The link whose token hashes to `hash` (the caller compares the hashes in constant time). */
export async function linkByHash(db: Kysely<Database>, hash: string): Promise<LinkRow | undefined> {
  return db.selectFrom('approval_links').selectAll().where('token_hash', '=', hash).executeTakeFirst();
}

/** A sample's links, newest first. */
export async function linksOf(db: Kysely<Database>, sampleId: number): Promise<LinkRow[]> {
  return db.selectFrom('approval_links').selectAll().where('sample_id', '=', sampleId).orderBy('id', 'desc').execute();
}

export async function insertLinkRow(
  trx: Kysely<Database>,
  l: { sampleId: number; round: number; renderFileId: number; tokenHash: string; createdBy: number; at: string; expiresAt: string },
): Promise<number> {
  const { id } = await trx
    .insertInto('approval_links')
    .values({
      sample_id: l.sampleId,
      round: l.round,
      render_file_id: l.renderFileId,
      token_hash: l.tokenHash,
      created_by: l.createdBy,
      created_at: l.at,
      expires_at: l.expiresAt,
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
  return id;
}

/** Revokes the sample's open link (not revoked, not answered, not expired at `at`); answers how many. */
export async function revokeOpenLinkRows(trx: Kysely<Database>, sampleId: number, at: string): Promise<number> {
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

/** The customer's answer kept on its link, with the stored proof. */
export async function saveLinkAnswerRow(
  trx: Kysely<Database>,
  linkId: number,
  a: CustomerAnswerInput & { at: string; proof: StoredProofInput | undefined },
): Promise<void> {
  await trx
    .updateTable('approval_links')
    .set({
      answered_at: a.at,
      decision: a.decision,
      customer_name: a.name,
      comment: a.comment,
      pin_view_id: a.pin?.viewId ?? null,
      pin_x: a.pin?.x ?? null,
      pin_y: a.pin?.y ?? null,
      ip: a.ip,
      user_agent: a.userAgent,
      proof_file_key: a.proof?.key ?? null,
      proof_filename: a.proof?.filename ?? null,
      proof_size: a.proof?.size ?? null,
      proof_sha256: a.proof?.sha256 ?? null,
    })
    .where('id', '=', linkId)
    .execute();
}

/** The signed-proof columns of the link whose token hashes to `hash`. */
export async function signedProofRow(db: Kysely<Database>, hash: string) {
  return db
    .selectFrom('approval_links')
    .select(['token_hash', 'decision', 'revoked_at', 'proof_file_key', 'proof_filename'])
    .where('token_hash', '=', hash)
    .executeTakeFirst();
}

/** A logo of the sample (not deleted): its stored file. */
export async function logoFileOf(db: Kysely<Database>, sampleId: number, logoId: number): Promise<string | undefined> {
  const r = await db.selectFrom('logos').select('file_key').where('id', '=', logoId).where('sample_id', '=', sampleId).where('deleted_at', 'is', null).executeTakeFirst();
  return r?.file_key ?? undefined;
}

/** A photo of the sample taken in `round` (not a 'making' photo, which is the workshop's): its stored file. */
export async function photoFileOf(db: Kysely<Database>, sampleId: number, round: number, photoId: number): Promise<string | undefined> {
  const r = await db
    .selectFrom('sample_photos')
    .select('file_key')
    .where('id', '=', photoId)
    .where('sample_id', '=', sampleId)
    .where('round', '=', round)
    .where('purpose', '!=', 'making')
    .executeTakeFirst();
  return r?.file_key;
}

/** A render version by id. */
export async function renderFileOf(db: Kysely<Database>, renderFileId: number): Promise<{ fileKey: string; originalFilename: string; mimeType: string; size: number } | undefined> {
  const r = await db.selectFrom('render_files').select(['file_key', 'original_filename', 'mime_type', 'file_size']).where('id', '=', renderFileId).executeTakeFirst();
  return r && { fileKey: r.file_key, originalFilename: r.original_filename, mimeType: r.mime_type, size: r.file_size };
}

/** The titles of these garment views. */
export async function viewTitlesOf(db: Kysely<Database>, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db.selectFrom('clothing_positions').select(['id', 'title']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, r.title]));
}
