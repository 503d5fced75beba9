import { CFDI_NAMESPACE, PAGOS20_NAMESPACE } from '../cfdi/namespaces';
import { readStamp } from '../cfdi/read-stamp';
import { verificationUrl } from '../cfdi/verification-url';
import { childNode, childNodes, parseXmlTree, type XmlNode } from '../cfdi/xml-tree';
import type { PrintableCfdi } from './pdf';

/** '1160.00' → 116000 (the CFDI's money has two decimals). */
export function centsOf(text: string | undefined): number {
  if (!text) return 0;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
}

const TYPE_LABELS: Record<string, string> = { I: 'I - Ingreso', E: 'E - Egreso', P: 'P - Pago' };

/**
 * What the printed form shows, read from the stamped XML itself (so a retried stamp prints the same as
 * the first try): issuer, receiver, concepts, totals or payments, the relations and the stamp.
 */
export function printableFromXml(xml: string, options: { title: string; folio: string; testStamp: boolean }): PrintableCfdi {
  const root = parseXmlTree(xml);
  const a = root.attrs;
  const issuer = childNode(root, CFDI_NAMESPACE, 'Emisor')?.attrs ?? {};
  const receiver = childNode(root, CFDI_NAMESPACE, 'Receptor')?.attrs ?? {};
  const stamp = readStamp(xml);
  const concepts = childNodes(childNode(root, CFDI_NAMESPACE, 'Conceptos'), CFDI_NAMESPACE, 'Concepto').map((k) => ({
    productKey: k.attrs.ClaveProdServ ?? '',
    unitKey: k.attrs.ClaveUnidad ?? '',
    sku: k.attrs.NoIdentificacion ?? '',
    description: k.attrs.Descripcion ?? '',
    quantity: k.attrs.Cantidad ?? '',
    unitPriceCents: centsOf(k.attrs.ValorUnitario),
    discountCents: centsOf(k.attrs.Descuento),
    amountCents: centsOf(k.attrs.Importe),
  }));
  const taxes = childNode(root, CFDI_NAMESPACE, 'Impuestos');
  const ivaLines = childNodes(childNode(taxes, CFDI_NAMESPACE, 'Traslados'), CFDI_NAMESPACE, 'Traslado').map((t) => ({
    label: `IVA ${Math.round(Number(t.attrs.TasaOCuota ?? '0') * 100)} %`,
    cents: centsOf(t.attrs.Importe),
  }));
  const related = childNodes(root, CFDI_NAMESPACE, 'CfdiRelacionados').map((r) => ({
    type: r.attrs.TipoRelacion ?? '',
    uuids: childNodes(r, CFDI_NAMESPACE, 'CfdiRelacionado').map((u) => u.attrs.UUID ?? ''),
  }));
  const complement = childNode(root, CFDI_NAMESPACE, 'Complemento');
  const pagos = complement ? childNode(complement, PAGOS20_NAMESPACE, 'Pagos') : undefined;
  const payments = childNodes(pagos, PAGOS20_NAMESPACE, 'Pago').map((p: XmlNode) => ({
    date: p.attrs.FechaPago ?? '',
    form: p.attrs.FormaDePagoP ?? '',
    amountCents: centsOf(p.attrs.Monto),
    documents: childNodes(p, PAGOS20_NAMESPACE, 'DoctoRelacionado').map((d) => ({
      uuid: d.attrs.IdDocumento ?? '',
      folio: `${d.attrs.Serie ?? ''}${d.attrs.Folio ?? ''}`,
      instalment: Number(d.attrs.NumParcialidad ?? '0'),
      previousCents: centsOf(d.attrs.ImpSaldoAnt),
      paidCents: centsOf(d.attrs.ImpPagado),
      remainingCents: centsOf(d.attrs.ImpSaldoInsoluto),
    })),
  }));
  const currency = (payments.length ? (childNodes(pagos, PAGOS20_NAMESPACE, 'Pago')[0]?.attrs.MonedaP ?? 'MXN') : (a.Moneda ?? 'MXN')) as 'MXN' | 'USD';
  return {
    title: options.title,
    folio: options.folio,
    typeLabel: TYPE_LABELS[a.TipoDeComprobante ?? ''] ?? a.TipoDeComprobante ?? '',
    date: a.Fecha ?? '',
    issuer: { rfc: issuer.Rfc ?? '', name: issuer.Nombre ?? '', regime: issuer.RegimenFiscal ?? '', placeOfIssue: a.LugarExpedicion ?? '' },
    receiver: { rfc: receiver.Rfc ?? '', name: receiver.Nombre ?? '', regime: receiver.RegimenFiscalReceptor ?? '', zip: receiver.DomicilioFiscalReceptor ?? '', use: receiver.UsoCFDI ?? '' },
    paymentMethod: a.MetodoPago ?? null,
    paymentForm: a.FormaPago ?? null,
    currency,
    exchangeRate: a.TipoCambio && a.TipoCambio !== '1' ? a.TipoCambio : null,
    concepts,
    related,
    totals: { subtotalCents: centsOf(a.SubTotal), discountCents: centsOf(a.Descuento), ivaLines, totalCents: centsOf(a.Total) },
    payments,
    certificateNumber: a.NoCertificado ?? '',
    cfdiSeal: a.Sello ?? '',
    stamp,
    verificationUrl: verificationUrl({ uuid: stamp.uuid, issuerRfc: issuer.Rfc ?? '', receiverRfc: receiver.Rfc ?? '', total: a.Total ?? '0', sello: a.Sello ?? '' }),
    testStamp: options.testStamp,
  };
}
