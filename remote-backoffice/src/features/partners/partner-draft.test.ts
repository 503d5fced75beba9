import { inputOf, NEW_ADDRESS, NEW_CONTACT, NEW_PARTNER, PHOTO_MESSAGES, photoProblem, withItem, withoutItem } from './partner-draft';

describe('partner drafts', () => {
  it('edits and removes contacts and addresses by position', () => {
    const two = { ...NEW_PARTNER, contacts: [NEW_CONTACT, { ...NEW_CONTACT, name: 'Dos' }], addresses: [NEW_ADDRESS] };
    expect(withItem(two, 'contacts', 0, { name: 'Uno' }).contacts.map((c) => c.name)).toEqual(['Uno', 'Dos']);
    expect(withoutItem(two, 'contacts', 0).contacts.map((c) => c.name)).toEqual(['Dos']);
    expect(withItem(two, 'addresses', 0, { kind: 'Facturación' }).addresses[0]?.kind).toBe('Facturación');
  });

  it('edits what the server sent without its id and warnings', () => {
    const input = inputOf({ ...NEW_PARTNER, id: 4, cardCode: 'C00004', warnings: ['x'], contacts: [], addresses: [] });
    expect(input).toEqual({ ...NEW_PARTNER, cardCode: 'C00004' });
  });
});

describe('photoProblem', () => {
  it.each([
    [{ type: 'image/png', size: 1_000_000 }, null],
    [{ type: 'image/jpeg', size: 10 }, null],
    [{ type: 'image/gif', size: 10 }, null],
    [{ type: 'image/png', size: 1_000_001 }, PHOTO_MESSAGES.photoSize],
    [{ type: 'image/svg+xml', size: 10 }, PHOTO_MESSAGES.photoType],
    [{ type: '', size: 10 }, PHOTO_MESSAGES.photoType],
  ])('%j → %j', (file, expected) => {
    expect(photoProblem(file)).toBe(expected);
  });
});
