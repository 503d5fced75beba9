import type { Kysely, Selectable } from 'kysely';
import type { AnswerRecord, ChecklistRecord, Photo, Round, SampleLifecycle, TransitionBody } from '@muestrario/shared/contract';
import { DESIGN_SITTING_MS, LIFECYCLE_MESSAGES, PHOTO_PURPOSE_STAGE, STAGE, STAGE_CODES, stageName, type PhotoPurpose, type SampleStage } from '@muestrario/shared/domain';
import { checklistPassed, nextStage, type Actor, type DecorationRef, type Evidence } from '@muestrario/shared/rules';
import type { DstHeader } from '@muestrario/shared/rules';
import { dialectOf } from '../../db/dialect';
import type { Database } from '../../db/types';
import { writeTransaction } from '../../db/write-transaction';
import { HttpError, MESSAGES, notFound } from '../../errors';
import { recordEvent, type Recorded } from '../events/record';
import { designSnapshot } from './design-snapshot';

/** What every lifecycle write needs to know about a sample first. */
export interface SampleHead {
  id: number;
  stage: SampleStage;
  round: number;
  ownerId: number;
  clothingId: number | null;
  createDate: string;
}

interface NewFile {
  fileKey: string;
  originalFilename: string;
  fileSize: number;
  mimeType: string;
}

export interface NewRender extends NewFile {
  /** A DST render's header (issue 18). */
  dst?: DstHeader | undefined;
}

export interface NewPhoto extends NewFile {
  viewId: number | null;
}

const conflict = () => new HttpError(409, LIFECYCLE_MESSAGES.conflict);

/**
 * The sample lifecycle on the database: every stage change goes through the stage machine
 * (shared/src/rules/lifecycle) inside one transaction, with the sample row locked (PostgreSQL
 * `FOR UPDATE`; SQLite runs one transaction at a time) and the stage re-checked, so two people
 * acting at once get one success and one 409.
 */
export class LifecycleRepository {
  private readonly pg: boolean;

  constructor(private readonly db: Kysely<Database>) {
    this.pg = dialectOf(db) === 'postgres';
  }

  async head(sampleId: number, db: Kysely<Database> = this.db, lock = false): Promise<SampleHead | undefined> {
    let query = db.selectFrom('samples').select(['id', 'stage', 'round', 'created_by', 'clothing_id', 'create_date']).where('id', '=', sampleId);
    if (lock && this.pg) query = query.forUpdate();
    const r = await query.executeTakeFirst();
    return r && { id: r.id, stage: r.stage, round: r.round, ownerId: r.created_by, clothingId: r.clothing_id, createDate: r.create_date };
  }

  private async lockedHead(trx: Kysely<Database>, sampleId: number): Promise<SampleHead> {
    const head = await this.head(sampleId, trx, true);
    if (!head) throw notFound(MESSAGES.sampleNotFound);
    return head;
  }

  /** When the sample's round `round` began: the previous round's close, or the sample's creation. */
  async roundOpenedAt(db: Kysely<Database>, head: Pick<SampleHead, 'id' | 'createDate'>, round: number): Promise<string> {
    if (round <= 1) return head.createDate;
    const previous = await db.selectFrom('sample_rounds').select('closed_at').where('sample_id', '=', head.id).where('number', '=', round - 1).executeTakeFirst();
    return previous?.closed_at ?? head.createDate;
  }

  async decorations(db: Kysely<Database>, sampleId: number): Promise<(DecorationRef & { name: string; viewTitle: string })[]> {
    const logos = await db
      .selectFrom('logos as l')
      .innerJoin('clothing_positions as p', 'p.id', 'l.position_id')
      .select(['l.id', 'l.position_id', 'l.logo_name as name', 'p.title', 'p.sort_order'])
      .where('l.sample_id', '=', sampleId)
      .where('l.deleted_at', 'is', null)
      .orderBy('p.sort_order')
      .orderBy('l.id')
      .execute();
    const texts = await db
      .selectFrom('texts as t')
      .innerJoin('clothing_positions as p', 'p.id', 't.position_id')
      .select(['t.id', 't.position_id', 't.text as name', 'p.title', 'p.sort_order'])
      .where('t.sample_id', '=', sampleId)
      .where('t.deleted_at', 'is', null)
      .orderBy('p.sort_order')
      .orderBy('t.id')
      .execute();
    return [
      ...logos.map((l) => ({ kind: 'logo' as const, id: l.id, viewId: l.position_id, name: l.name, viewTitle: l.title, order: l.sort_order })),
      ...texts.map((t) => ({ kind: 'text' as const, id: t.id, viewId: t.position_id, name: t.name, viewTitle: t.title, order: t.sort_order })),
    ]
      .sort((a, b) => a.order - b.order)
      .map(({ order: _order, ...d }) => d);
  }

  /** What the stage machine needs to know about the sample now. */
  async evidence(db: Kysely<Database>, head: SampleHead): Promise<Evidence> {
    const render = await db.selectFrom('render_files').select('id').where('sample_id', '=', head.id).where('round', '=', head.round).limit(1).executeTakeFirst();
    const photos = await db.selectFrom('sample_photos').select(['purpose', 'position_id']).where('sample_id', '=', head.id).where('round', '=', head.round).execute();
    return {
      hasGarment: head.clothingId !== null,
      decorations: await this.decorations(db, head.id),
      renderInRound: !!render,
      qualityPhotos: photos.filter((p) => p.purpose === 'quality').length,
      photographedViews: [...new Set(photos.filter((p) => p.purpose === 'photography' && p.position_id !== null).map((p) => p.position_id!))],
    };
  }

  /**
   * Moves the sample as the machine allows, writing the checklist or the customer's answer, closing
   * the round when it goes back to Diseño, and the stage-change event with its notifications.
   */
  async transition(sampleId: number, actor: Actor, body: TransitionBody, now: Date): Promise<Recorded[]> {
    const at = now.toISOString();
    return writeTransaction(this.db, async (trx) => {
      const head = await this.lockedHead(trx, sampleId);
      const evidence = await this.evidence(trx, head);
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
      if (!result.ok) throw new HttpError(result.status, result.message);

      const payload: Record<string, unknown> = { from: head.stage, to: result.to, action: result.action };
      if (body.reason?.trim()) payload.reason = body.reason.trim();
      if (body.note?.trim()) payload.note = body.note.trim();
      if (body.checklist) payload.checklist = await this.saveChecklist(trx, head, actor, body.checklist, evidence, at);
      if (body.answer) payload.answer = await this.saveAnswer(trx, head, actor, body.answer, at);
      let round = head.round;
      if (result.opensRound) {
        await this.closeRound(trx, head, at);
        round += 1;
      }
      payload.round = round;
      const res = await trx
        .updateTable('samples')
        .set({ stage: result.to, round, updated_at: at })
        .where('id', '=', sampleId)
        .where('stage', '=', head.stage)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) throw conflict();
      return [await recordEvent(trx, { sampleId, userId: actor.id, kind: 'stage_changed', at, payload, ownerId: head.ownerId, to: result.to })];
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
    const { id } = await trx
      .insertInto('quality_checklists')
      .values({
        sample_id: head.id,
        round: head.round,
        passed: passed ? 1 : 0,
        failure_reason: checklist.failure?.reason ?? null,
        failure_text: checklist.failure?.text.trim() ?? '',
        items: JSON.stringify(items),
        created_by: actor.id,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, passed, failure: checklist.failure ? { reason: checklist.failure.reason, text: checklist.failure.text.trim() } : null, items };
  }

  private async saveAnswer(trx: Kysely<Database>, head: SampleHead, actor: Actor, answer: NonNullable<TransitionBody['answer']>, at: string): Promise<AnswerRecord> {
    const text = answer.text.trim();
    const answeredBy = answer.answeredBy.trim();
    const { id } = await trx
      .insertInto('customer_answers')
      .values({ sample_id: head.id, round: head.round, decision: answer.decision, channel: answer.channel, text, answered_by: answeredBy, created_by: actor.id, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id, decision: answer.decision, channel: answer.channel, answeredBy, text };
  }

  /** A customer answer recorded by the staff on this sample, with who recorded it; undefined if none (issue 33). */
  async answerOf(sampleId: number, answerId: number): Promise<{ createdBy: number; record: AnswerRecord } | undefined> {
    const row = await this.db.selectFrom('customer_answers').selectAll().where('sample_id', '=', sampleId).where('id', '=', answerId).executeTakeFirst();
    return row && { createdBy: row.created_by, record: answerRecord(row) };
  }

  /** Links a stored file as the answer's evidence; answers the previous evidence's key (to delete) and the record. */
  async setAnswerEvidence(
    sampleId: number,
    answerId: number,
    file: { fileKey: string; filename: string; mimeType: string; size: number },
  ): Promise<{ previousKey: string | null; record: AnswerRecord } | undefined> {
    return writeTransaction(this.db, async (trx) => {
      const before = await trx.selectFrom('customer_answers').select('evidence_file_key').where('sample_id', '=', sampleId).where('id', '=', answerId).executeTakeFirst();
      if (!before) return undefined;
      await trx
        .updateTable('customer_answers')
        .set({ evidence_file_key: file.fileKey, evidence_filename: file.filename, evidence_mime_type: file.mimeType, evidence_size: file.size })
        .where('id', '=', answerId)
        .execute();
      const row = await trx.selectFrom('customer_answers').selectAll().where('id', '=', answerId).executeTakeFirstOrThrow();
      return { previousKey: before.evidence_file_key, record: answerRecord(row) };
    });
  }

  /** Keeps round n's design readable (and its logo files referenced) before round n+1 edits the copy. */
  private async closeRound(trx: Kysely<Database>, head: SampleHead, at: string): Promise<void> {
    const design = await designSnapshot(trx, head.id);
    const { id } = await trx
      .insertInto('sample_rounds')
      .values({
        sample_id: head.id,
        number: head.round,
        opened_at: await this.roundOpenedAt(trx, head, head.round),
        closed_at: at,
        design: JSON.stringify(design),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const keys = [...new Set(design.logos.map((l) => l.filename))];
    if (keys.length) await trx.insertInto('sample_round_files').values(keys.map((file_key) => ({ round_id: id, file_key }))).execute();
  }

  /**
   * A render upload through the machine: at stage 2 it is the step to 3; at 3 it replaces the render
   * (the earlier one stays listed); at any other stage 409. The file row and events are written here.
   */
  async recordRender(sampleId: number, actor: Actor, file: NewRender, now: Date): Promise<Recorded[]> {
    const at = now.toISOString();
    return writeTransaction(this.db, async (trx) => {
      const head = await this.lockedHead(trx, sampleId);
      if (head.stage !== STAGE.render && head.stage !== STAGE.making) {
        throw new HttpError(409, LIFECYCLE_MESSAGES.wrongStage('subir el render', stageName(head.stage)));
      }
      const replaced = !!(await trx
        .selectFrom('render_files')
        .select('id')
        .where('sample_id', '=', sampleId)
        .where('round', '=', head.round)
        .limit(1)
        .executeTakeFirst());
      await trx
        .insertInto('render_files')
        .values({
          sample_id: sampleId,
          file_key: file.fileKey,
          original_filename: file.originalFilename,
          file_size: file.fileSize,
          mime_type: file.mimeType,
          created_by: actor.id,
          created_at: at,
          round: head.round,
          ...(file.dst && {
            dst_stitches: file.dst.stitches,
            dst_colour_changes: file.dst.colourChanges,
            dst_width_mm: file.dst.widthMm,
            dst_height_mm: file.dst.heightMm,
          }),
        })
        .execute();
      const base = { sampleId, userId: actor.id, at, ownerId: head.ownerId };
      const recorded = [await recordEvent(trx, { ...base, kind: 'render_uploaded', payload: { filename: file.originalFilename, replaced, round: head.round } })];
      if (head.stage === STAGE.render) {
        const res = await trx
          .updateTable('samples')
          .set({ stage: STAGE.making, updated_at: at })
          .where('id', '=', sampleId)
          .where('stage', '=', STAGE.render)
          .executeTakeFirst();
        if (Number(res.numUpdatedRows) !== 1) throw conflict();
        const payload = { from: STAGE.render, to: STAGE.making, action: 'uploadRender', round: head.round };
        recorded.push(await recordEvent(trx, { ...base, kind: 'stage_changed', payload, to: STAGE.making }));
      }
      return recorded;
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
      const at = now.toISOString();
      return recordEvent(trx, { sampleId, userId, kind: 'design_edited', at, payload: { round: head.round }, ownerId: head.ownerId });
    });
  }

  /** The photo purpose of a stage (3 making, 4 quality, 5 photography), or undefined. */
  static purposeAt(stage: SampleStage): PhotoPurpose | undefined {
    return (Object.entries(PHOTO_PURPOSE_STAGE) as [PhotoPurpose, SampleStage][]).find(([, s]) => s === stage)?.[0];
  }

  /** Checks that a photo may be added at the sample's stage (409), before the file is received (who may: `sample.uploadPhoto`). */
  photoRefusal(head: SampleHead): HttpError | undefined {
    const purpose = LifecycleRepository.purposeAt(head.stage);
    return purpose ? undefined : new HttpError(409, LIFECYCLE_MESSAGES.photoNoStage(stageName(head.stage)));
  }

  /** Records an uploaded photo, re-checking the stage with the sample locked. */
  async addPhoto(sampleId: number, actor: Actor, file: NewPhoto, expectedStage: SampleStage, now: Date): Promise<{ photo: Photo; recorded: Recorded[] }> {
    const at = now.toISOString();
    return writeTransaction(this.db, async (trx) => {
      const head = await this.lockedHead(trx, sampleId);
      if (head.stage !== expectedStage) throw conflict();
      const refused = this.photoRefusal(head);
      if (refused) throw refused;
      const purpose = LifecycleRepository.purposeAt(head.stage)!;
      if (purpose === 'photography' && file.viewId === null) throw new HttpError(400, LIFECYCLE_MESSAGES.viewRequired);
      if (file.viewId !== null) {
        const view = head.clothingId === null ? undefined : await trx.selectFrom('clothing_positions').select('id').where('id', '=', file.viewId).where('clothing_id', '=', head.clothingId).executeTakeFirst();
        if (!view) throw notFound(LIFECYCLE_MESSAGES.photoViewNotFound);
      }
      const { id } = await trx
        .insertInto('sample_photos')
        .values({
          sample_id: sampleId,
          round: head.round,
          purpose,
          position_id: file.viewId,
          file_key: file.fileKey,
          original_filename: file.originalFilename,
          file_size: file.fileSize,
          mime_type: file.mimeType,
          created_by: actor.id,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const recorded = await recordEvent(trx, {
        sampleId,
        userId: actor.id,
        kind: 'photo_added',
        at,
        payload: { photo: { id, purpose, viewId: file.viewId }, round: head.round },
        ownerId: head.ownerId,
      });
      const photo = (await this.photos(sampleId, trx)).find((p) => p.id === id)!;
      return { photo, recorded: [recorded] };
    });
  }

  async photos(sampleId: number, db: Kysely<Database> = this.db): Promise<Photo[]> {
    const rows = await db
      .selectFrom('sample_photos as p')
      .innerJoin('users as u', 'u.id', 'p.created_by')
      .select(['p.id', 'p.round', 'p.purpose', 'p.position_id', 'p.file_key', 'p.original_filename', 'p.file_size', 'p.created_at', 'u.id as user_id', 'u.first_name', 'u.last_name', 'u.role'])
      .where('p.sample_id', '=', sampleId)
      .orderBy('p.id')
      .execute();
    return rows.map((r) => ({
      id: r.id,
      round: r.round,
      purpose: r.purpose,
      viewId: r.position_id,
      filename: r.file_key,
      originalFilename: r.original_filename,
      filesize: r.file_size,
      createdAt: r.created_at,
      author: { id: r.user_id, firstName: r.first_name, lastName: r.last_name, role: r.role },
    }));
  }

  /** The review screen's stepper and action: stage, round, owner, dates, decorations and photo coverage. */
  async lifecycle(sampleId: number): Promise<SampleLifecycle | undefined> {
    const head = await this.head(sampleId);
    if (!head) return undefined;
    const owner = await this.db.selectFrom('users').select(['id', 'first_name', 'last_name', 'role']).where('id', '=', head.ownerId).executeTakeFirstOrThrow();
    const openedAt = await this.roundOpenedAt(this.db, head, head.round);
    const changes = await this.db
      .selectFrom('events')
      .select(['payload', 'created_at'])
      .where('sample_id', '=', sampleId)
      .where('kind', '=', 'stage_changed')
      .orderBy('id')
      .execute();
    const reached = new Map<number, string>([[STAGE.design, openedAt]]);
    for (const c of changes) {
      // Events from before rounds existed carry no round: they are round 1's.
      const { to, round = 1 } = JSON.parse(c.payload) as { to?: number; round?: number };
      if (round === head.round && to !== undefined && to !== STAGE.design) reached.set(to, c.created_at);
    }
    const evidence = await this.evidence(this.db, head);
    const decorations = await this.decorations(this.db, sampleId);
    const views = [...new Map(decorations.map((d) => [d.viewId, d.viewTitle]))].map(([id, title]) => ({
      id,
      title,
      photographed: evidence.photographedViews.includes(id),
    }));
    return {
      sampleId,
      stage: head.stage,
      round: head.round,
      owner: { id: owner.id, firstName: owner.first_name, lastName: owner.last_name, role: owner.role },
      stageDates: STAGE_CODES.map((stage) => ({ stage, reachedAt: reached.get(stage) ?? null })),
      decorations,
      views,
      qualityPhotos: evidence.qualityPhotos,
    };
  }

  /** Every round: closed ones with their design as it was, the current one last. */
  async rounds(sampleId: number): Promise<Round[] | undefined> {
    const head = await this.head(sampleId);
    if (!head) return undefined;
    const closed = await this.db.selectFrom('sample_rounds').selectAll().where('sample_id', '=', sampleId).orderBy('number').execute();
    const renders = await this.db
      .selectFrom('render_files')
      .select(['file_key', 'original_filename', 'file_size', 'created_at', 'round'])
      .where('sample_id', '=', sampleId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const checklists = await this.db.selectFrom('quality_checklists').selectAll().where('sample_id', '=', sampleId).orderBy('id').execute();
    const answers = await this.db.selectFrom('customer_answers').selectAll().where('sample_id', '=', sampleId).orderBy('id').execute();
    const photos = await this.photos(sampleId);
    const currentOpened = await this.roundOpenedAt(this.db, head, head.round);
    const spans = [
      ...closed.map((r) => ({ round: r.number, openedAt: r.opened_at, closedAt: r.closed_at as string | null, design: JSON.parse(r.design) as Round['design'] })),
      { round: head.round, openedAt: currentOpened, closedAt: null, design: null },
    ];
    return spans.map((s) => ({
      ...s,
      current: s.closedAt === null,
      renders: renders
        .filter((r) => r.round === s.round)
        .map((r) => ({ filename: r.file_key, originalFilename: r.original_filename, filesize: r.file_size, createdAt: r.created_at })),
      checklists: checklists
        .filter((c) => c.round === s.round)
        .map((c) => ({
          id: c.id,
          passed: c.passed === 1,
          failure: c.failure_reason ? { reason: c.failure_reason, text: c.failure_text } : null,
          items: JSON.parse(c.items) as ChecklistRecord['items'],
        })),
      answers: answers.filter((a) => a.round === s.round).map(answerRecord),
      photos: photos.filter((p) => p.round === s.round),
    }));
  }
}

/** A customer_answers row as the API shows it, with its evidence (issue 33) when there is one. */
function answerRecord(a: Selectable<Database['customer_answers']>): AnswerRecord {
  const evidence =
    a.evidence_file_key && a.evidence_mime_type
      ? { fileKey: a.evidence_file_key, filename: a.evidence_filename ?? '', mimeType: a.evidence_mime_type, size: a.evidence_size ?? 0 }
      : null;
  return { id: a.id, decision: a.decision, channel: a.channel, answeredBy: a.answered_by, text: a.text, evidence };
}
