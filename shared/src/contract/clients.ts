import { Type, type Static } from '@sinclair/typebox';
import { PlainText } from './common';

export const ClientSearchQuery = Type.Object({ search: PlainText(100) });
export type ClientSearchQuery = Static<typeof ClientSearchQuery>;

/** GET /business-partner/clients-search row (docs/requirements.md §3 "Client (search result)"). */
export const ClientSearchResult = Type.Object({
  cardCode: Type.String(),
  cardName: Type.String(),
  email: Type.String(),
  phone1: Type.String(),
  address: Type.String(),
  city: Type.String(),
  county: Type.String(),
  state: Type.String(),
  zipCode: Type.String(),
});
export type ClientSearchResult = Static<typeof ClientSearchResult>;
export const ClientSearchResults = Type.Array(ClientSearchResult);
