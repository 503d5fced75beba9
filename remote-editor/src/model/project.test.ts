import { tomorrowLocal } from '@muestrario/shared/rules';
import { projectInfoErrors } from './project';

describe('projectInfoErrors', () => {
  const ok = { sampleName: 'Uniformes', dueDate: '2026-12-01', cardCode: 'C0001' };
  // On 2026-11-22 the earliest due date is tomorrow, 2026-11-23 (the creation rule).
  const min = tomorrowLocal(new Date(2026, 10, 22, 9, 30));

  it('accepts a named project due tomorrow or later with a client', () => {
    expect(projectInfoErrors(ok, min)).toEqual({ sampleName: false, dueDate: false, cardCode: false });
    expect(projectInfoErrors({ ...ok, dueDate: '2026-11-23' }, min).dueDate).toBe(false);
  });

  it('flags a blank name, a date today or earlier, an impossible date and a missing client', () => {
    expect(projectInfoErrors({ sampleName: '  ', dueDate: '2026-11-21', cardCode: '' }, min)).toEqual({ sampleName: true, dueDate: true, cardCode: true });
    expect(projectInfoErrors({ ...ok, dueDate: '2026-11-22' }, min).dueDate).toBe(true);
    expect(projectInfoErrors({ ...ok, dueDate: '2000-01-01' }, min).dueDate).toBe(true);
    expect(projectInfoErrors({ ...ok, dueDate: '2026-02-30' }, '2026-01-01').dueDate).toBe(true);
    expect(projectInfoErrors({ ...ok, dueDate: '' }, '2026-01-01').dueDate).toBe(true);
  });
});
