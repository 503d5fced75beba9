import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSealedCfdi, createSealedPaymentCfdi, validateCfdi } from '../../src/modules/cfdi/create';
import { readStamp } from '../../src/modules/cfdi/read-stamp';
import { certificateNumber, sealCadena, verifySeal } from '../../src/modules/cfdi/seal';
import { buildStampElement, insertStamp, stampCadenaOf, type StampFields } from '../../src/modules/cfdi/stamp-xml';
import { INVOICE_FIXTURES, UUIDS, paymentBase } from './fixtures';
import { CFD, SAT_REFERENCE_DIR, missingReference, xmllintSchema, xsltproc } from './helpers/sat-tools';
import { makeTestCsd } from './helpers/test-csd';

jest.setTimeout(120_000);

const reason = missingReference();
const referenceTest = reason ? test.skip : test;
const csd = makeTestCsd({ rfc: 'EKU9003173C9', name: 'ESCUELA KEMPER URGATE', number: '30001000000500003416' });
const sat = makeTestCsd({ rfc: 'SAT970701NN3', name: 'SERVICIO DE ADMINISTRACION TRIBUTARIA', number: '30001000000500003456' });

/** What a sandbox PAC does: the stamp's cadena sealed with its own test key, the element put in the CFDI. */
function stamp(xml: string, legend?: string) {
  const fields: StampFields = {
    uuid: UUIDS.invoice, stampedAt: '2026-11-20T10:16:02', pacRfc: 'SPR190613I52', ...(legend ? { legend } : {}),
    cfdiSeal: /Sello="([^"]+)"/.exec(xml)![1]!, satCertificateNumber: certificateNumber(sat.certificateDer),
  };
  return insertStamp(xml, buildStampElement(fields, sealCadena(stampCadenaOf(fields), sat.privateKeyPem)));
}

const invoice = createSealedCfdi(INVOICE_FIXTURES[0]!.input, csd);
const payment = createSealedPaymentCfdi(
  { ...paymentBase(1), payments: [{ date: '2026-12-05T09:30:00', form: '03', currency: 'MXN', amountCents: 1_000, documents: [{ uuid: UUIDS.invoice, currency: 'MXN', instalment: 1, previousBalanceCents: 5_000, paidCents: 1_000, taxObject: '01' }] }] },
  csd,
);
const stampedInvoice = stamp(invoice.xml, 'Sin validez fiscal - timbrado de prueba');
const stampedPayment = stamp(payment.xml);

test('the stamped CFDI keeps its seal, and the SAT seal verifies over the stamp cadena', async () => {
  for (const xml of [stampedInvoice, stampedPayment]) {
    expect(verifySeal(xml, csd.certificateDer)).toBe(true);
    const read = readStamp(xml);
    expect(read).toMatchObject({ uuid: UUIDS.invoice, satCertificateNumber: '30001000000500003456' });
    const { createVerify } = await import('node:crypto');
    expect(createVerify('RSA-SHA256').update(read.cadena).verify(sat.x509.publicKey, read.satSeal, 'base64')).toBe(true);
    await expect(validateCfdi(xml)).resolves.toEqual({ ok: true, errors: [] });
  }
  expect(stampedPayment.match(/<cfdi:Complemento>/g)).toHaveLength(1);
  expect(() => insertStamp(stampedInvoice, '<x/>')).toThrow('El CFDI ya está timbrado.');
});

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'cfdi-stamp-xml-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

referenceTest('xmllint validates both stamped CFDIs; xsltproc gives the same stamp cadena', () => {
  const files = [stampedInvoice, stampedPayment].map((xml, i) => {
    const file = path.join(dir, `stamped-${i}.xml`);
    writeFileSync(file, xml);
    const tfdFile = path.join(dir, `tfd-${i}.xml`);
    writeFileSync(tfdFile, /<tfd:TimbreFiscalDigital[^>]*\/>/.exec(xml)![0]);
    expect(readStamp(xml).cadena).toBe(xsltproc(path.join(CFD(SAT_REFERENCE_DIR!), 'TimbreFiscalDigital', 'cadenaoriginal_TFD_1_1.xslt'), tfdFile));
    return file;
  });
  const { status, output } = xmllintSchema(files);
  expect(output).not.toMatch(/fails to validate/);
  expect(status).toBe(0);
});
