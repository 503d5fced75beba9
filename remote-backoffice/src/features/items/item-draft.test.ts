import { BLANK_ITEM } from '@muestrario/shared/contract';
import { inputOf, previewCodes, toggleSize, withColourName, withKind, withNewColour } from './item-draft';

describe('the item form’s draft', () => {
  it('suggests the colour code from the name until a code of one’s own is typed', () => {
    let item = withNewColour(BLANK_ITEM);
    item = withColourName(item, 0, 'Azul');
    expect(item.colours[0]!.code).toBe('AZU');
    item = withColourName(item, 0, 'Azul marino');
    expect(item.colours[0]!.code).toBe('AZM');
    item = { ...item, colours: [{ ...item.colours[0]!, code: 'MAR' }] };
    expect(withColourName(item, 0, 'Azul marino oscuro').colours[0]!.code).toBe('MAR');
  });

  it('keeps the size run in order and of one family', () => {
    let item = toggleSize(toggleSize(BLANK_ITEM, 'G'), 'CH');
    expect(item.sizes).toEqual(['CH', 'G']);
    item = toggleSize(item, '32');
    expect(item.sizes).toEqual(['32']);
    expect(toggleSize(item, '32').sizes).toEqual([]);
  });

  it('previews the variant codes colour by colour', () => {
    const item = { ...BLANK_ITEM, code: 'POL-001', colours: [{ code: 'AZM', name: 'Azul marino', hex: '#1F2A44' }, { code: '', name: '', hex: '#000000' }], sizes: ['M', 'CH'] as const };
    expect(previewCodes({ ...item, sizes: [...item.sizes] })).toEqual(['POL-001-AZM-CH', 'POL-001-AZM-M', 'POL-001-?-CH', 'POL-001-?-M']);
    expect(previewCodes({ ...item, sizes: [...item.sizes], kind: 'Servicio' })).toEqual([]);
  });

  it('turns a style into a service without colours, sizes or garment, and reads a detail back', () => {
    const service = withKind({ ...BLANK_ITEM, clothingId: 3, sizes: ['M'], colours: [{ code: 'A', name: 'A', hex: '#000000' }] }, 'Servicio');
    expect(service).toMatchObject({ kind: 'Servicio', clothingId: null, colours: [], sizes: [], satUnitKey: 'E48' });
    expect(inputOf({ ...BLANK_ITEM, id: 4, garment: 'Polo', variantCount: 0, colours: [], sizes: ['M'] })).toEqual({ ...BLANK_ITEM, sizes: ['M'] });
  });
});
