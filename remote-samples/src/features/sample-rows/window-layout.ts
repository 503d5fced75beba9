/*
 * Where the rendered rows of a windowed list sit among all its rows: which rows are in the page and how
 * tall the empty space is before each run of them and after the last. Pure, so the table and the cards
 * share it and a test can check it without a browser.
 */

/** A row the virtualizer placed: its index and where it starts and ends (px from the document's top). */
export interface PlacedRow {
  index: number;
  start: number;
  end: number;
}

export interface WindowLayout {
  /** The rows to render, in order, each with the space (px) to leave before it (rows not rendered). */
  rows: { index: number; gapBefore: number }[];
  /** The space (px) after the last rendered row (the rows below it that are not rendered). */
  gapAfter: number;
}

/**
 * Spacer heights around the rendered rows. `rows` are the virtualizer's items (sorted by index, starts
 * counted from the document's top), `totalSize` the height of the whole list (all rows), `listTop`
 * where the list starts in the document (the virtualizer's scrollMargin). A row kept outside the window
 * (the one with focus) makes a second run, with its own gap before it.
 */
export function windowLayout(rows: readonly PlacedRow[], totalSize: number, listTop: number): WindowLayout {
  let reached = listTop;
  const placed = rows.map((row) => {
    const gapBefore = Math.max(0, Math.round(row.start - reached));
    reached = row.end;
    return { index: row.index, gapBefore };
  });
  const gapAfter = rows.length ? Math.max(0, Math.round(listTop + totalSize - reached)) : Math.max(0, Math.round(totalSize));
  return { rows: placed, gapAfter };
}

/** Every row, no gaps: a list short enough to render whole. */
export function wholeLayout(count: number): WindowLayout {
  return { rows: Array.from({ length: count }, (_, index) => ({ index, gapBefore: 0 })), gapAfter: 0 };
}

/**
 * The virtualizer's range with `kept` added in order (the row that has focus stays in the page when it
 * scrolls out of view, so focus is not lost to the page's body).
 */
export function keepIndex(range: readonly number[], kept: number | undefined, count: number): number[] {
  if (kept === undefined || kept < 0 || kept >= count || range.includes(kept)) return [...range];
  return [...range, kept].sort((a, b) => a - b);
}

/** `aria-rowindex` of the row at `index` (counted from 1, the header row being the first). */
export const ariaRowIndex = (index: number) => index + 2;
/** `aria-rowcount` of a table of `total` rows plus its header row. */
export const ariaRowCount = (total: number) => total + 1;
