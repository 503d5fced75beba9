import type { Kysely, Selectable } from 'kysely';
import type { AnswerRecord, TransitionBody } from '@muestrario/shared/contract';
import type { Database } from '../../db/types';

type AnswerRow = Selectable<Database['customer_answers']>;

/** A customer answer the staff recorded (already trimmed). */
export interface NewAnswerRow {
  sampleId: number;
  round: number;
  decision: NonNullable<TransitionBody['answer']>['decision'];
  channel: NonNullable<TransitionBody['answer']>['channel'];
  text: string;
  answeredBy: string;
  createdBy: number;
  at: string;
}

export async function insertAnswerRow(trx: Kysely<Database>, a: NewAnswerRow): Promise<number> {
  const { id } = await trx
    .insertInto('customer_answers')
    .values({ sample_id: a.sampleId, round: a.round, decision: a.decision, channel: a.channel, text: a.text, answered_by: a.answeredBy, created_by: a.createdBy, created_at: a.at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** A customer answer recorded on this sample, with who recorded it; undefined if none. */
export async function answerOf(db: Kysely<Database>, sampleId: number, answerId: number): Promise<{ createdBy: number; record: AnswerRecord } | undefined> {
  const row = await db.selectFrom('customer_answers').selectAll().where('sample_id', '=', sampleId).where('id', '=', answerId).executeTakeFirst();
  return row && { createdBy: row.created_by, record: answerRecord(row) };
}

/** Every answer the staff recorded on a sample, oldest first, with its round. */
export async function answersOf(db: Kysely<Database>, sampleId: number): Promise<(AnswerRecord & { round: number })[]> {
  const rows = await db.selectFrom('customer_answers').selectAll().where('sample_id', '=', sampleId).orderBy('id').execute();
  return rows.map((r) => ({ ...answerRecord(r), round: r.round }));
}

/** The answer's evidence file key (null: none yet); undefined when the answer is not this sample's. */
export async function answerEvidenceKey(db: Kysely<Database>, sampleId: number, answerId: number): Promise<string | null | undefined> {
  const row = await db.selectFrom('customer_answers').select('evidence_file_key').where('sample_id', '=', sampleId).where('id', '=', answerId).executeTakeFirst();
  return row ? row.evidence_file_key : undefined;
}

export async function setAnswerEvidenceRow(trx: Kysely<Database>, answerId: number, file: { fileKey: string; filename: string; mimeType: string; size: number }): Promise<void> {
  await trx
    .updateTable('customer_answers')
    .set({ evidence_file_key: file.fileKey, evidence_filename: file.filename, evidence_mime_type: file.mimeType, evidence_size: file.size })
    .where('id', '=', answerId)
    .execute();
}

/** A customer_answers row as the API shows it, with its evidence (issue 33) when there is one. */
function answerRecord(a: AnswerRow): AnswerRecord {
  const evidence =
    a.evidence_file_key && a.evidence_mime_type
      ? { fileKey: a.evidence_file_key, filename: a.evidence_filename ?? '', mimeType: a.evidence_mime_type, size: a.evidence_size ?? 0 }
      : null;
  return { id: a.id, decision: a.decision, channel: a.channel, answeredBy: a.answered_by, text: a.text, evidence };
}
