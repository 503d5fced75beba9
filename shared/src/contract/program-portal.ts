import { Type, type Static } from '@sinclair/typebox';
import { PROGRAM_LIMITS, PROGRAM_PERIODS, REORDER_REQUEST_STATUSES } from '../domain/programs';
import { PORTAL_LINK_DAYS, PORTAL_LINK_STATES, PORTAL_LIMITS, PORTAL_TOKEN_PATTERN } from '../domain/programs-portal';
import { DbId, IdParams, IsoDate, NonBlankText, PlainText } from './common';
import { literalUnion } from './literal-union';

/*
 * Schemas of a uniform program's HR portal (issue 35 item 4; endpoints in ./endpoints/program-portal.ts): the
 * seller's links and reorder requests (session) and the HR contact's public roster and request (by token).
 */

const Timestamp = Type.String({ description: 'ISO 8601 timestamp' });
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Email = Type.String({ minLength: 3, maxLength: PORTAL_LIMITS.contactEmail, pattern: '^[^\\s@\\u0000]+@[^\\s@\\u0000]+\\.[^\\s@\\u0000]+$' });

/** The token in a public path: 43 base64url characters (anything else is refused before any lookup). */
export const PortalTokenParams = Type.Object({ token: Type.String({ pattern: PORTAL_TOKEN_PATTERN }) });
export type PortalTokenParams = Static<typeof PortalTokenParams>;
export const PortalEmployeeParams = Type.Object({ ...PortalTokenParams.properties, employeeId: DbId });
export const PortalLinkParams = Type.Object({ ...IdParams.properties, linkId: DbId });
export const ReorderRequestParams = Type.Object({ ...IdParams.properties, requestId: DbId });

/* The seller's side. */

/** A portal link as the seller's list shows it (never its token: only its hash is kept). */
export const PortalLinkInfo = Type.Object({
  id: Type.Integer(),
  contactName: Type.String(),
  contactEmail: Type.String(),
  state: literalUnion(PORTAL_LINK_STATES),
  createdAt: Timestamp,
  createdByName: Type.String(),
  expiresAt: Timestamp,
  revokedAt: Nullable(Timestamp),
  lastUsedAt: Nullable(Timestamp),
});
export type PortalLinkInfo = Static<typeof PortalLinkInfo>;

/** GET /programs/{id}/portal-links: newest first, and whether 'Enviar por correo' may be offered. */
export const PortalLinkList = Type.Object({ links: Type.Array(PortalLinkInfo), emailAvailable: Type.Boolean() });
export type PortalLinkList = Static<typeof PortalLinkList>;

export const CreatePortalLinkBody = Type.Object(
  {
    contactName: NonBlankText(PORTAL_LIMITS.contactName),
    contactEmail: Email,
    days: Type.Integer({ minimum: PORTAL_LINK_DAYS.min, maximum: PORTAL_LINK_DAYS.max }),
  },
  { additionalProperties: false },
);
export type CreatePortalLinkBody = Static<typeof CreatePortalLinkBody>;

/** POST /programs/{id}/portal-links: the token, shown this once. */
export const CreatedPortalLink = Type.Object({ ...PortalLinkInfo.properties, token: Type.String() });
export type CreatedPortalLink = Static<typeof CreatedPortalLink>;

/** The e-mail needs the token, which only the seller's browser has; it goes to the link's contact. */
export const EmailPortalLinkBody = Type.Object({ token: Type.String({ pattern: PORTAL_TOKEN_PATTERN }) }, { additionalProperties: false });
export type EmailPortalLinkBody = Static<typeof EmailPortalLinkBody>;

export const RequestEmployee = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  employeeNumber: Nullable(Type.String()),
  jobTitleName: Type.String(),
  area: Nullable(Type.String()),
  active: Type.Boolean(),
});
export type RequestEmployee = Static<typeof RequestEmployee>;

/** A reorder request as the seller's tab lists it. */
export const ReorderRequestView = Type.Object({
  id: Type.Integer(),
  status: literalUnion(REORDER_REQUEST_STATUSES),
  note: Type.String(),
  createdAt: Timestamp,
  /** Who sent it through the portal (null: a link since deleted). */
  contactName: Nullable(Type.String()),
  employees: Type.Array(RequestEmployee),
  orderId: Nullable(Type.Integer()),
  handledByName: Nullable(Type.String()),
  handledAt: Nullable(Timestamp),
});
export type ReorderRequestView = Static<typeof ReorderRequestView>;
export const ReorderRequestList = Type.Array(ReorderRequestView);

/** The bell's line for a new request (GET /notifications, `kind: 'programRequest'`). */
export const ProgramRequestNotice = Type.Object({
  requestId: Type.Integer(),
  programId: Type.Integer(),
  programName: Type.String(),
  clientId: Type.Integer(),
  clientName: Type.String(),
  contactName: Type.String(),
  employeeCount: Type.Integer(),
});
export type ProgramRequestNotice = Static<typeof ProgramRequestNotice>;

/* The HR contact's side (public, by token): nothing of the staff, nothing of other programs. */

export const PublicGarmentType = Type.Object({ garmentType: Type.String(), label: Type.String(), sizes: Type.Array(Type.String()) });
export type PublicGarmentType = Static<typeof PublicGarmentType>;

export const PublicJobTitle = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** The garment types of its kit, in kit order: the sizes an employee of this job title needs. */
  garmentTypes: Type.Array(Type.String()),
});
export type PublicJobTitle = Static<typeof PublicJobTitle>;

export const PublicEmployee = Type.Object({
  id: Type.Integer(),
  employeeNumber: Nullable(Type.String()),
  name: Type.String(),
  jobTitleId: Type.Integer(),
  area: Nullable(Type.String()),
  active: Type.Boolean(),
  startDate: Nullable(Type.String()),
  sizes: Type.Record(Type.String(), Type.String()),
});
export type PublicEmployee = Static<typeof PublicEmployee>;

export const PublicReorderRequest = Type.Object({
  id: Type.Integer(),
  status: literalUnion(REORDER_REQUEST_STATUSES),
  note: Type.String(),
  createdAt: Timestamp,
  employeeNames: Type.Array(Type.String()),
});
export type PublicReorderRequest = Static<typeof PublicReorderRequest>;

/** GET /public/programs/{token}. */
export const PublicProgram = Type.Object({
  programName: Type.String(),
  clientName: Type.String(),
  period: literalUnion(PROGRAM_PERIODS),
  periodStart: Type.String(),
  periodEnd: Type.String(),
  contactName: Type.String(),
  expiresAt: Timestamp,
  jobTitles: Type.Array(PublicJobTitle),
  garmentTypes: Type.Array(PublicGarmentType),
  employees: Type.Array(PublicEmployee),
  /** This program's requests, newest first. */
  requests: Type.Array(PublicReorderRequest),
});
export type PublicProgram = Static<typeof PublicProgram>;

/** Size per garment type ('item:12' → 'M'): keys and values short, at most one per kit style. */
const Sizes = Type.Record(Type.String({ pattern: '^item:[1-9]\\d{0,9}$' }), NonBlankText(PORTAL_LIMITS.size), { maxProperties: PROGRAM_LIMITS.kitLines * PROGRAM_LIMITS.jobTitles });

/** POST /public/programs/{token}/employees: a new hire. */
export const PortalNewEmployeeBody = Type.Object(
  {
    name: NonBlankText(PROGRAM_LIMITS.employeeName),
    employeeNumber: Type.Optional(Nullable(PlainText(PROGRAM_LIMITS.employeeNumber))),
    jobTitleId: DbId,
    area: Type.Optional(Nullable(PlainText(PROGRAM_LIMITS.area))),
    startDate: Type.Optional(Nullable(IsoDate)),
    sizes: Sizes,
  },
  { additionalProperties: false },
);
export type PortalNewEmployeeBody = Static<typeof PortalNewEmployeeBody>;

/** PATCH /public/programs/{token}/employees/{employeeId}: sizes (all of them) and/or active. */
export const PortalEmployeePatch = Type.Object({ sizes: Type.Optional(Sizes), active: Type.Optional(Type.Boolean()) }, { additionalProperties: false, minProperties: 1 });
export type PortalEmployeePatch = Static<typeof PortalEmployeePatch>;

/** POST /public/programs/{token}/requests. */
export const PortalReorderRequestBody = Type.Object(
  {
    employeeIds: Type.Array(DbId, { minItems: 1, maxItems: PORTAL_LIMITS.requestEmployees, uniqueItems: true }),
    note: Type.Optional(PlainText(PORTAL_LIMITS.note)),
  },
  { additionalProperties: false },
);
export type PortalReorderRequestBody = Static<typeof PortalReorderRequestBody>;
