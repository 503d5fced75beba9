import type { FontName, LogoTechnique } from '@muestrario/shared/domain';
import type { PercentArea } from '@muestrario/shared/rules';

/** 'logo-12' or 'text-3': unique across both kinds; the number is the server id. */
export type DecorationId = `logo-${number}` | `text-${number}`;

/** What every decoration has: where it is (centre, cm from the view's top-left), its size, rotation and z-order. */
interface DecorationBase {
  id: DecorationId;
  serverId: number;
  viewId: number;
  xCm: number;
  yCm: number;
  widthCm: number;
  heightCm: number;
  rotateDegrees: number;
  /** Higher is drawn on top. */
  zIndex: number;
  /** Original width ÷ height: resizing keeps it (docs/requirements.md §5). */
  ratio: number;
}

export interface LogoDecoration extends DecorationBase {
  kind: 'logo';
  name: string;
  technique: LogoTechnique;
  notes: string;
  notesOnColor: string;
  notesOnPosition: string;
  /** Thread ids, in the order chosen. */
  pantones: string[];
  /** Picture URL (same origin) and file facts, read-only. */
  src: string;
  originalFilename: string;
  filesize: number;
  /** Read from the picture by the server on upload (issue 18): main colours with shares, read-only. */
  colours: { hex: string; share: number }[];
  /** Share of the picture the logo covers (raster), for the stitch estimate; null when unknown. */
  coverage: number | null;
  /** The picture's size in pixels (raster), for the DTF / Vinil resolution warning; null when unknown. */
  picturePx: { width: number; height: number } | null;
  /** Width in pixels of the picture's thinnest details (raster), for the satin-width warning; null when unknown. */
  thinnestPx: number | null;
}

export interface TextDecoration extends DecorationBase {
  kind: 'text';
  text: string;
  font: FontName;
  /** Six hex digits without '#'. */
  color: string;
  /** The catalogue thread (issue 33): `color` is its hex. Null for a text with a colour only. */
  threadId: string | null;
  technique: LogoTechnique;
  comments: string;
  size: number;
}

export type Decoration = LogoDecoration | TextDecoration;

/** The undoable part of the editor: the decorations, in any order (draw order comes from zIndex). */
export interface EditorDocument {
  decorations: Decoration[];
}

export interface EditorArea extends PercentArea {
  id: number;
  title: string;
}

/** A garment view (position): square picture `widthCm` wide. */
export interface EditorView {
  id: number;
  title: string;
  image: string;
  widthCm: number;
  areas: EditorArea[];
}

/**
 * Panel modes (docs/requirements.md §2 "Design editor" and §4): 1 menu, 2 upload, 3 add text, 5 edit logo,
 * 6 edit text, 7 garment info, 8 project info. Mode 4 does not exist.
 */
export type PanelMode = 1 | 2 | 3 | 5 | 6 | 7 | 8;

export interface EditorState {
  doc: EditorDocument;
  /** Earlier documents, oldest first (undo pops the last one). */
  past: EditorDocument[];
  /** Documents undone, next one last (redo pops the last one). */
  future: EditorDocument[];
  /** Key of the last recorded change when it may merge with the next (e.g. repeated arrow nudges). */
  coalesceKey: string | null;
  views: EditorView[];
  viewId: number | null;
  selectedId: DecorationId | null;
  mode: PanelMode;
  chooserOpen: boolean;
  hasGarment: boolean;
  /** The design was sent (stage > 1): nothing may change. */
  readOnly: boolean;
}
