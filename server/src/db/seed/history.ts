import type { Kysely } from 'kysely';
import { STAGE, type AnswerChannel, type QualityCheck, type SampleStage } from '@muestrario/shared/domain';
import { recordEvent } from '../../modules/events/record';
import type { Database } from '../types';
import type { SeedSample } from './types';

/** Who did each step of a demo sample's history (the demo user for every role when the data has no staff). */
export interface HistoryPeople {
  owner: number;
  designer: number;
  production: number;
  quality: number;
}

/** A photo a demo history needs (its file is stored before the seeding transaction). */
export interface PlannedPhoto {
  purpose: 'quality' | 'photography';
  positionIndex: number | null;
}

const failureOf = (s: SeedSample) => s.failure ?? { at: STAGE.quality, reason: 'other' as const, text: 'La muestra no pasó la revisión.' };

/** The furthest regular stage the sample passed through (for Error: where it failed). */
const reachedOf = (s: SeedSample): SampleStage => (s.stage === STAGE.error ? failureOf(s).at : s.stage);

/** The photos the sample's history shows: one of the quality review, one of each decorated view for approval. */
export function plannedPhotos(s: SeedSample): PlannedPhoto[] {
  const reached = reachedOf(s);
  const photos: PlannedPhoto[] = [];
  if (reached >= STAGE.photography || (s.stage === STAGE.error && reached === STAGE.quality)) photos.push({ purpose: 'quality', positionIndex: null });
  if (reached >= STAGE.approval) for (const p of [...new Set(s.logos.map((l) => l.positionIndex))]) photos.push({ purpose: 'photography', positionIndex: p });
  return photos;
}

const FAILED_CHECK: Partial<Record<string, QualityCheck>> = { position: 'placement', size: 'size', thread_color: 'threads', technique: 'technique' };
const CHANNELS: AnswerChannel[] = ['whatsapp', 'email', 'phone'];
/** Who answered for each demo customer (issue 33: the answer names a person). */
const ANSWERED_BY = ['Laura Méndez', 'Ing. Ricardo Salas', 'Patricia Ochoa'];

export interface HistoryInput {
  sample: SeedSample;
  sampleId: number;
  index: number;
  created: Date;
  now: Date;
  people: HistoryPeople;
  logos: { id: number; name: string; positionId: number }[];
  positions: number[];
  render: { key: string; size: number; filename: string } | undefined;
  photos: ({ key: string; size: number } & PlannedPhoto)[];
}

/**
 * Writes a demo sample's history as the stage machine would have: each step by its role, with the
 * render, photos, checklist and customer answer its stage implies, in time order between the
 * sample's creation and now (events and their notifications through the one event writer).
 */
export async function writeHistory(trx: Kysely<Database>, h: HistoryInput): Promise<void> {
  const { sample: s, sampleId, people } = h;
  const span = Math.max(h.now.getTime() - h.created.getTime(), 60_000);
  const at = (fraction: number) => new Date(h.created.getTime() + Math.round(span * fraction)).toISOString();
  const reached = reachedOf(s);
  const failure = failureOf(s);
  const base = { sampleId, ownerId: people.owner };
  const event = (userId: number, kind: Parameters<typeof recordEvent>[1]['kind'], when: string, payload: Record<string, unknown>, to?: SampleStage) =>
    recordEvent(trx, { ...base, userId, kind, at: when, payload, to });
  const move = (userId: number, from: SampleStage, to: SampleStage, action: string, when: string, extra: Record<string, unknown> = {}) =>
    event(userId, 'stage_changed', when, { from, to, action, round: 1, ...extra }, to);

  await event(people.owner, 'created', h.created.toISOString(), { stage: STAGE.design });
  if (s.logos.length) await event(people.owner, 'design_edited', at(0.08), { round: 1 });
  if (reached >= STAGE.render) await move(people.owner, STAGE.design, STAGE.render, 'sendDesign', at(0.15));
  if (reached >= STAGE.making && h.render) {
    await trx
      .insertInto('render_files')
      .values({
        sample_id: sampleId,
        file_key: h.render.key,
        original_filename: h.render.filename,
        file_size: h.render.size,
        mime_type: 'image/svg+xml',
        created_by: people.designer,
        created_at: at(0.3),
        round: 1,
      })
      .execute();
    await event(people.designer, 'render_uploaded', at(0.3), { filename: h.render.filename, replaced: false, round: 1 });
    await move(people.designer, STAGE.render, STAGE.making, 'uploadRender', at(0.3));
  }
  if (reached >= STAGE.quality) await move(people.production, STAGE.making, STAGE.quality, 'markMade', at(0.45), { note: 'Muestra terminada en taller.' });

  const addPhoto = async (photo: HistoryInput['photos'][number], when: string) => {
    const positionId = photo.positionIndex === null ? null : (h.positions[photo.positionIndex] ?? null);
    const { id } = await trx
      .insertInto('sample_photos')
      .values({
        sample_id: sampleId,
        round: 1,
        purpose: photo.purpose,
        position_id: positionId,
        file_key: photo.key,
        original_filename: photo.purpose === 'quality' ? 'revision-calidad.png' : `foto-vista-${(photo.positionIndex ?? 0) + 1}.png`,
        file_size: photo.size,
        mime_type: 'image/png',
        created_by: people.quality,
        created_at: when,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await event(people.quality, 'photo_added', when, { photo: { id, purpose: photo.purpose, viewId: positionId }, round: 1 });
  };

  const qualityPhoto = h.photos.find((p) => p.purpose === 'quality');
  if (qualityPhoto) {
    await addPhoto(qualityPhoto, at(0.55));
    const failed = s.stage === STAGE.error && failure.at === STAGE.quality;
    const failedCheck = failed ? FAILED_CHECK[failure.reason] : undefined;
    const items = h.logos.map((l, i) => ({
      kind: 'logo' as const,
      id: l.id,
      name: l.name,
      results: { placement: true, size: true, threads: true, technique: true, ...(failedCheck && i === 0 ? { [failedCheck]: false } : {}) },
    }));
    const { id } = await trx
      .insertInto('quality_checklists')
      .values({
        sample_id: sampleId,
        round: 1,
        passed: failed ? 0 : 1,
        failure_reason: failed ? failure.reason : null,
        failure_text: failed ? failure.text : '',
        items: JSON.stringify(items),
        created_by: people.quality,
        created_at: at(0.6),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const checklist = { id, passed: !failed, failure: failed ? { reason: failure.reason, text: failure.text } : null, items };
    await move(people.quality, STAGE.quality, failed ? STAGE.error : STAGE.photography, 'recordQuality', at(0.6), { checklist });
  }

  if (reached >= STAGE.approval) {
    for (const photo of h.photos.filter((p) => p.purpose === 'photography')) await addPhoto(photo, at(0.7));
    await move(people.quality, STAGE.photography, STAGE.approval, 'completePhotos', at(0.72));
  }
  const answered = s.stage === STAGE.authorized || (s.stage === STAGE.error && failure.at === STAGE.approval);
  if (answered) {
    const approved = s.stage === STAGE.authorized;
    const answer = { decision: approved ? ('approved' as const) : ('changes' as const), channel: CHANNELS[h.index % CHANNELS.length]!, answeredBy: ANSWERED_BY[h.index % ANSWERED_BY.length]!, text: approved ? '' : failure.text };
    const { id } = await trx
      .insertInto('customer_answers')
      .values({ sample_id: sampleId, round: 1, decision: answer.decision, channel: answer.channel, text: answer.text, answered_by: answer.answeredBy, created_by: people.owner, created_at: at(0.85) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await move(people.owner, STAGE.approval, approved ? STAGE.authorized : STAGE.error, 'recordAnswer', at(0.85), { answer: { id, ...answer } });
  }
}
