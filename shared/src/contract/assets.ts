import { Type, type Static } from '@sinclair/typebox';

/** A garment picture's file name under the assets base. */
export const AssetParams = Type.Object({ file: Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,120}\\.svg$' }) });
export type AssetParams = Static<typeof AssetParams>;
/** `color` (RRGGBB) recolours the garment. */
export const AssetQuery = Type.Object({ color: Type.Optional(Type.String({ pattern: '^[0-9A-Fa-f]{6}$' })) });
export type AssetQuery = Static<typeof AssetQuery>;
export const SvgPicture = Type.String({ description: 'SVG' });
/** The answer of a conditional GET whose ETag still matches. */
export const NotModified = Type.Null({ description: 'Sin cambios (304)' });
