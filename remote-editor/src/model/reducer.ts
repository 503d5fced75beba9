import { TEXT_MAX_CHARS } from '@muestrario/shared/domain';
import { inRange } from '@muestrario/shared/rules';
import type { EditorAction } from './actions';
import { clampToView, limitsOf, normaliseDegrees, sizeForHeight, sizeForWidth } from './geometry';
import { MODES } from './modes';
import { applyRemoteDelta, isEmptyDelta } from './remote';
import type { Decoration, DecorationId, EditorDocument, EditorState, EditorView } from './types';

/** How many undo steps are kept. */
export const HISTORY_LIMIT = 100;

export function initialEditorState(): EditorState {
  return {
    doc: { decorations: [] },
    past: [],
    future: [],
    coalesceKey: null,
    views: [],
    viewId: null,
    selectedId: null,
    mode: MODES.menu,
    chooserOpen: false,
    hasGarment: false,
    readOnly: false,
  };
}

/** The editor's one transition function: pure, no DOM, every branch unit-tested. */
export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'loaded': {
      const viewId = action.views.some((v) => v.id === state.viewId) ? state.viewId : (action.views[0]?.id ?? null);
      const selectedId = action.decorations.some((d) => d.id === state.selectedId) ? state.selectedId : null;
      const modeNeedsSelection = state.mode === MODES.editLogo || state.mode === MODES.editText;
      return {
        ...state,
        doc: { decorations: action.decorations },
        past: [],
        future: [],
        coalesceKey: null,
        views: action.views,
        viewId,
        selectedId,
        mode: modeNeedsSelection && !selectedId ? MODES.menu : state.mode,
        hasGarment: action.hasGarment,
        chooserOpen: action.hasGarment ? state.chooserOpen : !action.readOnly,
        readOnly: action.readOnly,
      };
    }
    case 'garmentChosen':
      return {
        ...state,
        doc: { decorations: action.decorations },
        past: [],
        future: [],
        coalesceKey: null,
        views: action.views,
        viewId: action.views[0]?.id ?? null,
        selectedId: null,
        mode: MODES.garmentInfo,
        chooserOpen: false,
        hasGarment: true,
      };
    case 'viewSelected':
      if (!state.views.some((v) => v.id === action.viewId)) return state;
      return {
        ...state,
        viewId: action.viewId,
        ...(isEditMode(state) ? { selectedId: null, mode: MODES.menu } : {}),
      };
    case 'panelOpened':
      if (!state.hasGarment) return state.readOnly ? state : { ...state, chooserOpen: true };
      if (action.mode === MODES.editLogo || action.mode === MODES.editText) return state;
      return { ...state, mode: action.mode, selectedId: null };
    case 'backToMenu':
      return { ...state, mode: MODES.menu, selectedId: null };
    case 'chooserOpened':
      return state.readOnly ? state : { ...state, chooserOpen: true };
    case 'chooserClosed':
      return { ...state, chooserOpen: false };
    case 'selected': {
      const d = find(state.doc, action.id);
      if (!d) return state;
      return { ...state, selectedId: d.id, viewId: d.viewId, mode: d.kind === 'logo' ? MODES.editLogo : MODES.editText };
    }
    case 'canvasBackgroundClicked':
      return isEditMode(state) ? { ...state, mode: MODES.menu, selectedId: null } : state;
    case 'lockedBySend':
      return { ...state, readOnly: true, chooserOpen: false };
    case 'remoteChanged': {
      if (isEmptyDelta(action.delta)) return state;
      const apply = (doc: EditorDocument) => applyRemoteDelta(doc, action.delta);
      return reconcileSelection({ ...state, doc: apply(state.doc), past: state.past.map(apply), future: state.future.map(apply), coalesceKey: null });
    }
    case 'undo':
      return undo(state);
    case 'redo':
      return redo(state);
    default:
      return edit(state, action);
  }
}

function isEditMode(state: EditorState): boolean {
  return state.mode === MODES.editLogo || state.mode === MODES.editText;
}

function find(doc: EditorDocument, id: DecorationId): Decoration | undefined {
  return doc.decorations.find((d) => d.id === id);
}

function viewOf(state: EditorState, viewId: number): EditorView | undefined {
  return state.views.find((v) => v.id === viewId);
}

/** Document edits: ignored when read-only or when the decoration is unknown; recorded for undo. */
function edit(state: EditorState, action: Exclude<EditorAction, { type: 'loaded' | 'garmentChosen' | 'viewSelected' | 'panelOpened' | 'backToMenu' | 'chooserOpened' | 'chooserClosed' | 'selected' | 'canvasBackgroundClicked' | 'lockedBySend' | 'remoteChanged' | 'undo' | 'redo' }>): EditorState {
  if (state.readOnly) return state;

  if (action.type === 'added') {
    const view = viewOf(state, action.decoration.viewId);
    if (!view) return state;
    // Already shown by the live signal of its own creation: just select it.
    if (find(state.doc, action.decoration.id)) return editorReducer(state, { type: 'selected', id: action.decoration.id });
    const top = Math.max(0, ...state.doc.decorations.map((d) => d.zIndex));
    const decoration = clampToView({ ...action.decoration, zIndex: Math.max(action.decoration.zIndex, top + 1) }, view.widthCm);
    const next = commit(state, { decorations: [...state.doc.decorations, decoration] }, null);
    return {
      ...next,
      selectedId: decoration.id,
      viewId: decoration.viewId,
      mode: decoration.kind === 'logo' ? MODES.editLogo : MODES.editText,
    };
  }

  const current = find(state.doc, action.id);
  if (!current) return state;
  const view = viewOf(state, current.viewId);
  if (!view) return state;

  if (action.type === 'removed') {
    const next = commit(state, { decorations: state.doc.decorations.filter((d) => d.id !== action.id) }, null);
    return state.selectedId === action.id ? { ...next, selectedId: null, mode: MODES.menu } : next;
  }

  const updated = update(current, action, view, state.doc);
  if (!updated || sameDecoration(updated, current)) return state;
  const key = action.type === 'nudged' ? `nudge:${action.id}` : null;
  return commit(state, { decorations: state.doc.decorations.map((d) => (d.id === action.id ? updated : d)) }, key);
}

type DecorationAction = Exclude<Parameters<typeof edit>[1], { type: 'added' | 'removed' }>;

/** The new version of one decoration, or undefined when the action does not apply to its kind. */
function update(d: Decoration, action: DecorationAction, view: EditorView, doc: EditorDocument): Decoration | undefined {
  const w = view.widthCm;
  switch (action.type) {
    case 'moved':
      return finite(action.xCm, action.yCm) ? clampToView({ ...d, xCm: action.xCm, yCm: action.yCm }, w) : undefined;
    case 'nudged':
      return finite(action.dxCm, action.dyCm) ? clampToView({ ...d, xCm: d.xCm + action.dxCm, yCm: d.yCm + action.dyCm }, w) : undefined;
    case 'resized': {
      if (!finite(action.xCm, action.yCm, action.widthCm)) return undefined;
      return clampToView({ ...d, ...sizeForWidth(action.widthCm, d.ratio, w), xCm: action.xCm, yCm: action.yCm }, w);
    }
    // Typed values outside the view's limits (shared `decorationLimits`, the server's rule) are refused, not capped.
    case 'heightSet':
      return inRange(action.heightCm, limitsOf(d, view).heightCm) ? clampToView({ ...d, ...sizeForHeight(action.heightCm, d.ratio, w) }, w) : undefined;
    case 'widthSet':
      return inRange(action.widthCm, limitsOf(d, view).widthCm) ? clampToView({ ...d, ...sizeForWidth(action.widthCm, d.ratio, w) }, w) : undefined;
    case 'rotated':
      return inRange(action.rotateDegrees, limitsOf(d, view).rotateDegrees) ? clampToView({ ...d, rotateDegrees: normaliseDegrees(action.rotateDegrees) }, w) : undefined;
    case 'broughtToFront': {
      const others = doc.decorations.filter((o) => o.id !== d.id && o.viewId === d.viewId);
      const top = Math.max(...others.map((o) => o.zIndex), -Infinity);
      return others.length === 0 || d.zIndex > top ? d : { ...d, zIndex: top + 1 };
    }
    case 'sentToBack': {
      const others = doc.decorations.filter((o) => o.id !== d.id && o.viewId === d.viewId);
      const bottom = Math.min(...others.map((o) => o.zIndex), Infinity);
      return others.length === 0 || d.zIndex < bottom ? d : { ...d, zIndex: bottom - 1 };
    }
    case 'logoEdited':
      if (d.kind !== 'logo') return undefined;
      return { ...d, ...definedOnly(action.fields) };
    case 'pantoneAdded':
      if (d.kind !== 'logo' || !action.threadId || d.pantones.includes(action.threadId)) return undefined;
      return { ...d, pantones: [...d.pantones, action.threadId] };
    case 'pantoneRemoved':
      if (d.kind !== 'logo' || !d.pantones.includes(action.threadId)) return undefined;
      return { ...d, pantones: d.pantones.filter((p) => p !== action.threadId) };
    case 'textEdited': {
      if (d.kind !== 'text') return undefined;
      const { ratio, ...fields } = definedOnly(action.fields);
      if (fields.text !== undefined) {
        fields.text = fields.text.slice(0, TEXT_MAX_CHARS);
        if (!fields.text.trim()) return undefined;
      }
      if (fields.color !== undefined) {
        fields.color = fields.color.replace(/^#/, '').toUpperCase();
        if (!/^[0-9A-F]{6}$/.test(fields.color)) return undefined;
        if (fields.threadId === undefined) fields.threadId = null;
      }
      const next = { ...d, ...fields };
      if (ratio !== undefined && ratio > 0 && Number.isFinite(ratio)) {
        return clampToView({ ...next, ratio, ...sizeForHeight(d.heightCm, ratio, w) }, w);
      }
      return next;
    }
  }
}

function finite(...values: number[]): boolean {
  return values.every((v) => typeof v === 'number' && Number.isFinite(v));
}

function definedOnly<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as T;
}

function sameDecoration(a: Decoration, b: Decoration): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Records the current document for undo and installs `doc`; a repeated coalesce key merges into one step. */
function commit(state: EditorState, doc: EditorDocument, coalesceKey: string | null): EditorState {
  const merge = coalesceKey !== null && coalesceKey === state.coalesceKey && state.past.length > 0;
  const past = merge ? state.past : [...state.past, state.doc].slice(-HISTORY_LIMIT);
  return { ...state, doc, past, future: [], coalesceKey };
}

function undo(state: EditorState): EditorState {
  if (state.readOnly || state.past.length === 0) return state;
  const doc = state.past[state.past.length - 1]!;
  return reconcileSelection({ ...state, doc, past: state.past.slice(0, -1), future: [...state.future, state.doc], coalesceKey: null });
}

function redo(state: EditorState): EditorState {
  if (state.readOnly || state.future.length === 0) return state;
  const doc = state.future[state.future.length - 1]!;
  return reconcileSelection({ ...state, doc, future: state.future.slice(0, -1), past: [...state.past, state.doc], coalesceKey: null });
}

/** After undo/redo the selected decoration may be gone: back to the menu then. */
function reconcileSelection(state: EditorState): EditorState {
  if (state.selectedId && !find(state.doc, state.selectedId)) return { ...state, selectedId: null, mode: MODES.menu };
  return state;
}

