import type { LogoTechnique } from '../../domain/enums';
import { DEFAULT_DECORATION_SETTINGS, type DecorationSettings } from '../colour/insights';
import { quotedEstimate } from '../decoration-pricing';

/*
 * What one decoration consumes per piece and for a run (issue 30, item 3: the decoration's part of a
 * bill of materials). docs/decisions/production.md, "Size grids and name lists", says why:
 * - Bordado: thread metres from the stitch count: the estimate the editor, the quotation and the worksheet
 *   show (`quotedEstimate`), or the real count of a DST file when given. Per 1,000 stitches,
 *   THREAD_METRES_PER_1000_STITCHES: 5 m of top thread and 1.7 m of bobbin thread, the existing estimate
 *   rule's figure (embroidery-estimate.ts; docs/decisions/colour-and-preflight.md: the round figures of
 *   thread makers' consumption guides, bobbin about a third of the top thread); the shop's decoration
 *   settings may change them (`topMetresPer1000`, `bobbinMetresPer1000`).
 *   The top thread is split among the decoration's thread colours by their share of the stitches (equal
 *   shares when unknown); the bobbin is one white thread for every colour.
 * - DTF and Vinil: film (or vinyl) area = the decoration's box plus FILM_MARGIN_CM on each side (the gap
 *   between designs on a gang sheet, the weeding border of a vinyl cut), in cm².
 * Rounding: per-piece figures are exact (no rounding, so totals do not add rounding errors); a run's total
 * is per piece × pieces × (1 + scrap %), rounded UP to a whole metre or cm² (material is never short).
 */

/** Metres of thread per 1,000 stitches: top thread (all colours together) and bobbin. */
export const THREAD_METRES_PER_1000_STITCHES = {
  top: DEFAULT_DECORATION_SETTINGS.embroidery.topMetresPer1000,
  bobbin: DEFAULT_DECORATION_SETTINGS.embroidery.bobbinMetresPer1000,
} as const;

/** Margin around a printed or cut decoration on the film or vinyl, cm per side. */
export const FILM_MARGIN_CM = 0.5;

export interface ConsumptionThread {
  /** The catalogue thread's code ('186 C'); '' when the decoration has no thread assigned. */
  code: string;
  /** Share of the stitches in this thread (any positive weights; equal when absent or all zero). */
  share?: number;
}

export interface ConsumptionDecoration {
  kind: 'logo' | 'text';
  technique: LogoTechnique;
  widthCm: number;
  heightCm: number;
  /** Share of a logo's box covered (raster logos), null when unknown (the estimate then takes the whole box). */
  coverage?: number | null;
  /** Real stitch count (a DST file's); otherwise the estimate is used. */
  dstStitches?: number | null;
  threads?: readonly ConsumptionThread[];
}

export type MaterialNeed =
  | { kind: 'thread'; code: string; unit: 'm'; perPiece: number }
  | { kind: 'bobbin'; unit: 'm'; perPiece: number }
  | { kind: 'film'; technique: Exclude<LogoTechnique, 'Bordado'>; unit: 'cm2'; perPiece: number };

/** Stitches per piece of a Bordado decoration: the DST's count when known, else the shown estimate. */
export function decorationStitches(d: ConsumptionDecoration, settings: DecorationSettings = DEFAULT_DECORATION_SETTINGS): number {
  if (d.technique !== 'Bordado') return 0;
  return quotedEstimate({ kind: d.kind, technique: d.technique, widthCm: d.widthCm, heightCm: d.heightCm, coverage: d.coverage ?? null }, settings, d.dstStitches ?? null)?.stitches ?? 0;
}

/** Top thread per colour and bobbin thread for one piece of `stitches`. */
export function threadPerPiece(
  stitches: number,
  threads: readonly ConsumptionThread[],
  metresPer1000: { top: number; bobbin: number } = THREAD_METRES_PER_1000_STITCHES,
): MaterialNeed[] {
  const n = Number.isFinite(stitches) && stitches > 0 ? stitches : 0;
  const top = (n / 1000) * metresPer1000.top;
  const list = threads.length > 0 ? threads : [{ code: '' }];
  const weight = (t: ConsumptionThread) => (t.share !== undefined && Number.isFinite(t.share) && t.share > 0 ? t.share : 0);
  const total = list.reduce((s, t) => s + weight(t), 0);
  // Two entries of one thread (a logo using it in two places) become one line.
  const byCode = new Map<string, number>();
  for (const t of list) byCode.set(t.code, (byCode.get(t.code) ?? 0) + (total > 0 ? (top * weight(t)) / total : top / list.length));
  return [
    ...[...byCode].map(([code, perPiece]): MaterialNeed => ({ kind: 'thread', code, unit: 'm', perPiece })),
    { kind: 'bobbin', unit: 'm', perPiece: (n / 1000) * metresPer1000.bobbin },
  ];
}

/** Film or vinyl for one piece, cm²: the box plus the margin on each side. */
export function filmAreaPerPiece(widthCm: number, heightCm: number): number {
  const side = (v: number) => (Number.isFinite(v) && v > 0 ? v + 2 * FILM_MARGIN_CM : 0);
  return side(widthCm) * side(heightCm);
}

/** What one piece of a decoration consumes. */
export function decorationConsumption(d: ConsumptionDecoration, settings: DecorationSettings = DEFAULT_DECORATION_SETTINGS): MaterialNeed[] {
  if (d.technique === 'Bordado') {
    const perThousand = { top: settings.embroidery.topMetresPer1000, bobbin: settings.embroidery.bobbinMetresPer1000 };
    return threadPerPiece(decorationStitches(d, settings), d.threads ?? [], perThousand);
  }
  return [{ kind: 'film', technique: d.technique, unit: 'cm2', perPiece: filmAreaPerPiece(d.widthCm, d.heightCm) }];
}

export type MaterialTotal = MaterialNeed & { pieces: number; scrapPercent: number; total: number };

/** Most scrap a bill of materials may declare, %. */
export const MAX_SCRAP_PERCENT = 100;

/**
 * A run's needs: per piece × pieces × (1 + scrap %), rounded up to a whole unit. Needs of the same
 * material (the same thread in two decorations, the bobbin) are added before rounding.
 */
export function consumptionTotals(needs: readonly MaterialNeed[], pieces: number, scrapPercent: number): MaterialTotal[] {
  const count = Number.isInteger(pieces) && pieces > 0 ? pieces : 0;
  const scrap = Number.isFinite(scrapPercent) ? Math.min(Math.max(scrapPercent, 0), MAX_SCRAP_PERCENT) : 0;
  const merged = new Map<string, MaterialNeed>();
  for (const need of needs) {
    const key = need.kind === 'thread' ? `thread:${need.code}` : need.kind === 'film' ? `film:${need.technique}` : 'bobbin';
    const seen = merged.get(key);
    merged.set(key, seen ? { ...seen, perPiece: seen.perPiece + need.perPiece } : need);
  }
  return [...merged.values()].map((need) => ({
    ...need,
    pieces: count,
    scrapPercent: scrap,
    // The small epsilon keeps 120 × 1.05 = 126.00000000000001 from becoming 127.
    total: Math.max(0, Math.ceil(need.perPiece * count * (1 + scrap / 100) - 1e-9)),
  }));
}
