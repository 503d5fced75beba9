import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { makeSelfMadeCsd } from '../self-made-csd';

/*
 * The sandbox PAC's own "SAT" certificate: generated once into DATA_DIR/secret/pac-sandbox/ (folder
 * 0700, file 0600; the first process to link its file wins, the others read it) and kept there, so every
 * stamp of a data folder verifies with one certificate. A self-made test certificate: it proves nothing
 * to anyone but these tests.
 */

export const SANDBOX_RFC_PROV_CERTIF = 'SPR190613I52';
const FILE = 'sandbox-pac.json';

export interface SandboxCertificate {
  certificateDer: Buffer;
  privateKeyPem: string;
  certificateNumber: string;
}

interface Stored {
  certificate: string;
  privateKey: string;
  certificateNumber: string;
}

function read(file: string): SandboxCertificate {
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as Stored;
  return { certificateDer: Buffer.from(stored.certificate, 'base64'), privateKeyPem: stored.privateKey, certificateNumber: stored.certificateNumber };
}

export async function loadSandboxCertificate(dir: string): Promise<SandboxCertificate> {
  const file = path.join(dir, FILE);
  if (fs.existsSync(file)) return read(file);
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const made = await makeSelfMadeCsd({
    rfc: 'SAT970701NN3',
    legalName: 'PAC DE PRUEBAS MUESTRARIO',
    password: crypto.randomBytes(16).toString('hex'),
    issuer: 'PAC DE PRUEBAS MUESTRARIO - SIN VALIDEZ FISCAL',
    validFrom: new Date(Date.UTC(2020, 0, 1)),
    validTo: new Date(Date.UTC(2040, 0, 1)),
  });
  const stored: Stored = { certificate: made.certificateDer.toString('base64'), privateKey: made.privateKeyPem, certificateNumber: made.certificateNumber };
  const temp = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  fs.writeFileSync(temp, JSON.stringify(stored), { mode: 0o600 });
  try {
    fs.linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
  return read(file);
}
