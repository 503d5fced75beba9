import { inputOf, NEW_ADDRESS, NEW_CONTACT, NEW_PARTNER, withItem, withoutItem } from './partner-draft';

describe('partner drafts', () => {
  it('edits and removes contacts and addresses by position', () => {
    const two = { ...NEW_PARTNER, contacts: [NEW_CONTACT, { ...NEW_CONTACT, name: 'Dos' }], addresses: [NEW_ADDRESS] };
    expect(withItem(two, 'contacts', 0, { name: 'Uno' }).contacts.map((c) => c.name)).toEqual(['Uno', 'Dos']);
    expect(withoutItem(two, 'contacts', 0).contacts.map((c) => c.name)).toEqual(['Dos']);
    expect(withItem(two, 'addresses', 0, { kind: 'Facturación' }).addresses[0]?.kind).toBe('Facturación');
  });

  it('edits what the server sent without its id, warnings and photo', () => {
    const input = inputOf({ ...NEW_PARTNER, id: 4, cardCode: 'C00004', warnings: ['x'], photoUrl: '/api/files/x.png', contacts: [], addresses: [] });
    expect(input).toEqual({ ...NEW_PARTNER, cardCode: 'C00004' });
  });
});
