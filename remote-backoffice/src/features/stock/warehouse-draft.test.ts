import { STOCK_MESSAGES } from '@muestrario/shared/domain';
import { CHOOSE_WAREHOUSE, draftOfWarehouse, EMPTY_WAREHOUSE_DRAFT, locationBodyOf, warehouseBodyOf, warehouseKindOf } from './warehouse-draft';

describe('warehouseBodyOf', () => {
  it('sends the code upper-cased and trimmed, the name trimmed', () => {
    expect(warehouseBodyOf({ ...EMPTY_WAREHOUSE_DRAFT, code: ' mp ', name: ' Materia prima ' })).toEqual({ body: { code: 'MP', name: 'Materia prima', kind: 'raw_material', active: true } });
  });
  it('puts each problem beside its field', () => {
    expect(warehouseBodyOf(EMPTY_WAREHOUSE_DRAFT)).toEqual({ errors: { code: STOCK_MESSAGES.codeRequired, name: STOCK_MESSAGES.nameRequired } });
    expect(warehouseBodyOf({ ...EMPTY_WAREHOUSE_DRAFT, code: 'M P', name: 'x'.repeat(61) })).toEqual({ errors: { code: STOCK_MESSAGES.codeFormat, name: 'Escribe como máximo 60 caracteres.' } });
    expect(warehouseBodyOf({ ...EMPTY_WAREHOUSE_DRAFT, code: 'ABCDEFGHIJK', name: 'a' })).toEqual({ errors: { code: 'Escribe como máximo 10 caracteres.' } });
  });
  it('reads a warehouse back and a kind from a select', () => {
    expect(draftOfWarehouse({ id: 1, code: 'PT', name: 'Producto terminado', kind: 'finished_goods', active: false, locationCount: 2, updatedAt: '' })).toEqual({ code: 'PT', name: 'Producto terminado', kind: 'finished_goods', active: false });
    expect(warehouseKindOf('transit')).toBe('transit');
    expect(warehouseKindOf('bodega')).toBe('raw_material');
  });
});

describe('locationBodyOf', () => {
  it('needs a warehouse and a code of letters, digits and hyphens', () => {
    expect(locationBodyOf({ warehouseId: null, code: '', name: '', active: true })).toEqual({ errors: { warehouseId: CHOOSE_WAREHOUSE, code: STOCK_MESSAGES.codeRequired } });
    expect(locationBodyOf({ warehouseId: 1, code: 'A/01', name: '', active: true })).toEqual({ errors: { code: STOCK_MESSAGES.codeFormat } });
    expect(locationBodyOf({ warehouseId: 1, code: ' a-01-03 ', name: ' Hilos ', active: false })).toEqual({ body: { warehouseId: 1, code: 'A-01-03', name: 'Hilos', active: false } });
  });
});
