import { Type, type Static } from '@sinclair/typebox';
import { PlainText } from './common';
import { PartnerFields } from './partners';

export const ClientSearchQuery = Type.Object({ search: PlainText(100) });
export type ClientSearchQuery = Static<typeof ClientSearchQuery>;

/** GET /business-partner/clients-search row (docs/requirements.md §3 "Client (search result)"). */
export const ClientSearchResult = Type.Object({
  cardCode: Type.String(),
  ...Type.Pick(PartnerFields, ['cardName', 'email', 'phone1', 'address', 'city', 'county', 'state', 'zipCode']).properties,
});
export type ClientSearchResult = Static<typeof ClientSearchResult>;
export const ClientSearchResults = Type.Array(ClientSearchResult);
