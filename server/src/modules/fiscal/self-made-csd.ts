import crypto, { KeyObject } from 'node:crypto';
import * as x509 from '@peculiar/x509';

/*
 * Self-made certificates shaped like the SAT's (docs/decisions/fiscal.md): the RFC in the subject's
 * x500UniqueIdentifier ('RFC / representative RFC'), the name in «name» (2.5.4.41), a branch in the OU
 * for a CSD (a FIEL has none: that is how @nodecfdi/credentials tells them apart), and the certificate
 * number (20 digits) as the ASCII bytes of the serial number. The private key is PKCS#8 DER encrypted
 * with the password (PBES2, 3DES-CBC as the SAT's are). Signed by themselves: clearly not the SAT's. For
 * the demo company, the sandbox PAC's own certificate and the tests (server/test/helpers/csd.ts).
 */

// Node's WebCrypto is the DOM's Crypto (the server's TypeScript lib has no DOM types to name it).
x509.cryptoProvider.set(crypto.webcrypto as never);

const ALGORITHM = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256', publicExponent: new Uint8Array([1, 0, 1]), modulusLength: 2048 } as const;
const DAY_MS = 86_400_000;

export interface SelfMadeCsdOptions {
  rfc: string;
  legalName: string;
  password: string;
  /** Default: a day ago. */
  validFrom?: Date;
  /** Default: four years after validFrom (a CSD's life). */
  validTo?: Date;
  /** 20 digits; default random. */
  certificateNumber?: string;
  /** A FIEL (e.firma): no branch in the OU. */
  fiel?: boolean;
  /** Issuer's name (default 'AUTORIDAD DE PRUEBAS MUESTRARIO — NO ES DEL SAT'). */
  issuer?: string;
}

export interface SelfMadeCsd {
  /** The .cer file: X.509 DER. */
  certificateDer: Buffer;
  /** The .key file: PKCS#8 DER encrypted with `password`. */
  keyDer: Buffer;
  password: string;
  /** The key unencrypted (PKCS#8 PEM), for whoever signs with it in memory. */
  privateKeyPem: string;
  certificateNumber: string;
  rfc: string;
  validFrom: Date;
  validTo: Date;
}

const randomCertificateNumber = () => Array.from(crypto.randomBytes(20), (b) => String(b % 10)).join('');

export async function makeSelfMadeCsd(options: SelfMadeCsdOptions): Promise<SelfMadeCsd> {
  const validFrom = options.validFrom ?? new Date(Date.now() - DAY_MS);
  const validTo = options.validTo ?? new Date(validFrom.getTime() + 4 * 365 * DAY_MS);
  const certificateNumber = options.certificateNumber ?? randomCertificateNumber();
  if (!/^\d{20}$/.test(certificateNumber)) throw new RangeError('certificateNumber must be 20 digits');
  const keys = await crypto.webcrypto.subtle.generateKey(ALGORITHM, true, ['sign', 'verify']);
  const subject: Record<string, string[]>[] = [
    { '2.5.4.3': [options.legalName] },
    { '2.5.4.41': [options.legalName] },
    { '2.5.4.10': [options.legalName] },
    { '2.5.4.45': [`${options.rfc} / `] },
    { '2.5.4.5': [' / '] },
    ...(options.fiel ? [] : [{ '2.5.4.11': ['MATRIZ'] }]),
  ];
  const cert = await x509.X509CertificateGenerator.create({
    serialNumber: Buffer.from(certificateNumber, 'ascii').toString('hex'),
    subject: subject as unknown as x509.JsonName,
    issuer: [{ '2.5.4.3': [options.issuer ?? 'AUTORIDAD DE PRUEBAS MUESTRARIO - NO ES DEL SAT'] }] as unknown as x509.JsonName,
    notBefore: validFrom,
    notAfter: validTo,
    signingAlgorithm: ALGORITHM,
    publicKey: keys.publicKey,
    signingKey: keys.privateKey,
    extensions: [
      new x509.BasicConstraintsExtension(false, undefined, true),
      new x509.KeyUsagesExtension(
        options.fiel
          ? x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation | x509.KeyUsageFlags.dataEncipherment | x509.KeyUsageFlags.keyAgreement
          : x509.KeyUsageFlags.digitalSignature | x509.KeyUsageFlags.nonRepudiation,
        true,
      ),
    ],
  });
  const privateKey = KeyObject.from(keys.privateKey);
  return {
    certificateDer: Buffer.from(cert.rawData),
    keyDer: privateKey.export({ type: 'pkcs8', format: 'der', cipher: 'des-ede3-cbc', passphrase: options.password }),
    password: options.password,
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    certificateNumber,
    rfc: options.rfc,
    validFrom,
    validTo,
  };
}
