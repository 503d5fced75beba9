import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cadenaOriginal, normalizeSpace } from '../../src/modules/cfdi/cadena';
import { CFD, SAT_REFERENCE_DIR, missingReference, xsltproc } from './helpers/sat-tools';

const reason = missingReference();
const referenceTest = reason ? test.skip : test;
if (reason) console.warn(`CFDI cadena reference checks skipped: ${reason}.`);

/** Hand-written documents the builder never makes: raw whitespace, character references, empty optional attributes, retentions. */
const EDGE_CASES: Record<string, string> = {
  whitespace: `<?xml version="1.0" encoding="UTF-8"?>
<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0" Serie="" Folio="  12 " Fecha="2026-11-01T10:00:00" NoCertificado="30001000000500003416" SubTotal="100.00" Moneda="MXN" Total="116.00" TipoDeComprobante="I" Exportacion="01" LugarExpedicion="64000" CondicionesDePago="Contado&#10;&#9;  inmediato">
  <cfdi:Emisor Rfc="EKU9003173C9" Nombre="  ESCUELA
     KEMPER	URGATE  " RegimenFiscal="601"/>
  <cfdi:Receptor Rfc="URE180429TM6" Nombre="UNIVERSIDAD &amp; ROBOTICA&#13;&#10;ESPAÑOLA" DomicilioFiscalReceptor="86991" RegimenFiscalReceptor="601" UsoCFDI="G03"/>
  <cfdi:Conceptos>
    <cfdi:Concepto ClaveProdServ="53101602" Cantidad="1" ClaveUnidad="H87" Descripcion="Camisa&#160;con espacio duro" ValorUnitario="100.00" Importe="100.00" ObjetoImp="02">
      <cfdi:Impuestos>
        <cfdi:Traslados><cfdi:Traslado Base="100.00" Impuesto="002" TipoFactor="Exento"/></cfdi:Traslados>
        <cfdi:Retenciones><cfdi:Retencion Base="100.00" Impuesto="001" TipoFactor="Tasa" TasaOCuota="0.100000" Importe="10.00"/></cfdi:Retenciones>
      </cfdi:Impuestos>
      <cfdi:CuentaPredial Numero="123"/>
    </cfdi:Concepto>
  </cfdi:Conceptos>
  <cfdi:Impuestos TotalImpuestosRetenidos="10.00">
    <cfdi:Retenciones><cfdi:Retencion Impuesto="001" Importe="10.00"/></cfdi:Retenciones>
    <cfdi:Traslados><cfdi:Traslado Base="100.00" Impuesto="002" TipoFactor="Exento"/></cfdi:Traslados>
  </cfdi:Impuestos>
</cfdi:Comprobante>
`,
  // A required attribute missing still gives its '|' (the stylesheet's Requerido).
  missingRequired: `<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0" Fecha="2026-11-01T10:00:00" SubTotal="0" Moneda="XXX" Total="0" TipoDeComprobante="P" Exportacion="01" LugarExpedicion="64000"><cfdi:CfdiRelacionados TipoRelacion="04"><cfdi:CfdiRelacionado UUID="5FB2822E-396D-4725-8521-CDC4BDD20CCF"/><cfdi:CfdiRelacionado UUID="0E4D9C1B-7A21-4C3D-9E8F-1A2B3C4D5E6F"/></cfdi:CfdiRelacionados><cfdi:Emisor Rfc="EKU9003173C9" Nombre="E" RegimenFiscal="601" FacAtrAdquirente="0123456789"/><cfdi:Receptor Rfc="URE180429TM6" Nombre="R" DomicilioFiscalReceptor="86991" RegimenFiscalReceptor="601" UsoCFDI="CP01"/><cfdi:Complemento><pago20:Pagos xmlns:pago20="http://www.sat.gob.mx/Pagos20" Version="2.0"><pago20:Totales TotalRetencionesISR="1.00" MontoTotalPagos="100.00"/><pago20:Pago FechaPago="2026-11-01T10:00:00" FormaDePagoP="03" MonedaP="MXN" Monto="100.00" CtaOrdenante=" 0123 "><pago20:DoctoRelacionado IdDocumento="5FB2822E-396D-4725-8521-CDC4BDD20CCF" MonedaDR="MXN" NumParcialidad="1" ImpSaldoAnt="100.00" ImpPagado="100.00" ImpSaldoInsoluto="0.00" ObjetoImpDR="02"><pago20:ImpuestosDR><pago20:RetencionesDR><pago20:RetencionDR BaseDR="86.21" ImpuestoDR="001" TipoFactorDR="Tasa" TasaOCuotaDR="0.012500" ImporteDR="1.08"/></pago20:RetencionesDR><pago20:TrasladosDR><pago20:TrasladoDR BaseDR="86.21" ImpuestoDR="002" TipoFactorDR="Tasa" TasaOCuotaDR="0.160000" ImporteDR="13.79"/></pago20:TrasladosDR></pago20:ImpuestosDR></pago20:DoctoRelacionado><pago20:ImpuestosP><pago20:RetencionesP><pago20:RetencionP ImpuestoP="001" ImporteP="1.08"/></pago20:RetencionesP><pago20:TrasladosP><pago20:TrasladoP BaseP="86.21" ImpuestoP="002" TipoFactorP="Tasa" TasaOCuotaP="0.160000" ImporteP="13.79"/></pago20:TrasladosP></pago20:ImpuestosP></pago20:Pago></pago20:Pagos></cfdi:Complemento></cfdi:Comprobante>`,
};

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'cfdi-cadena-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('normalize-space collapses space, tab, CR and LF only (as XPath 1.0), not a non-breaking space', () => {
  expect(normalizeSpace('  a \t\r\n b  ')).toBe('a b');
  expect(normalizeSpace('\u00a0a\u00a0')).toBe('\u00a0a\u00a0');
});

test.each(Object.keys(EDGE_CASES))('%s: hand-written cadena (sanity) has the framing and the optional fields', (name) => {
  const cadena = cadenaOriginal(EDGE_CASES[name]!);
  expect(cadena.startsWith('||4.0|')).toBe(true);
  expect(cadena.endsWith('||')).toBe(true);
});

referenceTest.each(Object.keys(EDGE_CASES))('%s: equals xsltproc output byte for byte', (name) => {
  const file = path.join(dir, `${name}.xml`);
  writeFileSync(file, EDGE_CASES[name]!);
  const expected = xsltproc(path.join(CFD(SAT_REFERENCE_DIR!), '4', 'cadenaoriginal_4_0', 'cadenaoriginal_4_0.xslt'), file);
  expect(cadenaOriginal(EDGE_CASES[name]!)).toBe(expected);
});

test('a complement it does not know is refused rather than guessed', () => {
  const xml = EDGE_CASES.missingRequired!.replace('<cfdi:Complemento>', '<cfdi:Complemento><implocal:ImpuestosLocales xmlns:implocal="http://www.sat.gob.mx/implocal" version="1.0"/>');
  expect(() => cadenaOriginal(xml)).toThrow('La cadena original del complemento ImpuestosLocales no está soportada.');
  expect(() => cadenaOriginal('<a/>')).toThrow(/no es un cfdi:Comprobante/);
});
