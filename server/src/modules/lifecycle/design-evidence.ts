import type { Kysely } from 'kysely';
import type { DecorationRef, Evidence } from '@muestrario/shared/rules';
import type { Database } from '../../db/types';
import type { SampleHead } from './sample-head';

/** A decoration of the current design with what the review screen shows of it. */
export type NamedDecoration = DecorationRef & { name: string; viewTitle: string };

/** The current design's logos and texts (not deleted), in the views' order. */
export async function decorationsOf(db: Kysely<Database>, sampleId: number): Promise<NamedDecoration[]> {
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

/** What the stage machine needs to know about the sample now (its current round). */
export async function evidenceOf(db: Kysely<Database>, head: SampleHead): Promise<Evidence> {
  const render = await db.selectFrom('render_files').select('id').where('sample_id', '=', head.id).where('round', '=', head.round).limit(1).executeTakeFirst();
  const photos = await db.selectFrom('sample_photos').select(['purpose', 'position_id']).where('sample_id', '=', head.id).where('round', '=', head.round).execute();
  return {
    hasGarment: head.clothingId !== null,
    decorations: await decorationsOf(db, head.id),
    renderInRound: !!render,
    qualityPhotos: photos.filter((p) => p.purpose === 'quality').length,
    photographedViews: [...new Set(photos.filter((p) => p.purpose === 'photography' && p.position_id !== null).map((p) => p.position_id!))],
  };
}
