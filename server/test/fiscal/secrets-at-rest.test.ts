import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_FISCAL_SERIES } from '@muestrario/shared/rules';
import { createBackup } from '../../src/backup/backup';
import { loadConfig } from '../../src/config';
import { seedIfEmpty } from '../../src/db/seed';
import { loadCompanyCsd, loadCompanyFiscal } from '../../src/modules/fiscal/csd';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildUser } from '../helpers/builders';
import { csdUploadBody, testCsd, TEST_CSD_PASSWORD } from '../helpers/csd';
import { testDatabases } from '../helpers/databases';
import { fixtureData } from '../helpers/fixture-data';

jest.setTimeout(180_000);

const RFC = 'EKU9003173C9';
const company = { rfc: RFC, legalName: 'ESCUELA KEMPER URGATE', taxRegime: '601', placeOfIssue: '42501', series: { ...DEFAULT_FISCAL_SERIES } };
const hasPgDump = spawnSync('pg_dump', ['--version']).status === 0;

/** Every file under `dir`, recursively. */
function filesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

/** The bytes that must never leave the process in clear: the .key as uploaded, the key decrypted (DER and PEM), the password. */
async function secretNeedles() {
  const csd = await testCsd({ rfc: RFC });
  const plainDer = crypto.createPrivateKey(csd.privateKeyPem).export({ type: 'pkcs8', format: 'der' });
  const pemBody = csd.privateKeyPem.replace(/-----[^-]+-----|\s/g, '');
  return {
    csd,
    needles: [
      Buffer.from(TEST_CSD_PASSWORD),
      csd.keyDer.subarray(0, 64),
      csd.keyDer.subarray(csd.keyDer.length - 64),
      plainDer.subarray(0, 64),
      plainDer.subarray(plainDer.length - 64),
      Buffer.from(pemBody.slice(0, 64)),
      Buffer.from(csd.keyDer.toString('base64').slice(0, 64)),
      Buffer.from(plainDer.toString('base64').slice(0, 64)),
      Buffer.from('PRIVATE KEY'),
    ],
  };
}

describe.each(testDatabases)('the CSD’s key and password never in clear: logs and backups (%s)', (kind) => {
  let t: TestApp;
  const lines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, {
      logRequests: true,
      logger: { level: 'trace', stream: { write: (line: string) => void lines.push(line) } },
    });
    const admin = await buildUser(t.app, { role: 'admin' });
    expect((await admin.as('PUT', '/api/business/settings/fiscal', company)).statusCode).toBe(200);
    const { csd } = await secretNeedles();
    // A refusal first (its error is logged), then the good upload.
    expect((await admin.as.upload('/api/business/settings/fiscal/csd', csdUploadBody(csd, `${TEST_CSD_PASSWORD}-mal`))).statusCode).toBe(400);
    expect((await admin.as.upload('/api/business/settings/fiscal/csd', csdUploadBody(csd))).statusCode).toBe(201);
  });
  afterAll(() => t.close());

  it('request logging (trace level) holds no password, no key and no file body', async () => {
    const { needles } = await secretNeedles();
    const log = Buffer.from(lines.join('\n'));
    expect(lines.some((l) => l.includes('/api/business/settings/fiscal/csd'))).toBe(true);
    for (const needle of [...needles, Buffer.from(`${TEST_CSD_PASSWORD}-mal`)]) expect(log.includes(needle)).toBe(false);
  });

  (kind === 'sqlite' || hasPgDump ? it : it.skip)('a backup holds the certificate but neither the key (sealed only), its PEM nor the password; the secret key stays out', async () => {
    const { csd, needles } = await secretNeedles();
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'fiscal-backup-'));
    try {
      await createBackup(loadConfig({ DATA_DIR: t.dataDir, ...(t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : {}) }), path.join(folder, 'copia'));
      const files = filesUnder(folder);
      const all = Buffer.concat(files.map((f) => fs.readFileSync(f)));
      // The backup does hold the sealed row (the test would pass on an empty folder otherwise).
      expect(all.includes(Buffer.from(csd.certificateDer.toString('base64').slice(0, 64)))).toBe(true);
      for (const needle of needles) expect(all.includes(needle)).toBe(false);
      expect(all.includes(Buffer.from(t.app.fiscal.secretKey.toString('hex')))).toBe(false);
      expect(files.some((f) => f.includes('secret'))).toBe(false);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});

describe.each(testDatabases)('demo data (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('seeds the company’s fiscal data and a demo CSD of its RFC that the sandbox PAC can use', async () => {
    const now = t.clock.now();
    const data = { ...fixtureData, fiscal: { company: { rfc: 'BOR990101AB1', legalName: 'BORDADOS MUESTRARIO', taxRegime: '601', placeOfIssue: '91700' }, demoCsd: true } };
    expect(await seedIfEmpty(t.app.db, t.app.storage, data, now, { fiscalKey: t.app.fiscal.secretKey })).toBe(true);
    expect(await loadCompanyFiscal(t.app.db)).toEqual({ rfc: 'BOR990101AB1', legalName: 'BORDADOS MUESTRARIO', taxRegime: '601', placeOfIssue: '91700', series: { ...DEFAULT_FISCAL_SERIES } });
    const csd = (await loadCompanyCsd(t.app.db, t.app.fiscal.secretKey))!;
    expect(csd).toMatchObject({ rfc: 'BOR990101AB1', certificateNumber: '30001000000500003416' });
    expect(new Date(csd.validFrom).getTime()).toBeLessThan(now.getTime());
    expect(new Date(csd.validTo).getTime()).toBeGreaterThan(now.getTime());
    const view = await t.app.fiscal.view();
    expect(view.csd).toMatchObject({ keyLoaded: true, rfc: 'BOR990101AB1' });
    // Its key and certificate are a pair.
    expect(new crypto.X509Certificate(csd.certificateDer).checkPrivateKey(crypto.createPrivateKey(csd.privateKeyPem))).toBe(true);
  });
});
