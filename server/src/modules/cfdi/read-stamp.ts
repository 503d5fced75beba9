import { stampCadena } from './cadena';
import { CfdiInputError } from './errors';
import { CFDI_NAMESPACE, TFD_NAMESPACE } from './namespaces';
import { childNode, parseXmlTree, XmlTreeError, type XmlNode } from './xml-tree';

/** A TimbreFiscalDigital 1.1 as a stamped CFDI carries it. */
export interface CfdiStamp {
  version: string;
  uuid: string;
  /** 'yyyy-mm-ddThh:mm:ss', as written. */
  stampedAt: string;
  pacRfc: string;
  legend?: string;
  /** SelloCFD: the CFDI's own Sello, repeated. */
  cfdiSeal: string;
  satCertificateNumber: string;
  satSeal: string;
  /** The stamp's cadena original (cadenaoriginal_TFD_1_1.xslt): '||1.1|UUID|…||'. */
  cadena: string;
}

/** Reads a stamp node (the TFD element itself). */
export function readStampNode(node: XmlNode): CfdiStamp {
  const a = node.attrs;
  return {
    version: a.Version ?? '',
    uuid: (a.UUID ?? '').toUpperCase(),
    stampedAt: a.FechaTimbrado ?? '',
    pacRfc: a.RfcProvCertif ?? '',
    ...(a.Leyenda !== undefined ? { legend: a.Leyenda } : {}),
    cfdiSeal: a.SelloCFD ?? '',
    satCertificateNumber: a.NoCertificadoSAT ?? '',
    satSeal: a.SelloSAT ?? '',
    cadena: stampCadena(node),
  };
}

/**
 * The TimbreFiscalDigital 1.1 of a stamped CFDI (cfdi:Complemento/tfd:TimbreFiscalDigital), or of a bare
 * TFD document. Throws CfdiInputError (Spanish) when the XML is not well formed or carries no stamp.
 */
export function readStamp(xml: string): CfdiStamp {
  let root: XmlNode;
  try {
    root = parseXmlTree(xml);
  } catch (error) {
    if (error instanceof XmlTreeError) throw new CfdiInputError(`El XML timbrado no se pudo leer: ${error.message.slice(0, 200)}`);
    throw error;
  }
  const node =
    root.uri === TFD_NAMESPACE && root.local === 'TimbreFiscalDigital'
      ? root
      : childNode(childNode(root, CFDI_NAMESPACE, 'Complemento'), TFD_NAMESPACE, 'TimbreFiscalDigital');
  if (!node) throw new CfdiInputError('El XML no tiene timbre fiscal digital (tfd:TimbreFiscalDigital).');
  if (node.attrs.Version !== '1.1') throw new CfdiInputError(`El timbre fiscal digital es de la versión «${(node.attrs.Version ?? '').slice(0, 10)}», se esperaba 1.1.`);
  return readStampNode(node);
}
