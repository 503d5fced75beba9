import type { FontName, LogoTechnique } from '@muestrario/shared/domain';
import type { RemoteDelta } from './remote';
import type { Decoration, DecorationId, EditorView, PanelMode } from './types';

/** Logo fields a person edits in the form (not geometry). */
export interface LogoFields {
  name?: string;
  technique?: LogoTechnique;
  notes?: string;
  notesOnColor?: string;
  notesOnPosition?: string;
}

/** Text fields a person edits; `ratio` is the new measured width ÷ height when text or font changed. */
export interface TextFields {
  text?: string;
  font?: FontName;
  color?: string;
  /** A catalogue thread, sent with its hex as `color`; a `color` alone clears the thread. */
  threadId?: string | null;
  technique?: LogoTechnique;
  comments?: string;
  ratio?: number;
}

/**
 * Every change to the editor is one of these plain objects, applied by `editorReducer`.
 * Document changes (decorations) are recorded for undo; the rest (selection, panel, view) is not.
 */
export type EditorAction =
  /** Data read from the server: replaces the document and forgets the history. */
  | { type: 'loaded'; views: EditorView[]; decorations: Decoration[]; hasGarment: boolean; readOnly: boolean }
  /** A garment was chosen in the chooser: its views are loaded, garment-info mode. */
  | { type: 'garmentChosen'; views: EditorView[]; decorations: Decoration[] }
  | { type: 'viewSelected'; viewId: number }
  /** A menu tile or link: without a garment it opens the chooser instead. */
  | { type: 'panelOpened'; mode: PanelMode }
  | { type: 'backToMenu' }
  | { type: 'chooserOpened' }
  | { type: 'chooserClosed' }
  | { type: 'selected'; id: DecorationId }
  | { type: 'canvasBackgroundClicked' }
  /** A logo uploaded or a text created on the server: added, selected, edit mode. */
  | { type: 'added'; decoration: Decoration }
  | { type: 'moved'; id: DecorationId; xCm: number; yCm: number }
  | { type: 'nudged'; id: DecorationId; dxCm: number; dyCm: number }
  /** After a resize handle: new centre and width; the height follows the ratio. */
  | { type: 'resized'; id: DecorationId; xCm: number; yCm: number; widthCm: number }
  | { type: 'heightSet'; id: DecorationId; heightCm: number }
  | { type: 'widthSet'; id: DecorationId; widthCm: number }
  | { type: 'rotated'; id: DecorationId; rotateDegrees: number }
  | { type: 'logoEdited'; id: DecorationId; fields: LogoFields }
  | { type: 'textEdited'; id: DecorationId; fields: TextFields }
  | { type: 'pantoneAdded'; id: DecorationId; threadId: string }
  | { type: 'pantoneRemoved'; id: DecorationId; threadId: string }
  | { type: 'removed'; id: DecorationId }
  | { type: 'broughtToFront'; id: DecorationId }
  | { type: 'sentToBack'; id: DecorationId }
  | { type: 'undo' }
  | { type: 'redo' }
  /** Changes made elsewhere (live signal): applied to the document and every undo step, never undone here. */
  | { type: 'remoteChanged'; delta: RemoteDelta }
  /** The server refused an edit because the design was sent: lock the editor. */
  | { type: 'lockedBySend' };
