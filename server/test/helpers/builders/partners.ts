import { BLANK_PARTNER, type PartnerContact, type PartnerAddress, type PartnerDetail, type PartnerInput } from '@muestrario/shared/contract';
import { okJson, type Requester } from '../request';

/** A valid partner body: the form's blank partner with a name (override any field). */
export const partnerInput = (over: Partial<PartnerInput> = {}): PartnerInput => ({ ...BLANK_PARTNER, cardName: 'Uniformes del Golfo, S.A. de C.V.', ...over });

/** A contact of a partner (override any field). */
export const partnerContact = (over: Partial<PartnerContact> = {}): PartnerContact => ({ name: 'Rosa Díaz', position: 'Compras', phone: '2291234567', email: 'rosa@golfo.example.mx', ...over });

/** A shipping address of a partner (override any field). */
export const partnerAddress = (over: Partial<PartnerAddress> = {}): PartnerAddress => ({ kind: 'Envío', street: 'Av. Díaz Mirón 100', city: 'Veracruz', county: 'Veracruz', state: 'Veracruz', zipCode: '91700', ...over });

/**
 * A partner created through POST /api/business-partners as `as` (a seller or an admin), with one contact
 * and one address unless `over` says otherwise; answers the stored partner.
 */
export async function buildPartner(as: Requester, over: Partial<PartnerInput> = {}): Promise<PartnerDetail> {
  const body = partnerInput({ contacts: [partnerContact()], addresses: [partnerAddress()], ...over });
  return okJson(await as('POST', '/api/business-partners', body), 'partner') as PartnerDetail;
}
