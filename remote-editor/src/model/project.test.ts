import { projectInfoErrors } from './project';

describe('projectInfoErrors', () => {
  const ok = { sampleName: 'Uniformes', dueDate: '2026-12-01', cardCode: 'C0001' };
  it('accepts a named project due today or later with a client', () => {
    expect(projectInfoErrors(ok, '2026-11-22')).toEqual({ sampleName: false, dueDate: false, cardCode: false });
    expect(projectInfoErrors({ ...ok, dueDate: '2026-11-22' }, '2026-11-22').dueDate).toBe(false);
  });
  it('flags a blank name, a past or impossible date and a missing client', () => {
    expect(projectInfoErrors({ sampleName: '  ', dueDate: '2026-11-21', cardCode: '' }, '2026-11-22')).toEqual({ sampleName: true, dueDate: true, cardCode: true });
    expect(projectInfoErrors({ ...ok, dueDate: '2026-02-30' }, '2026-01-01').dueDate).toBe(true);
    expect(projectInfoErrors({ ...ok, dueDate: '' }, '2026-01-01').dueDate).toBe(true);
  });
});
