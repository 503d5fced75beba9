import { useMemo, useRef, type FocusEvent, type RefObject } from 'react';
import { wholeLayout, type WindowLayout } from './window-layout';

/** Which rows of a list are in the page and how to wire them: every row (`useWholeRows`), or a window (`useWindowedRows`). */
export interface RowWindowing<T extends HTMLElement> {
  /** Whether only the rows near the viewport are rendered (more than WINDOWED_AFTER rows). */
  windowed: boolean;
  /** The element the rows start at (a `<tbody>` or the `<ul>`): its offset from the document's top is the virtualizer's scroll margin. */
  listRef: RefObject<T | null>;
  layout: WindowLayout;
  /** Ref for each rendered row (with `data-index`): measures it, rows wrap so heights vary. */
  measure: (element: Element | null) => void;
  /** On the list: keeps the row holding focus rendered while it is out of view. */
  onFocus: (event: FocusEvent<T>) => void;
  onBlur: (event: FocusEvent<T>) => void;
}

const ignore = () => undefined;

/** Every row in the page, no spacers: a list short enough to render whole, or one waiting for the windowed rows' code. */
export function useWholeRows<T extends HTMLElement>(count: number): RowWindowing<T> {
  const listRef = useRef<T>(null);
  const layout = useMemo(() => wholeLayout(count), [count]);
  return { windowed: false, listRef, layout, measure: ignore, onFocus: ignore as (event: FocusEvent<T>) => void, onBlur: ignore as (event: FocusEvent<T>) => void };
}
