import type { Insertable, Kysely } from 'kysely';
import type { AnswerRecord, ChecklistRecord, Photo, Round, SampleLifecycle, TransitionBody } from '@muestrario/shared/contract';
import { DESIGN_SITTING_MS, LIFECYCLE_MESSAGES, PHOTO_PURPOSE_STAGE, stageName, type AnswerDecision, type PhotoPurpose, type SampleStage } from '@muestrario/shared/domain';
import {
  checklistPassed,
  customerAnswerStage,
  FIRST_STAGE,
  mayWriteSample,
  nextStage,
  refusal,
  renderUpload,
  STAGE_ACTION,
  type Actor,
  type DecorationRef,
  type Evidence,
  type TransitionResult,
} from '@muestrario/shared/rules';
import type { Database } from '../../db/types';
import { writeTransaction } from '../../db/write-transaction';
import { DomainError, MESSAGES } from '../../errors';
import { recordEvent, type Recorded } from '../events/record';
import { insertRenderRow, type NewRender } from '../renders/render-rows';
import { answerEvidenceKey, answerOf, insertAnswerRow, setAnswerEvidenceRow } from './answer-rows';
import { insertChecklistRow } from './checklist-rows';
import { designSnapshot } from './design-snapshot';
import { evidenceOf } from './design-evidence';
import { lifecycleOf, roundsOf } from './lifecycle-view';
import { garmentHasView, insertPhotoRow, photosOf } from './photo-rows';
import { insertClosedRoundRow } from './round-rows';
import { readHead, roundOpenedAt, type SampleHead } from './sample-head';
import { insertSampleRow, moveStageRow } from './stage-rows';

export type { SampleHead } from './sample-head';
export type { NewRender } from '../renders/render-rows';

export interface NewPhoto {
  fileKey: string;
  originalFilename: string;
  fileSize: number;
  mimeType: string;
  viewId: number | null;
}

/** A successful step of the machine. */
type Step = Extract<TransitionResult, { ok: true }>;

const sampleNotFound = () => new DomainError('notFound', MESSAGES.sampleNotFound);
const conflict = () => new DomainError('conflict', LIFECYCLE_MESSAGES.conflict);
const refused = (result: Extract<TransitionResult, { ok: false }>) => DomainError.fromStatus(result.status, result.message);

/**
 * The sample lifecycle's service (issue 29 item 2): the one owner of a sample's stage. Every change of
 * stage (a staff transition, a render upload, the customer's answer on the approval page, a new sample's
 * first stage) is decided by the stage machine (shared/src/rules/lifecycle/machine.ts) and written here
 * through stage-rows.ts, inside one write transaction with the sample row locked and the stage
 * re-checked, so two people acting at once get one success and one 409. Its refusals are DomainErrors;
 * its rows live in small row files (sample-head, design-evidence, checklist-, answer-, photo-, round-
 * and stage-rows, renders/render-rows).
 */
export class LifecycleService {
  constructor(private readonly db: Kysely<Database>) {}

  // ─── Reads ───

  head(sampleId: number, db: Kysely<Database> = this.db, lock = false): Promise<SampleHead | undefined> {
    return readHead(db, sampleId, lock);
  }

  photos(sampleId: number): Promise<Photo[]> {
    return photosOf(this.db, sampleId);
  }

  lifecycle(sampleId: number): Promise<SampleLifecycle | undefined> {
    return lifecycleOf(this.db, sampleId);
  }

  rounds(sampleId: number): Promise<Round[] | undefined> {
    return roundsOf(this.db, sampleId);
  }

  /** A customer answer recorded by the staff on this sample, with who recorded it; undefined if none (issue 33). */
  answerOf(sampleId: number, answerId: number): Promise<{ createdBy: number; record: AnswerRecord } | undefined> {
    return answerOf(this.db, sampleId, answerId);
  }

  private async lockedHead(trx: Kysely<Database>, sampleId: number): Promise<SampleHead> {
    const head = await readHead(trx, sampleId, true);
    if (!head) throw sampleNotFound();
    return head;
  }

  // ─── Stage changes ───

  /**
   * A new sample at the machine's first stage, with its 'created' event, inside the caller's write
   * transaction (the samples service also writes its client there). Answers the sample's id.
   */
  async start(trx: Kysely<Database>, values: Omit<Insertable<Database['samples']>, 'stage'>): Promise<number> {
    return insertSampleRow(trx, values, FIRST_STAGE);
  }

  /**
   * Writes a step the machine allowed: closes the round when it goes back to Diseño, moves the stage
   * (409 if someone moved it first) and records the stage-change event with its notifications.
   */
  private async commit(trx: Kysely<Database>, head: SampleHead, step: Step, userId: number | null, payload: Record<string, unknown>, at: string): Promise<Recorded> {
    let round = head.round;
    if (step.opensRound) {
      await this.closeRound(trx, head, at);
      round += 1;
    }
    const moved = await moveStageRow(trx, { sampleId: head.id, from: head.stage, to: step.to, ...(round !== head.round && { round }), at });
    if (!moved) throw conflict();
    return recordEvent(trx, { sampleId: head.id, userId, kind: 'stage_changed', at, payload: { ...payload, round }, ownerId: head.ownerId, to: step.to });
  }

  /**
   * Moves the sample as the machine allows, writing the checklist or the customer's answer, closing
   * the round when it goes back to Diseño, and the stage-change event with its notifications.
   */
  async transition(sampleId: number, actor: Actor, body: TransitionBody, now: Date): Promise<Recorded[]> {
    const at = now.toISOString();
    return writeTransaction(this.db, async (trx) => {
      const head = await this.lockedHead(trx, sampleId);
      const evidence = await evidenceOf(trx, head);
      const result = nextStage({
        from: head.stage,
        to: body.to,
        actor,
        ownerId: head.ownerId,
        evidence,
        reason: body.reason,
        checklist: body.checklist,
        answer: body.answer,
      });
      if (!result.ok) throw refused(result);

      const payload: Record<string, unknown> = { from: head.stage, to: result.to, action: result.action };
      if (body.reason?.trim()) payload.reason = body.reason.trim();
      if (body.note?.trim()) payload.note = body.note.trim();
      if (body.checklist) payload.checklist = await this.saveChecklist(trx, head, actor, body.checklist, evidence, at);
      if (body.answer) payload.answer = await this.saveAnswer(trx, head, actor, body.answer, at);
      return [await this.commit(trx, head, result, actor.id, payload, at)];
    });
  }

  private async saveChecklist(
    trx: Kysely<Database>,
    head: SampleHead,
    actor: Actor,
    checklist: NonNullable<TransitionBody['checklist']>,
    evidence: Evidence,
    at: string,
  ): Promise<ChecklistRecord> {
    const names = new Map((evidence.decorations as (DecorationRef & { name?: string })[]).map((d) => [`${d.kind}:${d.id}`, d.name ?? '']));
    const items = checklist.items.map((i) => ({ ...i, name: names.get(`${i.kind}:${i.id}`) ?? '' }));
    const passed = checklistPassed(checklist) && !checklist.failure;
    const failure = checklist.failure ? { reason: checklist.failure.reason, text: checklist.failure.text.trim() } : null;
    const id = await insertChecklistRow(trx, { sampleId: head.id, round: head.round, passed, failure, items, createdBy: actor.id, at });
    return { id, passed, failure, items };
  }

  private async saveAnswer(trx: Kysely<Database>, head: SampleHead, actor: Actor, answer: NonNullable<TransitionBody['answer']>, at: string): Promise<AnswerRecord> {
    const text = answer.text.trim();
    const answeredBy = answer.answeredBy.trim();
    const id = await insertAnswerRow(trx, { sampleId: head.id, round: head.round, decision: answer.decision, channel: answer.channel, text, answeredBy, createdBy: actor.id, at });
    return { id, decision: answer.decision, channel: answer.channel, answeredBy, text };
  }

  /** Keeps round n's design readable (and its logo files referenced) before round n+1 edits the copy. */
  private async closeRound(trx: Kysely<Database>, head: SampleHead, at: string): Promise<void> {
    const design = await designSnapshot(trx, head.id);
    await insertClosedRoundRow(trx, { sampleId: head.id, number: head.round, openedAt: await roundOpenedAt(trx, head, head.round), closedAt: at, design });
  }

  /**
   * The customer's answer on the approval page, inside the approvals service's transaction (the sample
   * locked there): the machine's customer edge 6 → 7 (approved) or 6 → 8 (changes), with one
   * stage-change event without a staff actor. Undefined when the sample is no longer at Aprobación.
   */
  async customerAnswer(trx: Kysely<Database>, head: SampleHead, decision: AnswerDecision, customer: Record<string, unknown>, at: string): Promise<Recorded | undefined> {
    const result = customerAnswerStage(head.stage, decision);
    if (!result.ok) return undefined;
    const payload = { from: head.stage, to: result.to, action: result.action };
    try {
      return await this.commit(trx, head, result, null, { ...payload, round: head.round, customer }, at);
    } catch (error) {
      if (error instanceof DomainError && error.kind === 'conflict') return undefined;
      throw error;
    }
  }

  // ─── Renders ───

  /** Why the actor may not upload a render to the sample now (403, or the machine's 409), or undefined. */
  renderRefusal(head: SampleHead, actor: Actor): DomainError | undefined {
    const denied = refusal(actor, 'uploadRender', head);
    if (denied) return new DomainError('forbidden', denied);
    const upload = renderUpload(head.stage);
    return upload.ok ? undefined : refused(upload);
  }

  /**
   * A render upload through the machine: at stage 2 it is the step to 3 (the new render is the step's
   * evidence); at 3 it replaces the render (the earlier one stays listed); at any other stage 409.
   */
  async recordRender(sampleId: number, actor: Actor, file: NewRender, now: Date): Promise<Recorded[]> {
    const at = now.toISOString();
    return writeTransaction(this.db, async (trx) => {
      const head = await this.lockedHead(trx, sampleId);
      const denied = this.renderRefusal(head, actor);
      if (denied) throw denied;
      const before = await evidenceOf(trx, head);
      await insertRenderRow(trx, { sampleId, round: head.round, file, createdBy: actor.id, at });
      const base = { sampleId, userId: actor.id, at, ownerId: head.ownerId };
      const recorded = [await recordEvent(trx, { ...base, kind: 'render_uploaded', payload: { filename: file.originalFilename, replaced: before.renderInRound, round: head.round } })];
      const upload = renderUpload(head.stage);
      if (upload.ok && upload.next !== null) {
        const result = nextStage({ from: head.stage, to: upload.next, actor, ownerId: head.ownerId, evidence: { ...before, renderInRound: true } });
        if (!result.ok) throw refused(result);
        recorded.push(await this.commit(trx, head, result, actor.id, { from: head.stage, to: result.to, action: result.action }, at));
      }
      return recorded;
    });
  }

  // ─── Photos and evidence ───

  /** The photo purpose of a stage (3 making, 4 quality, 5 photography), or undefined. */
  static purposeAt(stage: SampleStage): PhotoPurpose | undefined {
    return (Object.entries(PHOTO_PURPOSE_STAGE) as [PhotoPurpose, SampleStage][]).find(([, s]) => s === stage)?.[0];
  }

  /**
   * Why a photo may not be added now (409 at a stage without photos), or undefined; asked before the file is
   * received, after `route()` checked `sample.uploadPhoto`. With the actor (inside the write's transaction, the
   * sample locked) the permission is checked again on the locked row (403).
   */
  photoRefusal(head: SampleHead, actor?: Actor): DomainError | undefined {
    if (actor && !mayWriteSample(actor, head)) return new DomainError('forbidden', LIFECYCLE_MESSAGES.notOwner);
    const purpose = LifecycleService.purposeAt(head.stage);
    if (!purpose) return new DomainError('conflict', LIFECYCLE_MESSAGES.photoNoStage(stageName(head.stage)));
    if (!actor) return undefined;
    const action = STAGE_ACTION[head.stage];
    const denied = action && refusal(actor, action, head);
    return denied ? new DomainError('forbidden', denied) : undefined;
  }

  /** Records an uploaded photo, re-checking the stage with the sample locked. */
  async addPhoto(sampleId: number, actor: Actor, file: NewPhoto, expectedStage: SampleStage, now: Date): Promise<{ photo: Photo; recorded: Recorded[] }> {
    const at = now.toISOString();
    return writeTransaction(this.db, async (trx) => {
      const head = await this.lockedHead(trx, sampleId);
      if (head.stage !== expectedStage) throw conflict();
      const denied = this.photoRefusal(head, actor);
      if (denied) throw denied;
      const purpose = LifecycleService.purposeAt(head.stage)!;
      if (purpose === 'photography' && file.viewId === null) throw new DomainError('invalid', LIFECYCLE_MESSAGES.viewRequired);
      if (file.viewId !== null && (head.clothingId === null || !(await garmentHasView(trx, head.clothingId, file.viewId)))) {
        throw new DomainError('notFound', LIFECYCLE_MESSAGES.photoViewNotFound);
      }
      const id = await insertPhotoRow(trx, { sampleId, round: head.round, purpose, createdBy: actor.id, at, ...file });
      const recorded = await recordEvent(trx, {
        sampleId,
        userId: actor.id,
        kind: 'photo_added',
        at,
        payload: { photo: { id, purpose, viewId: file.viewId }, round: head.round },
        ownerId: head.ownerId,
      });
      const photo = (await photosOf(trx, sampleId)).find((p) => p.id === id)!;
      return { photo, recorded: [recorded] };
    });
  }

  /** Links a stored file as the answer's evidence; answers the previous evidence's key (to delete) and the record. */
  async setAnswerEvidence(
    sampleId: number,
    answerId: number,
    file: { fileKey: string; filename: string; mimeType: string; size: number },
  ): Promise<{ previousKey: string | null; record: AnswerRecord } | undefined> {
    return writeTransaction(this.db, async (trx) => {
      const previousKey = await answerEvidenceKey(trx, sampleId, answerId);
      if (previousKey === undefined) return undefined;
      await setAnswerEvidenceRow(trx, answerId, file);
      const { record } = (await answerOf(trx, sampleId, answerId))!;
      return { previousKey, record };
    });
  }

  /**
   * A design edit appears in the timeline once per sitting: a new entry only when this person's last
   * design edit on the sample is older than DESIGN_SITTING_MS. Returns the entry when one was written.
   */
  async designEdited(sampleId: number, userId: number, now: Date): Promise<Recorded | undefined> {
    const since = new Date(now.getTime() - DESIGN_SITTING_MS).toISOString();
    return writeTransaction(this.db, async (trx) => {
      const head = await this.lockedHead(trx, sampleId);
      const recent = await trx
        .selectFrom('events')
        .select('id')
        .where('sample_id', '=', sampleId)
        .where('user_id', '=', userId)
        .where('kind', '=', 'design_edited')
        .where('created_at', '>', since)
        .limit(1)
        .executeTakeFirst();
      if (recent) return undefined;
      return recordEvent(trx, { sampleId, userId, kind: 'design_edited', at: now.toISOString(), payload: { round: head.round }, ownerId: head.ownerId });
    });
  }
}
