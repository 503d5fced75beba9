import { nextLogoName as nextName } from '@muestrario/shared/rules';
import type { Decoration, EditorState, EditorView } from './types';

export function currentView(state: EditorState): EditorView | undefined {
  return state.views.find((v) => v.id === state.viewId);
}

/** Decorations of one view in draw order (lowest zIndex first, then oldest). */
export function decorationsOfView(state: EditorState, viewId: number | null): Decoration[] {
  return state.doc.decorations
    .filter((d) => d.viewId === viewId)
    .sort((a, b) => a.zIndex - b.zIndex || a.serverId - b.serverId || a.kind.localeCompare(b.kind));
}

/** Badge of each view button: how many logos and texts it holds. */
export function countsByView(state: EditorState): Map<number, number> {
  const counts = new Map<number, number>(state.views.map((v) => [v.id, 0]));
  for (const d of state.doc.decorations) counts.set(d.viewId, (counts.get(d.viewId) ?? 0) + 1);
  return counts;
}

export function selectedDecoration(state: EditorState): Decoration | undefined {
  return state.selectedId ? state.doc.decorations.find((d) => d.id === state.selectedId) : undefined;
}

/** Every logo, in upload order (the tabs below the canvas). */
export function logosInOrder(state: EditorState) {
  return state.doc.decorations.filter((d) => d.kind === 'logo').sort((a, b) => a.serverId - b.serverId);
}

export const canUndo = (state: EditorState) => !state.readOnly && state.past.length > 0;
export const canRedo = (state: EditorState) => !state.readOnly && state.future.length > 0;

/** Next default logo name: 'Logo N' with N one more than the logos so far (spec §7). */
export function nextLogoName(state: EditorState): string {
  return nextName(state.doc.decorations.flatMap((d) => (d.kind === 'logo' ? [d.name] : [])));
}
