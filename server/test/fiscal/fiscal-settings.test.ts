import crypto from 'node:crypto';
import fs from 'node:fs';
import type { CompanyFiscalBody } from '@muestrario/shared/contract';
import type { UserRole } from '@muestrario/shared/domain';
import { DEFAULT_FISCAL_SERIES } from '@muestrario/shared/rules';
import { loadCompanyCsd, loadCompanyFiscal, CsdKeyUnreadableError } from '../../src/modules/fiscal/csd';
import { createTestApp, type TestApp } from '../helpers/app';
import { buildUser, type BuiltUser } from '../helpers/builders';
import { csdUploadBody, testCsd, TEST_CSD_PASSWORD } from '../helpers/csd';
import { testDatabases } from '../helpers/databases';
import { multipartBody } from '../helpers/multipart-files';
import { anonymous } from '../helpers/request';

jest.setTimeout(120_000);

const SETTINGS = '/api/business/settings/fiscal';
const CSD = '/api/business/settings/fiscal/csd';
const RFC = 'EKU9003173C9';

const company: CompanyFiscalBody = {
  rfc: RFC,
  legalName: 'ESCUELA KEMPER URGATE',
  taxRegime: '601',
  placeOfIssue: '42501',
  series: { ...DEFAULT_FISCAL_SERIES },
};

/** Every way the key or its password could leak, as text to look for. */
function secretsOf(csd: { keyDer: Buffer; privateKeyPem: string }, password = TEST_CSD_PASSWORD): string[] {
  const plainDer = crypto.createPrivateKey(csd.privateKeyPem).export({ type: 'pkcs8', format: 'der' });
  const pemBody = csd.privateKeyPem.replace(/-----[^-]+-----|\s/g, '');
  return [password, csd.keyDer.toString('base64'), plainDer.toString('base64'), pemBody.slice(0, 64), 'PRIVATE KEY', csd.keyDer.toString('binary').slice(0, 40)];
}

describe.each(testDatabases)('company fiscal settings and CSD (%s)', (kind) => {
  let t: TestApp;
  const users = {} as Record<UserRole, BuiltUser>;
  const admin = () => users.admin.as;

  beforeAll(async () => {
    t = await createTestApp(kind);
    for (const role of ['seller', 'designer', 'production', 'quality', 'admin'] as const) users[role] = await buildUser(t.app, { role });
  });
  afterAll(() => t.close());

  it('starts unconfigured: empty data, the default series, no CSD, the sandbox PAC', async () => {
    const res = await admin().get(SETTINGS);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      configured: false,
      rfc: '',
      legalName: '',
      taxRegime: '',
      placeOfIssue: '',
      series: { invoice: 'F', credit_note: 'NC', down_payment_invoice: 'FA', payment: 'P' },
      updatedAt: null,
      csd: null,
      pac: { provider: 'sandbox', testStamps: true },
    });
    expect(await loadCompanyFiscal(t.app.db)).toBeNull();
    expect(await t.app.fiscal.loadCompanyCsd()).toBeNull();
  });

  it('refuses a CSD before the company has its RFC', async () => {
    const csd = await testCsd({ rfc: RFC });
    const res = await admin().upload(CSD, csdUploadBody(csd));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Primero guarda los datos fiscales/);
  });

  it('saves the data normalised and answers it; loadCompanyFiscal reads it with the series', async () => {
    const res = await admin()('PUT', SETTINGS, { ...company, rfc: ' eku-900317 3c9', legalName: '  ESCUELA  KEMPER URGATE ', series: { ...company.series, payment: 'cp' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ configured: true, rfc: RFC, legalName: 'ESCUELA KEMPER URGATE', series: { payment: 'CP' } });
    expect(await loadCompanyFiscal(t.app.db)).toEqual({ ...company, series: { ...company.series, payment: 'CP' } });
    expect((await admin()('PUT', SETTINGS, company)).statusCode).toBe(200);
  });

  describe('hostile and wrong settings: a Spanish 400, nothing changed', () => {
    const cases: [string, unknown, RegExp][] = [
      ['an RFC of 9 characters', { ...company, rfc: 'EKU900317' }, /12 caracteres/],
      ['an RFC with an impossible date', { ...company, rfc: 'EKU9013173C9' }, /fecha/],
      ['the generic RFC', { ...company, rfc: 'XAXX010101000' }, /genérico/],
      ['a régimen for personas físicas', { ...company, taxRegime: '605' }, /persona moral/],
      ['a régimen outside the catalogue', { ...company, taxRegime: '999' }, /catálogo/],
      ['a CP of letters', { ...company, placeOfIssue: 'abcde' }, /5 dígitos/],
      ['one series twice', { ...company, series: { ...company.series, credit_note: 'F' } }, /propia serie/],
      ['a series with a space', { ...company, series: { ...company.series, invoice: 'F 1' } }, /sin espacios/],
      ['an empty name', { ...company, legalName: '   ' }, /razón social/],
      ['a pipe in the name', { ...company, legalName: 'A|B' }, /«\|»/],
      ['no series', { ...company, series: undefined }, /series/],
      ['a missing series kind', { ...company, series: { invoice: 'F', credit_note: 'NC', down_payment_invoice: 'FA' } }, /payment/],
      ['an extra field', { ...company, csdPassword: 'x' }, /csdPassword/],
      ['a number for the RFC', { ...company, rfc: 12 }, /rfc/],
      ['null', 'null', /./],
      ['an array', [company], /./],
      ['a huge name', { ...company, legalName: 'A'.repeat(10_000) }, /legalName/],
      ['a NUL byte', { ...company, legalName: 'A\u0000B' }, /./],
      ['a bidi control', { ...company, legalName: 'A\u202eB' }, /./],
    ];
    it.each(cases)('%s', async (_name, body, message) => {
      const before = (await admin().get(SETTINGS)).json();
      const res = await admin()('PUT', SETTINGS, typeof body === 'string' ? body : (body as object), { 'content-type': 'application/json' });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-type']).toMatch(/json/);
      expect(res.json().message).toMatch(message);
      expect((await admin().get(SETTINGS)).json()).toEqual(before);
    });

    it('a body that is not JSON: 415', async () => {
      const res = await admin()('PUT', SETTINGS, 'rfc=EKU9003173C9', { 'content-type': 'application/x-www-form-urlencoded' });
      expect(res.statusCode).toBe(415);
    });
  });

  describe('the CSD', () => {
    it('accepts a good CSD: answers its number, RFC and validity, never the key or the password', async () => {
      const csd = await testCsd({ rfc: RFC, certificateNumber: '30001000000500003416' });
      const res = await admin().upload(CSD, csdUploadBody(csd));
      expect(res.statusCode).toBe(201);
      expect(res.json().csd).toEqual({
        certificateNumber: '30001000000500003416',
        rfc: RFC,
        legalName: 'EMPRESA DE PRUEBA',
        validFrom: '2024-01-01T00:00:00.000Z',
        validTo: '2030-01-01T00:00:00.000Z',
        keyLoaded: true,
        uploadedAt: t.clock.now().toISOString(),
      });
      for (const body of [res.body, (await admin().get(SETTINGS)).body]) for (const secret of secretsOf(csd)) expect(body).not.toContain(secret);
    });

    it('stores the key only sealed: the row holds neither the key, its PEM nor the password', async () => {
      const csd = await testCsd({ rfc: RFC, certificateNumber: '30001000000500003416' });
      const row = await t.app.db.selectFrom('company_csd').selectAll().executeTakeFirstOrThrow();
      const text = JSON.stringify(row);
      for (const secret of secretsOf(csd)) expect(text).not.toContain(secret);
      expect(row.private_key_sealed).toMatch(/^v1:/);
    });

    it('loadCompanyCsd gives the key in memory: it signs what the certificate verifies', async () => {
      const loaded = (await loadCompanyCsd(t.app.db, t.app.fiscal.secretKey))!;
      expect(loaded.certificateNumber).toBe('30001000000500003416');
      expect(loaded.rfc).toBe(RFC);
      const cadena = '||4.0|F|1|2025-03-10T09:00:00|';
      const sello = crypto.sign('sha256', Buffer.from(cadena), loaded.privateKeyPem);
      expect(crypto.verify('sha256', Buffer.from(cadena), new crypto.X509Certificate(loaded.certificateDer).publicKey, sello)).toBe(true);
      expect(await t.app.fiscal.loadCompanyCsd()).toEqual(loaded);
    });

    const refusals: [string, () => Promise<ReturnType<typeof csdUploadBody>>, RegExp][] = [
      ['a wrong password', async () => csdUploadBody(await testCsd({ rfc: RFC }), 'otra-clave'), /^La contraseña de la llave privada no es correcta\.$/],
      [
        'the key of another certificate',
        async () => {
          const [a, b] = [await testCsd({ rfc: RFC }), await testCsd({ rfc: RFC, legalName: 'OTRA' })];
          return csdUploadBody({ certificateDer: a.certificateDer, keyDer: b.keyDer });
        },
        /^La llave privada no corresponde al certificado\.$/,
      ],
      [
        'an expired certificate',
        async () => csdUploadBody(await testCsd({ rfc: RFC, validFrom: new Date('2019-01-01T00:00:00Z'), validTo: new Date('2023-01-01T18:00:00Z') })),
        /^El certificado venció el 1 de enero de 2023\.$/,
      ],
      [
        'a certificate not valid yet',
        async () => csdUploadBody(await testCsd({ rfc: RFC, validFrom: new Date('2026-06-01T18:00:00Z'), validTo: new Date('2030-06-01T00:00:00Z') })),
        /todavía no es válido: su vigencia empieza el 1 de junio de 2026/,
      ],
      ['a certificate of another RFC', async () => csdUploadBody(await testCsd({ rfc: 'AAA010101AAA' })), /^El certificado es de otro RFC: AAA010101AAA \(el de la empresa es EKU9003173C9\)\.$/],
      ['an e.firma (FIEL)', async () => csdUploadBody(await testCsd({ rfc: RFC, fiel: true })), /e\.firma \(FIEL\)/],
      ['a .cer that is no certificate', async () => csdUploadBody({ certificateDer: Buffer.from('no soy un certificado'), keyDer: (await testCsd({ rfc: RFC })).keyDer }), /no es un certificado X\.509/],
      ['a .key that is no key', async () => csdUploadBody({ certificateDer: (await testCsd({ rfc: RFC })).certificateDer, keyDer: Buffer.from('0123456789') }), /no es una llave PKCS#8/],
      ['the certificate sent as key', async () => csdUploadBody({ certificateDer: (await testCsd({ rfc: RFC })).certificateDer, keyDer: (await testCsd({ rfc: RFC })).certificateDer }), /no es una llave PKCS#8/],
      [
        'a key without password',
        async () => {
          const c = await testCsd({ rfc: RFC });
          return csdUploadBody({ certificateDer: c.certificateDer, keyDer: crypto.createPrivateKey(c.privateKeyPem).export({ type: 'pkcs8', format: 'der' }) });
        },
        /no está protegida con contraseña/,
      ],
      ['an empty password', async () => csdUploadBody(await testCsd({ rfc: RFC }), ''), /Escribe la contraseña/],
      ['no .cer', async () => multipartBody([{ field: 'key', filename: 'a.key', content: (await testCsd({ rfc: RFC })).keyDer }], { password: 'x' }), /Falta el certificado/],
      ['no .key', async () => multipartBody([{ field: 'cer', filename: 'a.cer', content: (await testCsd({ rfc: RFC })).certificateDer }], { password: 'x' }), /Falta la llave privada/],
      ['an empty .cer', async () => multipartBody([{ field: 'cer', content: '' }, { field: 'key', content: (await testCsd({ rfc: RFC })).keyDer }], { password: 'x' }), /vacío/],
      ['an unexpected field', async () => multipartBody([{ field: 'file', content: 'x' }], { password: 'x' }), /«file» no se esperaba/],
      ['an unexpected text field', async () => multipartBody([], { rfc: RFC }), /«rfc» no se esperaba/],
      [
        'the .cer twice',
        async () => {
          const c = await testCsd({ rfc: RFC });
          return multipartBody([{ field: 'cer', content: c.certificateDer }, { field: 'cer', content: c.certificateDer }], { password: 'x' });
        },
        /más de una vez/,
      ],
      ['a password of 300 characters', async () => csdUploadBody(await testCsd({ rfc: RFC }), 'x'.repeat(300)), /máximo 256/],
    ];
    it.each(refusals)('refuses %s with a Spanish 400 and keeps the CSD it had', async (_name, body, message) => {
      const before = (await admin().get(SETTINGS)).json();
      const res = await admin().upload(CSD, await body());
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
      expect((await admin().get(SETTINGS)).json()).toEqual(before);
      expect(before.csd.certificateNumber).toBe('30001000000500003416');
    });

    it('a .cer of 20 KB is a 413; a JSON body a 415; no body a 400', async () => {
      const big = multipartBody([{ field: 'cer', content: Buffer.alloc(20 * 1024, 1) }], { password: 'x' });
      expect((await admin().upload(CSD, big)).statusCode).toBe(413);
      const json = await admin()('POST', CSD, { cer: 'x', key: 'y', password: 'z' });
      expect(json.statusCode).toBe(415);
      const none = await admin()('POST', CSD);
      expect(none.statusCode).toBe(400);
      expect(none.json().message).toMatch(/multipart/);
    });

    it('the RFC cannot change under a CSD of the old one (409); after removing the CSD it can', async () => {
      const withBody = await admin()('DELETE', CSD, { todo: true });
      expect(withBody.statusCode).toBe(400);
      expect(withBody.json().message).toMatch(/no lleva datos/);
      expect((await admin().get(SETTINGS)).json().csd).not.toBeNull();
      const res = await admin()('PUT', SETTINGS, { ...company, rfc: 'AAA010101AAA' });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toMatch(/El CSD cargado es del RFC EKU9003173C9/);
      const removed = await admin()('DELETE', CSD);
      expect(removed.statusCode).toBe(200);
      expect(removed.json().csd).toBeNull();
      expect((await admin()('PUT', SETTINGS, { ...company, rfc: 'AAA010101AAA' })).statusCode).toBe(200);
      expect((await admin()('PUT', SETTINGS, company)).statusCode).toBe(200);
      expect((await admin().upload(CSD, csdUploadBody(await testCsd({ rfc: RFC, certificateNumber: '30001000000500003416' })))).statusCode).toBe(201);
    });

    it('a key sealed under another secret key is reported unusable, never opened', async () => {
      const other = await t.rebuild({ config: { ...(await import('../../src/config')).loadConfig({ DATA_DIR: t.dataDir, WEB_ROOT: t.dataDir, MUESTRARIO_SECRET_KEY: 'ab'.repeat(32), ...(t.databaseUrl ? { DATABASE_URL: t.databaseUrl } : {}) }) } });
      expect((await other.fiscal.view()).csd?.keyLoaded).toBe(false);
      await expect(other.fiscal.loadCompanyCsd()).rejects.toBeInstanceOf(CsdKeyUnreadableError);
    });

    it('keeps the generated secret key in DATA_DIR/secret with mode 0600', () => {
      const file = `${t.dataDir}/secret/muestrario-secret.key`;
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.readFileSync(file, 'utf8').trim()).toBe(t.app.fiscal.secretKey.toString('hex'));
    });
  });

  describe('permissions: admins only, for every endpoint', () => {
    const calls: [string, (as: BuiltUser['as']) => Promise<{ statusCode: number; json: () => { message: string } }>][] = [
      ['GET settings', (as) => as.get(SETTINGS)],
      ['PUT settings', (as) => as('PUT', SETTINGS, company)],
      ['POST csd', async (as) => as.upload(CSD, csdUploadBody(await testCsd({ rfc: RFC, certificateNumber: '30001000000500003416' })))],
      ['DELETE csd', (as) => as('DELETE', CSD)],
    ];
    it.each(calls)('%s: 403 in Spanish for every other role, 401 without a session', async (_name, call) => {
      for (const role of ['seller', 'designer', 'production', 'quality'] as const) {
        const res = await call(users[role].as);
        expect(res.statusCode).toBe(403);
        expect(res.json().message).toBe('Solo un administrador puede ver y cambiar los datos fiscales de la empresa y su CSD.');
      }
      expect((await call(anonymous(t.app))).statusCode).toBe(401);
      expect((await call(admin())).statusCode).toBeLessThan(300);
    });
  });
});
