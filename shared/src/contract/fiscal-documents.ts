import { Type, type Static } from '@sinclair/typebox';

/*
 * Stamped CFDIs of sales documents and customer payments (issue 32 items 3–5): what a fiscal document's
 * page shows beside its actions (status, UUID, when), and the cancellation request.
 */

/** 'sin-timbrar' while no CFDI exists; 'timbrando' while the PAC is being asked. */
export const FiscalStampState = Type.Union([Type.Literal('sin-timbrar'), Type.Literal('timbrando'), Type.Literal('vigente'), Type.Literal('cancelada')]);
export type FiscalStampState = Static<typeof FiscalStampState>;

export const FiscalStampView = Type.Object({
  state: FiscalStampState,
  uuid: Type.Union([Type.String(), Type.Null()]),
  /** 'F-12': the CFDI's Serie and Folio. */
  folio: Type.Union([Type.String(), Type.Null()]),
  /** FechaTimbrado as the stamp writes it (Mexico City time). */
  stampedAt: Type.Union([Type.String(), Type.Null()]),
  /** A sandbox stamp: no fiscal validity. */
  testStamp: Type.Boolean(),
  cancelReason: Type.Union([Type.String(), Type.Null()]),
  replacementUuid: Type.Union([Type.String(), Type.Null()]),
  cancelledAt: Type.Union([Type.String(), Type.Null()]),
  /** The PAC answered 'EnProceso': the receiver has to accept the cancellation. */
  cancelPending: Type.Boolean(),
});
export type FiscalStampView = Static<typeof FiscalStampView>;

export const CANCEL_REASONS = ['01', '02', '03', '04'] as const;

export const CancelCfdiBody = Type.Object(
  {
    reason: Type.Union(CANCEL_REASONS.map((r) => Type.Literal(r)), { description: 'Motivo de cancelación del SAT: 01 con errores con relación, 02 sin relación, 03 no se llevó a cabo, 04 operación nominativa en factura global' }),
    /** Required with reason 01: the UUID of the stamped CFDI that replaces this one (same client). */
    replacementUuid: Type.Optional(Type.String({ maxLength: 36, description: 'UUID del CFDI que sustituye (solo motivo 01)' })),
  },
  { additionalProperties: false },
);
export type CancelCfdiBody = Static<typeof CancelCfdiBody>;

/** A refused stamp: the pre-flight list (Spanish, one line per problem) or the schema's errors. */
export const StampRefusal = Type.Object({
  message: Type.String(),
  problems: Type.Optional(Type.Array(Type.String())),
});
export type StampRefusal = Static<typeof StampRefusal>;
