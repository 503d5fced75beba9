import { stageName } from '../../domain/stages';
import { firstErrors, gridSampleRefusal, gridStyleErrors, nameListText, ORDER_GRID_MESSAGES } from './order-grid';
import { checkNameListText } from './name-list';

describe('order line grid rules', () => {
  it('accepts only authorised samples (stage 7) and says the stage of another', () => {
    expect(gridSampleRefusal({ name: 'Polos', stage: 7 })).toBeNull();
    expect(gridSampleRefusal({ name: 'Polos', stage: 6 })).toBe(`La muestra «Polos» está en la etapa «${stageName(6)}»: solo una muestra autorizada (etapa 7, Autorizada) puede fabricarse.`);
    expect(gridSampleRefusal({ name: 'Polos', stage: 8 })).toMatch(/^La muestra «Polos» está en la etapa «[^»]+»/);
  });

  it('names every colour and size the style does not have, ignoring case and accents', () => {
    const style = { code: 'POL-001', colours: ['Azul marino', 'Café'], sizes: ['CH', 'M'] };
    expect(gridStyleErrors({ colours: ['azul MARINO', 'cafe'], sizes: ['ch', 'M'], quantities: [[1, 0], [0, 1]] }, style)).toEqual([]);
    expect(gridStyleErrors({ colours: ['Verde'], sizes: ['XG'], quantities: [[1]] }, style)).toEqual([
      ORDER_GRID_MESSAGES.colourNotInStyle('Verde', 'POL-001', style.colours),
      ORDER_GRID_MESSAGES.sizeNotInStyle('XG', 'POL-001', style.sizes),
    ]);
  });

  it('writes a saved list back as text that parses to the same rows', () => {
    const rows = [{ name: 'Rosa Peña', size: 'M', colour: 'Azul marino', text: 'NOMBRE' }, { name: 'Luis', size: 'CH', colour: 'Café', text: 'NOMBRE' }];
    const text = nameListText(rows);
    const grid = { colours: ['Azul marino', 'Café'], sizes: ['CH', 'M'], quantities: [[0, 1], [1, 0]] };
    const check = checkNameListText(text, grid, []);
    expect(check.rows.map((r) => [r.name, r.size, r.colour])).toEqual(rows.map((r) => [r.name, r.size, r.colour]));
    expect(check.ok).toBe(true);
    expect(nameListText([])).toBe('');
  });

  it('keeps the first eight messages and counts the rest', () => {
    const errors = Array.from({ length: 10 }, (_, i) => `E${i}.`);
    expect(firstErrors(errors)).toBe('E0. E1. E2. E3. E4. E5. E6. E7. … y 2 errores más.');
    expect(firstErrors(errors.slice(0, 2))).toBe('E0. E1.');
  });
});
