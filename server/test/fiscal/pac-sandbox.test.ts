import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SaxesParser } from 'saxes';
import { REPO_ROOT } from '../../src/config';
import { isSandboxStamp, PacError, SandboxPac, SANDBOX_RFC_PROV_CERTIF, tfdCadenaOriginal } from '../../src/modules/fiscal/pac';
import { createTestApp, type TestApp } from '../helpers/app';
import { testCsd } from '../helpers/csd';
import { testDatabases } from '../helpers/databases';
import { sealedCfdi } from './sealed-cfdi';

jest.setTimeout(120_000);

/** The SAT's schemas and stylesheets (../shared/sat beside the repository; /work/shared/sat from a worktree). */
const SAT_DIR = [path.resolve(REPO_ROOT, '../shared/sat'), '/work/shared/sat'].find((dir) => fs.existsSync(dir));
const TFD_DIR = SAT_DIR && path.join(SAT_DIR, 'www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital');
const has = (tool: string) => spawnSync(tool, ['--version']).status === 0;

const tfdAttributes = (xml: string): Record<string, string> => {
  const element = /<tfd:TimbreFiscalDigital\b[^>]*\/>/.exec(xml)?.[0] ?? '';
  return Object.fromEntries([...element.matchAll(/\s([\w:]+)="([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));
};

function wellFormed(xml: string): boolean {
  const parser = new SaxesParser({ xmlns: true });
  let ok = true;
  parser.on('error', () => {
    ok = false;
  });
  parser.write(xml).close();
  return ok;
}

describe.each(testDatabases)('the sandbox PAC (%s)', (kind) => {
  let t: TestApp;
  let pac: SandboxPac;
  let dir: string;
  const rows = async () => (await t.app.db.selectFrom('pac_sandbox_stamps').select('uuid').execute()).length;

  beforeAll(async () => {
    t = await createTestApp(kind);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pac-sandbox-'));
    pac = new SandboxPac(t.app.db, dir, t.clock.now);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is the app’s PAC by default, with test stamps', () => {
    expect(t.app.fiscal.pac.provider).toBe('sandbox');
    expect(t.app.fiscal.pac.testStamps).toBe(true);
  });

  it('adds a TimbreFiscalDigital 1.1 whose SelloSAT verifies with its local certificate', async () => {
    const csd = await testCsd({ rfc: 'EKU9003173C9' });
    const xml = sealedCfdi(csd, { folio: '10' });
    const stamp = await pac.stamp(xml);
    expect(stamp.uuid).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/);
    expect(stamp.testStamp).toBe(true);
    expect(stamp.stampedAt).toBe('2025-03-10T09:00:00'); // 15:00 UTC in Mexico City
    expect(wellFormed(stamp.stampedXml)).toBe(true);
    expect(isSandboxStamp(stamp.stampedXml)).toBe(true);
    expect(isSandboxStamp(xml)).toBe(false);
    // Everything before the stamp is the sealed CFDI, byte for byte.
    expect(stamp.stampedXml.replace(/<cfdi:Complemento>.*<\/cfdi:Complemento>/, '')).toBe(xml);

    const a = tfdAttributes(stamp.stampedXml);
    const sello = /\sSello="([^"]+)"/.exec(xml)![1]!;
    expect(a).toMatchObject({ Version: '1.1', UUID: stamp.uuid, FechaTimbrado: stamp.stampedAt, RfcProvCertif: SANDBOX_RFC_PROV_CERTIF, SelloCFD: sello });
    const certificate = await pac.signingCertificate();
    expect(a.NoCertificadoSAT).toBe(certificate.certificateNumber);
    const cadena = tfdCadenaOriginal({ uuid: a.UUID!, fechaTimbrado: a.FechaTimbrado!, rfcProvCertif: a.RfcProvCertif!, selloCfd: a.SelloCFD!, noCertificadoSat: a.NoCertificadoSAT! });
    expect(cadena).toBe(`||1.1|${stamp.uuid}|2025-03-10T09:00:00|SPR190613I52|${sello}|${certificate.certificateNumber}||`);
    const publicKey = new crypto.X509Certificate(certificate.certificateDer).publicKey;
    expect(crypto.verify('sha256', Buffer.from(cadena), publicKey, Buffer.from(a.SelloSAT!, 'base64'))).toBe(true);
    // A changed byte does not verify: the test can fail.
    expect(crypto.verify('sha256', Buffer.from(cadena.replace('1.1', '1.0')), publicKey, Buffer.from(a.SelloSAT!, 'base64'))).toBe(false);
  });

  (TFD_DIR && has('xmllint') && has('xsltproc') ? it : it.skip)('the stamp validates against the SAT’s schema and its cadena is the SAT stylesheet’s', async () => {
    const stamp = await pac.stamp(sealedCfdi(await testCsd({ rfc: 'EKU9003173C9' }), { folio: '11' }));
    const tfd = /<tfd:TimbreFiscalDigital\b[^>]*\/>/.exec(stamp.stampedXml)![0];
    const work = fs.mkdtempSync(path.join(os.tmpdir(), 'tfd-'));
    const file = path.join(work, 'tfd.xml');
    fs.writeFileSync(file, `<?xml version="1.0" encoding="UTF-8"?>\n${tfd}`);
    const lint = spawnSync('xmllint', ['--noout', '--schema', path.join(TFD_DIR!, 'TimbreFiscalDigitalv11.xsd'), file], { encoding: 'utf8' });
    expect(lint.stderr).toMatch(/validates/);
    expect(lint.status).toBe(0);
    const xslt = spawnSync('xsltproc', [path.join(TFD_DIR!, 'cadenaoriginal_TFD_1_1.xslt'), file], { encoding: 'utf8' });
    const a = tfdAttributes(stamp.stampedXml);
    expect(xslt.stdout.trim()).toBe(tfdCadenaOriginal({ uuid: a.UUID!, fechaTimbrado: a.FechaTimbrado!, rfcProvCertif: a.RfcProvCertif!, selloCfd: a.SelloCFD!, noCertificadoSat: a.NoCertificadoSAT! }));
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('is idempotent: the same sealed CFDI answers the same stamp, stored once', async () => {
    const xml = sealedCfdi(await testCsd({ rfc: 'EKU9003173C9' }), { folio: '12' });
    const before = await rows();
    const [a, b] = await Promise.all([pac.stamp(xml), pac.stamp(xml)]);
    const c = await pac.stamp(xml);
    expect(b).toEqual(a);
    expect(c).toEqual(a);
    expect(await rows()).toBe(before + 1);
  });

  it('puts the stamp into an existing cfdi:Complemento, empty or self-closing', async () => {
    const csd = await testCsd({ rfc: 'EKU9003173C9' });
    for (const complemento of ['empty', 'self-closing'] as const) {
      const stamp = await pac.stamp(sealedCfdi(csd, { folio: `c-${complemento}`, complemento }));
      expect(stamp.stampedXml).toMatch(/<cfdi:Complemento><tfd:TimbreFiscalDigital [^>]+\/><\/cfdi:Complemento><\/cfdi:Comprobante>/);
      expect(stamp.stampedXml.match(/<cfdi:Complemento>/g)).toHaveLength(1);
      expect(wellFormed(stamp.stampedXml)).toBe(true);
    }
  });

  describe('refuses, the same way every time, storing nothing', () => {
    const cases: [string, () => Promise<string>, number, RegExp][] = [
      ['a CFDI without Sello', async () => sealedCfdi(await testCsd({ rfc: 'EKU9003173C9' }), { sello: null }), 422, /no está sellado/],
      ['an empty Sello', async () => sealedCfdi(await testCsd({ rfc: 'EKU9003173C9' }), { sello: '' }), 422, /no está sellado/],
      ['a Sello that is not base64', async () => sealedCfdi(await testCsd({ rfc: 'EKU9003173C9' }), { sello: 'no es base64!' }), 422, /no está sellado/],
      ['XML that is not well-formed', async () => sealedCfdi(await testCsd({ rfc: 'EKU9003173C9' })).replace('</cfdi:Conceptos>', ''), 422, /bien formado/],
      ['a DOCTYPE', async () => `<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${sealedCfdi(await testCsd({ rfc: 'EKU9003173C9' })).replace(/^<\?xml[^>]*>\n/, '')}`, 422, /DOCTYPE/],
      ['a CFDI 3.3', async () => sealedCfdi(await testCsd({ rfc: 'EKU9003173C9' })).replace('Version="4.0"', 'Version="3.3"'), 422, /CFDI 4\.0/],
      ['not a CFDI', async () => '<factura/>', 422, /CFDI 4\.0/],
      ['an empty text', async () => '', 422, /bien formado/],
      [
        'a CFDI already stamped',
        async () => (await pac.stamp(sealedCfdi(await testCsd({ rfc: 'EKU9003173C9' }), { folio: 'ya' }))).stampedXml,
        409,
        /ya tiene un timbre/,
      ],
    ];
    it.each(cases)('%s', async (_name, xml, status, message) => {
      const body = await xml();
      const before = await rows();
      for (let i = 0; i < 2; i++) {
        const error = await pac.stamp(body).catch((e: unknown) => e);
        expect(error).toBeInstanceOf(PacError);
        expect((error as PacError).statusCode).toBe(status);
        expect((error as PacError).message).toMatch(message);
      }
      expect(await rows()).toBe(before);
    });
  });

  it('cancels what it stamped: Cancelada, the same answer again; unknown UUIDs and bad requests refused', async () => {
    const csd = await testCsd({ rfc: 'EKU9003173C9' });
    const first = await pac.stamp(sealedCfdi(csd, { folio: 'x1' }));
    const second = await pac.stamp(sealedCfdi(csd, { folio: 'x2' }));
    const refuse = (request: Parameters<SandboxPac['cancel']>[0]) => pac.cancel(request).catch((e: PacError) => [e.statusCode, e.message]);
    expect(await refuse({ uuid: first.uuid, issuerRfc: 'EKU9003173C9', reason: '01' })).toEqual([400, expect.stringMatching(/motivo 01 necesita/)]);
    expect(await refuse({ uuid: first.uuid, issuerRfc: 'EKU9003173C9', reason: '02', replacementUuid: second.uuid })).toEqual([400, expect.stringMatching(/Solo la cancelación con motivo 01/)]);
    expect(await refuse({ uuid: 'no-es-uuid', issuerRfc: 'EKU9003173C9', reason: '02' })).toEqual([400, expect.stringMatching(/formato de un folio fiscal/)]);
    expect(await refuse({ uuid: crypto.randomUUID(), issuerRfc: 'EKU9003173C9', reason: '02' })).toEqual([404, expect.stringMatching(/no tiene un CFDI timbrado/)]);
    expect(await refuse({ uuid: first.uuid, issuerRfc: 'AAA010101AAA', reason: '02' })).toEqual([400, expect.stringMatching(/no fue emitido por el RFC AAA010101AAA/)]);
    const cancelled = await pac.cancel({ uuid: first.uuid.toLowerCase(), issuerRfc: 'EKU9003173C9', reason: '01', replacementUuid: second.uuid });
    expect(cancelled).toEqual({ status: 'Cancelada', at: t.clock.now().toISOString() });
    t.clock.advanceMinutes(5);
    expect(await pac.cancel({ uuid: first.uuid, issuerRfc: 'EKU9003173C9', reason: '02' })).toEqual(cancelled);
    const row = await t.app.db.selectFrom('pac_sandbox_stamps').selectAll().where('uuid', '=', first.uuid).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ cancel_reason: '01', replacement_uuid: second.uuid });
  });

  it('keeps its certificate in the data folder (0600): another instance signs with the same one', async () => {
    const again = new SandboxPac(t.app.db, dir, t.clock.now);
    expect((await again.signingCertificate()).certificateNumber).toBe((await pac.signingCertificate()).certificateNumber);
    expect(fs.statSync(path.join(dir, 'sandbox-pac.json')).mode & 0o777).toBe(0o600);
  });
});
