import type { SealedCfdi } from './cfdi-reader';

/*
 * The TimbreFiscalDigital 1.1 (the SAT's TimbreFiscalDigitalv11.xsd) and its cadena original (the SAT's
 * cadenaoriginal_TFD_1_1.xslt: Version, UUID, FechaTimbrado, RfcProvCertif, Leyenda when present,
 * SelloCFD, NoCertificadoSAT between '|', opened and closed by '||').
 */

export interface TfdFields {
  uuid: string;
  fechaTimbrado: string;
  rfcProvCertif: string;
  selloCfd: string;
  noCertificadoSat: string;
}

export const TFD_SCHEMA_LOCATION =
  'http://www.sat.gob.mx/TimbreFiscalDigital http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd';

export function tfdCadenaOriginal(f: TfdFields): string {
  return `||1.1|${f.uuid}|${f.fechaTimbrado}|${f.rfcProvCertif}|${f.selloCfd}|${f.noCertificadoSat}||`;
}

const attr = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

export function tfdElement(f: TfdFields, selloSat: string): string {
  return (
    `<tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"` +
    ` xsi:schemaLocation="${TFD_SCHEMA_LOCATION}" Version="1.1" UUID="${attr(f.uuid)}" FechaTimbrado="${attr(f.fechaTimbrado)}"` +
    ` RfcProvCertif="${attr(f.rfcProvCertif)}" SelloCFD="${attr(f.selloCfd)}" NoCertificadoSAT="${attr(f.noCertificadoSat)}" SelloSAT="${attr(selloSat)}"/>`
  );
}

/**
 * The sealed CFDI with the stamp added to its cfdi:Complemento (made when it has none, before a
 * cfdi:Addenda as the schema orders them). The rest of the XML is kept byte for byte.
 */
export function withStamp(xml: string, cfdi: SealedCfdi, tfd: string): string {
  const q = (local: string) => (cfdi.prefix ? `${cfdi.prefix}:${local}` : local);
  const complemento = q('Complemento');
  if (cfdi.hasComplemento) {
    const selfClosing = new RegExp(`<${complemento}(\\s[^>]*)?/>`);
    if (selfClosing.test(xml)) return xml.replace(selfClosing, (_m, attrs: string | undefined) => `<${complemento}${attrs ?? ''}>${tfd}</${complemento}>`);
    const close = `</${complemento}>`;
    const at = xml.lastIndexOf(close);
    return `${xml.slice(0, at)}${tfd}${xml.slice(at)}`;
  }
  const block = `<${complemento}>${tfd}</${complemento}>`;
  const addenda = cfdi.hasAddenda ? xml.lastIndexOf(`<${q('Addenda')}`) : -1;
  const at = addenda >= 0 ? addenda : xml.lastIndexOf(`</${q('Comprobante')}>`);
  return `${xml.slice(0, at)}${block}${xml.slice(at)}`;
}

const MX_TIME = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Mexico_City',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** A moment as the SAT writes it: Mexico City time, 'yyyy-mm-ddThh:mm:ss'. */
export function satDateTime(moment: Date): string {
  const parts = Object.fromEntries(MX_TIME.formatToParts(moment).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`;
}
