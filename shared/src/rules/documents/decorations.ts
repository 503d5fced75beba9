import type { CurrentClothing, Position } from '../../contract/clothing';
import type { SampleText } from '../../contract/design';
import type { Logo, RenderFile } from '../../contract/logos';
import type { DecorationInsights, DecorationSettings } from '../colour/insights';
import { logoInsights, textInsights, type InsightSample } from '../colour/insight-inputs';
import { estimateLines } from '../colour/insights';
import { NO_THREAD_LABEL } from '../colour/messages';
import { logoDecoration, type Decoration } from '../placement';

/** A thread as printed: catalogue id, name and colour ('#RRGGBB'). */
export interface DocumentThread {
  id: string;
  name: string;
  hex: string;
}

/** A logo or a text as the proof and the worksheet print it. */
export interface DocumentDecoration extends Decoration {
  kind: 'logo' | 'text';
  /** 'logo-12' / 'text-3': unique within the sample. */
  key: string;
  viewId: number;
  /** The logo's name, or the text itself. */
  name: string;
  technique: string;
  zIndex: number;
  threads: DocumentThread[];
  /** Non-empty notes with their label ('Color: …'). */
  notes: string[];
  /** Logo only: the stored file's key and original name. */
  file?: { key: string; originalName: string };
  /** Text only: font and colour. */
  text?: { font: string; color: string };
  /**
   * Issue 18's intelligence as printed, from `logoInsights` / `textInsights` (the function the editor and
   * the review run): the Bordado estimate lines (`estimateLines`: stitches or the DST's real count, machine
   * time, thread, price tier; empty when there is no estimate) and the amber warnings' messages.
   */
  insights: PrintedInsights;
}

export interface PrintedInsights {
  estimate: string[];
  warnings: string[];
}

/**
 * What the insights read besides the decoration: the sample's colours, its latest render's DST header
 * and the shop's decoration settings (the defaults when left out).
 */
export interface DocumentInsightContext {
  sample: InsightSample;
  dst?: RenderFile['dst'];
  settings?: DecorationSettings;
}

const printed = ({ estimate, warnings }: DecorationInsights): PrintedInsights => ({
  estimate: estimate ? estimateLines(estimate) : [],
  warnings: warnings.map((w) => w.message),
});

export interface DocumentView {
  position: Position;
  /** In sewing order (see `sewingOrder`). */
  decorations: DocumentDecoration[];
}

const hexOf = (value: string): string => `#${value.replace(/^#/, '').toUpperCase()}`;

const labelled = (pairs: ReadonlyArray<readonly [string, string]>): string[] =>
  pairs.filter(([, value]) => value.trim() !== '').map(([label, value]) => `${label}: ${value.trim()}`);

export function logoForDocument(logo: Logo, position: Position, ctx: DocumentInsightContext): DocumentDecoration {
  return {
    ...logoDecoration(logo),
    kind: 'logo',
    key: `logo-${logo.logoId}`,
    viewId: logo.viewId,
    name: logo.logoName,
    technique: logo.logoTechnique,
    zIndex: logo.zIndex ?? 0,
    threads: logo.pantones.map((p) => ({ id: p.id, name: p.nombre, hex: hexOf(p.hex) })),
    notes: labelled([
      ['Color', logo.logoNotesOnColor],
      ['Posición', logo.logoNotesOnPosition],
      ['Generales', logo.logoNotes],
    ]),
    file: { key: logo.filename, originalName: logo.originalFilename },
    insights: printed(logoInsights(logo, { sample: ctx.sample, view: position, catalogue: [], dst: ctx.dst, settings: ctx.settings })),
  };
}

export function textForDocument(text: SampleText, position: Position, ctx: DocumentInsightContext): DocumentDecoration {
  return {
    xCm: text.xCm,
    yCm: text.yCm,
    widthCm: text.widthCm,
    heightCm: text.heightCm,
    rotateDegrees: text.rotateDegrees,
    kind: 'text',
    key: `text-${text.textId}`,
    viewId: text.viewId,
    name: text.text,
    technique: text.technique,
    zIndex: text.zIndex,
    threads: text.thread ? [{ id: text.thread.id, name: text.thread.nombre, hex: hexOf(text.thread.hex) }] : [],
    notes: labelled([
      ['Fuente', text.font],
      // The thread to sew or print it with (issue 33); older texts have a colour only, and say so.
      text.thread ? ['Hilo', `${text.thread.id} ${text.thread.nombre} (${hexOf(text.thread.hex)})`] : ['Color', `${hexOf(text.color)} (${NO_THREAD_LABEL})`],
      ['Comentarios', text.comments],
    ]),
    text: { font: text.font, color: hexOf(text.color) },
    insights: printed(textInsights(text, { sample: ctx.sample, view: position, settings: ctx.settings })),
  };
}

/**
 * Sewing order within a view: bottom layer first (zIndex ascending, as the editor stacks them), since what
 * lies on top is sewn last; logos before texts on a tie, then by id.
 */
export function sewingOrder(decorations: readonly DocumentDecoration[]): DocumentDecoration[] {
  const kindRank = (d: DocumentDecoration) => (d.kind === 'logo' ? 0 : 1);
  const idOf = (d: DocumentDecoration) => Number(d.key.replace(/^\D+/, ''));
  return [...decorations].sort((a, b) => a.zIndex - b.zIndex || kindRank(a) - kindRank(b) || idOf(a) - idOf(b));
}

/** The garment's views that carry a decoration, in the garment's order, each in sewing order. */
export function documentViews(
  clothing: CurrentClothing | null | undefined,
  logos: readonly Logo[],
  texts: readonly SampleText[],
  ctx: DocumentInsightContext,
): DocumentView[] {
  if (!clothing) return [];
  return clothing.positions
    .map((position) => {
      const onView = <T extends { viewId: number }>(list: readonly T[]) => list.filter((d) => d.viewId === position.id);
      const decorations = [
        ...onView(logos).map((logo) => logoForDocument(logo, position, ctx)),
        ...onView(texts).map((text) => textForDocument(text, position, ctx)),
      ];
      return { position, decorations: sewingOrder(decorations) };
    })
    .filter((view) => view.decorations.length > 0);
}
