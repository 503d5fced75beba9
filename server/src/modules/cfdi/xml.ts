import { canonicalDecimal, formatCents, formatRate, parseDecimal } from './decimal';
import { CfdiInputError } from './errors';
import { CFDI_NAMESPACE, CFDI_SCHEMA_LOCATION, XSI_NAMESPACE } from './namespaces';
import type { CfdiInput, CfdiIssuer, CfdiReceiver, CfdiRelation, CfdiTotals } from './types';
import { cleanText, writeXml, type XmlElement } from './xml-writer';

/** The seal block: NoCertificado is part of the cadena; Certificado and Sello are not (left out when absent). */
export interface CfdiSealBlock {
  certificateNumber: string;
  /** The certificate's DER in base64. */
  certificate?: string;
  /** base64(RSA-SHA256(cadena)). */
  seal?: string;
}

const text = (value: string | undefined) => (value === undefined ? undefined : cleanText(value));

export function relationsElements(related: readonly CfdiRelation[] | undefined): XmlElement[] {
  return (related ?? []).map((relation) => ({
    name: 'cfdi:CfdiRelacionados',
    attributes: [['TipoRelacion', relation.type]],
    children: relation.uuids.map((uuid) => ({ name: 'cfdi:CfdiRelacionado', attributes: [['UUID', uuid.trim().toUpperCase()]] })),
  }));
}

export function issuerElement(issuer: CfdiIssuer): XmlElement {
  return { name: 'cfdi:Emisor', attributes: [['Rfc', text(issuer.rfc)], ['Nombre', text(issuer.name)], ['RegimenFiscal', issuer.regime]] };
}

export function receiverElement(receiver: CfdiReceiver): XmlElement {
  return {
    name: 'cfdi:Receptor',
    attributes: [
      ['Rfc', text(receiver.rfc)],
      ['Nombre', text(receiver.name)],
      ['DomicilioFiscalReceptor', receiver.zip],
      ['RegimenFiscalReceptor', receiver.regime],
      ['UsoCFDI', receiver.use],
    ],
  };
}

/** The namespace declarations and schema location of a root carrying `extra` complements' pairs. */
export function rootNamespaces(extra: readonly (readonly [prefix: string, uri: string, location: string])[] = []): [string, string][] {
  return [
    ['xmlns:cfdi', CFDI_NAMESPACE],
    ...extra.map(([prefix, uri]): [string, string] => [`xmlns:${prefix}`, uri]),
    ['xmlns:xsi', XSI_NAMESPACE],
    ['xsi:schemaLocation', [CFDI_SCHEMA_LOCATION, ...extra.map(([, , location]) => location)].join(' ')],
  ];
}

/** TipoCambio as written: left out for MXN; required (decimal text, up to 6 decimals) otherwise. */
export function exchangeRateText(input: Pick<CfdiInput, 'currency' | 'exchangeRate'>): string | undefined {
  if (input.currency === 'MXN') {
    if (input.exchangeRate !== undefined && canonicalDecimal(parseDecimal(input.exchangeRate, 'El tipo de cambio', 6)) !== '1') {
      throw new CfdiInputError('Un comprobante en MXN no lleva tipo de cambio distinto de 1.');
    }
    return undefined;
  }
  if (!input.exchangeRate) throw new CfdiInputError(`Falta el tipo de cambio de ${input.currency} a MXN.`);
  if (parseDecimal(input.exchangeRate, 'El tipo de cambio', 6).units === 0n) throw new CfdiInputError('El tipo de cambio debe ser mayor que cero.');
  return input.exchangeRate.trim();
}

/**
 * A CFDI 4.0 Ingreso or Egreso as XML: attributes in the order of the SAT's samples (Version, Serie, Folio,
 * Fecha, Sello, FormaPago, NoCertificado, Certificado, CondicionesDePago, SubTotal, Descuento, Moneda,
 * TipoCambio, Total, TipoDeComprobante, Exportacion, MetodoPago, LugarExpedicion), optional ones left out
 * when empty, money with two decimals. `totals` must be `cfdiTotals(input.concepts)`.
 */
export function buildCfdiXml(input: CfdiInput, totals: CfdiTotals, seal?: CfdiSealBlock): string {
  const concepts: XmlElement[] = input.concepts.map((concept, i) => {
    const line = totals.concepts[i]!;
    return {
      name: 'cfdi:Concepto',
      attributes: [
        ['ClaveProdServ', concept.productKey],
        ['NoIdentificacion', text(concept.sku)],
        ['Cantidad', canonicalDecimal(parseDecimal(concept.quantity, `Concepto ${i + 1}: la cantidad`, 6))],
        ['ClaveUnidad', concept.unitKey],
        ['Unidad', text(concept.unitName)],
        ['Descripcion', text(concept.description)],
        ['ValorUnitario', formatCents(concept.unitPriceCents)],
        ['Importe', formatCents(line.amountCents)],
        ['Descuento', line.discountCents > 0 ? formatCents(line.discountCents) : undefined],
        ['ObjetoImp', concept.taxObject],
      ],
      children: [
        line.iva && {
          name: 'cfdi:Impuestos',
          attributes: [],
          children: [
            {
              name: 'cfdi:Traslados',
              attributes: [],
              children: [
                {
                  name: 'cfdi:Traslado',
                  attributes: [
                    ['Base', formatCents(line.iva.baseCents)],
                    ['Impuesto', '002'],
                    ['TipoFactor', 'Tasa'],
                    ['TasaOCuota', formatRate(line.iva.rateBp)],
                    ['Importe', formatCents(line.iva.amountCents)],
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
  });
  const taxes: XmlElement | null =
    totals.transferredTaxCents === null
      ? null
      : {
          name: 'cfdi:Impuestos',
          attributes: [['TotalImpuestosTrasladados', formatCents(totals.transferredTaxCents)]],
          children: [
            {
              name: 'cfdi:Traslados',
              attributes: [],
              children: totals.transfers.map((t) => ({
                name: 'cfdi:Traslado',
                attributes: [
                  ['Base', formatCents(t.baseCents)],
                  ['Impuesto', t.tax],
                  ['TipoFactor', t.factorType],
                  ['TasaOCuota', formatRate(t.rateBp)],
                  ['Importe', formatCents(t.amountCents)],
                ],
              })),
            },
          ],
        };
  return writeXml({
    name: 'cfdi:Comprobante',
    attributes: [
      ...rootNamespaces(),
      ['Version', '4.0'],
      ['Serie', text(input.series)],
      ['Folio', text(input.folio)],
      ['Fecha', input.date],
      ['Sello', seal?.seal],
      ['FormaPago', input.paymentForm],
      ['NoCertificado', seal?.certificateNumber],
      ['Certificado', seal?.certificate],
      ['CondicionesDePago', text(input.paymentTerms)],
      ['SubTotal', formatCents(totals.subtotalCents)],
      ['Descuento', totals.hasDiscount ? formatCents(totals.discountCents) : undefined],
      ['Moneda', input.currency],
      ['TipoCambio', exchangeRateText(input)],
      ['Total', formatCents(totals.totalCents)],
      ['TipoDeComprobante', input.type],
      ['Exportacion', input.exportKey],
      ['MetodoPago', input.paymentMethod],
      ['LugarExpedicion', input.placeOfIssue],
    ],
    children: [
      ...relationsElements(input.related),
      issuerElement(input.issuer),
      receiverElement(input.receiver),
      { name: 'cfdi:Conceptos', attributes: [], children: concepts },
      taxes,
    ],
  });
}
