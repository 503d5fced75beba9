import type { Pantone } from '@muestrario/shared/contract';
import { decorationInsights, insightViewOf, textThreads, threadsOf, type DecorationInsights, type DecorationSettings, type InsightSample } from '@muestrario/shared/rules';
import type { Decoration, EditorState } from './types';

/**
 * Warnings and Bordado estimate of a decoration as it is on screen now (unsaved values included), with
 * the shared `decorationInsights`: the function the server, the review and the worksheet use too, with the
 * shop's decoration settings (needles, machine speed, price tiers).
 */
export function insightsOf(
  d: Decoration,
  state: EditorState,
  sample: InsightSample,
  catalogue: readonly Pantone[],
  settings: DecorationSettings,
): DecorationInsights {
  const view = state.views.find((v) => v.id === d.viewId);
  const placed = { xCm: d.xCm, yCm: d.yCm, widthCm: d.widthCm, heightCm: d.heightCm, rotateDegrees: d.rotateDegrees, technique: d.technique };
  const context = insightViewOf(sample, view && { width: view.widthCm, areas: view.areas });
  if (d.kind === 'text') {
    return decorationInsights({ kind: 'text', ...placed, threads: textThreads({ color: d.color, thread: threadOfText(d.threadId, d.color, catalogue) }) }, context, settings);
  }
  return decorationInsights(
    { kind: 'logo', ...placed, threads: threadsOf(d.pantones, catalogue), coverage: d.coverage, picturePx: d.picturePx, thinnestPx: d.thinnestPx },
    context,
    settings,
  );
}

/** A text's thread from the catalogue (its id and colour while the catalogue loads); null without one. */
export function threadOfText(threadId: string | null, color: string, catalogue: readonly Pantone[]): Pick<Pantone, 'id' | 'nombre' | 'hex'> | null {
  if (threadId === null) return null;
  return catalogue.find((p) => p.id === threadId) ?? { id: threadId, nombre: '', hex: `#${color}` };
}

/** Every decoration's warnings, in the order given (the send dialog counts and lists them). */
export function warningsByDecoration(
  state: EditorState,
  sample: InsightSample,
  catalogue: readonly Pantone[],
  settings: DecorationSettings,
): { decoration: Decoration; messages: string[] }[] {
  return state.doc.decorations
    .map((decoration) => ({ decoration, messages: insightsOf(decoration, state, sample, catalogue, settings).warnings.map((w) => w.message) }))
    .filter((entry) => entry.messages.length > 0);
}
