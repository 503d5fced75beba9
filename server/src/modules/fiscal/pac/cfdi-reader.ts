import { SaxesParser, type SaxesTagNS } from 'saxes';
import { PAC_MESSAGES, PacError } from './types';

/*
 * What a PAC needs to read of a sealed CFDI before stamping it: that it is well-formed XML without a
 * DOCTYPE, a cfdi:Comprobante 4.0 with its Sello and NoCertificado, the issuer's RFC, the prefix its
 * elements use, and whether it already carries a stamp.
 */

export const CFDI_NS = 'http://www.sat.gob.mx/cfd/4';
export const TFD_NS = 'http://www.sat.gob.mx/TimbreFiscalDigital';

export interface SealedCfdi {
  /** The prefix of the CFDI namespace ('cfdi'), '' when it is the default namespace. */
  prefix: string;
  sello: string;
  noCertificado: string;
  issuerRfc: string;
  hasComplemento: boolean;
  hasAddenda: boolean;
  stamped: boolean;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

export function readSealedCfdi(xml: string): SealedCfdi {
  if (/<!\s*(DOCTYPE|ENTITY|ELEMENT|ATTLIST|NOTATION)/i.test(xml)) throw new PacError(422, PAC_MESSAGES.doctype);
  const parser = new SaxesParser({ xmlns: true });
  let depth = 0;
  let failure: Error | undefined;
  let root: SaxesTagNS | undefined;
  let issuerRfc = '';
  let hasComplemento = false;
  let hasAddenda = false;
  let stamped = false;
  parser.on('error', (error) => {
    failure ??= error;
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    depth++;
    if (depth === 1) root = tag;
    if (depth === 2 && tag.uri === CFDI_NS && tag.local === 'Emisor') issuerRfc = tag.attributes.Rfc?.value ?? '';
    if (depth === 2 && tag.uri === CFDI_NS && tag.local === 'Complemento') hasComplemento = true;
    if (depth === 2 && tag.uri === CFDI_NS && tag.local === 'Addenda') hasAddenda = true;
    if (tag.uri === TFD_NS && tag.local === 'TimbreFiscalDigital') stamped = true;
  });
  parser.on('closetag', () => {
    depth--;
  });
  try {
    parser.write(xml).close();
  } catch (error) {
    failure ??= error as Error;
  }
  if (failure) throw new PacError(422, PAC_MESSAGES.notWellFormed(failure.message.replace(/^\d+:\d+:\s*/, '').slice(0, 200)));
  if (!root || root.uri !== CFDI_NS || root.local !== 'Comprobante' || root.attributes.Version?.value !== '4.0') throw new PacError(422, PAC_MESSAGES.notCfdi40);
  const sello = root.attributes.Sello?.value ?? '';
  if (!sello || !BASE64.test(sello)) throw new PacError(422, PAC_MESSAGES.notSealed);
  const noCertificado = root.attributes.NoCertificado?.value ?? '';
  if (!/^\d{20}$/.test(noCertificado)) throw new PacError(422, PAC_MESSAGES.noCertificateNumber);
  if (stamped) throw new PacError(409, PAC_MESSAGES.alreadyStamped);
  return { prefix: root.prefix, sello, noCertificado, issuerRfc, hasComplemento, hasAddenda, stamped };
}
