import { useEffect } from 'react';
import { NUDGE_CM, NUDGE_LARGE_CM } from '@muestrario/shared/domain';
import type { EditorAction, EditorState } from '../../model';

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** Whether a key press belongs to a form control (typing there must not move or delete anything). */
function inFormControl(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  if (!el || !el.tagName) return false;
  return ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName) || el.isContentEditable || Boolean(el.closest('[role="dialog"]'));
}

/**
 * Keyboard of a design tool: Delete/Backspace removes the selection, arrows nudge it by 1 mm
 * (Shift: 1 cm), Ctrl/⌘+Z undoes, Ctrl/⌘+Shift+Z or Ctrl+Y redoes, Escape deselects.
 */
export function useEditorShortcuts(state: EditorState, dispatch: (a: EditorAction) => void) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (inFormControl(event.target)) return;
      const mod = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (mod && key === 'z') {
        event.preventDefault();
        dispatch({ type: event.shiftKey ? 'redo' : 'undo' });
        return;
      }
      if (mod && key === 'y') {
        event.preventDefault();
        dispatch({ type: 'redo' });
        return;
      }
      const id = state.selectedId;
      if (!id) return;
      if (event.key === 'Delete' || event.key === 'Backspace') {
        event.preventDefault();
        dispatch({ type: 'removed', id });
      } else if (event.key === 'Escape') {
        dispatch({ type: 'backToMenu' });
      } else if (ARROWS[event.key] && !mod) {
        event.preventDefault();
        const [dx, dy] = ARROWS[event.key]!;
        const step = event.shiftKey ? NUDGE_LARGE_CM : NUDGE_CM;
        dispatch({ type: 'nudged', id, dxCm: dx * step, dyCm: dy * step });
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [state.selectedId, dispatch]);
}
