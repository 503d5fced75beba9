import type { CurrentClothing, Position } from '../../contract/clothing';
import type { SampleText } from '../../contract/design';
import type { Logo } from '../../contract/logos';
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
}

export interface DocumentView {
  position: Position;
  /** In sewing order (see `sewingOrder`). */
  decorations: DocumentDecoration[];
}

const hexOf = (value: string): string => `#${value.replace(/^#/, '').toUpperCase()}`;

const labelled = (pairs: ReadonlyArray<readonly [string, string]>): string[] =>
  pairs.filter(([, value]) => value.trim() !== '').map(([label, value]) => `${label}: ${value.trim()}`);

export function logoForDocument(logo: Logo): DocumentDecoration {
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
  };
}

export function textForDocument(text: SampleText): DocumentDecoration {
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
    threads: [],
    notes: labelled([
      ['Fuente', text.font],
      ['Comentarios', text.comments],
    ]),
    text: { font: text.font, color: hexOf(text.color) },
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
export function documentViews(clothing: CurrentClothing | null | undefined, logos: readonly Logo[], texts: readonly SampleText[]): DocumentView[] {
  if (!clothing) return [];
  const all = [...logos.map(logoForDocument), ...texts.map(textForDocument)];
  return clothing.positions
    .map((position) => ({ position, decorations: sewingOrder(all.filter((d) => d.viewId === position.id)) }))
    .filter((view) => view.decorations.length > 0);
}
