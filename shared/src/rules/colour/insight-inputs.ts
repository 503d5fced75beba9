import type { Area } from '../../contract/clothing';
import type { SampleText } from '../../contract/design';
import type { Logo, Pantone, RenderFile } from '../../contract/logos';
import type { SampleOn } from '../../domain/enums';
import { decorationInsights, DEFAULT_DECORATION_SETTINGS, type DecorationInsights, type DecorationSettings, type InsightView } from './insights';
import { NO_THREAD_LABEL } from './messages';
import type { NamedThread } from './warnings';

/**
 * The inputs of `decorationInsights` built from the API's shapes, so the editor, the review and the
 * worksheet feed it the same way. (The editor passes its live, unsaved values through `threadsOf` and
 * `insightViewOf` and its own fields; the review and the worksheet call `logoInsights` / `textInsights`.)
 */

export interface InsightSample {
  sampleOn: SampleOn;
  clothingColor: string;
  canvasColor: string;
}

/** A logo's chosen threads, named as the warnings write them ('1002 Navy'); unknown ids are left out. */
export function threadsOf(ids: readonly string[], catalogue: readonly Pantone[]): NamedThread[] {
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  return ids.flatMap((id) => {
    const p = byId.get(id);
    return p ? [{ label: `${p.id} ${p.nombre}`.trim(), colour: p.hex }] : [];
  });
}

/** What a decoration sits on: the Lienzo's colour on canvas, otherwise the garment's; and the view's areas. */
export function insightViewOf(sample: InsightSample, view: { width: number; areas: readonly Area[] } | undefined): InsightView {
  const onCanvas = sample.sampleOn === 'Lienzo';
  return {
    background: onCanvas ? sample.canvasColor : sample.clothingColor,
    on: onCanvas ? 'Lienzo' : 'prenda',
    areas: (view?.areas ?? []).map((a) => ({ name: a.title, areaLeft: a.areaLeft, areaTop: a.areaTop, width: a.width, height: a.height })),
    viewWidthCm: view?.width ?? 0,
  };
}

export interface SavedInsightContext {
  sample: InsightSample;
  view: { width: number; areas: readonly Area[] } | undefined;
  catalogue: readonly Pantone[];
  /** The sample's latest render when it is a DST: its real count replaces the estimate. */
  dst?: RenderFile['dst'];
  settings?: DecorationSettings;
}

/** Warnings and estimate of a saved logo (review, worksheet PDF): `decorationInsights` on the API's `Logo`. */
export function logoInsights(logo: Logo, ctx: SavedInsightContext): DecorationInsights {
  return decorationInsights(
    {
      kind: 'logo',
      technique: logo.logoTechnique,
      xCm: logo.xpositionCm,
      yCm: logo.ypositionCm,
      widthCm: logo.widthCm,
      heightCm: logo.heightCm,
      rotateDegrees: logo.rotateDegrees,
      threads: threadsOf(logo.pantones.map((p) => p.id), [...ctx.catalogue, ...logo.pantones]),
      coverage: logo.coverage ?? null,
      picturePx: logo.pixelWidth && logo.pixelHeight ? { width: logo.pixelWidth, height: logo.pixelHeight } : null,
      thinnestPx: logo.thinnestPx ?? null,
      dst: ctx.dst ?? null,
    },
    insightViewOf(ctx.sample, ctx.view),
    ctx.settings ?? DEFAULT_DECORATION_SETTINGS,
  );
}

/**
 * A text's thread as the warnings name it: the catalogue thread ('1002 Navy'), else its colour with
 * 'sin hilo asignado' (texts made before issue 33).
 */
export function textThreads(text: { color: string; thread: Pick<Pantone, 'id' | 'nombre' | 'hex'> | null }): NamedThread[] {
  if (text.thread) return [{ label: `${text.thread.id} ${text.thread.nombre}`.trim(), colour: text.thread.hex }];
  const hex = `#${text.color.replace('#', '').toUpperCase()}`;
  return [{ label: `${hex} (${NO_THREAD_LABEL})`, colour: hex }];
}

/** Warnings and Bordado estimate of a saved text (review, worksheet PDF). */
export function textInsights(text: SampleText, ctx: Omit<SavedInsightContext, 'catalogue' | 'dst'>): DecorationInsights {
  return decorationInsights(
    {
      kind: 'text',
      technique: text.technique,
      xCm: text.xCm,
      yCm: text.yCm,
      widthCm: text.widthCm,
      heightCm: text.heightCm,
      rotateDegrees: text.rotateDegrees,
      threads: textThreads(text),
    },
    insightViewOf(ctx.sample, ctx.view),
    ctx.settings ?? DEFAULT_DECORATION_SETTINGS,
  );
}
