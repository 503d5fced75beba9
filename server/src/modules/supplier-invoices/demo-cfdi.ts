import { CFDI_NAMESPACE, TFD_NAMESPACE } from '@muestrario/shared/domain';

/** One concept of a demo CFDI (price in cents before IVA). */
export interface DemoConcept {
  claveProdServ?: string;
  code: string;
  description: string;
  quantity: number;
  unitPriceCents: number;
}

export interface DemoCfdi {
  uuid: string;
  tipo: 'I' | 'E';
  serie: string;
  folio: string;
  /** yyyy-mm-ddThh:mm:ss */
  fecha: string;
  emisorRfc: string;
  emisorName: string;
  paymentMethod: 'PUE' | 'PPD';
  related?: { uuid: string; relationType: string };
  concepts: DemoConcept[];
}

const amount = (cents: number) => (cents / 100).toFixed(2);
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * A CFDI 4.0 as a supplier's system would stamp it (IVA 16 % on every concept), for the demo data: the
 * seals and certificate are placeholders (the import reads the data, it does not verify the SAT's seals).
 */
export function demoCfdiXml(c: DemoCfdi): string {
  const lines = c.concepts.map((k) => ({ ...k, importe: k.quantity * k.unitPriceCents, iva: Math.round(k.quantity * k.unitPriceCents * 0.16) }));
  const subtotal = lines.reduce((s, l) => s + l.importe, 0);
  const iva = lines.reduce((s, l) => s + l.iva, 0);
  const related = c.related ? `<cfdi:CfdiRelacionados TipoRelacion="${c.related.relationType}"><cfdi:CfdiRelacionado UUID="${c.related.uuid}"/></cfdi:CfdiRelacionados>` : '';
  const concepts = lines
    .map(
      (l) =>
        `<cfdi:Concepto ClaveProdServ="${l.claveProdServ ?? '11162100'}"${l.code ? ` NoIdentificacion="${escape(l.code)}"` : ''} Cantidad="${l.quantity}.00" ClaveUnidad="${l.claveProdServ === '84111506' ? 'ACT' : 'H87'}" Descripcion="${escape(l.description)}" ValorUnitario="${amount(l.unitPriceCents)}" Importe="${amount(l.importe)}" ObjetoImp="02">` +
        `<cfdi:Impuestos><cfdi:Traslados><cfdi:Traslado Base="${amount(l.importe)}" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="${amount(l.iva)}"/></cfdi:Traslados></cfdi:Impuestos></cfdi:Concepto>`,
    )
    .join('');
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<cfdi:Comprobante xmlns:cfdi="${CFDI_NAMESPACE}" xmlns:tfd="${TFD_NAMESPACE}" Version="4.0" Serie="${c.serie}" Folio="${c.folio}" Fecha="${c.fecha}" Sello="c2VsbG8=" FormaPago="${c.paymentMethod === 'PUE' ? '03' : '99'}" NoCertificado="30001000000500003416" Certificado="Y2VydA==" SubTotal="${amount(subtotal)}" Moneda="MXN" Total="${amount(subtotal + iva)}" TipoDeComprobante="${c.tipo}" Exportacion="01" MetodoPago="${c.paymentMethod}" LugarExpedicion="72090">` +
    related +
    `<cfdi:Emisor Rfc="${c.emisorRfc}" Nombre="${escape(c.emisorName)}" RegimenFiscal="601"/>` +
    `<cfdi:Receptor Rfc="BOR990101AB1" Nombre="BORDADOS MUESTRARIO" DomicilioFiscalReceptor="91700" RegimenFiscalReceptor="601" UsoCFDI="${c.tipo === 'E' ? 'G02' : 'G01'}"/>` +
    `<cfdi:Conceptos>${concepts}</cfdi:Conceptos>` +
    `<cfdi:Impuestos TotalImpuestosTrasladados="${amount(iva)}"><cfdi:Traslados><cfdi:Traslado Base="${amount(subtotal)}" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="${amount(iva)}"/></cfdi:Traslados></cfdi:Impuestos>` +
    `<cfdi:Complemento><tfd:TimbreFiscalDigital Version="1.1" UUID="${c.uuid}" FechaTimbrado="${c.fecha}" RfcProvCertif="SAT970701NN3" SelloCFD="c2VsbG8=" NoCertificadoSAT="00001000000505211329" SelloSAT="c2VsbG8="/></cfdi:Complemento>` +
    `</cfdi:Comprobante>\n`
  );
}
