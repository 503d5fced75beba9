import type { Kysely } from 'kysely';
import type { BomConsumption } from '@muestrario/shared/contract';
import { consumptionTotals, decorationConsumption, decorationStitches, type ConsumptionDecoration, type DecorationSettings, type MaterialNeed } from '@muestrario/shared/rules';
import type { Database } from '../../db/types';

/** The stage at which a sample is authorised (its decoration no longer changes). */
export const AUTHORISED_STAGE = 7;

export type SampleConsumption = { ok: true; answer: BomConsumption } | { ok: false; why: 'not-found' | 'not-authorised' };

/** One logo or text of a sample as consumption and production read it. */
export interface SampleDecoration {
  /** The logo's name or the text itself. */
  name: string;
  /** The view's title ('Frente') and its id: decorations on one view are sewn in one hooping. */
  view: string;
  positionId: number;
  technique: ConsumptionDecoration['technique'];
  widthCm: number;
  heightCm: number;
  /** Stitches of one piece (`decorationStitches`: the estimate, or the DST's real count). */
  stitches: number;
  fromDst: boolean;
  /** Catalogue thread codes, in order. */
  threads: string[];
  consumption: ConsumptionDecoration;
}

export type SampleDecorations =
  | { ok: true; sample: { id: number; name: string; stage: number }; decorations: SampleDecoration[]; threadName: Map<string, string> }
  | { ok: false; why: 'not-found' | 'not-authorised' };

/**
 * An authorised sample's logos and texts (not deleted), in the views' order then stacking order, each
 * with its stitches per piece (a DST render's real stitch count when the sample has a single Bordado
 * logo, as 'Cotizar' does) and its threads. The BOM page's consumption and production orders read it.
 */
export async function sampleDecorations(db: Kysely<Database>, sampleId: number, settings: DecorationSettings): Promise<SampleDecorations> {
  const sample = await db.selectFrom('samples').select(['id', 'sample_name', 'stage']).where('id', '=', sampleId).executeTakeFirst();
  if (!sample) return { ok: false, why: 'not-found' };
  if (sample.stage < AUTHORISED_STAGE) return { ok: false, why: 'not-authorised' };

  const [logos, texts, pantones, threads, render] = await Promise.all([
    db
      .selectFrom('logos as l')
      .innerJoin('clothing_positions as p', 'p.id', 'l.position_id')
      .select(['l.id', 'l.logo_name as name', 'l.technique', 'l.width_cm', 'l.height_cm', 'l.coverage', 'p.id as position_id', 'p.title as view', 'p.sort_order', 'l.z_index'])
      .where('l.sample_id', '=', sampleId)
      .where('l.deleted_at', 'is', null)
      .orderBy('l.id')
      .execute(),
    db
      .selectFrom('texts as t')
      .innerJoin('clothing_positions as p', 'p.id', 't.position_id')
      .select(['t.id', 't.text as name', 't.technique', 't.width_cm', 't.height_cm', 't.thread_id', 'p.id as position_id', 'p.title as view', 'p.sort_order', 't.z_index'])
      .where('t.sample_id', '=', sampleId)
      .where('t.deleted_at', 'is', null)
      .orderBy('t.id')
      .execute(),
    db
      .selectFrom('logo_pantones as lp')
      .innerJoin('logos as l', 'l.id', 'lp.logo_id')
      .select(['lp.logo_id', 'lp.thread_id'])
      .where('l.sample_id', '=', sampleId)
      .orderBy('lp.sort_order')
      .execute(),
    db.selectFrom('threads').select(['id', 'nombre']).execute(),
    db.selectFrom('render_files').select('dst_stitches').where('sample_id', '=', sampleId).orderBy('created_at', 'desc').orderBy('id', 'desc').executeTakeFirst(),
  ]);
  const threadName = new Map(threads.map((t) => [t.id, t.nombre]));
  const embroideredLogos = logos.filter((l) => l.technique === 'Bordado').length;
  const dst = embroideredLogos === 1 ? (render?.dst_stitches ?? null) : null;

  const rows = [
    ...logos.map((l) => ({
      ...l,
      consumption: {
        kind: 'logo',
        technique: l.technique,
        widthCm: l.width_cm,
        heightCm: l.height_cm,
        coverage: l.coverage ?? null,
        dstStitches: l.technique === 'Bordado' ? dst : null,
        threads: pantones.filter((p) => p.logo_id === l.id).map((p) => ({ code: p.thread_id })),
      } satisfies ConsumptionDecoration,
    })),
    ...texts.map((t) => ({
      ...t,
      consumption: {
        kind: 'text',
        technique: t.technique,
        widthCm: t.width_cm,
        heightCm: t.height_cm,
        coverage: null,
        dstStitches: null,
        threads: t.thread_id ? [{ code: t.thread_id }] : [],
      } satisfies ConsumptionDecoration,
    })),
  ].sort((a, b) => a.sort_order - b.sort_order || a.z_index - b.z_index);

  return {
    ok: true,
    sample: { id: sample.id, name: sample.sample_name, stage: Number(sample.stage) },
    threadName,
    decorations: rows.map((d) => ({
      name: d.name,
      view: d.view,
      positionId: d.position_id,
      technique: d.technique,
      widthCm: d.width_cm,
      heightCm: d.height_cm,
      stitches: Math.round(decorationStitches(d.consumption, settings)),
      fromDst: d.technique === 'Bordado' && d.consumption.dstStitches != null,
      threads: d.consumption.threads.map((t) => t.code),
      consumption: d.consumption,
    })),
  };
}

/**
 * The thread, bobbin and film the decorations consume for `pieces`, with `scrapPercent` (the shared
 * `decorationConsumption` per decoration, then `consumptionTotals`), labelled in Spanish.
 */
export function decorationMaterials(
  decorations: readonly SampleDecoration[],
  threadName: ReadonlyMap<string, string>,
  pieces: number,
  scrapPercent: number,
  settings: DecorationSettings,
): BomConsumption['materials'] {
  const needs: MaterialNeed[] = decorations.flatMap((d) => decorationConsumption(d.consumption, settings));
  const label = (n: MaterialNeed) =>
    n.kind === 'bobbin'
      ? 'Hilo de bobina'
      : n.kind === 'film'
        ? n.technique === 'DTF'
          ? 'Película DTF'
          : 'Vinil textil'
        : n.code
          ? `Hilo ${n.code}${threadName.has(n.code) ? ` · ${threadName.get(n.code)}` : ''}`
          : 'Hilo sin color asignado';
  return consumptionTotals(needs, pieces, scrapPercent).map((t) => ({
    kind: t.kind,
    code: t.kind === 'thread' ? t.code : t.kind === 'film' ? t.technique : '',
    label: label(t),
    unit: t.unit,
    perPiece: Math.round(t.perPiece * 1000) / 1000,
    total: t.total,
  }));
}

/**
 * What an authorised sample's decoration consumes for `pieces` (the BOM page's 'Consumo de la decoración'):
 * each logo and text of `sampleDecorations` through the shared `decorationConsumption` (thread by its
 * catalogue threads, in equal shares for a logo's threads), then `consumptionTotals` with the BOM's
 * decoration scrap.
 */
export async function sampleConsumption(
  db: Kysely<Database>,
  sampleId: number,
  pieces: number,
  scrapPercent: number,
  settings: DecorationSettings,
): Promise<SampleConsumption> {
  const found = await sampleDecorations(db, sampleId, settings);
  if (!found.ok) return found;
  const { sample, decorations, threadName } = found;
  return {
    ok: true,
    answer: {
      sampleId: sample.id,
      sampleName: sample.name,
      pieces,
      scrapPercent,
      decorations: decorations.map((d) => ({
        name: d.name,
        view: d.view,
        technique: d.technique,
        widthCm: d.widthCm,
        heightCm: d.heightCm,
        stitches: d.stitches,
        fromDst: d.fromDst,
      })),
      materials: decorationMaterials(decorations, threadName, pieces, scrapPercent, settings),
    },
  };
}
