import { foldText } from '../text';

/*
 * A sales order line's size grid (issue 30, item 2): quantities typed per colour × size of a style.
 * Colours are the rows and sizes the columns, both in the style's order (the size run CH, M, G, XG…);
 * `quantities[r][c]` is the pieces of colour r in size c, a whole number from 0 to GRID_MAX_CELL.
 * Names are matched without regard to case or accents ('azul MARINO' is 'Azul marino'), and the
 * grid's own spelling is the one kept.
 */

export interface SizeGrid {
  colours: readonly string[];
  sizes: readonly string[];
  /** One row per colour, one number per size. */
  quantities: readonly (readonly number[])[];
}

/** Most pieces one cell may hold (a typo of an extra zero or two is refused, not produced). */
export const GRID_MAX_CELL = 100_000;

export const GRID_MESSAGES = {
  notWhole: 'Escribe una cantidad entera, sin decimales.',
  negative: 'La cantidad no puede ser negativa.',
  notNumber: 'Escribe la cantidad con números.',
  tooLarge: `La cantidad máxima por celda es ${GRID_MAX_CELL.toLocaleString('es-MX')} piezas.`,
  noColours: 'La cuadrícula necesita al menos un color.',
  noSizes: 'La cuadrícula necesita al menos una talla.',
  blankColour: 'Un color de la cuadrícula está vacío.',
  blankSize: 'Una talla de la cuadrícula está vacía.',
  duplicateColour: (name: string) => `El color «${name}» está repetido en la cuadrícula.`,
  duplicateSize: (name: string) => `La talla «${name}» está repetida en la cuadrícula.`,
  shape: 'Las cantidades no corresponden a los colores y tallas de la cuadrícula.',
  empty: 'Escribe al menos una cantidad en la cuadrícula.',
  cell: (colour: string, size: string, message: string) => `${colour}, talla ${size}: ${message}`,
} as const;

export type QuantityResult = { ok: true; value: number } | { ok: false; message: string };

/**
 * A typed cell: blank is 0; digits with thousands separators ('1,200') are accepted; decimals,
 * signs, letters and numbers above GRID_MAX_CELL are refused with a Spanish message.
 */
export function parseQuantity(input: string | number | null | undefined): QuantityResult {
  if (input === null || input === undefined) return { ok: true, value: 0 };
  if (typeof input === 'number') return checkQuantity(input);
  const text = input.trim().replace(/[\s\u00a0]/g, '');
  if (text === '') return { ok: true, value: 0 };
  if (text.startsWith('-')) return { ok: false, message: GRID_MESSAGES.negative };
  // '1,200' (es-MX thousands) but not '1,5': a comma must be followed by exactly three digits.
  if (/^\d{1,3}(,\d{3})+$/.test(text)) return checkQuantity(Number(text.replace(/,/g, '')));
  if (/^\+?\d+$/.test(text)) return checkQuantity(Number(text.replace('+', '')));
  if (/^\+?\d*[.,]\d+$/.test(text)) {
    const value = Number(text.replace(',', '.').replace('+', ''));
    return Number.isInteger(value) ? checkQuantity(value) : { ok: false, message: GRID_MESSAGES.notWhole };
  }
  return { ok: false, message: GRID_MESSAGES.notNumber };
}

function checkQuantity(value: number): QuantityResult {
  if (!Number.isFinite(value)) return { ok: false, message: GRID_MESSAGES.notNumber };
  if (value < 0) return { ok: false, message: GRID_MESSAGES.negative };
  if (!Number.isInteger(value)) return { ok: false, message: GRID_MESSAGES.notWhole };
  if (value > GRID_MAX_CELL) return { ok: false, message: GRID_MESSAGES.tooLarge };
  return { ok: true, value };
}

/** A grid of zeros for a style's colours and size run. */
export function emptyGrid(colours: readonly string[], sizes: readonly string[]): SizeGrid {
  return { colours: [...colours], sizes: [...sizes], quantities: colours.map(() => sizes.map(() => 0)) };
}

/** Index of a name in a list, ignoring case, accents and surrounding spaces; -1 when absent. */
export function indexOfName(list: readonly string[], name: string): number {
  const key = foldText(name.trim());
  return list.findIndex((item) => foldText(item.trim()) === key);
}

/** The quantity of one colour and size (0 when either is not in the grid). */
export function gridCell(grid: SizeGrid, colour: string, size: string): number {
  const r = indexOfName(grid.colours, colour);
  const c = indexOfName(grid.sizes, size);
  return r < 0 || c < 0 ? 0 : (grid.quantities[r]?.[c] ?? 0);
}

/** A copy of the grid with one cell changed (by position). */
export function withCell(grid: SizeGrid, row: number, column: number, value: number): SizeGrid {
  return { ...grid, quantities: grid.quantities.map((cells, r) => (r === row ? cells.map((v, c) => (c === column ? value : v)) : cells)) };
}

/**
 * The grid laid on other colours and sizes (the style's lists changed): quantities of the names both
 * share are kept, new names start at 0, names that left are dropped.
 */
export function reshapeGrid(grid: SizeGrid, colours: readonly string[], sizes: readonly string[]): SizeGrid {
  return { colours: [...colours], sizes: [...sizes], quantities: colours.map((colour) => sizes.map((size) => gridCell(grid, colour, size))) };
}

export interface GridTotals {
  /** Per colour (row), in the grid's order. */
  rows: number[];
  /** Per size (column), in the grid's order. */
  columns: number[];
  /** The line's pieces. */
  total: number;
}

export function gridTotals(grid: SizeGrid): GridTotals {
  const rows = grid.colours.map(() => 0);
  const columns = grid.sizes.map(() => 0);
  let total = 0;
  grid.colours.forEach((_, r) => {
    grid.sizes.forEach((_s, c) => {
      const v = grid.quantities[r]?.[c] ?? 0;
      rows[r]! += v;
      columns[c]! += v;
      total += v;
    });
  });
  return { rows, columns, total };
}

/** Every cell with pieces, row by row: the variants (style × colour × size) the line orders. */
export function gridCells(grid: SizeGrid): Array<{ colour: string; size: string; quantity: number }> {
  return grid.colours.flatMap((colour, r) =>
    grid.sizes.flatMap((size, c) => {
      const quantity = grid.quantities[r]?.[c] ?? 0;
      return quantity > 0 ? [{ colour, size, quantity }] : [];
    }),
  );
}

export type GridInput = { colours: readonly unknown[]; sizes: readonly unknown[]; quantities: unknown };

export type NormalisedGrid = { ok: true; grid: SizeGrid } | { ok: false; errors: string[] };

/**
 * Checks and normalises a grid as it arrives (a form, a request body): trimmed unique names, a
 * matrix of the right shape whose cells are whole numbers from 0 to GRID_MAX_CELL (strings typed in
 * the cells are parsed with `parseQuantity`), and at least one piece unless `allowEmpty`. Every
 * error is returned, each naming its cell.
 */
export function normaliseGrid(input: GridInput, options: { allowEmpty?: boolean } = {}): NormalisedGrid {
  const errors: string[] = [];
  const names = (list: readonly unknown[], blank: string, duplicate: (name: string) => string) => {
    const out: string[] = [];
    const seen = new Set<string>();
    for (const item of list) {
      const name = typeof item === 'string' ? item.trim().replace(/\s+/g, ' ') : '';
      if (name === '') {
        if (!errors.includes(blank)) errors.push(blank);
        out.push(name);
        continue;
      }
      const key = foldText(name);
      if (seen.has(key)) errors.push(duplicate(name));
      seen.add(key);
      out.push(name);
    }
    return out;
  };
  const colours = names(input.colours, GRID_MESSAGES.blankColour, GRID_MESSAGES.duplicateColour);
  const sizes = names(input.sizes, GRID_MESSAGES.blankSize, GRID_MESSAGES.duplicateSize);
  if (colours.length === 0) errors.push(GRID_MESSAGES.noColours);
  if (sizes.length === 0) errors.push(GRID_MESSAGES.noSizes);
  const matrix = input.quantities;
  const shaped =
    Array.isArray(matrix) && matrix.length === colours.length && matrix.every((row: unknown) => Array.isArray(row) && row.length === sizes.length);
  if (!shaped) {
    errors.push(GRID_MESSAGES.shape);
    return { ok: false, errors };
  }
  const quantities = colours.map((colour, r) =>
    sizes.map((size, c) => {
      const cell = (matrix as unknown[][])[r]![c];
      const parsed = typeof cell === 'string' || typeof cell === 'number' || cell === null ? parseQuantity(cell) : ({ ok: false, message: GRID_MESSAGES.notNumber } as const);
      if (!parsed.ok) {
        errors.push(GRID_MESSAGES.cell(colour, size, parsed.message));
        return 0;
      }
      return parsed.value;
    }),
  );
  const grid: SizeGrid = { colours, sizes, quantities };
  if (errors.length === 0 && !options.allowEmpty && gridTotals(grid).total === 0) errors.push(GRID_MESSAGES.empty);
  return errors.length > 0 ? { ok: false, errors } : { ok: true, grid };
}

export interface GridDifference {
  colour: string;
  size: string;
  /** Pieces in the first grid (the order's). */
  expected: number;
  /** Pieces in the second grid (e.g. counted from a name list). */
  actual: number;
}

/**
 * The cells where two grids differ, over the union of their colours and sizes (the first grid's
 * order, then names only the second has); names are matched without case or accents.
 */
export function compareGrids(expected: SizeGrid, actual: SizeGrid): GridDifference[] {
  const union = (a: readonly string[], b: readonly string[]) => [...a, ...b.filter((name) => indexOfName(a, name) < 0)];
  const colours = union(expected.colours, actual.colours);
  const sizes = union(expected.sizes, actual.sizes);
  const out: GridDifference[] = [];
  for (const colour of colours) {
    for (const size of sizes) {
      const e = gridCell(expected, colour, size);
      const a = gridCell(actual, colour, size);
      if (e !== a) out.push({ colour, size, expected: e, actual: a });
    }
  }
  return out;
}

/** Whether two grids order the same pieces of each colour and size (names' order does not matter). */
export function sameGrid(a: SizeGrid, b: SizeGrid): boolean {
  return compareGrids(a, b).length === 0;
}

/** 'Cantidad Azul marino talla G': the accessible name of a cell's input. */
export function gridCellLabel(colour: string, size: string): string {
  return `Cantidad ${colour} talla ${size}`;
}
