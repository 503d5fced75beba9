import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/** The header cells' widths (px), or undefined while the table is hidden (phones) or not laid out. */
function headerWidths(table: HTMLTableElement | null): number[] | undefined {
  const header = table?.tHead?.rows[0];
  if (!header) return undefined;
  const read = [...header.cells].map((cell) => Math.round(cell.getBoundingClientRect().width));
  return read.some((w) => w <= 0) ? undefined : read;
}

/**
 * Column widths (px) for a table that becomes windowed. While every row is rendered the browser sizes the
 * columns to their content (automatic layout) and nothing here changes the table: each render's widths are
 * read after the browser has painted it (the layout is done by then, so the read forces none) and kept in
 * `memory`. Once the table is windowed the widths last read are kept (the caller sets a fixed layout with
 * them), so the columns do not follow the rows that come and go while scrolling (measured: up to 100 px
 * per column with automatic layout). A table that is windowed from its first render (a phone turned to a
 * wide screen mid-list) reads the widths of its first rows before it paints. `undefined` until then, or
 * while the table is hidden (phones).
 *
 * Issue 34: the whole table used to read its widths in a layout effect and store them in state, which
 * forced the page's layout inside React's commit and rendered the table a second time before the first
 * paint of `/` (traced: the largest block of main-thread work before the home page's largest paint).
 */
export function useFrozenColumns(table: RefObject<HTMLTableElement | null>, windowed: boolean, memory: RefObject<number[] | undefined>): number[] | undefined {
  // `memory` outlives the table: the windowed one replaces the whole one once its code has loaded.
  const [widths, setWidths] = useState<number[] | undefined>(() => memory.current);
  useLayoutEffect(() => {
    if (!windowed || widths) return;
    const read = headerWidths(table.current);
    if (!read) return;
    memory.current = read;
    setWidths(read);
  });
  useEffect(() => {
    if (windowed) return;
    const read = headerWidths(table.current);
    if (read) memory.current = read;
  });
  return widths;
}
