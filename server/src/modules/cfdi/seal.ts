import { createSign, createVerify, X509Certificate } from 'node:crypto';
import { cadenaOriginal } from './cadena';
import { CFDI_NAMESPACE } from './namespaces';
import { parseXmlTree } from './xml-tree';

/** Sello: base64(RSA-SHA256(cadena original in UTF-8)) with the CSD's private key (PEM). */
export function sealCadena(cadena: string, privateKeyPem: string): string {
  return createSign('RSA-SHA256').update(cadena, 'utf8').sign(privateKeyPem, 'base64');
}

/**
 * NoCertificado as the SAT derives it: a CSD's serial number is the ASCII code of its 20 digits
 * (serial 0x3330303031…  → '30001…'); each hex pair is decoded as a character. A serial that is not
 * ASCII digits (a test certificate made carelessly) is returned as its hex, upper-case.
 */
export function certificateNumber(certificate: Buffer | X509Certificate): string {
  const x509 = certificate instanceof X509Certificate ? certificate : new X509Certificate(certificate);
  const hex = x509.serialNumber.replace(/^(00)+/, '');
  const ascii = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex').toString('latin1');
  return /^\d+$/.test(ascii) ? ascii : hex.toUpperCase();
}

/** Certificado: the certificate's DER in base64, no line breaks. */
export function certificateBase64(certificateDer: Buffer): string {
  return certificateDer.toString('base64');
}

/**
 * Whether the CFDI's Sello verifies over the cadena original of the XML itself with the certificate's
 * public key: `certificate` (DER) when given, else the Certificado the XML carries. False, never a throw,
 * for a missing seal or certificate.
 */
export function verifySeal(xml: string, certificate?: Buffer): boolean {
  const root = parseXmlTree(xml);
  if (root.uri !== CFDI_NAMESPACE || root.local !== 'Comprobante') return false;
  const seal = root.attrs.Sello;
  const der = certificate ?? (root.attrs.Certificado ? Buffer.from(root.attrs.Certificado, 'base64') : undefined);
  if (!seal || !der) return false;
  let x509: X509Certificate;
  try {
    x509 = new X509Certificate(der);
  } catch {
    return false;
  }
  return createVerify('RSA-SHA256').update(cadenaOriginal(root), 'utf8').verify(x509.publicKey, seal, 'base64');
}
