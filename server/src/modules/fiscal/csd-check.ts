import crypto from 'node:crypto';
import { Certificate } from '@nodecfdi/credentials/node';

/*
 * Checks an uploaded CSD (issue 32 item 2, acceptance 5): the certificate reads, the password opens the
 * key, key and certificate are a pair, the certificate is valid now, it is a CSD (not the e.firma) and
 * of the company's RFC. Each refusal is a Spanish sentence naming the problem (the route answers 400).
 * @nodecfdi/credentials reads the SAT's fields (RFC in x500UniqueIdentifier, the number in the serial's
 * bytes, CSD vs FIEL); node:crypto opens the key and checks the pair.
 */

const longDate = new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: 'America/Mexico_City' });

export const CSD_MESSAGES = {
  noCompanyRfc: 'Primero guarda los datos fiscales de la empresa (su RFC) y después carga el CSD.',
  missingCer: 'Falta el certificado (archivo .cer).',
  missingKey: 'Falta la llave privada (archivo .key).',
  missingPassword: 'Escribe la contraseña de la llave privada.',
  cerUnreadable: 'El archivo del certificado (.cer) no es un certificado X.509 válido.',
  keyUnreadable: 'El archivo de la llave privada (.key) no es una llave PKCS#8 como las que entrega el SAT.',
  keyNotEncrypted: 'La llave privada no está protegida con contraseña: sube el archivo .key tal como lo entrega el SAT.',
  badPassword: 'La contraseña de la llave privada no es correcta.',
  notPair: 'La llave privada no corresponde al certificado.',
  expired: (date: Date) => `El certificado venció el ${longDate.format(date)}.`,
  notYetValid: (date: Date) => `El certificado todavía no es válido: su vigencia empieza el ${longDate.format(date)}.`,
  fiel: 'El certificado es de la e.firma (FIEL), no un certificado de sello digital (CSD): sube el CSD.',
  noRfc: 'El certificado no indica el RFC de su titular: no es un certificado del SAT.',
  otherRfc: (rfc: string, company: string) => `El certificado es de otro RFC: ${rfc} (el de la empresa es ${company}).`,
  notRsa: 'La llave privada no es RSA: el SAT emite los CSD con llaves RSA.',
} as const;

export class CsdError extends Error {}

export interface CheckedCsd {
  certificateDer: Buffer;
  /** The private key unencrypted (PKCS#8 DER): sealed before it is stored, never written as is. */
  privateKeyDer: Buffer;
  certificateNumber: string;
  rfc: string;
  legalName: string;
  validFrom: Date;
  validTo: Date;
}

/** Whether `keyDer` opens with `passphrase`: 'open', 'bad-password' (the decryption failed) or 'unreadable'. */
function tryOpen(keyDer: Buffer, passphrase: string): crypto.KeyObject | 'bad-password' | 'unreadable' {
  try {
    return crypto.createPrivateKey({ key: keyDer, format: 'der', type: 'pkcs8', passphrase });
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_OSSL_BAD_DECRYPT' ? 'bad-password' : 'unreadable';
  }
}

/**
 * Opens the .key with its password. A wrong password usually fails the decryption's padding check, but about
 * one time in 300 the padding happens to look right and the decrypted bytes then fail to parse: so a failure
 * is read as "unreadable" only when two random passwords also fail that way (an encrypted key answers "bad
 * decrypt" to at least one of them with near certainty); otherwise it is a wrong password.
 */
function openKey(keyDer: Buffer, password: string): crypto.KeyObject {
  const randomPassword = () => crypto.randomBytes(12).toString('hex');
  const opened = tryOpen(keyDer, password);
  if (typeof opened !== 'string') {
    // A key that also opens with a random password is not encrypted: the SAT never hands those out.
    if (typeof tryOpen(keyDer, randomPassword()) !== 'string') throw new CsdError(CSD_MESSAGES.keyNotEncrypted);
    return opened;
  }
  if (opened === 'bad-password') throw new CsdError(CSD_MESSAGES.badPassword);
  const encrypted = [randomPassword(), randomPassword()].some((p) => tryOpen(keyDer, p) === 'bad-password');
  throw new CsdError(encrypted ? CSD_MESSAGES.badPassword : CSD_MESSAGES.keyUnreadable);
}

/** Reads the .cer (DER, or PEM) as the library and as node:crypto; throws CsdError when it is not one. */
function readCertificate(cer: Buffer): { sat: Certificate; x509: crypto.X509Certificate } {
  try {
    const sat = new Certificate(cer.toString('binary'));
    return { sat, x509: new crypto.X509Certificate(Buffer.from(sat.pem())) };
  } catch {
    throw new CsdError(CSD_MESSAGES.cerUnreadable);
  }
}

/** Throws CsdError with the Spanish reason; answers what is stored of a good CSD. */
export function checkCsd(input: { cer: Buffer; key: Buffer; password: string; companyRfc: string; now: Date }): CheckedCsd {
  if (!input.password) throw new CsdError(CSD_MESSAGES.missingPassword);
  const { sat, x509 } = readCertificate(input.cer);
  const key = openKey(input.key, input.password);
  if (key.asymmetricKeyType !== 'rsa') throw new CsdError(CSD_MESSAGES.notRsa);
  if (!x509.checkPrivateKey(key)) throw new CsdError(CSD_MESSAGES.notPair);
  const validFrom = new Date(x509.validFrom);
  const validTo = new Date(x509.validTo);
  if (input.now.getTime() > validTo.getTime()) throw new CsdError(CSD_MESSAGES.expired(validTo));
  if (input.now.getTime() < validFrom.getTime()) throw new CsdError(CSD_MESSAGES.notYetValid(validFrom));
  if (sat.satType().isFiel()) throw new CsdError(CSD_MESSAGES.fiel);
  let rfc = '';
  try {
    rfc = sat.rfc().trim().toUpperCase();
  } catch {
    rfc = '';
  }
  if (!rfc) throw new CsdError(CSD_MESSAGES.noRfc);
  if (rfc !== input.companyRfc) throw new CsdError(CSD_MESSAGES.otherRfc(rfc, input.companyRfc));
  const serialBytes = sat.serialNumber().bytes();
  const certificateNumber = /^[\x20-\x7e]+$/.test(serialBytes) ? serialBytes : sat.serialNumber().decimal();
  return {
    certificateDer: x509.raw,
    privateKeyDer: key.export({ type: 'pkcs8', format: 'der' }),
    certificateNumber,
    rfc,
    legalName: (sat.legalName() ?? '').trim(),
    validFrom,
    validTo,
  };
}
