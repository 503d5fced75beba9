import type { ReorderRefusalView } from '@muestrario/shared/contract';
import { matchesEmployee, namesSummary, overAllowance, previewSummary, reasonError, toggled, withExceptions } from './reorder-state';

const refusal = (over: Partial<ReorderRefusalView>): ReorderRefusalView => ({
  employeeId: 1,
  employeeName: 'Ana Garza',
  kitLineId: 10,
  garment: 'Polo · Azul marino',
  allowed: 2,
  taken: 2,
  asked: 2,
  refused: 2,
  reason: 'overAllowance',
  message: 'Excede…',
  ...over,
});

describe('the reorder tab’s state', () => {
  it('offers exceptions only for pieces over the allowance, and adds the chosen ones once, with the reason trimmed', () => {
    const refusals = [refusal({}), refusal({ employeeId: 2, reason: 'noSize' }), refusal({ employeeId: 3, kitLineId: 11 }), refusal({ employeeId: 4, kitLineId: null, reason: 'inactive' })];
    expect(overAllowance(refusals).map((r) => r.employeeId)).toEqual([1, 3]);
    const first = withExceptions([], refusals, new Set(['1:10']), '  Cambio de talla por embarazo ');
    expect(first).toEqual([{ employeeId: 1, kitLineId: 10, reason: 'Cambio de talla por embarazo' }]);
    expect(withExceptions(first, refusals, new Set(['1:10', '3:11', '2:10']), 'Otro')).toEqual([...first, { employeeId: 3, kitLineId: 11, reason: 'Otro' }]);
  });

  it('requires a reason of at most 500 characters', () => {
    expect(reasonError('   ')).toBe('Escribe el motivo de la excepción.');
    expect(reasonError('x'.repeat(501))).toBe('El motivo tiene más de 500 caracteres.');
    expect(reasonError('Uniforme dañado en planta')).toBeUndefined();
  });

  it('words the preview and groups a line’s names per employee', () => {
    expect(previewSummary({ servedEmployees: 1, pieces: 1, lines: [{}] as never })).toBe('1 empleado · 1 pieza en 1 línea');
    expect(previewSummary({ servedEmployees: 50, pieces: 1200, lines: [{}, {}] as never })).toBe('50 empleados · 1,200 piezas en 2 líneas');
    const names = [
      { name: 'Ana', employeeId: 1, size: 'M', colour: 'Blanco' },
      { name: 'Ana', employeeId: 1, size: 'M', colour: 'Blanco' },
      { name: 'Luis', employeeId: 2, size: 'G', colour: 'Blanco' },
    ];
    expect(namesSummary(names)).toEqual([
      { key: '1:Blanco:M', label: 'Ana', detail: 'Blanco · M · 2 piezas' },
      { key: '2:Blanco:G', label: 'Luis', detail: 'Blanco · G' },
    ]);
  });

  it('finds employees by any word of their name, number, area or job title', () => {
    const e = { name: 'José Peña', employeeNumber: 'E0012', area: 'Almacén', jobTitleName: 'Operador' };
    expect(matchesEmployee(e, 'jose almacen')).toBe(true);
    expect(matchesEmployee(e, 'e0012')).toBe(true);
    expect(matchesEmployee(e, 'patio')).toBe(false);
    expect(matchesEmployee(e, '')).toBe(true);
    expect([...toggled(toggled(new Set([1]), 2), 1)]).toEqual([2]);
  });
});
