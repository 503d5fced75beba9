import { CFDI_NAMESPACE, PAGOS20_NAMESPACE, TFD_NAMESPACE } from './namespaces';
import { childNode, childNodes, parseXmlTree, type XmlNode } from './xml-tree';

/**
 * The cadena original without running XSLT: a hand-written twin of the SAT's cadenaoriginal_4_0.xslt
 * (with Pagos20.xslt for the payment complement) and cadenaoriginal_TFD_1_1.xslt. Their helpers say:
 * Requerido → '|' + normalize-space(value) (an absent attribute gives '|'), Opcional → the same only when
 * the attribute exists (present but empty gives '|'). Tests compare the output byte for byte with xsltproc.
 */

/** XPath 1.0 normalize-space(): strips and collapses space, tab, CR and LF only (not other Unicode space). */
export function normalizeSpace(value: string): string {
  return value.replace(/[ \t\r\n]+/g, ' ').replace(/^ | $/g, '');
}

type Field = string | [name: string, optional: true];

/** Appends the node's fields in the stylesheet's order. */
function fields(out: string[], node: XmlNode, list: readonly Field[]): void {
  for (const field of list) {
    const [name, optional] = typeof field === 'string' ? [field, false] : field;
    const value = node.attrs[name];
    if (optional && value === undefined) continue;
    out.push(`|${normalizeSpace(value ?? '')}`);
  }
}

const opt = (name: string): Field => [name, true];

const COMPROBANTE: Field[] = ['Version', opt('Serie'), opt('Folio'), 'Fecha', opt('FormaPago'), 'NoCertificado', opt('CondicionesDePago'), 'SubTotal', opt('Descuento'), 'Moneda', opt('TipoCambio'), 'Total', 'TipoDeComprobante', 'Exportacion', opt('MetodoPago'), 'LugarExpedicion', opt('Confirmacion')];
const INFORMACION_GLOBAL: Field[] = ['Periodicidad', 'Meses', 'Año'];
const EMISOR: Field[] = ['Rfc', 'Nombre', 'RegimenFiscal', opt('FacAtrAdquirente')];
const RECEPTOR: Field[] = ['Rfc', 'Nombre', 'DomicilioFiscalReceptor', opt('ResidenciaFiscal'), opt('NumRegIdTrib'), 'RegimenFiscalReceptor', 'UsoCFDI'];
const CONCEPTO: Field[] = ['ClaveProdServ', opt('NoIdentificacion'), 'Cantidad', 'ClaveUnidad', opt('Unidad'), 'Descripcion', 'ValorUnitario', 'Importe', opt('Descuento'), 'ObjetoImp'];
const TRASLADO: Field[] = ['Base', 'Impuesto', 'TipoFactor', opt('TasaOCuota'), opt('Importe')];
const RETENCION_CONCEPTO: Field[] = ['Base', 'Impuesto', 'TipoFactor', 'TasaOCuota', 'Importe'];
const A_CUENTA_TERCEROS: Field[] = ['RfcACuentaTerceros', 'NombreACuentaTerceros', 'RegimenFiscalACuentaTerceros', 'DomicilioFiscalACuentaTerceros'];
const PARTE: Field[] = ['ClaveProdServ', opt('NoIdentificacion'), 'Cantidad', opt('Unidad'), 'Descripcion', opt('ValorUnitario'), opt('Importe')];

const PAGOS_TOTALES: Field[] = [
  opt('TotalRetencionesIVA'), opt('TotalRetencionesISR'), opt('TotalRetencionesIEPS'),
  opt('TotalTrasladosBaseIVA16'), opt('TotalTrasladosImpuestoIVA16'), opt('TotalTrasladosBaseIVA8'), opt('TotalTrasladosImpuestoIVA8'),
  opt('TotalTrasladosBaseIVA0'), opt('TotalTrasladosImpuestoIVA0'), opt('TotalTrasladosBaseIVAExento'), 'MontoTotalPagos',
];
const PAGO: Field[] = ['FechaPago', 'FormaDePagoP', 'MonedaP', opt('TipoCambioP'), 'Monto', opt('NumOperacion'), opt('RfcEmisorCtaOrd'), opt('NomBancoOrdExt'), opt('CtaOrdenante'), opt('RfcEmisorCtaBen'), opt('CtaBeneficiario'), opt('TipoCadPago'), opt('CertPago'), opt('CadPago'), opt('SelloPago')];
const DOCTO_RELACIONADO: Field[] = ['IdDocumento', opt('Serie'), opt('Folio'), 'MonedaDR', opt('EquivalenciaDR'), 'NumParcialidad', 'ImpSaldoAnt', 'ImpPagado', 'ImpSaldoInsoluto', 'ObjetoImpDR'];
const RETENCION_DR: Field[] = ['BaseDR', 'ImpuestoDR', 'TipoFactorDR', 'TasaOCuotaDR', 'ImporteDR'];
const TRASLADO_DR: Field[] = ['BaseDR', 'ImpuestoDR', 'TipoFactorDR', opt('TasaOCuotaDR'), opt('ImporteDR')];
const TRASLADO_P: Field[] = ['BaseP', 'ImpuestoP', 'TipoFactorP', opt('TasaOCuotaP'), opt('ImporteP')];

const TFD: Field[] = ['Version', 'UUID', 'FechaTimbrado', 'RfcProvCertif', opt('Leyenda'), 'SelloCFD', 'NoCertificadoSAT'];

const C = CFDI_NAMESPACE;
const P = PAGOS20_NAMESPACE;
/** Children along a path of local names in one namespace (the stylesheet's ./a/b/c). */
const path = (node: XmlNode, uri: string, ...names: string[]): XmlNode[] =>
  names.reduce<XmlNode[]>((nodes, name) => nodes.flatMap((n) => childNodes(n, uri, name)), [node]);

function concepto(out: string[], node: XmlNode): void {
  fields(out, node, CONCEPTO);
  for (const t of path(node, C, 'Impuestos', 'Traslados', 'Traslado')) fields(out, t, TRASLADO);
  for (const r of path(node, C, 'Impuestos', 'Retenciones', 'Retencion')) fields(out, r, RETENCION_CONCEPTO);
  for (const a of childNodes(node, C, 'ACuentaTerceros')) fields(out, a, A_CUENTA_TERCEROS);
  for (const i of childNodes(node, C, 'InformacionAduanera')) fields(out, i, ['NumeroPedimento']);
  // xsl:if test="./cfdi:CuentaPredial" then apply-templates to every CuentaPredial child.
  for (const c of childNodes(node, C, 'CuentaPredial')) fields(out, c, ['Numero']);
  if (childNode(node, C, 'ComplementoConcepto')) throw new Error('La cadena original de un ComplementoConcepto no está soportada.');
  for (const parte of descendants(node, C, 'Parte')) {
    fields(out, parte, PARTE);
    for (const i of descendants(parte, C, 'InformacionAduanera')) fields(out, i, ['NumeroPedimento']);
  }
}

/** The stylesheet's .//ns:name: every descendant with that name, in document order. */
function descendants(node: XmlNode, uri: string, local: string): XmlNode[] {
  const found: XmlNode[] = [];
  const walk = (n: XmlNode) => {
    for (const c of n.children) {
      if (c.uri === uri && c.local === local) found.push(c);
      walk(c);
    }
  };
  walk(node);
  return found;
}

function impuestos(out: string[], node: XmlNode): void {
  for (const r of path(node, C, 'Retenciones', 'Retencion')) fields(out, r, ['Impuesto', 'Importe']);
  fields(out, node, [opt('TotalImpuestosRetenidos')]);
  for (const t of path(node, C, 'Traslados', 'Traslado')) fields(out, t, TRASLADO);
  fields(out, node, [opt('TotalImpuestosTrasladados')]);
}

function pagos(out: string[], node: XmlNode): void {
  fields(out, node, ['Version']);
  for (const totales of childNodes(node, P, 'Totales')) fields(out, totales, PAGOS_TOTALES);
  for (const pago of childNodes(node, P, 'Pago')) {
    fields(out, pago, PAGO);
    for (const docto of childNodes(pago, P, 'DoctoRelacionado')) {
      fields(out, docto, DOCTO_RELACIONADO);
      for (const r of path(docto, P, 'ImpuestosDR', 'RetencionesDR', 'RetencionDR')) fields(out, r, RETENCION_DR);
      for (const t of path(docto, P, 'ImpuestosDR', 'TrasladosDR', 'TrasladoDR')) fields(out, t, TRASLADO_DR);
    }
    for (const impuestosP of childNodes(pago, P, 'ImpuestosP')) {
      for (const r of path(impuestosP, P, 'RetencionesP', 'RetencionP')) fields(out, r, ['ImpuestoP', 'ImporteP']);
      for (const t of path(impuestosP, P, 'TrasladosP', 'TrasladoP')) fields(out, t, TRASLADO_P);
    }
  }
}

/**
 * The cadena original of a CFDI 4.0 (cadenaoriginal_4_0.xslt): '||' + fields + '||'. Complements other
 * than Pagos 2.0 and the TimbreFiscalDigital (which that stylesheet does not include, so it adds nothing)
 * are refused rather than guessed.
 */
export function cadenaOriginal(xmlOrTree: string | XmlNode): string {
  const root = typeof xmlOrTree === 'string' ? parseXmlTree(xmlOrTree) : xmlOrTree;
  if (root.uri !== C || root.local !== 'Comprobante') throw new Error('El XML no es un cfdi:Comprobante.');
  const out: string[] = ['|'];
  fields(out, root, COMPROBANTE);
  for (const g of childNodes(root, C, 'InformacionGlobal')) fields(out, g, INFORMACION_GLOBAL);
  for (const relacionados of childNodes(root, C, 'CfdiRelacionados')) {
    fields(out, relacionados, ['TipoRelacion']);
    for (const r of childNodes(relacionados, C, 'CfdiRelacionado')) fields(out, r, ['UUID']);
  }
  for (const e of childNodes(root, C, 'Emisor')) fields(out, e, EMISOR);
  for (const r of childNodes(root, C, 'Receptor')) fields(out, r, RECEPTOR);
  for (const conceptos of childNodes(root, C, 'Conceptos')) for (const c of childNodes(conceptos, C, 'Concepto')) concepto(out, c);
  for (const i of childNodes(root, C, 'Impuestos')) impuestos(out, i);
  for (const complemento of childNodes(root, C, 'Complemento')) {
    for (const item of complemento.children) {
      if (item.uri === P && item.local === 'Pagos') pagos(out, item);
      else if (item.uri === TFD_NAMESPACE && item.local === 'TimbreFiscalDigital') continue;
      else throw new Error(`La cadena original del complemento ${item.local} no está soportada.`);
    }
  }
  out.push('||');
  return out.join('');
}

/** The cadena original of a TimbreFiscalDigital 1.1 (cadenaoriginal_TFD_1_1.xslt): '||1.1|UUID|…||'. */
export function stampCadena(stamp: XmlNode): string {
  const out: string[] = ['|'];
  fields(out, stamp, TFD);
  out.push('||');
  return out.join('');
}
