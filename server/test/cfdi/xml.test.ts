import { cadenaOriginal } from '../../src/modules/cfdi/cadena';
import { createSealedCfdi } from '../../src/modules/cfdi/create';
import { CfdiInputError } from '../../src/modules/cfdi/errors';
import { cfdiTotals } from '../../src/modules/cfdi/totals';
import type { CfdiInput } from '../../src/modules/cfdi/types';
import { buildCfdiXml } from '../../src/modules/cfdi/xml';
import { cleanText, escapeAttribute } from '../../src/modules/cfdi/xml-writer';
import { parseXmlTree } from '../../src/modules/cfdi/xml-tree';
import { INVOICE_FIXTURES, RECEIVERS } from './fixtures';
import { makeTestCsd } from './helpers/test-csd';

const input = (name: string): CfdiInput => structuredClone(INVOICE_FIXTURES.find((f) => f.name === name)!.input);
const build = (cfdi: CfdiInput) => buildCfdiXml(cfdi, cfdiTotals(cfdi.concepts), { certificateNumber: '30001000000500003416' });

test('escapes the five special characters and reads back the same text', () => {
  expect(escapeAttribute(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  const xml = build(input('escaping-and-spaces'));
  const receptor = parseXmlTree(xml).children.find((c) => c.local === 'Receptor')!;
  expect(receptor.attrs).toMatchObject({ Rfc: RECEIVERS.ampersand.rfc, Nombre: RECEIVERS.ampersand.name });
});

test('text is cleaned the way the cadena reads it: whitespace collapsed, forbidden control characters dropped', () => {
  expect(cleanText('  a\t\n b\u0001c  ')).toBe('a bc');
  expect(cleanText('\u00a0a')).toBe('\u00a0a');
});

test('no empty optional attribute; root attributes in the order of the SAT samples', () => {
  const xml = build(input('no-series-no-optional'));
  expect(xml).not.toMatch(/="\s*"/);
  expect(xml).not.toMatch(/ (Serie|Descuento|TipoCambio|NoIdentificacion|Unidad|CondicionesDePago)=/);
  const names = [...xml.split('\n')[1]!.matchAll(/ ([A-Za-z:]+)="/g)].map((m) => m[1]);
  expect(names).toEqual(['xmlns:cfdi', 'xmlns:xsi', 'xsi:schemaLocation', 'Version', 'Folio', 'Fecha', 'FormaPago', 'NoCertificado', 'SubTotal', 'Moneda', 'Total', 'TipoDeComprobante', 'Exportacion', 'MetodoPago', 'LugarExpedicion']);
});

test('USD carries TipoCambio, MXN does not; discounts write Descuento on the concept and the header', () => {
  expect(build(input('usd'))).toMatch(/ Moneda="USD" TipoCambio="17.2534" /);
  expect(build(input('iva16-one-line'))).not.toMatch(/TipoCambio/);
  const xml = build(input('discounts'));
  expect(xml).toMatch(/ SubTotal="[\d.]+" Descuento="[\d.]+" Moneda/);
  expect(xml).toMatch(/Importe="4674.00" Descuento="467.40" ObjetoImp="02"/);
});

test('the sealed XML keeps Sello and Certificado out of the cadena and NoCertificado in it', () => {
  const csd = makeTestCsd({ rfc: 'EKU9003173C9', name: 'ESCUELA KEMPER URGATE', number: '30001000000500003416' });
  const sealed = createSealedCfdi(input('iva16-one-line'), csd);
  expect(sealed.xml).toMatch(/ Sello="[A-Za-z0-9+/=]{300,}" FormaPago="03" NoCertificado="30001000000500003416" Certificado="[A-Za-z0-9+/=]{300,}" /);
  expect(cadenaOriginal(sealed.xml)).toBe(sealed.cadena);
  expect(sealed.cadena).toContain('|30001000000500003416|');
});

test('input the SAT would refuse is refused first, in Spanish', () => {
  const csd = { certificateDer: Buffer.from('x'), privateKeyPem: '' };
  const refuse = (change: (i: CfdiInput) => void, message: RegExp) => {
    const i = input('iva16-one-line');
    change(i);
    expect(() => createSealedCfdi(i, csd)).toThrow(CfdiInputError);
    expect(() => createSealedCfdi(i, csd)).toThrow(message);
  };
  refuse((i) => (i.currency = 'USD'), /Falta el tipo de cambio de USD/);
  refuse((i) => (i.paymentMethod = 'PPD'), /PPD la forma de pago debe ser 99/);
  refuse((i) => (i.paymentForm = '99'), /PUE la forma de pago/);
  refuse((i) => (i.date = '2026-13-01T00:00:00'), /aaaa-mm-ddThh:mm:ss/);
  refuse((i) => (i.placeOfIssue = '640'), /código postal/);
  refuse((i) => (i.related = [{ type: '01', uuids: ['nope'] }]), /no es un UUID/);
  refuse((i) => (i.concepts[0]!.quantity = '1.0000001'), /hasta 6 decimales/);
  refuse(() => undefined, /certificado de sello digital \(CSD\) no se pudo leer/);
});
