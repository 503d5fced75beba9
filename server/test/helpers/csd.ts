import fs from 'node:fs';
import path from 'node:path';
import { makeSelfMadeCsd, type SelfMadeCsd, type SelfMadeCsdOptions } from '../../src/modules/fiscal/self-made-csd';
import { multipartBody } from './multipart-files';

/*
 * CSD-like certificates for tests (issue 32): an X.509 DER certificate with the RFC in
 * x500UniqueIdentifier as the SAT's have it, and its private key as PKCS#8 DER encrypted with a password
 * (3DES, as the SAT's .key files). Self-signed: no SAT in the loop. Reusable by every fiscal test:
 *
 *   const csd = await testCsd({ rfc: 'EKU9003173C9' });
 *   crypto.sign('sha256', Buffer.from(cadena), csd.privateKeyPem);            // seal
 *   await admin.upload('/api/business/settings/fiscal/csd', csdUploadBody(csd)); // upload
 */

export const TEST_CSD_PASSWORD = '12345678a';
const VALID_FROM = new Date('2024-01-01T00:00:00Z');
const VALID_TO = new Date('2030-01-01T00:00:00Z');

const made = new Map<string, Promise<SelfMadeCsd>>();

/**
 * A CSD of `rfc` (default options: valid from 2024-01-01 to 2030-01-01, which covers the tests' clock and
 * today, password TEST_CSD_PASSWORD).
 * Same options → the same pair (memoised per test file: RSA key generation takes a moment).
 */
export function testCsd(options: Partial<SelfMadeCsdOptions> & { rfc: string }): Promise<SelfMadeCsd> {
  const full: SelfMadeCsdOptions = { legalName: 'EMPRESA DE PRUEBA', password: TEST_CSD_PASSWORD, validFrom: VALID_FROM, validTo: VALID_TO, ...options };
  const key = JSON.stringify(full);
  let pair = made.get(key);
  if (!pair) {
    pair = makeSelfMadeCsd(full);
    made.set(key, pair);
  }
  return pair;
}

/** The multipart body the upload route takes: «cer», «key» and «password». */
export function csdUploadBody(files: { certificateDer: Buffer; keyDer: Buffer }, password = TEST_CSD_PASSWORD) {
  return multipartBody(
    [
      { field: 'cer', filename: 'certificado.cer', content: files.certificateDer },
      { field: 'key', filename: 'llave.key', content: files.keyDer },
    ],
    { password },
  );
}

/** Writes the .cer and .key files into `dir` (fixtures for a browser upload); answers their paths. */
export function writeCsdFiles(csd: Pick<SelfMadeCsd, 'certificateDer' | 'keyDer'>, dir: string, base = 'csd'): { cer: string; key: string } {
  fs.mkdirSync(dir, { recursive: true });
  const cer = path.join(dir, `${base}.cer`);
  const key = path.join(dir, `${base}.key`);
  fs.writeFileSync(cer, csd.certificateDer);
  fs.writeFileSync(key, csd.keyDer);
  return { cer, key };
}
