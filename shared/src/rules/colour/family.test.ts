import { colourFamily, foldForSearch, searchThreads, threadMatches } from './family';

/** Rows of the demo catalogue (server/src/db/seed/data/threads.ts): code, name, hex, expected family. */
const SAMPLE = [
  ['11-0601 TCX', 'Bright White', '#FFFFFF', 'blanco'],
  ['Black 6 C', 'Black', '#101820', 'negro'],
  ['877 C', 'Metallic Silver', '#8A8D8F', 'gris'],
  ['7499 C', 'Cream', '#F1E6B2', 'beige'],
  ['871 C', 'Metallic Gold', '#84754E', 'dorado'],
  ['117 C', 'Old Gold', '#C99700', 'dorado'],
  ['109 C', 'Golden Yellow', '#FFD100', 'amarillo'],
  ['151 C', 'Bright Orange', '#FF8200', 'naranja'],
  ['186 C', 'Cardinal Red', '#C8102E', 'rojo'],
  ['7622 C', 'Dark Red', '#93272C', 'rojo'],
  ['Rhodamine Red C', 'Rhodamine', '#E10098', 'rosa'],
  ['268 C', 'Royal Purple', '#582C83', 'morado'],
  ['Blue 072 C', 'Royal Blue', '#10069F', 'azul'],
  ['281 C', 'Navy Blue', '#00205B', 'azul marino'],
  ['534 C', 'Denim Navy', '#1B365D', 'azul marino'],
  ['347 C', 'Kelly Green', '#009A44', 'verde'],
  ['357 C', 'Dark Green', '#215732', 'verde'],
] as const;

const catalogue = SAMPLE.map(([color, nombre, hex]) => ({ color, nombre, hex }));

describe('colourFamily', () => {
  it.each(SAMPLE)('%s %s (%s) is %s', (_code, _name, hex, family) => {
    expect(colourFamily(hex)).toBe(family);
  });

  it('is undefined for something that is not a colour', () => {
    expect(colourFamily('rojo')).toBeUndefined();
  });

  it('reads chocolate as café and teal as turquesa', () => {
    expect(colourFamily('#5C3A21')).toBe('café');
    expect(colourFamily('#008C95')).toBe('turquesa');
  });
});

describe('thread search in Spanish colour words', () => {
  const names = (query: string) => searchThreads(catalogue, query).map((t) => t.nombre);

  it("finds the reds for 'rojo' and only them", () => {
    expect(names('rojo')).toEqual(['Cardinal Red', 'Dark Red']);
  });

  it("finds the navies for 'azul marino', and every blue for 'azul'", () => {
    expect(names('azul marino')).toEqual(['Navy Blue', 'Denim Navy']);
    expect(names('azul')).toEqual(['Royal Blue', 'Navy Blue', 'Denim Navy']);
  });

  it("finds greens for 'verde' and golds for 'dorado'", () => {
    expect(names('verde')).toEqual(['Kelly Green', 'Dark Green']);
    expect(names('dorado')).toEqual(['Metallic Gold', 'Old Gold']);
  });

  it('ignores accents, case and extra spaces, and still finds by code and English name', () => {
    expect(names('CAFÉ')).toEqual(names('cafe'));
    expect(names('  Azul   MARINO ')).toEqual(['Navy Blue', 'Denim Navy']);
    expect(names('186')).toEqual(['Cardinal Red']);
    expect(names('verde 347')).toEqual(['Kelly Green']);
    expect(names('navy')).toEqual(['Navy Blue', 'Denim Navy']);
  });

  it('matches words from their start, and an empty query matches all', () => {
    expect(threadMatches({ hex: '#C8102E', nombre: 'Cardinal Red' }, 'roj')).toBe(true);
    expect(threadMatches({ hex: '#C8102E', nombre: 'Cardinal Red' }, 'ojo')).toBe(false);
    expect(names('')).toHaveLength(SAMPLE.length);
  });

  it('folds text for search', () => {
    expect(foldForSearch('  Café  Oscuro Ñandú ')).toBe('cafe oscuro nandu');
  });
});
