import { stampCadena } from './cadena';
import { CfdiInputError } from './errors';
import { TFD_NAMESPACE, TFD_SCHEMA_LOCATION, XSI_NAMESPACE } from './namespaces';
import { cleanText, writeElement, type XmlElement } from './xml-writer';
import { parseXmlTree } from './xml-tree';

/** What a PAC (or the sandbox PAC) puts in a TimbreFiscalDigital 1.1. */
export interface StampFields {
  uuid: string;
  /** 'yyyy-mm-ddThh:mm:ss' (the PAC's time in Mexico's central zone). */
  stampedAt: string;
  pacRfc: string;
  /**
   * Leyenda (optional). Its XSD pattern allows letters, digits, spaces and a few signs, but no
   * parentheses and no full stop: 'Sin validez fiscal - timbrado de prueba' passes,
   * 'Sin validez fiscal (timbrado de prueba)' does not.
   */
  legend?: string;
  /** SelloCFD: the CFDI's Sello. */
  cfdiSeal: string;
  satCertificateNumber: string;
}

function element(fields: StampFields, satSeal: string | undefined): XmlElement {
  return {
    name: 'tfd:TimbreFiscalDigital',
    attributes: [
      ['xmlns:tfd', TFD_NAMESPACE],
      ['xmlns:xsi', XSI_NAMESPACE],
      ['xsi:schemaLocation', TFD_SCHEMA_LOCATION],
      ['Version', '1.1'],
      ['UUID', fields.uuid.toUpperCase()],
      ['FechaTimbrado', fields.stampedAt],
      ['RfcProvCertif', fields.pacRfc],
      ['Leyenda', fields.legend === undefined ? undefined : cleanText(fields.legend)],
      ['SelloCFD', fields.cfdiSeal],
      ['NoCertificadoSAT', fields.satCertificateNumber],
      ['SelloSAT', satSeal],
    ],
  };
}

/** The cadena the SAT seal signs ('||1.1|UUID|FechaTimbrado|RfcProvCertif|[Leyenda|]SelloCFD|NoCertificadoSAT||'). */
export function stampCadenaOf(fields: StampFields): string {
  return stampCadena(parseXmlTree(writeElement(element(fields, undefined))));
}

/** The tfd:TimbreFiscalDigital element, with its SelloSAT, as text. */
export function buildStampElement(fields: StampFields, satSeal: string): string {
  return writeElement(element(fields, satSeal));
}

/**
 * The stamped CFDI: the stamp appended to cfdi:Complemento (created before the closing tag when the CFDI
 * has none). The CFDI's own text is left as it was, so its Sello still verifies. Refuses a CFDI that
 * already carries a stamp.
 */
export function insertStamp(cfdiXml: string, stampElement: string): string {
  if (cfdiXml.includes(TFD_NAMESPACE)) throw new CfdiInputError('El CFDI ya está timbrado.');
  const close = cfdiXml.lastIndexOf('</cfdi:Comprobante>');
  if (close < 0) throw new CfdiInputError('El XML no es un CFDI 4.0 (falta </cfdi:Comprobante>).');
  const indented = (depth: number) => stampElement.replace(/^/gm, '  '.repeat(depth));
  const complementClose = cfdiXml.lastIndexOf('</cfdi:Complemento>');
  if (complementClose >= 0) return `${cfdiXml.slice(0, complementClose)}  ${indented(2).trimStart()}\n  ${cfdiXml.slice(complementClose)}`;
  return `${cfdiXml.slice(0, close)}  <cfdi:Complemento>\n${indented(2)}\n  </cfdi:Complemento>\n${cfdiXml.slice(close)}`;
}
