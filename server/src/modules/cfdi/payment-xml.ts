import { formatCents, formatRate } from './decimal';
import { PAGOS20_NAMESPACE, PAGOS20_SCHEMA_LOCATION } from './namespaces';
import { equivalenceText, paymentRateText } from './payment-totals';
import type { PaymentCfdiInput, PaymentTotals } from './types';
import { issuerElement, receiverElement, relationsElements, rootNamespaces, type CfdiSealBlock } from './xml';
import { cleanText, writeXml, type XmlElement } from './xml-writer';

const IVA_KEYS: Record<number, string> = { 1600: 'IVA16', 800: 'IVA8', 0: 'IVA0' };

function totalsElement(totals: PaymentTotals): XmlElement {
  const byRate = new Map(totals.ivaByRate.map((t) => [t.rateBp, t]));
  const attributes: [string, string | undefined][] = [];
  for (const rate of [1600, 800, 0]) {
    const line = byRate.get(rate);
    attributes.push([`TotalTrasladosBase${IVA_KEYS[rate]}`, line && formatCents(line.baseCents)]);
    attributes.push([`TotalTrasladosImpuesto${IVA_KEYS[rate]}`, line && formatCents(line.amountCents)]);
  }
  attributes.push(['MontoTotalPagos', formatCents(totals.totalPaidMxnCents)]);
  return { name: 'pago20:Totales', attributes };
}

/**
 * A payment CFDI (tipo P) with pago20:Pagos 2.0, as the SAT's guide fills it: SubTotal 0, Moneda XXX,
 * Total 0, no FormaPago/MetodoPago, one concept 84111506 'Pago' of unit ACT at 0 with ObjetoImp 01, and
 * the complement's Totales (MXN), Pago (TipoCambioP 1 for MXN), DoctoRelacionado (EquivalenciaDR 1 for the
 * same currency) with their TrasladosDR and each payment's TrasladosP. `totals` must be
 * `paymentTotals(input.payments)`.
 */
export function buildPaymentCfdiXml(input: PaymentCfdiInput, totals: PaymentTotals, seal?: CfdiSealBlock): string {
  const payments: XmlElement[] = input.payments.map((payment, p) => {
    const computed = totals.payments[p]!;
    const where = `Pago ${p + 1}`;
    return {
      name: 'pago20:Pago',
      attributes: [
        ['FechaPago', payment.date],
        ['FormaDePagoP', payment.form],
        ['MonedaP', payment.currency],
        ['TipoCambioP', paymentRateText(payment, where)],
        ['Monto', formatCents(payment.amountCents)],
        ['NumOperacion', payment.operationNumber === undefined ? undefined : cleanText(payment.operationNumber)],
      ],
      children: [
        ...payment.documents.map(
          (document, d): XmlElement => ({
            name: 'pago20:DoctoRelacionado',
            attributes: [
              ['IdDocumento', document.uuid.trim().toUpperCase()],
              ['Serie', document.series === undefined ? undefined : cleanText(document.series)],
              ['Folio', document.folio === undefined ? undefined : cleanText(document.folio)],
              ['MonedaDR', document.currency],
              ['EquivalenciaDR', equivalenceText(payment, document, `${where}, documento ${d + 1}`)],
              ['NumParcialidad', String(document.instalment)],
              ['ImpSaldoAnt', formatCents(document.previousBalanceCents)],
              ['ImpPagado', formatCents(document.paidCents)],
              ['ImpSaldoInsoluto', formatCents(computed.remainingBalancesCents[d]!)],
              ['ObjetoImpDR', document.taxObject],
            ],
            children: [
              document.taxObject === '02' && {
                name: 'pago20:ImpuestosDR',
                attributes: [],
                children: [
                  {
                    name: 'pago20:TrasladosDR',
                    attributes: [],
                    children: (document.taxes ?? []).map((tax) => ({
                      name: 'pago20:TrasladoDR',
                      attributes: [
                        ['BaseDR', formatCents(tax.baseCents)],
                        ['ImpuestoDR', '002'],
                        ['TipoFactorDR', 'Tasa'],
                        ['TasaOCuotaDR', formatRate(tax.rateBp)],
                        ['ImporteDR', formatCents(tax.amountCents)],
                      ],
                    })),
                  },
                ],
              },
            ],
          }),
        ),
        computed.transfers.length > 0 && {
          name: 'pago20:ImpuestosP',
          attributes: [],
          children: [
            {
              name: 'pago20:TrasladosP',
              attributes: [],
              children: computed.transfers.map((t) => ({
                name: 'pago20:TrasladoP',
                attributes: [
                  ['BaseP', formatCents(t.baseCents)],
                  ['ImpuestoP', '002'],
                  ['TipoFactorP', 'Tasa'],
                  ['TasaOCuotaP', formatRate(t.rateBp)],
                  ['ImporteP', formatCents(t.amountCents)],
                ],
              })),
            },
          ],
        },
      ],
    };
  });
  return writeXml({
    name: 'cfdi:Comprobante',
    attributes: [
      ...rootNamespaces([['pago20', PAGOS20_NAMESPACE, PAGOS20_SCHEMA_LOCATION]]),
      ['Version', '4.0'],
      ['Serie', cleanText(input.series)],
      ['Folio', cleanText(input.folio)],
      ['Fecha', input.date],
      ['Sello', seal?.seal],
      ['NoCertificado', seal?.certificateNumber],
      ['Certificado', seal?.certificate],
      ['SubTotal', '0'],
      ['Moneda', 'XXX'],
      ['Total', '0'],
      ['TipoDeComprobante', 'P'],
      ['Exportacion', input.exportKey],
      ['LugarExpedicion', input.placeOfIssue],
    ],
    children: [
      ...relationsElements(input.related),
      issuerElement(input.issuer),
      receiverElement(input.receiver),
      {
        name: 'cfdi:Conceptos',
        attributes: [],
        children: [
          {
            name: 'cfdi:Concepto',
            attributes: [
              ['ClaveProdServ', '84111506'],
              ['Cantidad', '1'],
              ['ClaveUnidad', 'ACT'],
              ['Descripcion', 'Pago'],
              ['ValorUnitario', '0'],
              ['Importe', '0'],
              ['ObjetoImp', '01'],
            ],
          },
        ],
      },
      {
        name: 'cfdi:Complemento',
        attributes: [],
        children: [{ name: 'pago20:Pagos', attributes: [['Version', '2.0']], children: [totalsElement(totals), ...payments] }],
      },
    ],
  });
}
