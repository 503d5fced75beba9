import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { X509Certificate } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import type { CfdiCsd } from '../../../src/modules/cfdi/types';

/** 20 digits → the serial a SAT certificate carries (each digit's ASCII code): '3000…' → '0x3330…'. */
export const serialForNumber = (digits: string) => `0x${Buffer.from(digits, 'latin1').toString('hex')}`;

/**
 * A self-signed RSA 2048 certificate shaped like a CSD, made by the openssl CLI: the RFC in the subject's
 * x500UniqueIdentifier, the 20-digit certificate number as its serial, valid for a year.
 */
export function makeTestCsd(options: { rfc: string; name: string; number: string }): CfdiCsd & { x509: X509Certificate } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'cfdi-csd-'));
  try {
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', key, '-out', cert, '-days', '365',
      '-set_serial', serialForNumber(options.number),
      '-subj', `/CN=${options.name}/O=${options.name}/x500UniqueIdentifier=${options.rfc}/serialNumber=${options.rfc}`,
    ], { stdio: ['ignore', 'ignore', 'pipe'] });
    const x509 = new X509Certificate(readFileSync(cert));
    return { certificateDer: x509.raw, privateKeyPem: readFileSync(key, 'utf8'), x509 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
