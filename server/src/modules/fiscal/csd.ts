import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { FiscalSeries } from '@muestrario/shared/contract';
import type { Database } from '../../db/types';
import { FiscalRows, type CompanyCsdRow } from './repository';
import { open, seal } from './sealed-box';

/*
 * The functions other areas call (the invoice engine: issuer data, series, sealing): the company's
 * fiscal data as stored, and its CSD with the private key decrypted in memory only.
 */

/** The associated data the private key is sealed with (sealed-box.ts): a sealed key only opens as this. */
export const PRIVATE_KEY_LABEL = 'company_csd.private_key:v1';

export interface CompanyFiscal {
  rfc: string;
  legalName: string;
  taxRegime: string;
  placeOfIssue: string;
  /** The folio series of each fiscal document kind (invoice, credit_note, down_payment_invoice, payment). */
  series: FiscalSeries;
}

export interface CompanyCsd {
  /** The certificate (.cer) as DER: its base64 is the CFDI's «Certificado». */
  certificateDer: Buffer;
  /** The private key, unencrypted PKCS#8 PEM: keep it in memory only (crypto.sign('sha256', cadena, it)). */
  privateKeyPem: string;
  /** The CFDI's «NoCertificado» (20 digits). */
  certificateNumber: string;
  rfc: string;
  legalName: string;
  validFrom: string;
  validTo: string;
}

export class CsdKeyUnreadableError extends Error {
  constructor() {
    super('La llave privada del CSD no se puede descifrar con la clave actual (MUESTRARIO_SECRET_KEY o el archivo de clave). Vuelve a cargar el CSD en Datos fiscales.');
    this.name = 'CsdKeyUnreadableError';
  }
}

/** The company's fiscal data, or null until an admin saved it. */
export async function loadCompanyFiscal(db: Kysely<Database>): Promise<CompanyFiscal | null> {
  const row = await new FiscalRows(db).fiscal();
  if (!row) return null;
  return {
    rfc: row.rfc,
    legalName: row.legal_name,
    taxRegime: row.tax_regime,
    placeOfIssue: row.place_of_issue,
    series: {
      invoice: row.series_invoice,
      credit_note: row.series_credit_note,
      down_payment_invoice: row.series_down_payment_invoice,
      payment: row.series_payment,
    },
  };
}

/** The sealed key's bytes, or null when it does not open with `secretKey` (another key, a restored backup without it). */
export function openPrivateKey(row: Pick<CompanyCsdRow, 'private_key_sealed'>, secretKey: Buffer): Buffer | null {
  return open(row.private_key_sealed, secretKey, PRIVATE_KEY_LABEL);
}

export function sealPrivateKey(privateKeyDer: Buffer, secretKey: Buffer): string {
  return seal(privateKeyDer, secretKey, PRIVATE_KEY_LABEL);
}

/**
 * The company's CSD with its private key decrypted in memory, or null when none is loaded. Throws
 * CsdKeyUnreadableError when the stored key does not open with `secretKey` (`app.fiscal.secretKey`;
 * `app.fiscal.loadCompanyCsd()` passes it).
 */
export async function loadCompanyCsd(db: Kysely<Database>, secretKey: Buffer): Promise<CompanyCsd | null> {
  const row = await new FiscalRows(db).csd();
  if (!row) return null;
  const der = openPrivateKey(row, secretKey);
  if (!der) throw new CsdKeyUnreadableError();
  return {
    certificateDer: Buffer.from(row.certificate_der, 'base64'),
    privateKeyPem: crypto.createPrivateKey({ key: der, format: 'der', type: 'pkcs8' }).export({ type: 'pkcs8', format: 'pem' }).toString(),
    certificateNumber: row.certificate_number,
    rfc: row.rfc,
    legalName: row.legal_name,
    validFrom: row.valid_from,
    validTo: row.valid_to,
  };
}
