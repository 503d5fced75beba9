import { X509Certificate } from 'node:crypto';
import { cadenaOriginal } from './cadena';
import { CfdiInputError } from './errors';
import { checkCfdiInput, checkPaymentCfdiInput } from './input-checks';
import { buildPaymentCfdiXml } from './payment-xml';
import { paymentTotals } from './payment-totals';
import { certificateBase64, certificateNumber, sealCadena } from './seal';
import { cfdiTotals } from './totals';
import type { CfdiCsd, CfdiInput, CfdiTotals, PaymentCfdiInput, PaymentTotals } from './types';
import { validateCfdiXml, type CfdiValidation } from './validate';
import { buildCfdiXml, type CfdiSealBlock } from './xml';

export interface SealedCfdi<T> {
  /** The sealed XML (UTF-8 text), ready to validate and stamp. */
  xml: string;
  /** The cadena original that was sealed. */
  cadena: string;
  totals: T;
  /** NoCertificado. */
  certificateNumber: string;
}

/**
 * Builds, seals and returns: the XML with NoCertificado (part of the cadena), its cadena original, the
 * Sello over it and the XML again with Sello and Certificado. Checks the certificate parses; the
 * key/certificate pair is checked where the CSD is uploaded, and `verifySeal` checks the result.
 */
function seal<T>(csd: CfdiCsd, totals: T, build: (block: CfdiSealBlock) => string): SealedCfdi<T> {
  let x509: X509Certificate;
  try {
    x509 = new X509Certificate(csd.certificateDer);
  } catch {
    throw new CfdiInputError('El certificado de sello digital (CSD) no se pudo leer.');
  }
  const number = certificateNumber(x509);
  const cadena = cadenaOriginal(build({ certificateNumber: number }));
  const sello = sealCadena(cadena, csd.privateKeyPem);
  return { xml: build({ certificateNumber: number, certificate: certificateBase64(csd.certificateDer), seal: sello }), cadena, totals, certificateNumber: number };
}

/** A sealed CFDI 4.0 Ingreso or Egreso. Throws CfdiInputError (Spanish) on input the SAT would refuse. */
export function createSealedCfdi(input: CfdiInput, csd: CfdiCsd): SealedCfdi<CfdiTotals> {
  checkCfdiInput(input);
  const totals = cfdiTotals(input.concepts);
  return seal(csd, totals, (block) => buildCfdiXml(input, totals, block));
}

/** A sealed payment CFDI (tipo P, Pagos 2.0). Throws CfdiInputError (Spanish). */
export function createSealedPaymentCfdi(input: PaymentCfdiInput, csd: CfdiCsd): SealedCfdi<PaymentTotals> {
  checkPaymentCfdiInput(input);
  const totals = paymentTotals(input.payments);
  return seal(csd, totals, (block) => buildPaymentCfdiXml(input, totals, block));
}

/** Validates against the SAT's schemas (CFDI alone, with Pagos 2.0, with the TimbreFiscalDigital). */
export function validateCfdi(xml: string): Promise<CfdiValidation> {
  return validateCfdiXml(xml);
}
