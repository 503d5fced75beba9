import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createSealedCfdi, createSealedPaymentCfdi, validateCfdi } from '../../src/modules/cfdi/create';
import { paidDocumentTaxes } from '../../src/modules/cfdi/payment-totals';
import { verifySeal } from '../../src/modules/cfdi/seal';
import { cfdiTotals } from '../../src/modules/cfdi/totals';
import type { PaidDocumentTax, PaymentCfdiInput } from '../../src/modules/cfdi/types';
import { CFDI_NAMESPACE, PAGOS20_NAMESPACE } from '../../src/modules/cfdi/namespaces';
import { childNode, childNodes, parseXmlTree, type XmlNode } from '../../src/modules/cfdi/xml-tree';
import { INVOICE_FIXTURES, PPD_FIXTURE, UUIDS, paymentBase } from './fixtures';
import { makeTestCsd } from './helpers/test-csd';
import { CFD, SAT_REFERENCE_DIR, missingReference, xmllintSchema, xsltproc } from './helpers/sat-tools';

// xmllint-wasm starts a worker per document; openssl makes an RSA key: slow on a busy machine.
jest.setTimeout(120_000);

const csd = makeTestCsd({ rfc: 'EKU9003173C9', name: 'ESCUELA KEMPER URGATE', number: '30001000000500003416' });

/** '1234.50' → 123450 (exact: the XML's money has at most two decimals here). */
const cents = (text: string | undefined): number => {
  const [whole, fraction = ''] = (text ?? '0').split('.');
  expect(fraction.length).toBeLessThanOrEqual(2);
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
};

// --- The three payments of the PPD invoice: 40 %, 35 % and the rest.
const ppdTotals = cfdiTotals(PPD_FIXTURE.input.concepts);
const total = ppdTotals.totalCents;
const paid = [Math.round(total * 0.4), Math.round(total * 0.35)];
paid.push(total - paid[0]! - paid[1]!);
const taxes: PaidDocumentTax[][] = [];
const paymentInputs: PaymentCfdiInput[] = paid.map((paidCents, i) => {
  const previousBalanceCents = total - paid.slice(0, i).reduce((s, p) => s + p, 0);
  const settles = i === paid.length - 1;
  const docTaxes = paidDocumentTaxes(ppdTotals.transfers, total, paidCents, taxes, settles);
  taxes.push(docTaxes);
  return {
    ...paymentBase(i + 1),
    payments: [
      {
        date: `2026-12-${String((i + 1) * 5).padStart(2, '0')}T09:30:00`, form: '03', currency: 'MXN', amountCents: paidCents, operationNumber: `SPEI-${1000 + i}`,
        documents: [{ uuid: UUIDS.invoice, series: 'FA', folio: '9', currency: 'MXN', instalment: i + 1, previousBalanceCents, paidCents, taxObject: '02', taxes: docTaxes }],
      },
    ],
  };
});

const invoices = INVOICE_FIXTURES.map(({ name, input }) => ({ name, input, sealed: createSealedCfdi(input, csd) }));
const payments = paymentInputs.map((input, i) => ({ name: `payment-${i + 1}`, input, sealed: createSealedPaymentCfdi(input, csd) }));
const all = [...invoices, ...payments];

const reason = missingReference();
const referenceTest = reason ? test.skip : test;
if (reason) console.warn(`CFDI reference checks skipped: ${reason}.`);

let dir: string;
const file = (name: string) => path.join(dir, `${name}.xml`);
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'cfdi-fixtures-'));
  for (const { name, sealed } of all) writeFileSync(file(name), sealed.xml);
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('twenty or more invoices and three payment CFDIs are built', () => {
  expect(invoices.length).toBeGreaterThanOrEqual(20);
  expect(payments).toHaveLength(3);
  expect(new Set(all.map((a) => a.sealed.certificateNumber))).toEqual(new Set(['30001000000500003416']));
});

referenceTest('each validates with xmllint --schema against the SAT folder', () => {
  const { status, output } = xmllintSchema(all.map((a) => file(a.name)));
  expect(output).not.toMatch(/fails to validate|error/i);
  expect(status).toBe(0);
  for (const { name } of all) expect(output).toContain(`${file(name)} validates`);
});

describe.each(all.map((a) => [a.name, a] as const))('%s', (_name, { name, sealed }) => {
  referenceTest('its cadena original equals xsltproc output of cadenaoriginal_4_0.xslt, byte for byte', () => {
    const expected = xsltproc(path.join(CFD(SAT_REFERENCE_DIR!), '4', 'cadenaoriginal_4_0', 'cadenaoriginal_4_0.xslt'), file(name));
    expect(expected.length).toBeGreaterThan(50);
    expect(Buffer.from(sealed.cadena, 'utf8').equals(Buffer.from(expected, 'utf8'))).toBe(true);
    expect(sealed.cadena).toBe(expected);
  });

  test('its seal verifies with the certificate, and not once the XML is altered', () => {
    expect(verifySeal(sealed.xml, csd.certificateDer)).toBe(true);
    expect(verifySeal(sealed.xml)).toBe(true);
    const altered = sealed.xml.replace(/LugarExpedicion="64000"/, 'LugarExpedicion="64001"');
    expect(altered).not.toBe(sealed.xml);
    expect(verifySeal(altered, csd.certificateDer)).toBe(false);
  });

  test('the run-time validator (xmllint-wasm, shipped schemas) accepts it', async () => {
    await expect(validateCfdi(sealed.xml)).resolves.toEqual({ ok: true, errors: [] });
  });
});

/** Σ of a concept list's attribute, in cents. */
const sum = (nodes: XmlNode[], attr: string) => nodes.reduce((s, n) => s + cents(n.attrs[attr]), 0);

describe.each(invoices.map((a) => [a.name, a] as const))('%s totals', (_name, { sealed }) => {
  test('reconcile to the cent', () => {
    const root = parseXmlTree(sealed.xml);
    const concepts = childNodes(childNode(root, CFDI_NAMESPACE, 'Conceptos'), CFDI_NAMESPACE, 'Concepto');
    for (const c of concepts) {
      // Importe = Cantidad × ValorUnitario within half a cent.
      expect(Math.abs(cents(c.attrs.Importe) - Number(c.attrs.Cantidad) * cents(c.attrs.ValorUnitario))).toBeLessThanOrEqual(0.5);
      for (const t of childNodes(childNode(childNode(c, CFDI_NAMESPACE, 'Impuestos'), CFDI_NAMESPACE, 'Traslados'), CFDI_NAMESPACE, 'Traslado')) {
        expect(cents(t.attrs.Base)).toBe(cents(c.attrs.Importe) - cents(c.attrs.Descuento));
        expect(Math.abs(cents(t.attrs.Importe) - cents(t.attrs.Base) * Number(t.attrs.TasaOCuota))).toBeLessThanOrEqual(0.5);
      }
    }
    const a = root.attrs;
    expect(cents(a.SubTotal)).toBe(sum(concepts, 'Importe'));
    expect(cents(a.Descuento)).toBe(sum(concepts, 'Descuento'));
    const taxes = childNode(root, CFDI_NAMESPACE, 'Impuestos');
    const summary = childNodes(childNode(taxes, CFDI_NAMESPACE, 'Traslados'), CFDI_NAMESPACE, 'Traslado');
    const conceptTransfers = concepts.flatMap((c) => childNodes(childNode(childNode(c, CFDI_NAMESPACE, 'Impuestos'), CFDI_NAMESPACE, 'Traslados'), CFDI_NAMESPACE, 'Traslado'));
    for (const s of summary) {
      const group = conceptTransfers.filter((t) => t.attrs.TasaOCuota === s.attrs.TasaOCuota);
      expect(cents(s.attrs.Base)).toBe(sum(group, 'Base'));
      expect(cents(s.attrs.Importe)).toBe(sum(group, 'Importe'));
    }
    expect(summary).toHaveLength(new Set(conceptTransfers.map((t) => t.attrs.TasaOCuota)).size);
    expect(cents(taxes?.attrs.TotalImpuestosTrasladados)).toBe(sum(summary, 'Importe'));
    expect(cents(a.Total)).toBe(cents(a.SubTotal) - cents(a.Descuento) + cents(taxes?.attrs.TotalImpuestosTrasladados));
    expect(cents(a.Total)).toBe(sealed.totals.totalCents);
  });
});

test('the three payments are instalments 1–3 of the PPD invoice and its balance reaches 0', () => {
  const docs = payments.map(({ sealed }) => {
    const pagos = childNode(childNode(parseXmlTree(sealed.xml), CFDI_NAMESPACE, 'Complemento'), PAGOS20_NAMESPACE, 'Pagos');
    return childNode(childNode(pagos, PAGOS20_NAMESPACE, 'Pago'), PAGOS20_NAMESPACE, 'DoctoRelacionado')!;
  });
  expect(docs.map((d) => d.attrs.NumParcialidad)).toEqual(['1', '2', '3']);
  expect(cents(docs[0]!.attrs.ImpSaldoAnt)).toBe(total);
  for (let i = 1; i < 3; i++) expect(docs[i]!.attrs.ImpSaldoAnt).toBe(docs[i - 1]!.attrs.ImpSaldoInsoluto);
  expect(docs[2]!.attrs.ImpSaldoInsoluto).toBe('0.00');
  expect(docs.reduce((s, d) => s + cents(d.attrs.ImpPagado), 0)).toBe(total);
  // The instalments' IVA adds up to the invoice's own.
  const dr = docs.flatMap((d) => childNodes(childNode(childNode(d, PAGOS20_NAMESPACE, 'ImpuestosDR'), PAGOS20_NAMESPACE, 'TrasladosDR'), PAGOS20_NAMESPACE, 'TrasladoDR'));
  expect(sum(dr, 'ImporteDR')).toBe(ppdTotals.transferredTaxCents);
  expect(sum(dr, 'BaseDR')).toBe(ppdTotals.transfers.reduce((s, t) => s + t.baseCents, 0));
  for (const { sealed } of payments) {
    const totales = childNode(childNode(childNode(parseXmlTree(sealed.xml), CFDI_NAMESPACE, 'Complemento'), PAGOS20_NAMESPACE, 'Pagos'), PAGOS20_NAMESPACE, 'Totales')!;
    expect(cents(totales.attrs.MontoTotalPagos)).toBe(sealed.totals.totalPaidMxnCents);
    expect(totales.attrs.TotalTrasladosImpuestoIVA16).toBeDefined();
  }
});
