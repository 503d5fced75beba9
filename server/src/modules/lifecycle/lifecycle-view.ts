import type { Kysely } from 'kysely';
import type { Round, SampleLifecycle } from '@muestrario/shared/contract';
import { STAGE, STAGE_CODES } from '@muestrario/shared/domain';
import type { Database } from '../../db/types';
import { rendersOf } from '../renders/render-rows';
import { answersOf } from './answer-rows';
import { checklistsOf } from './checklist-rows';
import { decorationsOf, evidenceOf } from './design-evidence';
import { photosOf } from './photo-rows';
import { closedRoundsOf } from './round-rows';
import { readHead, roundOpenedAt } from './sample-head';

/** The review screen's stepper and action: stage, round, owner, dates, decorations and photo coverage. */
export async function lifecycleOf(db: Kysely<Database>, sampleId: number): Promise<SampleLifecycle | undefined> {
  const head = await readHead(db, sampleId);
  if (!head) return undefined;
  const owner = await db.selectFrom('users').select(['id', 'first_name', 'last_name', 'role']).where('id', '=', head.ownerId).executeTakeFirstOrThrow();
  const openedAt = await roundOpenedAt(db, head, head.round);
  const changes = await db.selectFrom('events').select(['payload', 'created_at']).where('sample_id', '=', sampleId).where('kind', '=', 'stage_changed').orderBy('id').execute();
  const reached = new Map<number, string>([[STAGE.design, openedAt]]);
  for (const c of changes) {
    // Events from before rounds existed carry no round: they are round 1's.
    const { to, round = 1 } = JSON.parse(c.payload) as { to?: number; round?: number };
    if (round === head.round && to !== undefined && to !== STAGE.design) reached.set(to, c.created_at);
  }
  const evidence = await evidenceOf(db, head);
  const decorations = await decorationsOf(db, sampleId);
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
export async function roundsOf(db: Kysely<Database>, sampleId: number): Promise<Round[] | undefined> {
  const head = await readHead(db, sampleId);
  if (!head) return undefined;
  const closed = await closedRoundsOf(db, sampleId);
  const renders = await rendersOf(db, sampleId);
  const checklists = await checklistsOf(db, sampleId);
  const answers = await answersOf(db, sampleId);
  const photos = await photosOf(db, sampleId);
  const currentOpened = await roundOpenedAt(db, head, head.round);
  const spans = [
    ...closed.map((r) => ({ round: r.round, openedAt: r.openedAt, closedAt: r.closedAt as string | null, design: r.design })),
    { round: head.round, openedAt: currentOpened, closedAt: null, design: null },
  ];
  return spans.map((s) => ({
    ...s,
    current: s.closedAt === null,
    renders: renders
      .filter((r) => r.round === s.round)
      .map((r) => ({ filename: r.file_key, originalFilename: r.original_filename, filesize: r.file_size, createdAt: r.created_at })),
    checklists: checklists.filter((c) => c.round === s.round).map(({ round: _round, ...c }) => c),
    answers: answers.filter((a) => a.round === s.round).map(({ round: _round, ...a }) => a),
    photos: photos.filter((p) => p.round === s.round),
  }));
}
