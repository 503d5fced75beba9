import { ITEM_MESSAGES } from '../../domain/items';
import { checkColours, suggestColourCode } from './colours';
import { checkItem, type ItemDraft } from './check-item';
import { checkSizeRun, orderSizeRun, sizeRunLabel } from './sizes';
import { planVariants, variantCode } from './variants';

describe('variant codes', () => {
  it('joins style, colour and size in upper case', () => {
    expect(variantCode('POL-001', 'AZM', 'G')).toBe('POL-001-AZM-G');
    expect(variantCode(' pan-010 ', 'kak', '32')).toBe('PAN-010-KAK-32');
  });
});

describe('colour codes and colour lists', () => {
  it.each([
    ['Azul marino', 'AZM'],
    ['Blanco', 'BLA'],
    ['Gris Oxford', 'GRO'],
    ['Verde de seguridad', 'VES'],
    ['Añil', 'ANI'],
    ['', ''],
  ])('suggests %j → %j', (name, code) => expect(suggestColourCode(name)).toBe(code));

  it('accepts a good list and names each fault by its row', () => {
    expect(checkColours([{ code: 'AZM', name: 'Azul marino', hex: '#1F2A44' }], true)).toEqual({});
    expect(checkColours([], true)).toEqual({ colours: ITEM_MESSAGES.coloursRequired });
    expect(checkColours([], false)).toEqual({});
    expect(
      checkColours(
        [
          { code: 'AZM', name: 'Azul marino', hex: '#1F2A44' },
          { code: 'azm', name: 'AZUL MARÍNO', hex: '1F2A44' },
          { code: 'BLANCO', name: ' ', hex: '#FFFFFF' },
        ],
        true,
      ),
    ).toEqual({
      'colours.1.name': ITEM_MESSAGES.colourRepeated,
      'colours.1.code': ITEM_MESSAGES.colourCodeRepeated,
      'colours.1.hex': ITEM_MESSAGES.colourHex,
      'colours.2.name': ITEM_MESSAGES.colourName,
      'colours.2.code': ITEM_MESSAGES.colourCode,
    });
  });
});

describe('size runs', () => {
  it('keeps the Mexican order whatever order they were picked in', () => {
    expect(orderSizeRun(['G', 'CH', '3XG', 'M'])).toEqual(['CH', 'M', 'G', '3XG']);
    expect(orderSizeRun(['40', '28', '32'])).toEqual(['28', '32', '40']);
  });

  it.each([
    [['CH', 'M', 'G'], null],
    [['28', '30'], null],
    [['UNI'], null],
    [[], ITEM_MESSAGES.sizesRequired],
    [['M', 'XXL'], ITEM_MESSAGES.sizeUnknown('XXL')],
    [['M', 'M'], ITEM_MESSAGES.sizeRepeated('M')],
    [['G', '32'], ITEM_MESSAGES.sizesMixed],
    [['UNI', 'M'], ITEM_MESSAGES.sizesMixed],
    [['29'], ITEM_MESSAGES.sizeUnknown('29')],
  ])('checks %j', (sizes, message) => expect(checkSizeRun(sizes)).toBe(message));

  it('labels a run short', () => {
    expect(sizeRunLabel(['CH', 'M', 'G', 'XG'])).toBe('CH–XG');
    expect(sizeRunLabel(['28', '30', '32'])).toBe('28–32');
    expect(sizeRunLabel(['CH', 'G'])).toBe('CH, G');
    expect(sizeRunLabel(['UNI'])).toBe('UNI');
    expect(sizeRunLabel([])).toBe('');
  });
});

describe('the variant plan', () => {
  it('creates every pair of a new style, colour by colour', () => {
    expect(planVariants([], [1, 2], ['CH', 'M'])).toEqual({
      create: [
        { colourId: 1, size: 'CH' },
        { colourId: 1, size: 'M' },
        { colourId: 2, size: 'CH' },
        { colourId: 2, size: 'M' },
      ],
      keep: [],
      deactivate: [],
    });
  });

  it('keeps existing pairs, deactivates (never deletes) the ones that left, and brings a returning one back', () => {
    const stored = [
      { id: 10, colourId: 1, size: 'CH', active: true },
      { id: 11, colourId: 1, size: 'M', active: true },
      { id: 12, colourId: 2, size: 'CH', active: true },
      { id: 13, colourId: 2, size: 'M', active: false },
    ];
    expect(planVariants(stored, [2], ['M', 'G'])).toEqual({ create: [{ colourId: 2, size: 'G' }], keep: [13], deactivate: [10, 11, 12] });
  });
});

describe('item checks', () => {
  const style: ItemDraft = { code: 'POL-001', description: 'Polo piqué', kind: 'Estilo', clothingId: 1, colours: [{ code: 'AZM', name: 'Azul marino', hex: '#1F2A44' }], sizes: ['CH', 'M'] };

  it('accepts a style and a service', () => {
    expect(checkItem(style)).toEqual({});
    expect(checkItem({ ...style, kind: 'Servicio', clothingId: null, colours: [], sizes: [] })).toEqual({});
  });

  it('refuses a bad code, an empty description and a style without sizes', () => {
    expect(checkItem({ ...style, code: 'POL 001', description: '  ', sizes: [] })).toEqual({
      code: ITEM_MESSAGES.code,
      description: ITEM_MESSAGES.description,
      sizes: ITEM_MESSAGES.sizesRequired,
    });
    expect(checkItem({ ...style, code: '-POL' }).code).toBe(ITEM_MESSAGES.code);
  });

  it('refuses colours, sizes or a garment on a service', () => {
    expect(checkItem({ ...style, kind: 'Servicio' })).toEqual({ colours: ITEM_MESSAGES.serviceNoVariants, clothingId: ITEM_MESSAGES.serviceNoGarment });
  });
});
