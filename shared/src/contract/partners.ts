import { Type, type Static } from '@sinclair/typebox';
import { NEW_SAMPLE_MAX_CHARS } from '../domain/constants';
import { CURRENCIES, PARTNER_TYPES } from '../domain/enums';
import { PARTNER_ADDRESS_KINDS, PARTNER_GROUPS, SHIPPING_METHODS } from '../domain/backoffice';
import { REGIMEN_FISCAL_CODES } from '../domain/sat/regimen-fiscal';
import { USO_CFDI_CODES } from '../domain/sat/uso-cfdi';
import { DbId, PlainText } from './common';
import { literalUnion } from './literal-union';

/** Longest text each partner field accepts (server schema and form inputs). */
export const PARTNER_MAX_CHARS = {
  cardCode: 20,
  ...NEW_SAMPLE_MAX_CHARS,
  rfc: 20,
  phone: 20,
  city: 120,
  zipCode: 20,
  website: 200,
  contactName: 120,
  contactPosition: 120,
} as const;

/**
 * A business partner's own fields (the `clients` table): the one schema of a client's fields. The
 * sample flow's new-client fields (`NewClientFields`), the creation payloads, the table type
 * (server/src/db/types.ts) and the seed type are all derived from it.
 */
export const PartnerFields = Type.Object(
  {
    cardName: PlainText(PARTNER_MAX_CHARS.cardName),
    rfc: PlainText(PARTNER_MAX_CHARS.rfc),
    email: PlainText(PARTNER_MAX_CHARS.email),
    phone1: PlainText(PARTNER_MAX_CHARS.phone),
    /** Main address: street and number. */
    address: PlainText(PARTNER_MAX_CHARS.address),
    city: PlainText(PARTNER_MAX_CHARS.city),
    /** Alcaldía / Municipio. */
    county: PlainText(PARTNER_MAX_CHARS.county),
    state: PlainText(PARTNER_MAX_CHARS.state),
    zipCode: PlainText(PARTNER_MAX_CHARS.zipCode),
    partnerType: literalUnion(PARTNER_TYPES),
    partnerGroup: literalUnion(PARTNER_GROUPS),
    currency: literalUnion(CURRENCIES),
    phone2: PlainText(PARTNER_MAX_CHARS.phone),
    mobile: PlainText(PARTNER_MAX_CHARS.phone),
    website: PlainText(PARTNER_MAX_CHARS.website),
    shippingMethod: literalUnion(SHIPPING_METHODS),
    active: Type.Boolean(),
    /** SAT c_RegimenFiscal code, '' while unknown. */
    regimenFiscal: Type.Union([Type.Literal(''), literalUnion(REGIMEN_FISCAL_CODES)]),
    /** SAT c_UsoCFDI code, '' while unknown. */
    usoCfdi: Type.Union([Type.Literal(''), literalUnion(USO_CFDI_CODES)]),
    /** Postal code of the tax address (CFDI 4.0 «DomicilioFiscalReceptor»), 5 digits or ''. */
    fiscalZipCode: PlainText(PARTNER_MAX_CHARS.zipCode),
    /** In the northern or southern border region: IVA at 8 % instead of 16 %. */
    borderRegion: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type PartnerFields = Static<typeof PartnerFields>;

/** The client fields the sample flow asks for 'Definir nuevo cliente' (docs/requirements.md §3 "Sample creation payload"). */
export const NEW_CLIENT_FIELD_NAMES = ['cardName', 'email', 'phone1', 'address', 'county', 'state', 'zipCode'] as const;
export const NewClientFields = Type.Pick(PartnerFields, NEW_CLIENT_FIELD_NAMES);
export type NewClientFields = Static<typeof NewClientFields>;

export const PartnerContact = Type.Object(
  {
    /** Absent for a contact added in this edit. */
    id: Type.Optional(DbId),
    name: PlainText(PARTNER_MAX_CHARS.contactName),
    position: PlainText(PARTNER_MAX_CHARS.contactPosition),
    phone: PlainText(PARTNER_MAX_CHARS.phone),
    email: PlainText(PARTNER_MAX_CHARS.email),
  },
  { additionalProperties: false },
);
export type PartnerContact = Static<typeof PartnerContact>;

export const PartnerAddress = Type.Object(
  {
    id: Type.Optional(DbId),
    kind: literalUnion(PARTNER_ADDRESS_KINDS),
    street: PlainText(PARTNER_MAX_CHARS.address),
    city: PlainText(PARTNER_MAX_CHARS.city),
    county: PlainText(PARTNER_MAX_CHARS.county),
    state: PlainText(PARTNER_MAX_CHARS.state),
    zipCode: PlainText(PARTNER_MAX_CHARS.zipCode),
  },
  { additionalProperties: false },
);
export type PartnerAddress = Static<typeof PartnerAddress>;

export const PARTNER_LIST_LIMITS = { contacts: 50, addresses: 50 } as const;

/** POST /business-partners and PUT /business-partners/:id: every field, contacts and addresses (replaced as a whole). */
export const PartnerInput = Type.Object(
  {
    ...PartnerFields.properties,
    /** '' lets the server number it (C00031, P00004). */
    cardCode: PlainText(PARTNER_MAX_CHARS.cardCode),
    contacts: Type.Array(PartnerContact, { maxItems: PARTNER_LIST_LIMITS.contacts }),
    addresses: Type.Array(PartnerAddress, { maxItems: PARTNER_LIST_LIMITS.addresses }),
  },
  { additionalProperties: false },
);
export type PartnerInput = Static<typeof PartnerInput>;

/** A partner with every field empty or at its first value: the 'Nuevo socio' form. */
export const BLANK_PARTNER: PartnerInput = {
  cardCode: '',
  cardName: '',
  rfc: '',
  email: '',
  phone1: '',
  address: '',
  city: '',
  county: '',
  state: '',
  zipCode: '',
  partnerType: PARTNER_TYPES[0],
  partnerGroup: PARTNER_GROUPS[0],
  currency: CURRENCIES[0],
  phone2: '',
  mobile: '',
  website: '',
  shippingMethod: SHIPPING_METHODS[0],
  active: true,
  regimenFiscal: '',
  usoCfdi: '',
  fiscalZipCode: '',
  borderRegion: false,
  contacts: [],
  addresses: [],
};

export const PartnerDetail = Type.Object({
  ...PartnerFields.properties,
  id: Type.Integer(),
  cardCode: Type.String(),
  contacts: Type.Array(Type.Object({ ...PartnerContact.properties, id: Type.Integer() })),
  addresses: Type.Array(Type.Object({ ...PartnerAddress.properties, id: Type.Integer() })),
  /** Warnings the server found but accepted (e.g. the RFC's check digit), in Spanish. */
  warnings: Type.Array(Type.String()),
  /** Where the saved photo is downloaded (the files endpoint, '/api/files/<key>'), or null without one. */
  photoUrl: Type.Union([Type.String(), Type.Null()]),
  /** True when the viewer's role may not see the RFC and e-mail addresses (`canSeePartnerPrivateData`): they come empty. */
  privateHidden: Type.Optional(Type.Boolean()),
});
export type PartnerDetail = Static<typeof PartnerDetail>;

/** A row of the 'Socios de Negocio' list. */
export const PartnerRow = Type.Object({
  id: Type.Integer(),
  cardCode: Type.String(),
  ...Type.Pick(PartnerFields, ['cardName', 'rfc', 'email', 'partnerType', 'active']).properties,
  /** True when the viewer's role may not see the RFC and e-mail (`canSeePartnerPrivateData`): they come empty. */
  privateHidden: Type.Optional(Type.Boolean()),
});
export type PartnerRow = Static<typeof PartnerRow>;

/** Paging of every back-office list: page 1…, 10 rows by default. */
export const PAGE_SIZE = 10;
export const PAGE_SIZE_MAX = 100;
export const PageQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGE_SIZE_MAX })),
};

/** A page of a list with the true number of matching rows. */
export const Page = <T extends ReturnType<typeof Type.Object>>(row: T) =>
  Type.Object({ rows: Type.Array(row), total: Type.Integer(), page: Type.Integer(), pageSize: Type.Integer() });

export const PartnerListQuery = Type.Object(
  {
    /** Name, RFC, e-mail or code (no case or accents). */
    search: Type.Optional(PlainText(100)),
    type: Type.Optional(literalUnion(PARTNER_TYPES)),
    ...PageQuery,
  },
);
export type PartnerListQuery = Static<typeof PartnerListQuery>;
export const PartnerPage = Page(PartnerRow);
export type PartnerPage = Static<typeof PartnerPage>;
