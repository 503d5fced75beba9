import crypto from 'node:crypto';
import type { SelfMadeCsd } from '../../src/modules/fiscal/self-made-csd';

/**
 * A small CFDI 4.0, sealed with a test CSD (over a stand-in cadena: the PAC tests check the stamp, not
 * the CFDI's own seal, which the cfdi module's tests cover). `complemento` puts a cfdi:Complemento in.
 */
export function sealedCfdi(csd: SelfMadeCsd, options: { folio?: string; complemento?: 'empty' | 'self-closing'; sello?: string | null } = {}): string {
  const sello = options.sello === undefined ? crypto.sign('sha256', Buffer.from(`||4.0|F|${options.folio ?? '1'}||`), csd.privateKeyPem).toString('base64') : options.sello;
  const complemento = options.complemento === 'empty' ? '<cfdi:Complemento></cfdi:Complemento>' : options.complemento === 'self-closing' ? '<cfdi:Complemento/>' : '';
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"' +
    ' xsi:schemaLocation="http://www.sat.gob.mx/cfd/4 http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd"' +
    ` Version="4.0" Serie="F" Folio="${options.folio ?? '1'}" Fecha="2025-03-10T09:00:00" FormaPago="03"` +
    ` NoCertificado="${csd.certificateNumber}" Certificado="${csd.certificateDer.toString('base64')}"` +
    ' SubTotal="100.00" Moneda="MXN" Total="116.00" TipoDeComprobante="I" Exportacion="01" MetodoPago="PUE" LugarExpedicion="42501"' +
    (sello === null ? '' : ` Sello="${sello}"`) +
    '>' +
    `<cfdi:Emisor Rfc="${csd.rfc}" Nombre="ESCUELA KEMPER URGATE" RegimenFiscal="601"/>` +
    '<cfdi:Receptor Rfc="URE180429TM6" Nombre="UNIVERSIDAD ROBOTICA ESPAÑOLA" DomicilioFiscalReceptor="86991" RegimenFiscalReceptor="601" UsoCFDI="G01"/>' +
    '<cfdi:Conceptos><cfdi:Concepto ClaveProdServ="53102700" Cantidad="1" ClaveUnidad="H87" Descripcion="Camisa bordada" ValorUnitario="100.00" Importe="100.00" ObjetoImp="02">' +
    '<cfdi:Impuestos><cfdi:Traslados><cfdi:Traslado Base="100.00" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="16.00"/></cfdi:Traslados></cfdi:Impuestos>' +
    '</cfdi:Concepto></cfdi:Conceptos>' +
    '<cfdi:Impuestos TotalImpuestosTrasladados="16.00"><cfdi:Traslados><cfdi:Traslado Base="100.00" Impuesto="002" TipoFactor="Tasa" TasaOCuota="0.160000" Importe="16.00"/></cfdi:Traslados></cfdi:Impuestos>' +
    complemento +
    '</cfdi:Comprobante>\n'
  );
}
