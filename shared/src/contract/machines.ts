import { Type, type Static } from '@sinclair/typebox';
import { MACHINE_KINDS, MACHINE_LIMITS as L } from '../domain/machines';
import { literalUnion } from './literal-union';

/* Production machines (issue 30, item 5): Producción › Máquinas. */

const integer = (limits: { min: number; max: number }, description: string) => Type.Integer({ minimum: limits.min, maximum: limits.max, description });
/** No control characters (NUL included, which PostgreSQL refuses); something besides spaces. */
const Name = Type.String({ minLength: L.name.min, maxLength: L.name.max, pattern: '^\\s*[^\\s\\u0000-\\u001f\\u007f][^\\u0000-\\u001f\\u007f]*$', description: 'Nombre de la máquina' });
const ShiftMinutes = Type.Array(integer(L.shiftMinutes, 'Minutos de turno de ese día (0 = cerrado)'), {
  minItems: 7,
  maxItems: 7,
  description: 'Minutos de turno por día, de lunes a domingo',
});

/** What a person types for a machine (new or changed: the whole machine each time). */
export const MachineBody = Type.Object(
  {
    name: Name,
    kind: literalUnion(MACHINE_KINDS),
    heads: integer(L.heads, 'Cabezas (piezas a la vez)'),
    needles: Type.Union([integer(L.needles, 'Agujas (solo bordadoras)'), Type.Null()]),
    stitchesPerMinute: Type.Union([integer(L.stitchesPerMinute, 'Puntadas por minuto (solo bordadoras)'), Type.Null()]),
    shiftMinutes: ShiftMinutes,
    rateCentsPerHour: integer(L.rateCentsPerHour, 'Tarifa por hora de máquina, en centavos'),
    active: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type MachineBody = Static<typeof MachineBody>;

export const Machine = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: literalUnion(MACHINE_KINDS),
  heads: Type.Integer(),
  needles: Type.Union([Type.Integer(), Type.Null()]),
  stitchesPerMinute: Type.Union([Type.Integer(), Type.Null()]),
  shiftMinutes: Type.Array(Type.Integer()),
  rateCentsPerHour: Type.Integer(),
  active: Type.Boolean(),
  updatedAt: Type.String(),
});
export type Machine = Static<typeof Machine>;
