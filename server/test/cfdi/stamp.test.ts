import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cadenaOriginal } from '../../src/modules/cfdi/cadena';
import { createSealedCfdi, createSealedPaymentCfdi, validateCfdi } from '../../src/modules/cfdi/create';
import { CfdiInputError } from '../../src/modules/cfdi/errors';
import { readStamp } from '../../src/modules/cfdi/read-stamp';
import { formatVerificationTotal, verificationUrl } from '../../src/modules/cfdi/verification-url';
import { INVOICE_FIXTURES, UUIDS, paymentBase } from './fixtures';
import { CFD, SAT_REFERENCE_DIR, missingReference, xmllintSchema, xsltproc } from './helpers/sat-tools';
import { makeTestCsd } from './helpers/test-csd';

jest.setTimeout(120_000);

const reason = missingReference();
const referenceTest = reason ? test.skip : test;
const csd = makeTestCsd({ rfc: 'EKU9003173C9', name: 'ESCUELA KEMPER URGATE', number: '30001000000500003416' });

/** A TimbreFiscalDigital 1.1 as a PAC adds it (the SAT seal here is any base64: only its shape matters). */
const tfd = (selloCfd: string, extra = '') =>
  `<tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.sat.gob.mx/TimbreFiscalDigital http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd" Version="1.1" UUID="${UUIDS.invoice.toLowerCase()}" FechaTimbrado="2026-11-20T10:16:02" RfcProvCertif="SPR190613I52"${extra} SelloCFD="${selloCfd}" NoCertificadoSAT="30001000000500003456" SelloSAT="${Buffer.from('sello del SAT de prueba').toString('base64')}"/>`;

const invoice = createSealedCfdi(INVOICE_FIXTURES[1]!.input, csd);
const sello = /Sello="([^"]+)"/.exec(invoice.xml)![1]!;
const stamped = invoice.xml.replace('</cfdi:Comprobante>', `  <cfdi:Complemento>\n    ${tfd(sello, ' Leyenda="Sin validez fiscal - timbrado de prueba"')}\n  </cfdi:Complemento>\n</cfdi:Comprobante>`);
const payment = createSealedPaymentCfdi(
  {
    ...paymentBase(1),
    payments: [{ date: '2026-12-05T09:30:00', form: '03', currency: 'MXN', amountCents: 1_000, documents: [{ uuid: UUIDS.invoice, currency: 'MXN', instalment: 1, previousBalanceCents: 5_000, paidCents: 1_000, taxObject: '01' }] }],
  },
  csd,
);
const stampedPayment = payment.xml.replace('</cfdi:Complemento>', `  ${tfd(/Sello="([^"]+)"/.exec(payment.xml)![1]!)}\n  </cfdi:Complemento>`);

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'cfdi-stamp-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('reads the stamp of a stamped CFDI', () => {
  expect(readStamp(stamped)).toMatchObject({
    version: '1.1', uuid: UUIDS.invoice, stampedAt: '2026-11-20T10:16:02', pacRfc: 'SPR190613I52', legend: 'Sin validez fiscal - timbrado de prueba', cfdiSeal: sello, satCertificateNumber: '30001000000500003456',
  });
  expect(readStamp(stamped).cadena).toBe(`||1.1|${UUIDS.invoice.toLowerCase()}|2026-11-20T10:16:02|SPR190613I52|Sin validez fiscal - timbrado de prueba|${sello}|30001000000500003456||`);
  expect(readStamp(stampedPayment).legend).toBeUndefined();
});

test('refuses an XML without a stamp, another version or not well formed, in Spanish', () => {
  expect(() => readStamp(invoice.xml)).toThrow('El XML no tiene timbre fiscal digital (tfd:TimbreFiscalDigital).');
  expect(() => readStamp(stamped.replace('Version="1.1"', 'Version="1.0"'))).toThrow(/versión «1.0»/);
  expect(() => readStamp('<cfdi:Comprobante')).toThrow(CfdiInputError);
});

referenceTest.each([
  ['with a legend', stamped],
  ['without', stampedPayment],
])('the stamp cadena (%s) equals xsltproc on cadenaoriginal_TFD_1_1.xslt', (_label, xml) => {
  const file = path.join(dir, `tfd-${_label.length}.xml`);
  writeFileSync(file, `<?xml version="1.0" encoding="UTF-8"?>\n${/<tfd:TimbreFiscalDigital[^>]*\/>/.exec(xml)![0]}\n`);
  expect(readStamp(xml).cadena).toBe(xsltproc(path.join(CFD(SAT_REFERENCE_DIR!), 'TimbreFiscalDigital', 'cadenaoriginal_TFD_1_1.xslt'), file));
});

referenceTest('the stamp adds nothing to the CFDI cadena (the 4.0 stylesheet does not include it), as xsltproc agrees', () => {
  const file = path.join(dir, 'stamped.xml');
  writeFileSync(file, stamped);
  expect(cadenaOriginal(stamped)).toBe(invoice.cadena);
  expect(xsltproc(path.join(CFD(SAT_REFERENCE_DIR!), '4', 'cadenaoriginal_4_0', 'cadenaoriginal_4_0.xslt'), file)).toBe(invoice.cadena);
});

referenceTest('stamped invoices and payments validate with xmllint against the SAT folder', () => {
  const files = [stamped, stampedPayment].map((xml, i) => {
    const file = path.join(dir, `stamped-${i}.xml`);
    writeFileSync(file, xml);
    return file;
  });
  const { status, output } = xmllintSchema(files);
  expect(output).not.toMatch(/fails to validate/);
  expect(status).toBe(0);
});

test('the run-time validator picks the stamp schema (and refuses a broken stamp)', async () => {
  await expect(validateCfdi(stamped)).resolves.toEqual({ ok: true, errors: [] });
  await expect(validateCfdi(stampedPayment)).resolves.toEqual({ ok: true, errors: [] });
  const broken = await validateCfdi(stamped.replace(`UUID="${UUIDS.invoice.toLowerCase()}"`, 'UUID="no-es-uuid"'));
  expect(broken.ok).toBe(false);
  expect(broken.errors.join('\n')).toMatch(/elemento TimbreFiscalDigital, atributo UUID: el valor «no-es-uuid» no tiene el formato que exige el SAT\./);
});

describe('verification expression (QR)', () => {
  test('total as Anexo 20 writes it: no insignificant zeros, at least one decimal', () => {
    expect(formatVerificationTotal('1160.00')).toBe('1160.0');
    expect(formatVerificationTotal('1234.50')).toBe('1234.5');
    expect(formatVerificationTotal('0.000001')).toBe('0.000001');
    expect(formatVerificationTotal('0')).toBe('0.0');
    expect(formatVerificationTotal('000123.4560')).toBe('123.456');
  });
  test('id, re, rr, tt and the seal’s last eight characters', () => {
    expect(verificationUrl({ uuid: 'abc', issuerRfc: 'EKU9003173C9', receiverRfc: 'Ñ&A010101AAA', total: '5421.84', sello: 'xxxxxxxxrH8/bw==' })).toBe(
      'https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?id=ABC&re=EKU9003173C9&rr=%C3%91%26A010101AAA&tt=5421.84&fe=rH8/bw==',
    );
  });
});
