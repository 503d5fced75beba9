import { Type, type Static } from '@sinclair/typebox';
import { NEW_SAMPLE_MAX_CHARS, TEXT_MAX_CHARS } from '../domain/constants';
import { TEXT_COLOR_PATTERN } from '../domain/editor';
import { FONTS } from '../domain/enums';
import { DbId, IsoDate, NonBlankText, PlainText } from './common';
import { literalUnion } from './literal-union';
import { Pantone, TechniqueSchema } from './logos';

/*
 * The design editor's endpoints beyond the ones docs/requirements.md §7 lists (docs/decisions.md, "Design editor"):
 * texts saved on the server, delete and restore (undo) of logos and texts, project info.
 */

export const FontSchema = literalUnion(FONTS);
const Cm = (max = 500) => Type.Number({ exclusiveMinimum: 0, maximum: max });
const Position = Type.Number({ minimum: -500, maximum: 500 });
const Degrees = Type.Number({ minimum: -360, maximum: 360 });
const ZIndex = Type.Integer({ minimum: -1000000, maximum: 1000000 });
const TextColor = Type.String({ pattern: TEXT_COLOR_PATTERN });
const TextValue = NonBlankText(TEXT_MAX_CHARS);
/** A catalogue thread id; the text's colour becomes its hex. */
const TextThreadId = PlainText(20, 1);
/** On a change, null (or a `color` sent without a thread) clears the thread. */
const TextThread = Type.Union([TextThreadId, Type.Null()]);

export const LogoParams = Type.Object({ id: DbId, logoId: DbId });
export type LogoParams = Static<typeof LogoParams>;
export const TextParams = Type.Object({ id: DbId, textId: DbId });
export type TextParams = Static<typeof TextParams>;
export const PositionParams = Type.Object({ id: DbId, positionId: DbId });
export type PositionParams = Static<typeof PositionParams>;
export const ClothingParams = Type.Object({ id: DbId, clothingId: DbId });
export type ClothingParams = Static<typeof ClothingParams>;

/** A text placed on a view (docs/requirements.md §3 "Text personalisation", kept on the server here). x/y are its centre in cm. */
export const SampleText = Type.Object({
  textId: Type.Integer(),
  viewId: Type.Integer(),
  text: Type.String(),
  font: FontSchema,
  color: Type.String({ description: 'Six hex digits without #' }),
  /** The catalogue thread (issue 33): `color` is its hex. Null for texts given a colour only ('sin hilo asignado'). */
  thread: Type.Union([Pantone, Type.Null()]),
  technique: TechniqueSchema,
  comments: Type.String(),
  size: Type.Integer(),
  heightCm: Type.Number(),
  widthCm: Type.Number(),
  rotateDegrees: Type.Number(),
  xCm: Type.Number(),
  yCm: Type.Number(),
  zIndex: Type.Integer(),
});
export type SampleText = Static<typeof SampleText>;
export const SampleTextList = Type.Array(SampleText);

/** POST /business/samples/{id}/current-clothing-position/{positionId}/texts. */
export const CreateTextBody = Type.Object(
  {
    text: TextValue,
    font: Type.Optional(FontSchema),
    color: Type.Optional(TextColor),
    threadId: Type.Optional(TextThreadId),
    technique: Type.Optional(TechniqueSchema),
    comments: Type.Optional(PlainText(2000)),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
    heightCm: Type.Optional(Cm()),
    widthCm: Cm(),
    rotateDegrees: Type.Optional(Degrees),
    xCm: Type.Optional(Position),
    yCm: Type.Optional(Position),
    zIndex: Type.Optional(ZIndex),
  },
  { additionalProperties: false },
);
export type CreateTextBody = Static<typeof CreateTextBody>;

/** PATCH /business/samples/{id}/texts/{textId}: any subset, at least one field. */
export const PatchTextBody = Type.Object(
  {
    text: Type.Optional(TextValue),
    font: Type.Optional(FontSchema),
    color: Type.Optional(TextColor),
    threadId: Type.Optional(TextThread),
    technique: Type.Optional(TechniqueSchema),
    comments: Type.Optional(PlainText(2000)),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 500 })),
    heightCm: Type.Optional(Cm()),
    widthCm: Type.Optional(Cm()),
    rotateDegrees: Type.Optional(Degrees),
    xCm: Type.Optional(Position),
    yCm: Type.Optional(Position),
    zIndex: Type.Optional(ZIndex),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type PatchTextBody = Static<typeof PatchTextBody>;

/**
 * Multipart fields of POST /business/samples/{id}/current-clothing-position/{positionId}/logos
 * (docs/requirements.md §7), checked after the stream is read. Numbers arrive as text.
 */
export const UploadLogoFields = Type.Object(
  {
    logoTechnique: Type.Optional(TechniqueSchema),
    logoName: Type.Optional(PlainText(120)),
    logoNotes: Type.Optional(PlainText(2000)),
    logoNotesOnColor: Type.Optional(PlainText(2000)),
    logoNotesOnPosition: Type.Optional(PlainText(2000)),
    heightCm: Type.Optional(Cm()),
    widthCm: Type.Optional(Cm()),
    originalHeight: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
    originalWidth: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
    rotateDegrees: Type.Optional(Degrees),
    xPositionCm: Type.Optional(Position),
    yPositionCm: Type.Optional(Position),
  },
  { additionalProperties: false },
);
export type UploadLogoFields = Static<typeof UploadLogoFields>;

/** PATCH /business/samples/{id}/project: project info (mode 8). Any subset, at least one field. */
export const PatchProjectBody = Type.Object(
  {
    sampleName: Type.Optional(NonBlankText(120)),
    dueDate: Type.Optional(IsoDate),
    cardCode: Type.Optional(PlainText(20, 1)),
    /** The client's department the sample is for (issue 33); '' clears it (the client's is shown again). */
    department: Type.Optional(PlainText(NEW_SAMPLE_MAX_CHARS.department)),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type PatchProjectBody = Static<typeof PatchProjectBody>;
