import { Type, type Static } from '@sinclair/typebox';

/*
 * The company's fiscal data and its CSD (issue 32 item 2). Field rules the schema cannot say (RFC, régimen
 * for the person type, distinct series) are `companyFiscalErrors` (shared/src/rules/company-fiscal.ts).
 */

const text = (maxLength: number, description: string) => Type.String({ maxLength, description });

/** The folio series of each fiscal document kind (keys are the engine's kinds; 'payment' for payment CFDIs). */
export const FiscalSeries = Type.Object(
  {
    invoice: text(10, 'Serie de las facturas'),
    credit_note: text(10, 'Serie de las notas de crédito'),
    down_payment_invoice: text(10, 'Serie de las facturas de anticipo'),
    payment: text(10, 'Serie de los CFDI de pago'),
  },
  { additionalProperties: false },
);
export type FiscalSeries = Static<typeof FiscalSeries>;

export const CompanyFiscalBody = Type.Object(
  {
    rfc: text(20, 'RFC de la empresa (12 caracteres persona moral, 13 física)'),
    legalName: text(300, 'Razón social como en la constancia de situación fiscal'),
    taxRegime: text(3, 'Régimen fiscal (catálogo c_RegimenFiscal)'),
    placeOfIssue: text(5, 'Lugar de expedición: código postal de 5 dígitos'),
    series: FiscalSeries,
  },
  { additionalProperties: false },
);
export type CompanyFiscalBody = Static<typeof CompanyFiscalBody>;

/** What anyone may know of the loaded CSD: never the key, never its password. */
export const CompanyCsdInfo = Type.Object({
  certificateNumber: Type.String({ description: 'Número de certificado (20 dígitos)' }),
  rfc: Type.String(),
  legalName: Type.String(),
  validFrom: Type.String({ description: 'Inicio de vigencia (ISO 8601)' }),
  validTo: Type.String({ description: 'Fin de vigencia (ISO 8601)' }),
  keyLoaded: Type.Boolean({ description: 'La llave privada está guardada (cifrada) y se puede usar' }),
  uploadedAt: Type.String(),
});
export type CompanyCsdInfo = Static<typeof CompanyCsdInfo>;

export const CompanyFiscalView = Type.Object({
  /** False until an admin saves the data (the fields then hold the defaults: empty, series by kind). */
  configured: Type.Boolean(),
  rfc: Type.String(),
  legalName: Type.String(),
  taxRegime: Type.String(),
  placeOfIssue: Type.String(),
  series: FiscalSeries,
  updatedAt: Type.Union([Type.String(), Type.Null()]),
  csd: Type.Union([CompanyCsdInfo, Type.Null()]),
  /** The PAC stamping goes through (PAC_PROVIDER); the sandbox's stamps have no fiscal validity. */
  pac: Type.Object({ provider: Type.Union([Type.Literal('sandbox'), Type.Literal('sw')]), testStamps: Type.Boolean() }),
});
export type CompanyFiscalView = Static<typeof CompanyFiscalView>;
