import type { Pantone } from '@muestrario/shared/contract';
import { searchPantones } from './PantonePicker';

const p = (id: string, nombre: string, color: string): Pantone => ({ id, nombre, color, hex: '#000000', posicion: '1A', rgb: 'rgb(0, 0, 0)' });
const CATALOGUE = [p('1001', 'White', 'PMS White'), p('1002', 'Navy', 'PMS 289 C'), p('Oro', 'Gold', '871 C'), p('Plata', 'Silver', '877 C')];

describe('searchPantones', () => {
  it('finds threads by id, Pantone code or name, ignoring case and accents', () => {
    expect(searchPantones(CATALOGUE, '1002').map((t) => t.id)).toEqual(['1002']);
    expect(searchPantones(CATALOGUE, '877').map((t) => t.id)).toEqual(['Plata']);
    expect(searchPantones(CATALOGUE, 'navy').map((t) => t.id)).toEqual(['1002']);
    expect(searchPantones(CATALOGUE, 'ÓRO').map((t) => t.id)).toEqual(['Oro']);
    expect(searchPantones(CATALOGUE, 'zzz')).toEqual([]);
  });

  it('lists the first 30 for an empty search', () => {
    const many = Array.from({ length: 40 }, (_, i) => p(String(1000 + i), `Color ${i}`, `${i} C`));
    expect(searchPantones(many, '  ')).toHaveLength(30);
  });
});
