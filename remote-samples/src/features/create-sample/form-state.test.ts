import { chooseClient, chooseNewClient, editField, initialFormState, markInvalid } from './form-state';

const CLIENT = {
  cardCode: 'C00002',
  cardName: 'Logística Álamo',
  email: 'rh@alamo.mx',
  phone1: '8187654321',
  address: 'Calle Hidalgo 5',
  city: 'Monterrey',
  county: '',
  state: 'Nuevo León',
  zipCode: '66220',
};

describe('creation form state', () => {
  it('starts with the due date and no client', () => {
    expect(initialFormState('2026-11-23').values).toMatchObject({ dueDate: '2026-11-23', cardCode: undefined, sampleName: '' });
  });

  it('clears a field’s flag when it is edited, and only that one', () => {
    const flagged = markInvalid(initialFormState('2026-11-23'), ['sampleName', 'cardCode', 'unknown']);
    expect([...flagged.invalid]).toEqual(['sampleName', 'cardCode']);
    expect([...editField(flagged, 'sampleName', 'x').invalid]).toEqual(['cardCode']);
  });

  it('fills an existing client (city when the county is empty) and empties them again for a new client', () => {
    const chosen = chooseClient(markInvalid(initialFormState('2026-11-23'), ['cardCode', 'email']), CLIENT);
    expect(chosen.values).toMatchObject({ cardCode: 'C00002', cardName: 'Logística Álamo', county: 'Monterrey', zipCode: '66220' });
    expect(chosen.invalid.size).toBe(0);
    const fresh = chooseNewClient(chosen);
    expect(fresh.values).toMatchObject({ cardCode: null, cardName: '', email: '', county: '' });
  });

  it('carries the name typed in the search into a new client’s name, trimmed', () => {
    const fresh = chooseNewClient(chooseClient(initialFormState('2026-11-23'), CLIENT), '  Taller Ruiz ');
    expect(fresh.values).toMatchObject({ cardCode: null, cardName: 'Taller Ruiz', email: '' });
  });

  it('keeps the department as typed without flagging anything', () => {
    const flagged = markInvalid(initialFormState('2026-11-23'), ['sampleName']);
    const next = editField(flagged, 'department', 'Mantenimiento');
    expect(next.values.department).toBe('Mantenimiento');
    expect([...next.invalid]).toEqual(['sampleName']);
  });
});
