import { ariaRowCount, ariaRowIndex, keepIndex, windowLayout, wholeLayout } from './window-layout';

/** Rows of `height` px from `listTop`, as the virtualizer places them (starts from the document's top). */
const placed = (indexes: number[], height: number, listTop: number) => indexes.map((index) => ({ index, start: listTop + index * height, end: listTop + (index + 1) * height }));

describe('windowLayout', () => {
  it('leaves the space of the rows above and below the rendered run', () => {
    // 100 rows of 50 px from 300 px down; rows 40–59 rendered.
    const layout = windowLayout(placed(range(40, 60), 50, 300), 100 * 50, 300);
    expect(layout.rows.map((r) => r.index)).toEqual(range(40, 60));
    expect(layout.rows[0]!.gapBefore).toBe(40 * 50);
    expect(layout.rows.slice(1).every((r) => r.gapBefore === 0)).toBe(true);
    expect(layout.gapAfter).toBe(40 * 50);
  });

  it('has no gaps at the top of the list and none at its end', () => {
    expect(windowLayout(placed(range(0, 20), 57, 120), 30 * 57, 120)).toEqual({ rows: range(0, 20).map((index) => ({ index, gapBefore: 0 })), gapAfter: 10 * 57 });
    const end = windowLayout(placed(range(10, 30), 57, 120), 30 * 57, 120);
    expect(end.rows[0]!.gapBefore).toBe(10 * 57);
    expect(end.gapAfter).toBe(0);
  });

  it('follows measured heights that differ from row to row', () => {
    const rows = [
      { index: 3, start: 1000, end: 1080 },
      { index: 4, start: 1080, end: 1120 },
    ];
    expect(windowLayout(rows, 2000, 200)).toEqual({
      rows: [
        { index: 3, gapBefore: 800 },
        { index: 4, gapBefore: 0 },
      ],
      gapAfter: 200 + 2000 - 1120,
    });
  });

  it('gives a row kept outside the window (the focused one) its own gap', () => {
    const rows = [...placed([2], 50, 0), ...placed(range(60, 70), 50, 0)];
    const layout = windowLayout(rows, 100 * 50, 0);
    expect(layout.rows.map((r) => r.gapBefore)).toEqual([100, 57 * 50, ...Array(9).fill(0)]);
    expect(layout.gapAfter).toBe(30 * 50);
  });

  it('rounds to whole pixels and never goes negative', () => {
    const layout = windowLayout([{ index: 0, start: 99.6, end: 150.2 }], 50, 100);
    expect(layout.rows[0]!.gapBefore).toBe(0);
    expect(layout.gapAfter).toBe(0);
  });

  it('holds the whole height when nothing is rendered', () => {
    expect(windowLayout([], 1234, 80)).toEqual({ rows: [], gapAfter: 1234 });
  });
});

describe('wholeLayout', () => {
  it('renders every row with no gaps', () => {
    expect(wholeLayout(3)).toEqual({ rows: [0, 1, 2].map((index) => ({ index, gapBefore: 0 })), gapAfter: 0 });
  });
});

describe('keepIndex', () => {
  it('adds the focused row in order when it is outside the range', () => {
    expect(keepIndex([10, 11, 12], 3, 50)).toEqual([3, 10, 11, 12]);
    expect(keepIndex([10, 11, 12], 40, 50)).toEqual([10, 11, 12, 40]);
  });

  it('leaves the range as it is when the row is in it, is none, or no longer exists', () => {
    expect(keepIndex([10, 11, 12], 11, 50)).toEqual([10, 11, 12]);
    expect(keepIndex([10, 11, 12], undefined, 50)).toEqual([10, 11, 12]);
    expect(keepIndex([10, 11, 12], 60, 50)).toEqual([10, 11, 12]);
  });
});

describe('aria row numbers', () => {
  it('counts the header row first', () => {
    expect(ariaRowIndex(0)).toBe(2);
    expect(ariaRowIndex(99)).toBe(101);
    expect(ariaRowCount(100)).toBe(101);
  });
});

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from }, (_, i) => from + i);
}
