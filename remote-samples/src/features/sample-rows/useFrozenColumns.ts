import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/**
 * Column widths (px) for a table that becomes windowed. While every row is rendered the browser sizes the
 * columns to their content (automatic layout); each render's widths are read. Once the table is windowed
 * the widths last read are kept (the caller sets a fixed layout with them), so the columns do not follow
 * the rows that come and go while scrolling (measured: up to 100 px per column with automatic layout).
 * A table that is windowed from its first render (a phone turned to a wide screen mid-list) keeps the
 * widths of its first rows. `undefined` until a width was read, or while the table is hidden (phones).
 */
export function useFrozenColumns(table: RefObject<HTMLTableElement | null>, windowed: boolean, memory: RefObject<number[] | undefined>): number[] | undefined {
  // `memory` outlives the table: the windowed one replaces the whole one once its code has loaded.
  const [widths, setWidths] = useState<number[] | undefined>(() => memory.current);
  const last = useRef<string>('');
  useLayoutEffect(() => {
    if (windowed && widths) return;
    const header = table.current?.tHead?.rows[0];
    if (!header) return;
    const read = [...header.cells].map((cell) => Math.round(cell.getBoundingClientRect().width));
    if (read.some((w) => w <= 0)) return;
    const key = read.join(',');
    if (key === last.current) return;
    last.current = key;
    memory.current = read;
    setWidths(read);
  });
  return widths;
}
