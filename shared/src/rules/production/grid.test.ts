import {
  compareGrids,
  emptyGrid,
  GRID_MAX_CELL,
  GRID_MESSAGES,
  gridCell,
  gridCellLabel,
  gridCells,
  gridTotals,
  normaliseGrid,
  parseQuantity,
  reshapeGrid,
  sameGrid,
  withCell,
  type SizeGrid,
} from './grid';

const SIZES = ['CH', 'M', 'G', 'XG', '2XG', '3XG'];
/** 3 colours × 6 sizes = 120 pieces (the order). */
const ORDER: SizeGrid = {
  colours: ['Azul marino', 'Blanco', 'Gris jaspe'],
  sizes: SIZES,
  quantities: [
    [5, 10, 12, 8, 4, 1],
    [4, 8, 10, 6, 3, 1],
    [3, 7, 9, 6, 2, 0],
  ],
};

describe('parseQuantity', () => {
  it.each([
    ['', 0],
    ['  ', 0],
    ['0', 0],
    ['12', 12],
    [' 7 ', 7],
    ['1,200', 1200],
    ['+3', 3],
    ['4.0', 4],
    [15, 15],
  ])('reads %p as %p', (input, value) => {
    expect(parseQuantity(input)).toEqual({ ok: true, value });
  });

  it.each([
    ['-1', GRID_MESSAGES.negative],
    [-2, GRID_MESSAGES.negative],
    ['1.5', GRID_MESSAGES.notWhole],
    ['2,5', GRID_MESSAGES.notWhole],
    [2.5, GRID_MESSAGES.notWhole],
    ['doce', GRID_MESSAGES.notNumber],
    ['1e3', GRID_MESSAGES.notNumber],
    ['12,34', GRID_MESSAGES.notWhole],
    [Number.NaN, GRID_MESSAGES.notNumber],
    [String(GRID_MAX_CELL + 1), GRID_MESSAGES.tooLarge],
  ])('refuses %p in Spanish', (input, message) => {
    expect(parseQuantity(input)).toEqual({ ok: false, message });
  });

  it('treats null and undefined as an empty cell', () => {
    expect(parseQuantity(null)).toEqual({ ok: true, value: 0 });
    expect(parseQuantity(undefined)).toEqual({ ok: true, value: 0 });
  });
});

describe('gridTotals', () => {
  it('adds rows, columns and the line', () => {
    expect(gridTotals(ORDER)).toEqual({ rows: [40, 32, 27], columns: [12, 25, 31, 20, 9, 2], total: 99 });
  });

  it('is zero for an empty grid', () => {
    expect(gridTotals(emptyGrid(['Rojo'], ['M', 'G']))).toEqual({ rows: [0], columns: [0, 0], total: 0 });
  });

  it('follows a changed cell', () => {
    const changed = withCell(ORDER, 2, 5, 21);
    expect(gridTotals(changed).total).toBe(120);
    expect(gridTotals(changed).rows[2]).toBe(48);
    expect(gridTotals(ORDER).total).toBe(99); // the original is untouched
  });
});

describe('cells and names', () => {
  it('finds a cell by name without case or accents', () => {
    expect(gridCell(ORDER, 'azul MARINO', 'g')).toBe(12);
    expect(gridCell(ORDER, 'Rojo', 'G')).toBe(0);
  });

  it('lists the variants with pieces', () => {
    const cells = gridCells(ORDER);
    expect(cells).toHaveLength(17);
    expect(cells[0]).toEqual({ colour: 'Azul marino', size: 'CH', quantity: 5 });
    expect(cells.some((c) => c.colour === 'Gris jaspe' && c.size === '3XG')).toBe(false);
  });

  it('keeps shared cells when the colours and sizes change', () => {
    const next = reshapeGrid(ORDER, ['Blanco', 'Negro'], ['M', 'G', '4XG']);
    expect(next.quantities).toEqual([
      [8, 10, 0],
      [0, 0, 0],
    ]);
  });

  it('labels a cell for screen readers', () => {
    expect(gridCellLabel('Azul marino', 'G')).toBe('Cantidad Azul marino talla G');
  });
});

describe('normaliseGrid', () => {
  it('trims names and parses typed cells', () => {
    const result = normaliseGrid({ colours: [' Azul  marino '], sizes: ['CH', ' M'], quantities: [['3', 4]] });
    expect(result).toEqual({ ok: true, grid: { colours: ['Azul marino'], sizes: ['CH', 'M'], quantities: [[3, 4]] } });
  });

  it('names every bad cell', () => {
    const result = normaliseGrid({ colours: ['Blanco', 'Negro'], sizes: ['M', 'G'], quantities: [['1.5', 2], [3, '-4']] });
    expect(result).toEqual({
      ok: false,
      errors: [GRID_MESSAGES.cell('Blanco', 'M', GRID_MESSAGES.notWhole), GRID_MESSAGES.cell('Negro', 'G', GRID_MESSAGES.negative)],
    });
  });

  it('refuses repeated, blank or missing names and a matrix of another shape', () => {
    expect(normaliseGrid({ colours: ['Blanco', 'blanco'], sizes: ['M'], quantities: [[1], [1]] })).toEqual({ ok: false, errors: [GRID_MESSAGES.duplicateColour('blanco')] });
    expect(normaliseGrid({ colours: ['Blanco'], sizes: ['', 'G'], quantities: [[1, 1]] })).toEqual({ ok: false, errors: [GRID_MESSAGES.blankSize] });
    expect(normaliseGrid({ colours: [], sizes: [], quantities: [] })).toEqual({ ok: false, errors: [GRID_MESSAGES.noColours, GRID_MESSAGES.noSizes] });
    expect(normaliseGrid({ colours: ['Blanco'], sizes: ['M', 'G'], quantities: [[1]] })).toEqual({ ok: false, errors: [GRID_MESSAGES.shape] });
    expect(normaliseGrid({ colours: ['Blanco'], sizes: ['M'], quantities: 'x' })).toEqual({ ok: false, errors: [GRID_MESSAGES.shape] });
    expect(normaliseGrid({ colours: ['Blanco'], sizes: ['M'], quantities: [[{}]] })).toEqual({ ok: false, errors: [GRID_MESSAGES.cell('Blanco', 'M', GRID_MESSAGES.notNumber)] });
  });

  it('refuses a grid without pieces unless asked not to', () => {
    const zeros = { colours: ['Blanco'], sizes: ['M'], quantities: [[0]] };
    expect(normaliseGrid(zeros)).toEqual({ ok: false, errors: [GRID_MESSAGES.empty] });
    expect(normaliseGrid(zeros, { allowEmpty: true }).ok).toBe(true);
  });
});

describe('compareGrids', () => {
  it('finds no difference between a grid and itself, in any order of names', () => {
    const reordered: SizeGrid = {
      colours: ['Gris jaspe', 'Azul marino', 'Blanco'],
      sizes: SIZES,
      quantities: [ORDER.quantities[2]!, ORDER.quantities[0]!, ORDER.quantities[1]!],
    };
    expect(compareGrids(ORDER, reordered)).toEqual([]);
    expect(sameGrid(ORDER, reordered)).toBe(true);
  });

  it('names the cells that differ, including names only one grid has', () => {
    const actual: SizeGrid = { colours: ['Azul marino', 'Rojo'], sizes: ['CH', '4XG'], quantities: [[5, 1], [2, 0]] };
    const small: SizeGrid = { colours: ['Azul marino'], sizes: ['CH', 'M'], quantities: [[5, 3]] };
    expect(compareGrids(small, actual)).toEqual([
      { colour: 'Azul marino', size: 'M', expected: 3, actual: 0 },
      { colour: 'Azul marino', size: '4XG', expected: 0, actual: 1 },
      { colour: 'Rojo', size: 'CH', expected: 0, actual: 2 },
    ]);
    expect(sameGrid(small, actual)).toBe(false);
  });
});
