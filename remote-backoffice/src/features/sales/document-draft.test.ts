import { BLANK_PARTNER, type PartnerDetail } from '@muestrario/shared/contract';
import { addressOf, DOCUMENT_MESSAGES, EMPTY_DRAFT, rateOf, validateDocument, withAddressField, withClient, withCurrency } from './document-draft';

const PARTNER: PartnerDetail = {
  ...BLANK_PARTNER,
  id: 7,
  cardCode: 'C00007',
  cardName: 'Hotel Costa Esmeralda',
  address: 'Blvd. Kukulcán km 14.5',
  city: 'Cancún',
  county: 'Benito Juárez',
  state: 'Quintana Roo',
  zipCode: '77500',
  currency: 'USD',
  contacts: [
    { id: 3, name: 'Andrea', position: '', phone: '', email: '' },
    { id: 4, name: 'Beto', position: '', phone: '', email: '' },
  ],
  addresses: [{ id: 9, kind: 'Envío', street: 'Almacén 2', city: '', county: 'Benito Juárez', state: 'Quintana Roo', zipCode: '77560' }],
  warnings: [],
  photoUrl: null,
};
const LINE = { code: 'X', description: 'X', quantity: 1, unitPriceCents: 100 };

describe('withClient', () => {
  it('brings the first contact, the currency and the addresses (billing falls back to the main one)', () => {
    const doc = withClient(EMPTY_DRAFT, PARTNER);
    expect(doc).toMatchObject({ clientId: 7, contactId: 3, currency: 'USD', exchangeRate: '' });
    expect(doc.shippingAddress).toEqual({ street: 'Almacén 2', city: 'Benito Juárez', state: 'Quintana Roo', zipCode: '77560' });
    expect(doc.billingAddress).toEqual(addressOf(PARTNER, 'Facturación'));
    expect(doc.billingAddress.street).toBe('Blvd. Kukulcán km 14.5');
  });

  it('a client without contacts leaves none chosen; a peso client sets the rate to 1', () => {
    expect(withClient(EMPTY_DRAFT, { ...PARTNER, contacts: [], currency: 'MXN' })).toMatchObject({ contactId: null, exchangeRate: '1' });
  });
});

describe('currency and rate', () => {
  it('asks for a rate when leaving pesos and forgets it when coming back', () => {
    const usd = withCurrency(EMPTY_DRAFT, 'USD');
    expect(usd.exchangeRate).toBe('');
    expect(rateOf({ ...usd, exchangeRate: '17.5' })).toBe(175_000);
    expect(withCurrency({ ...usd, exchangeRate: '17.5' }, 'MXN').exchangeRate).toBe('1');
  });
});

describe('validateDocument', () => {
  it('asks for a client and a line in a blank form', () => {
    expect(validateDocument(EMPTY_DRAFT)).toEqual({ clientId: DOCUMENT_MESSAGES.clientId, lines: DOCUMENT_MESSAGES.lines });
  });

  it('passes with a client and a line, and asks for a rate in dollars', () => {
    const doc = { ...withClient(EMPTY_DRAFT, PARTNER), lines: [LINE] };
    expect(validateDocument(doc)).toEqual({ exchangeRate: DOCUMENT_MESSAGES.exchangeRate });
    expect(validateDocument({ ...doc, exchangeRate: '17.95' })).toEqual({});
  });

  it.each(['7750', '775000', 'abcde', '77 50'])('refuses the postal code %j', (zip) => {
    const doc = withAddressField({ ...withClient(EMPTY_DRAFT, { ...PARTNER, currency: 'MXN' }), lines: [LINE] }, 'billingAddress', 'zipCode', zip);
    expect(validateDocument(doc)).toEqual({ 'billingAddress.zipCode': DOCUMENT_MESSAGES.zipCode });
  });
});
