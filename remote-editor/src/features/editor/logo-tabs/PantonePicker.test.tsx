import type { Pantone } from '@muestrario/shared/contract';
import { pantoneLabel, searchPantones } from './PantonePicker';

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

  it("finds threads by their Spanish colour family ('rojo', 'azul marino', 'verde', 'dorado'), derived from CIELAB", () => {
    const c = (id: string, nombre: string, hex: string): Pantone => ({ id, nombre, color: `${id} C`, hex, posicion: '1A', rgb: '' });
    const threads = [c('186', 'Cardinal Red', '#C8102E'), c('289', 'Navy', '#0C2340'), c('347', 'Kelly Green', '#009A44'), c('871', 'Gold', '#D4AF37'), c('286', 'Royal', '#0033A0')];
    expect(searchPantones(threads, 'rojo').map((t) => t.id)).toEqual(['186']);
    expect(searchPantones(threads, 'Azul marino').map((t) => t.id)).toEqual(['289']);
    expect(searchPantones(threads, 'verde').map((t) => t.id)).toEqual(['347']);
    expect(searchPantones(threads, 'dorado').map((t) => t.id)).toEqual(['871']);
    expect(searchPantones(threads, 'azul').map((t) => t.id)).toEqual(['289', '286']);
    expect(pantoneLabel(threads[1]!)).toBe('289 · Navy (289 C) · azul marino');
  });

  it('lists the first 30 for an empty search', () => {
    const many = Array.from({ length: 40 }, (_, i) => p(String(1000 + i), `Color ${i}`, `${i} C`));
    expect(searchPantones(many, '  ')).toHaveLength(30);
  });
});
