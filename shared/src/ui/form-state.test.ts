import { isDirty, withoutErrors } from './form-state';

describe('form state', () => {
  it('drops the errors of the fields a change touched, keeping the same object when none', () => {
    const errors = { name: 'Falta', 'contacts.0.email': 'Correo' };
    expect(withoutErrors(errors, ['contacts.0.email'])).toEqual({ name: 'Falta' });
    expect(withoutErrors(errors, ['rfc'])).toBe(errors);
  });

  it('tells changed values from saved ones by content', () => {
    expect(isDirty({ a: 1, list: [{ b: '' }] }, { a: 1, list: [{ b: '' }] })).toBe(false);
    expect(isDirty({ a: 1, list: [{ b: 'x' }] }, { a: 1, list: [{ b: '' }] })).toBe(true);
  });
});
