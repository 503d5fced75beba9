import type { PartnerInput } from '../contract/partners';
import { checkPartner, PARTNER_MESSAGES } from './partner';
import { RFC_MESSAGES } from './rfc';

const blank: Parameters<typeof checkPartner>[0] = {
  cardName: 'Textiles del Norte',
  rfc: '',
  email: '',
  zipCode: '',
  fiscalZipCode: '',
  regimenFiscal: '',
  usoCfdi: '',
  contacts: [],
  addresses: [],
};
const withFields = (p: Partial<PartnerInput>) => checkPartner({ ...blank, ...p });

describe('checkPartner', () => {
  it('needs only a name', () => {
    expect(withFields({})).toEqual({ errors: {}, warnings: [] });
    expect(withFields({ cardName: '  ' }).errors).toEqual({ cardName: PARTNER_MESSAGES.cardName });
  });

  it('refuses a malformed RFC and warns on a check digit that does not match', () => {
    expect(withFields({ rfc: 'EKU9013173C9' }).errors).toEqual({ rfc: RFC_MESSAGES.date });
    expect(withFields({ rfc: 'EKU9003173C8' })).toEqual({ errors: {}, warnings: [RFC_MESSAGES.checkDigit] });
  });

  it('limits régimen fiscal and uso CFDI to the RFC person type', () => {
    expect(withFields({ rfc: 'EKU9003173C9', regimenFiscal: '601', usoCfdi: 'G03' }).errors).toEqual({});
    expect(withFields({ rfc: 'EKU9003173C9', regimenFiscal: '612', usoCfdi: 'D01' }).errors).toEqual({
      regimenFiscal: PARTNER_MESSAGES.regimen('moral'),
      usoCfdi: PARTNER_MESSAGES.usoCfdi('moral'),
    });
    expect(withFields({ rfc: 'XIQB891116QE4', regimenFiscal: '612', usoCfdi: 'D01' }).errors).toEqual({});
    expect(withFields({ regimenFiscal: '601' }).errors).toEqual({ regimenFiscal: PARTNER_MESSAGES.regimenNeedsRfc });
  });

  it('checks postal codes, e-mails, contacts and addresses', () => {
    expect(
      withFields({
        email: 'sin-arroba',
        zipCode: '1234',
        fiscalZipCode: '123456',
        contacts: [{ name: '', position: '', phone: '', email: 'x@' }],
        addresses: [{ kind: 'Envío', street: '', city: '', county: '', state: '', zipCode: 'abcde' }],
      }).errors,
    ).toEqual({
      email: PARTNER_MESSAGES.email,
      zipCode: PARTNER_MESSAGES.zipCode,
      fiscalZipCode: PARTNER_MESSAGES.fiscalZipCode,
      'contacts.0.name': PARTNER_MESSAGES.contactName,
      'contacts.0.email': PARTNER_MESSAGES.contactEmail,
      'addresses.0.street': PARTNER_MESSAGES.addressStreet,
      'addresses.0.zipCode': PARTNER_MESSAGES.addressZip,
    });
  });
});
