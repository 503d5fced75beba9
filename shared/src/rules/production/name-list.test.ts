import type { SizeGrid } from './grid';
import { checkNameList, checkNameListText, decodeNameListFile, NAME_LIST_MAX_ROWS, NAME_LIST_MESSAGES, nameTextBoxes, parseNameList, type NameTextBox } from './name-list';
import { textWidthCm } from './text-fit';

const GRID: SizeGrid = {
  colours: ['Azul marino', 'Blanco'],
  sizes: ['CH', 'M', 'G'],
  quantities: [
    [1, 1, 0],
    [0, 1, 1],
  ],
};
const CHEST: NameTextBox = { label: 'NOMBRE', aliases: ['Frente'], font: 'Roboto', heightCm: 1, widthCm: 8, text: 'NOMBRE' };
const BACK: NameTextBox = { label: 'PUESTO', font: 'Gilroy', heightCm: 1.5, widthCm: 30, text: 'PUESTO' };

describe('parseNameList', () => {
  it('reads a tab-separated paste with a header, numbering rows as the sheet does', () => {
    const parsed = parseNameList('Nombre\tTalla\tColor\nAna López\tCH\tAzul marino\n\nJosé Peña\tM\tBlanco\n');
    expect(parsed).toMatchObject({ header: true, delimiter: '\t', errors: [] });
    expect(parsed.rows).toEqual([
      { row: 2, name: 'Ana López', size: 'CH', colour: 'Azul marino', text: '' },
      { row: 4, name: 'José Peña', size: 'M', colour: 'Blanco', text: '' },
    ]);
  });

  it('reads comma CSV without a header, with quotes, a BOM and CRLF', () => {
    const parsed = parseNameList('\uFEFF"Pérez, Juan",G,Blanco,NOMBRE\r\n"Ana ""La Güera""",CH,Azul marino\r\n');
    expect(parsed).toMatchObject({ header: false, delimiter: ',', errors: [] });
    expect(parsed.rows).toEqual([
      { row: 1, name: 'Pérez, Juan', size: 'G', colour: 'Blanco', text: 'NOMBRE' },
      { row: 2, name: 'Ana "La Güera"', size: 'CH', colour: 'Azul marino', text: '' },
    ]);
  });

  it('reads semicolons (Excel in Spanish) and columns in any order under a header', () => {
    expect(parseNameList('Nombre completo,Talla,Color\nAna,M,Blanco').rows).toEqual([{ row: 2, name: 'Ana', size: 'M', colour: 'Blanco', text: '' }]);
    const parsed = parseNameList('COLOR;TALLA;NOMBRE;TEXTO\rBlanco;M;Luis Ángel;puesto');
    expect(parsed.delimiter).toBe(';');
    expect(parsed.rows).toEqual([{ row: 2, name: 'Luis Ángel', size: 'M', colour: 'Blanco', text: 'puesto' }]);
  });

  it('keeps the numbering of a quoted cell that spans lines', () => {
    const parsed = parseNameList('"Ana\nMaría",CH,Blanco\nLuis,M,Blanco');
    expect(parsed.rows.map((r) => [r.row, r.name])).toEqual([
      [1, 'Ana María'],
      [3, 'Luis'],
    ]);
  });

  it('says what is wrong with the list as a whole', () => {
    expect(parseNameList(' \n\n').errors).toEqual([NAME_LIST_MESSAGES.empty]);
    expect(parseNameList('nombre,talla,color\n').errors).toEqual([NAME_LIST_MESSAGES.empty]);
    expect(parseNameList('nombre,talla,puesto\nAna,M,Jefa').errors).toEqual([NAME_LIST_MESSAGES.unknownHeader('puesto'), NAME_LIST_MESSAGES.missingColumn('color')]);
    expect(parseNameList('"Ana,M,Blanco').errors).toEqual([NAME_LIST_MESSAGES.unclosedQuote(1)]);
    const many = parseNameList(Array.from({ length: NAME_LIST_MAX_ROWS + 1 }, (_, i) => `N${i},M,Blanco`).join('\n'));
    expect(many.errors).toEqual([NAME_LIST_MESSAGES.tooManyRows(NAME_LIST_MAX_ROWS + 1)]);
    expect(many.rows).toHaveLength(NAME_LIST_MAX_ROWS);
  });
});

describe('decodeNameListFile', () => {
  it('reads UTF-8 and falls back to Windows-1252', () => {
    expect(decodeNameListFile(new TextEncoder().encode('Peña,M,Blanco'))).toEqual({ ok: true, text: 'Peña,M,Blanco' });
    expect(decodeNameListFile(Uint8Array.from([0x50, 0x65, 0xf1, 0x61]))).toEqual({ ok: true, text: 'Peña' });
  });

  it('refuses binary and oversized files', () => {
    expect(decodeNameListFile(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x00]))).toEqual({ ok: false, message: NAME_LIST_MESSAGES.notText });
    expect(decodeNameListFile(new Uint8Array(1_000_001).fill(0x41))).toEqual({ ok: false, message: NAME_LIST_MESSAGES.tooLarge });
  });
});

describe('checkNameList', () => {
  const good = 'nombre,talla,color\nAna López,CH,Azul marino\nLuis Peña,M,azul MARINO\nMaría Ruiz,m,Blanco\nJosé Díaz,G,Blanco';

  it('accepts a list that matches the grid, in the grid’s spelling', () => {
    const check = checkNameListText(good, GRID, [CHEST]);
    expect(check).toMatchObject({ ok: true, errors: [], differences: [], errorCount: 0, warningCount: 0 });
    expect(check.rows[1]).toMatchObject({ row: 3, colour: 'Azul marino', size: 'M', text: 'NOMBRE' });
    expect(check.rows[1]!.widthCm).toBeCloseTo(textWidthCm('Luis Peña', 'Roboto', 1), 6);
    expect(check.counts.quantities).toEqual(GRID.quantities);
  });

  it('flags each bad row with its number', () => {
    const text = 'nombre,talla,color\n,CH,Azul marino\nLuis,XXL,Azul marino\nMaría,M,Rojo\nJosé,,Blanco';
    const check = checkNameListText(text, GRID, [CHEST]);
    expect(check.ok).toBe(false);
    expect(check.rows.map((r) => r.issues.map((i) => i.message))).toEqual([
      [NAME_LIST_MESSAGES.emptyName(2)],
      [NAME_LIST_MESSAGES.sizeNotInGrid(3, 'XXL', GRID.sizes)],
      [NAME_LIST_MESSAGES.colourNotInGrid(4, 'Rojo', GRID.colours)],
      [NAME_LIST_MESSAGES.emptySize(5)],
    ]);
    expect(NAME_LIST_MESSAGES.sizeNotInGrid(3, 'XXL', GRID.sizes)).toBe('Fila 3: la talla «XXL» no está en la cuadrícula (CH, M, G).');
    expect(check.errorCount).toBe(4);
  });

  it('flags a repeated name (case and accents aside) as a warning that does not block', () => {
    const text = 'José Pérez,CH,Azul marino\nLuis,M,Azul marino\njose perez,M,Blanco\nAna,G,Blanco';
    const check = checkNameListText(text, GRID, [CHEST]);
    expect(check.rows[2]!.issues).toEqual([{ row: 3, field: 'name', severity: 'warning', message: NAME_LIST_MESSAGES.duplicate(3, 1) }]);
    expect(check.rows[0]!.issues).toEqual([]);
    expect(check).toMatchObject({ ok: true, warningCount: 1, errorCount: 0 });
  });

  it('refuses a name too long for its box, at its height and font, saying the widths', () => {
    const long = 'María Guadalupe Hernández';
    const check = checkNameListText(`${long},CH,Azul marino\nLuis,M,Azul marino\nAna,M,Blanco\nJosé,G,Blanco`, GRID, [CHEST]);
    const width = textWidthCm(long, 'Roboto', 1);
    expect(width).toBeGreaterThan(8);
    expect(check.rows[0]!.issues).toEqual([{ row: 1, field: 'name', severity: 'error', message: NAME_LIST_MESSAGES.doesNotFit(1, long, width, CHEST, 8) }]);
    expect(check.rows[0]!.issues[0]!.message).toMatch(/^Fila 1: «María Guadalupe Hernández» no cabe en el texto «NOMBRE»: mide \d+\.\d cm de ancho a 1\.0 cm de alto en Roboto, y caben 8\.0 cm\.$/);
    // The same name fits the larger back text.
    const back = checkNameListText(`${long},CH,Azul marino,PUESTO\nLuis,M,Azul marino,puesto\nAna,M,Blanco,puesto\nJosé,G,Blanco,puesto`, GRID, [CHEST, BACK]);
    expect(back.ok).toBe(true);
  });

  it('resolves the text column by label or alias, and asks for it when there are several texts', () => {
    const check = checkNameListText('Ana,CH,Azul marino,frente\nLuis,M,Azul marino\nMaría,M,Blanco,Manga\nJosé,G,Blanco,Puesto', GRID, [CHEST, BACK]);
    expect(check.rows.map((r) => r.text)).toEqual(['NOMBRE', '', 'Manga', 'PUESTO']);
    expect(check.rows[1]!.issues.map((i) => i.message)).toEqual([NAME_LIST_MESSAGES.whichText(2, ['NOMBRE', 'PUESTO'])]);
    expect(check.rows[2]!.issues.map((i) => i.message)).toEqual([NAME_LIST_MESSAGES.textNotFound(3, 'Manga', ['NOMBRE', 'PUESTO'])]);
  });

  it('does not check the fit when the sample has no text', () => {
    const check = checkNameListText('María Guadalupe Hernández Santiago,CH,Azul marino\nLuis,M,Azul marino\nAna,M,Blanco\nJosé,G,Blanco', GRID, []);
    expect(check.ok).toBe(true);
    expect(check.rows[0]!.widthCm).toBeUndefined();
  });

  it('says which cells of the grid the counts miss', () => {
    const check = checkNameListText('Ana,CH,Azul marino\nLuis,CH,Azul marino\nMaría,M,Blanco', GRID, [CHEST]);
    expect(check.differences).toEqual([
      { colour: 'Azul marino', size: 'CH', expected: 1, actual: 2 },
      { colour: 'Azul marino', size: 'M', expected: 1, actual: 0 },
      { colour: 'Blanco', size: 'G', expected: 1, actual: 0 },
    ]);
    expect(check.errors).toEqual([
      'Azul marino, talla CH: la cuadrícula pide 1 pieza y la lista trae 2.',
      'Azul marino, talla M: la cuadrícula pide 1 pieza y la lista trae 0.',
      'Blanco, talla G: la cuadrícula pide 1 pieza y la lista trae 0.',
    ]);
    expect(check.ok).toBe(false);
  });

  it('carries the parse errors into the check', () => {
    const check = checkNameList(parseNameList(''), GRID, [CHEST]);
    expect(check.errors[0]).toBe(NAME_LIST_MESSAGES.empty);
    expect(check.ok).toBe(false);
  });

  it('checks a 500-row list against a 3 × 6 grid', () => {
    const colours = ['Azul marino', 'Blanco', 'Gris jaspe'];
    const sizes = ['CH', 'M', 'G', 'XG', '2XG', '3XG'];
    const quantities = colours.map(() => sizes.map(() => 0));
    const lines = ['nombre,talla,color,texto'];
    for (let i = 0; i < 500; i++) {
      const r = i % 3;
      const c = Math.floor(i / 3) % 6;
      quantities[r]![c]! += 1;
      lines.push(`Empleado ${i + 1} Pérez,${sizes[c]},${colours[r]},NOMBRE`);
    }
    lines.push('Empleado 1 perez,CH,Azul marino,NOMBRE'); // one repeat, one extra piece
    const check = checkNameListText(lines.join('\r\n'), { colours, sizes, quantities }, [{ ...CHEST, widthCm: 12 }]);
    expect(check.rows).toHaveLength(501);
    expect(check.warningCount).toBe(1);
    expect(check.errorCount).toBe(0);
    expect(check.differences).toEqual([{ colour: 'Azul marino', size: 'CH', expected: quantities[0]![0], actual: quantities[0]![0]! + 1 }]);
  });
});

describe('nameTextBoxes', () => {
  const base = { font: 'Roboto' as const, widthCm: 8, heightCm: 1 };
  it('names each box by its text, adding the view when two texts say the same', () => {
    const boxes = nameTextBoxes([
      { ...base, textId: 4, text: 'NOMBRE', view: 'Frente' },
      { ...base, textId: 5, text: 'NOMBRE', view: 'Espalda' },
      { ...base, textId: 6, text: 'PUESTO', view: 'Espalda' },
    ]);
    expect(boxes.map((b) => [b.label, b.aliases])).toEqual([
      ['NOMBRE (Frente)', ['Frente', '4']],
      ['NOMBRE (Espalda)', ['5']],
      ['PUESTO', ['6']],
    ]);
    const check = checkNameListText('Ana,CH,Azul marino,frente\nLuis,M,Azul marino,NOMBRE (Espalda)\nMaría,M,Blanco,6\nJosé,G,Blanco,espalda', GRID, boxes);
    expect(check.rows.map((r) => r.text)).toEqual(['NOMBRE (Frente)', 'NOMBRE (Espalda)', 'PUESTO', 'espalda']);
    expect(check.rows[3]!.issues[0]!.message).toBe(NAME_LIST_MESSAGES.textNotFound(4, 'espalda', boxes.map((b) => b.label)));
  });
});
