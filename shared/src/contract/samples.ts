import { Type, type Static } from '@sinclair/typebox';
import { COUNTRY, NEW_SAMPLE_MAX_CHARS } from '../domain/constants';
import { FABRICS, SAMPLE_ON_OPTIONS } from '../domain/enums';
import { STAGE_CODES } from '../domain/stages';
import { HexColor, IsoDate, PlainText } from './common';
import { literalUnion } from './literal-union';
import { NewClientFields } from './partners';

export const SampleOnSchema = literalUnion(SAMPLE_ON_OPTIONS);
export const StageSchema = literalUnion(STAGE_CODES);

/** Row of GET /dashboard/samples (docs/requirements.md §3 "Sample (list)"). */
export const SampleListItem = Type.Object({
  sampleId: Type.Integer(),
  sampleName: Type.String(),
  cardName: Type.String(),
  title: Type.Union([Type.String(), Type.Null()]),
  department: Type.Union([Type.String(), Type.Null()]),
  sampleOn: SampleOnSchema,
  sampleStage: StageSchema,
  dueDate: IsoDate,
  /** The seller who owns the sample (issue 15: home shows each user their own work). */
  ownerId: Type.Integer(),
  /**
   * The production orders made from the sample, cancelled ones aside (issue 30 item 8, conversion): how
   * many, their pieces and the newest one's folio. Absent when it has none, and in the whole (unpaged) list.
   */
  production: Type.Optional(Type.Object({ orders: Type.Integer(), pieces: Type.Integer(), latestFolio: Type.String() })),
});
export type SampleListItem = Static<typeof SampleListItem>;
export const SampleList = Type.Array(SampleListItem);

/** GET /business/samples/{id} (docs/requirements.md §3 "Sample (detail)"). */
export const SampleDetail = Type.Object({
  sampleId: Type.Integer(),
  sampleName: Type.String(),
  cardCode: Type.String(),
  cardName: Type.String(),
  sampleNotes: Type.String(),
  clothingColor: HexColor,
  sampleOn: SampleOnSchema,
  sampleCanvas: Type.String(),
  canvasColor: HexColor,
  createDate: Type.String({ description: 'ISO 8601 timestamp' }),
  dueDate: IsoDate,
  phone1: Type.String(),
  email: Type.String(),
  address: Type.String(),
  state: Type.String(),
  county: Type.String(),
  zipCode: Type.String(),
  sampleStage: StageSchema,
  /** The sample's department (issue 33), else its client's; null when neither has one. */
  department: Type.Union([Type.String(), Type.Null()]),
  /**
   * The seller who owns the sample (as in the list rows: not private), so a screen asks `can()` with the
   * owner, e.g. the editor's 'sample.editDesign' (a seller opening another seller's sample reads it only).
   */
  ownerId: Type.Integer(),
});
export type SampleDetail = Static<typeof SampleDetail>;

/**
 * POST /business/samples (docs/requirements.md §3 "Sample creation payload"). The schema only bounds sizes and
 * types; the rules of docs/requirements.md §5 (`newSampleErrors` in shared/src/rules) decide what is valid.
 */
export const CreateSampleBody = Type.Object(
  {
    sampleName: PlainText(NEW_SAMPLE_MAX_CHARS.sampleName),
    dueDate: PlainText(10),
    /** The client's department the sample is for (issue 33); empty or absent: none. */
    department: Type.Optional(PlainText(NEW_SAMPLE_MAX_CHARS.department)),
    cardCode: Type.Union([PlainText(20, 1), Type.Null()]),
    /** The client's fields, from the one client schema (contract/partners.ts). */
    ...NewClientFields.properties,
    country: Type.Literal(COUNTRY),
  },
  { additionalProperties: false },
);
export type CreateSampleBody = Static<typeof CreateSampleBody>;
export const CreateSampleResponse = Type.Object({ sampleId: Type.Integer() });
export type CreateSampleResponse = Static<typeof CreateSampleResponse>;

/**
 * PATCH /business/samples/{id}: garment-panel fields (docs/requirements.md §7). Any subset may be sent (at least
 * one field): the editor sends the field that lost focus, so two tabs only overwrite each other
 * field by field. `sampleCanvas` is one of FABRICS (or empty).
 */
export const PatchSampleBody = Type.Object(
  {
    sampleOn: Type.Optional(SampleOnSchema),
    clothingColor: Type.Optional(HexColor),
    sampleNotes: Type.Optional(PlainText(2000)),
    sampleCanvas: Type.Optional(Type.Union([Type.Literal(''), literalUnion(FABRICS)])),
    canvasColor: Type.Optional(HexColor),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type PatchSampleBody = Static<typeof PatchSampleBody>;
