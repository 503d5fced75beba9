import type { ClientOption } from '@muestrario/shared/domain';
import { DOCUMENT_MESSAGES, validateDocument, withAddressField, withClient } from './document-draft';
import { emptyDocument } from './documents.data';

const CLIENT: ClientOption = {
  code: 'C1',
  name: 'Hotel',
  currency: 'USD',
  contacts: [
    { id: 'a', name: 'Ana' },
    { id: 'b', name: 'Beto' },
  ],
  address: { street: 'Blvd. Kukulcán km 14.5', city: 'Cancún', state: 'Quintana Roo', zipCode: '77500' },
};
const LINE = { code: 'X', description: 'X', quantity: 1, unitPriceCents: 100 };

describe('withClient', () => {
  it('brings the first contact, the currency and the address', () => {
    const doc = withClient(emptyDocument('quotation'), CLIENT);
    expect(doc).toMatchObject({ clientCode: 'C1', contactId: 'a', currency: 'USD', shippingAddress: CLIENT.address, billingAddress: CLIENT.address });
  });

  it('clearing the client clears the contact and keeps the rest', () => {
    const doc = withClient(withClient(emptyDocument('order'), CLIENT), undefined);
    expect(doc).toMatchObject({ clientCode: '', contactId: '', currency: 'USD' });
  });

  it('a client without contacts leaves none chosen', () => {
    expect(withClient(emptyDocument('quotation'), { ...CLIENT, contacts: [] }).contactId).toBe('');
  });
});

describe('validateDocument', () => {
  it('asks for a client and a line in a blank form', () => {
    expect(validateDocument(emptyDocument('quotation'))).toEqual({ clientCode: DOCUMENT_MESSAGES.clientCode, lines: DOCUMENT_MESSAGES.lines });
  });

  it('passes with a client and a line', () => {
    expect(validateDocument({ ...withClient(emptyDocument('quotation'), CLIENT), lines: [LINE] })).toEqual({});
  });

  it.each(['7750', '775000', 'abcde', '77 50'])('refuses the postal code %j', (zip) => {
    const doc = withAddressField({ ...withClient(emptyDocument('quotation'), CLIENT), lines: [LINE] }, 'billingAddress', 'zipCode', zip);
    expect(validateDocument(doc)).toEqual({ 'billingAddress.zipCode': 'El código postal debe tener 5 dígitos.' });
  });

  it('an empty postal code is fine (the address is optional)', () => {
    const doc = withAddressField({ ...withClient(emptyDocument('order'), CLIENT), lines: [LINE] }, 'shippingAddress', 'zipCode', '');
    expect(validateDocument(doc)).toEqual({});
  });
});
