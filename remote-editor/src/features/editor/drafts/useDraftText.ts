import { useCallback, useEffect, useRef, useState, type ChangeEvent } from 'react';
import { TEXT_SAVE_DEBOUNCE_MS } from '@muestrario/shared/domain';

/** Text fields with typed text not yet handed to the save queue: the editor warns before unload while any is. */
const pendingDrafts = new Set<symbol>();

export function hasPendingDrafts(): boolean {
  return pendingDrafts.size > 0;
}

/**
 * A text field saved on a short debounce as well as when it is left (issue 16, item 3): `commit` runs
 * TEXT_SAVE_DEBOUNCE_MS after the last keystroke, on blur and on unmount, once per different text.
 * While focused, the field keeps what is typed; otherwise it follows `value` (an undo, a reload).
 * `commit` returns false to refuse a text (a blank name): the field then goes back to `value` when left.
 */
export function useDraftText(value: string, commit: (text: string) => boolean | void, delayMs: number = TEXT_SAVE_DEBOUNCE_MS) {
  const [draft, setDraft] = useState(value);
  const [seen, setSeen] = useState(value);
  const focused = useRef(false);
  const draftRef = useRef(value);
  const committed = useRef(value);
  const commitRef = useRef(commit);
  commitRef.current = commit;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [token] = useState(() => Symbol('draft'));

  if (value !== seen) {
    setSeen(value);
    committed.current = value;
    if (!focused.current) {
      setDraft(value);
      draftRef.current = value;
    }
  }

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    pendingDrafts.delete(token);
    const text = draftRef.current;
    if (text !== committed.current && commitRef.current(text) !== false) committed.current = text;
  }, [token]);

  useEffect(() => flush, [flush]);

  return {
    value: draft,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const text = event.target.value;
      setDraft(text);
      draftRef.current = text;
      pendingDrafts.add(token);
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, delayMs);
    },
    onFocus: () => {
      focused.current = true;
    },
    onBlur: () => {
      focused.current = false;
      flush();
      if (draftRef.current !== committed.current) {
        draftRef.current = committed.current;
        setDraft(committed.current);
      }
    },
  };
}
