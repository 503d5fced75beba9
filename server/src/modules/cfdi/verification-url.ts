import { canonicalDecimal, parseDecimal } from './decimal';

export const SAT_VERIFICATION_BASE = 'https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx';

/**
 * tt as Anexo 20 asks: the total with up to 6 decimals and no insignificant zeros, but always one
 * decimal (the SAT's own example reads tt=1000.0): '1160.00' → '1160.0', '1234.50' → '1234.5', '0' → '0.0'.
 */
export function formatVerificationTotal(total: string): string {
  const text = canonicalDecimal(parseDecimal(total, 'El total', 6));
  return text.includes('.') ? text : `${text}.0`;
}

/**
 * The expression the printed CFDI's QR encodes:
 * …/default.aspx?id=UUID&re=RFC emisor&rr=RFC receptor&tt=total&fe=last 8 characters of the Sello.
 * RFCs are percent-encoded (an RFC may hold '&' or 'Ñ'); fe is written as the SAT's example does.
 */
export function verificationUrl(stamp: { uuid: string; issuerRfc: string; receiverRfc: string; total: string; sello: string }): string {
  return (
    `${SAT_VERIFICATION_BASE}?id=${stamp.uuid.toUpperCase()}` +
    `&re=${encodeURIComponent(stamp.issuerRfc)}` +
    `&rr=${encodeURIComponent(stamp.receiverRfc)}` +
    `&tt=${formatVerificationTotal(stamp.total)}` +
    `&fe=${stamp.sello.slice(-8)}`
  );
}
