import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useLayoutEffect, useRef, useState, type FocusEvent } from 'react';
import { WINDOWED_AFTER } from './list-sizes';
import type { RowWindowing } from './row-windowing';
import { keepIndex, windowLayout, wholeLayout } from './window-layout';

/** Rows rendered beyond each edge of the viewport (enough for a few Tab presses, and for fast wheels). */
const OVERSCAN = 8;

/**
 * The rows of a list that scrolls with the page (useWindowVirtualizer): past WINDOWED_AFTER rows, only
 * those near the viewport (plus the one with focus); up to it, all. Rows are known by their sample's id
 * (a measured height follows its row); `estimate` is a row's usual height.
 */
export function useWindowedRows<T extends HTMLElement>(rows: readonly { sampleId: number }[], estimate: number): RowWindowing<T> {
  const count = rows.length;
  const windowed = count > WINDOWED_AFTER;
  const listRef = useRef<T>(null);
  const [listTop, setListTop] = useState(0);
  const [focused, setFocused] = useState<number>();

  // Where the list starts moves with what is above it (filters, alerts): read after every render.
  useLayoutEffect(() => {
    const element = listRef.current;
    if (!element) return;
    const top = Math.round(element.getBoundingClientRect().top + window.scrollY);
    if (top !== listTop) setListTop(top);
  });

  const getItemKey = useCallback((index: number) => rows[index]?.sampleId ?? index, [rows]);
  const rangeExtractor = useCallback((range: Range) => keepIndex(defaultRangeExtractor(range), focused, range.count), [focused]);
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize: () => estimate,
    overscan: OVERSCAN,
    scrollMargin: listTop,
    rangeExtractor,
    getItemKey,
  });
  // Rows are in the page's flow: a measured row already moved what is below it, and the spacers only
  // hold rows that are not rendered, so a new measurement never calls for a scroll correction (the
  // browser's scroll anchoring keeps the view still).
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = () => false;

  const layout = windowed ? windowLayout(virtualizer.getVirtualItems(), virtualizer.getTotalSize(), listTop) : wholeLayout(count);

  const onFocus = useCallback((event: FocusEvent<T>) => {
    const row = (event.target as Element).closest('[data-index]');
    if (row) setFocused(Number(row.getAttribute('data-index')));
  }, []);
  const onBlur = useCallback((event: FocusEvent<T>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(undefined);
  }, []);

  return { windowed, listRef, layout, measure: virtualizer.measureElement, onFocus, onBlur };
}
