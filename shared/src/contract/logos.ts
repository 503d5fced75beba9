import { Type, type Static } from '@sinclair/typebox';
import { LOGO_TECHNIQUES } from '../domain/enums';
import { literalUnion } from './literal-union';

export const TechniqueSchema = literalUnion(LOGO_TECHNIQUES);

export const Pantone = Type.Object({
  id: Type.String(),
  nombre: Type.String(),
  hex: Type.String(),
  color: Type.String(),
  posicion: Type.String(),
  rgb: Type.String(),
});
export type Pantone = Static<typeof Pantone>;

export const Logo = Type.Object({
  logoId: Type.Integer(),
  viewId: Type.Integer(),
  logoName: Type.String(),
  logoTechnique: TechniqueSchema,
  logoNotes: Type.String(),
  logoNotesOnColor: Type.String(),
  logoNotesOnPosition: Type.String(),
  heightCm: Type.Number(),
  widthCm: Type.Number(),
  rotateDegrees: Type.Number(),
  xpositionCm: Type.Number(),
  ypositionCm: Type.Number(),
  viewWidth: Type.Number(),
  resourcePath: Type.String(),
  filename: Type.String(),
  originalFilename: Type.String(),
  filesize: Type.Integer(),
  pantones: Type.Array(Pantone),
});
export type Logo = Static<typeof Logo>;
export const LogoList = Type.Array(Logo);

export const PatchLogoBody = Type.Object(
  {
    logoTechnique: TechniqueSchema,
    logoName: Type.String({ minLength: 1, maxLength: 120 }),
    logoNotes: Type.String({ maxLength: 2000 }),
    logoNotesOnColor: Type.String({ maxLength: 2000 }),
    logoNotesOnPosition: Type.String({ maxLength: 2000 }),
    heightCm: Type.Number({ exclusiveMinimum: 0, maximum: 500 }),
    widthCm: Type.Number({ exclusiveMinimum: 0, maximum: 500 }),
    rotateDegrees: Type.Number({ minimum: -360, maximum: 360 }),
    xpositionCm: Type.Number({ minimum: -500, maximum: 500 }),
    ypositionCm: Type.Number({ minimum: -500, maximum: 500 }),
    pantones: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 30 })),
  },
  { additionalProperties: false },
);
export type PatchLogoBody = Static<typeof PatchLogoBody>;

export const RenderFile = Type.Object({
  createFirstName: Type.String(),
  createFirstLastName: Type.String(),
  createDate: Type.String(),
  resourcePath: Type.String(),
  filename: Type.String(),
  originalFilename: Type.String(),
  filesize: Type.Integer(),
});
export type RenderFile = Static<typeof RenderFile>;
