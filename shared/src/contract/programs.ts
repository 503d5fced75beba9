import { Type, type Static } from '@sinclair/typebox';
import {
  ALL_SIZES,
  PROGRAM_LIMITS as L,
  PROGRAM_PERIODS,
  type ProgramDetail as ProgramDetailShape,
  type ProgramEmployee as ProgramEmployeeShape,
  type ProgramSummary as ProgramSummaryShape,
} from '../domain';
import { DbId, IsoDate, NonBlankText, PlainText } from './common';
import { literalUnion } from './literal-union';

/*
 * Uniform programs (issue 35; docs/decisions/uniform-programs.md 'Programs, kits and roster'): a client's
 * program, its job titles with their kits, the roster with sizes. The read shapes are the domain's
 * (shared/src/domain/programs.ts); the schemas below must stay equal to them (checked at the end).
 */

/** `:id` is the program; `:jobTitleId`, `:kitLineId`, `:employeeId` a row of it. */
export const ProgramJobTitleParams = Type.Object({ id: DbId, jobTitleId: DbId });
export type ProgramJobTitleParams = Static<typeof ProgramJobTitleParams>;
export const ProgramKitLineParams = Type.Object({ id: DbId, kitLineId: DbId });
export type ProgramKitLineParams = Static<typeof ProgramKitLineParams>;
export const ProgramEmployeeParams = Type.Object({ id: DbId, employeeId: DbId });
export type ProgramEmployeeParams = Static<typeof ProgramEmployeeParams>;

/** 'Nuevo programa' and its edit. `sellerId` null: the person saving (an admin may name another seller). */
export const ProgramInput = Type.Object(
  {
    name: NonBlankText(L.name),
    period: literalUnion(PROGRAM_PERIODS),
    periodStart: IsoDate,
    notes: PlainText(L.notes),
    active: Type.Boolean(),
    sellerId: Type.Union([DbId, Type.Null()]),
  },
  { additionalProperties: false },
);
export type ProgramInput = Static<typeof ProgramInput>;

export const JobTitleInput = Type.Object(
  {
    name: NonBlankText(L.jobTitle),
    /** Where it goes among the program's job titles (0 first); left out: last. */
    sortOrder: Type.Optional(Type.Integer({ minimum: 0, maximum: 999 })),
  },
  { additionalProperties: false },
);
export type JobTitleInput = Static<typeof JobTitleInput>;

export const KitLineInput = Type.Object(
  {
    itemId: DbId,
    colourId: DbId,
    sampleId: DbId,
    piecesPerPeriod: Type.Integer({ minimum: 1, maximum: L.piecesPerPeriod }),
  },
  { additionalProperties: false },
);
export type KitLineInput = Static<typeof KitLineInput>;

/** A garment type key as stored: 'item:<style id>'. */
export const GARMENT_TYPE_PATTERN = '^item:[1-9][0-9]{0,9}$';

export const EmployeeInput = Type.Object(
  {
    employeeNumber: Type.Union([NonBlankText(L.employeeNumber), Type.Null()]),
    name: NonBlankText(L.employeeName),
    jobTitleId: DbId,
    area: Type.Union([NonBlankText(L.area), Type.Null()]),
    startDate: Type.Union([IsoDate, Type.Null()]),
    active: Type.Boolean(),
    /** Size per garment type of the program's kits: `{ 'item:12': 'M' }` (a size of that style's run). */
    sizes: Type.Record(Type.String({ pattern: GARMENT_TYPE_PATTERN }), literalUnion(ALL_SIZES), { maxProperties: L.kitLines * L.jobTitles }),
  },
  { additionalProperties: false },
);
export type EmployeeInput = Static<typeof EmployeeInput>;

export const EmployeeActiveInput = Type.Object({ active: Type.Boolean() }, { additionalProperties: false });
export type EmployeeActiveInput = Static<typeof EmployeeActiveInput>;

export const EmployeeListQuery = Type.Object(
  {
    jobTitleId: Type.Optional(DbId),
    /** An area exactly as stored. */
    area: Type.Optional(NonBlankText(L.area)),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type EmployeeListQuery = Static<typeof EmployeeListQuery>;

const summaryFields = {
  id: Type.Integer(),
  partnerId: Type.Integer(),
  partnerName: Type.String(),
  name: Type.String(),
  sellerId: Type.Integer(),
  sellerName: Type.String(),
  period: literalUnion(PROGRAM_PERIODS),
  periodStart: Type.String(),
  periodEnd: Type.String(),
  active: Type.Boolean(),
  notes: Type.String(),
  jobTitleCount: Type.Integer(),
  employeeCount: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
};
export const ProgramSummary = Type.Object(summaryFields);
export const ProgramSummaryList = Type.Array(ProgramSummary);

export const ProgramKitLine = Type.Object({
  id: Type.Integer(),
  jobTitleId: Type.Integer(),
  sampleId: Type.Integer(),
  sampleName: Type.String(),
  itemId: Type.Integer(),
  itemCode: Type.String(),
  itemDescription: Type.String(),
  colourId: Type.Integer(),
  colourName: Type.String(),
  colourHex: Type.String(),
  garmentType: Type.String(),
  sizes: Type.Array(Type.String()),
  piecesPerPeriod: Type.Integer(),
  sortOrder: Type.Integer(),
});

export const ProgramJobTitle = Type.Object({
  id: Type.Integer(),
  programId: Type.Integer(),
  name: Type.String(),
  sortOrder: Type.Integer(),
  kit: Type.Array(ProgramKitLine),
  employeeCount: Type.Integer(),
});

export const ProgramGarmentType = Type.Object({
  garmentType: Type.String(),
  itemId: Type.Integer(),
  itemCode: Type.String(),
  label: Type.String(),
  sizes: Type.Array(Type.String()),
});

export const ProgramDetail = Type.Object({
  ...summaryFields,
  jobTitles: Type.Array(ProgramJobTitle),
  garmentTypes: Type.Array(ProgramGarmentType),
});

export const ProgramEmployee = Type.Object({
  id: Type.Integer(),
  programId: Type.Integer(),
  employeeNumber: Type.Union([Type.String(), Type.Null()]),
  name: Type.String(),
  jobTitleId: Type.Integer(),
  jobTitleName: Type.String(),
  area: Type.Union([Type.String(), Type.Null()]),
  active: Type.Boolean(),
  startDate: Type.Union([Type.String(), Type.Null()]),
  sizes: Type.Record(Type.String(), Type.String()),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});

export const ProgramRoster = Type.Object({
  rows: Type.Array(ProgramEmployee),
  /** Every area of the program's employees (the filter's options), whatever the filter. */
  areas: Type.Array(Type.String()),
});
export type ProgramRoster = Static<typeof ProgramRoster>;

/** What the kit editor chooses from: the client's authorised samples and the active styles. */
export const KitOptions = Type.Object({
  samples: Type.Array(
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      /** The garment of the clothing catalogue the sample is made on (null: on canvas or none). */
      clothingId: Type.Union([Type.Integer(), Type.Null()]),
      garment: Type.Union([Type.String(), Type.Null()]),
    }),
  ),
  styles: Type.Array(
    Type.Object({
      id: Type.Integer(),
      code: Type.String(),
      description: Type.String(),
      clothingId: Type.Union([Type.Integer(), Type.Null()]),
      garment: Type.Union([Type.String(), Type.Null()]),
      colours: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), hex: Type.String() })),
      sizes: Type.Array(Type.String()),
    }),
  ),
});
export type KitOptions = Static<typeof KitOptions>;

// The wire shapes are the domain's: a change to one that the other lacks fails the typecheck here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Assert<T extends true> = T;
/** Compile-time only: the schemas above read exactly as the domain's types. */
export type ProgramShapesMatch = [
  Assert<Same<Static<typeof ProgramSummary>, ProgramSummaryShape>>,
  Assert<Same<Static<typeof ProgramDetail>, ProgramDetailShape>>,
  Assert<Same<Static<typeof ProgramEmployee>, ProgramEmployeeShape>>,
];
