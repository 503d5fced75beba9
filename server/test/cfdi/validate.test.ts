import { createSealedCfdi, validateCfdi } from '../../src/modules/cfdi/create';
import { spanishSchemaError } from '../../src/modules/cfdi/schema-messages';
import { INVOICE_FIXTURES } from './fixtures';
import { makeTestCsd } from './helpers/test-csd';

jest.setTimeout(120_000);

const csd = makeTestCsd({ rfc: 'EKU9003173C9', name: 'ESCUELA KEMPER URGATE', number: '30001000000500003416' });
const xml = createSealedCfdi(INVOICE_FIXTURES[1]!.input, csd).xml;

test('a valid CFDI passes', async () => {
  await expect(validateCfdi(xml)).resolves.toEqual({ ok: true, errors: [] });
});

test('schema errors come back in Spanish, naming the line, element and attribute', async () => {
  const broken = xml.replace('UsoCFDI="G03"', 'UsoCFDI="Z99"').replace('RegimenFiscal="601"', 'RegimenFiscal="601" Extra="x"').replace(/ Moneda="MXN"/, '');
  const result = await validateCfdi(broken);
  expect(result.ok).toBe(false);
  expect(result.errors).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^Línea \d+, elemento Receptor, atributo UsoCFDI: el valor «Z99» no está en el catálogo del SAT\.$/),
      expect.stringMatching(/^Línea \d+, elemento Emisor, atributo Extra: el atributo Extra no está permitido\.$/),
      expect.stringMatching(/^Línea \d+, elemento Comprobante: falta el atributo obligatorio Moneda\.$/),
    ]),
  );
});

test('an unsealed or foreign document, malformed XML and a DOCTYPE are refused without a stack trace', async () => {
  const unsealed = xml.replace(/ Sello="[^"]*"/, '');
  expect((await validateCfdi(unsealed)).errors).toEqual([expect.stringMatching(/falta el atributo obligatorio Sello\./)]);
  expect((await validateCfdi('<factura/>')).errors[0]).toMatch(/no hay esquema para este elemento/);
  expect(await validateCfdi('<cfdi:Comprobante')).toEqual({ ok: false, errors: [expect.stringMatching(/^El XML no está bien formado: /)] });
  expect(await validateCfdi('<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>')).toEqual({ ok: false, errors: ['El XML declara un tipo de documento (DOCTYPE), que un CFDI nunca lleva.'] });
});

test('libxml2 messages it does not know keep their text after a Spanish prefix', () => {
  expect(spanishSchemaError("Element '{http://www.sat.gob.mx/cfd/4}Concepto': something new.", 12)).toBe('Línea 12, elemento Concepto: Error de esquema: Element \'{http://www.sat.gob.mx/cfd/4}Concepto\': something new.');
  expect(spanishSchemaError("Element '{http://www.sat.gob.mx/cfd/4}Conceptos': Missing child element(s). Expected is ( {http://www.sat.gob.mx/cfd/4}Concepto ).", 3)).toBe('Línea 3, elemento Conceptos: falta el elemento Concepto.');
  expect(spanishSchemaError("Element '{http://www.sat.gob.mx/cfd/4}Comprobante', attribute 'Total': [facet 'fractionDigits'] The value '1.123' has more fractional digits than are allowed ('2').", null)).toBe('elemento Comprobante, atributo Total: el valor «1.123» tiene más de 2 decimales.');
});
