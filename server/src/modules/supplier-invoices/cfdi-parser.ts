import { CFDI_NAMESPACE, CREDIT_NOTE_RELATIONS, DOWN_PAYMENT_RELATION, SUPPLIER_INVOICE_MESSAGES as M, ANTICIPO_CLAVE_PROD_SERV, TFD_NAMESPACE, type SupplierCfdiKind } from '@muestrario/shared/domain';
import { HttpError } from '../../errors';
import { childNode, childNodes, parseXmlTree, XmlTreeError, type XmlNode } from '../cfdi/xml-tree';

/** What the import reads from a CFDI 4.0 (amounts in cents of its currency). */
export interface ParsedCfdi {
  uuid: string;
  tipo: 'I' | 'E';
  kind: SupplierCfdiKind;
  serie: string;
  folio: string;
  /** As written (local time of the issuer): yyyy-mm-ddThh:mm:ss. */
  fecha: string;
  currency: string;
  /** Pesos per unit in ten-thousandths (MXN: 10000). */
  exchangeRate: number;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
  transferredTaxCents: number;
  withheldTaxCents: number;
  paymentMethod: string;
  paymentForm: string;
  emisorRfc: string;
  emisorName: string;
  receptorRfc: string;
  /** The first related CFDI of a relation this import understands (01/03/07), or null. */
  related: { uuid: string; relationType: string } | null;
  concepts: {
    claveProdServ: string;
    code: string;
    description: string;
    quantity: number;
    unit: string;
    unitPriceCents: number;
    amountCents: number;
    discountCents: number;
  }[];
}

type Node = XmlNode;

/** Most elements a CFDI may have (a 2 MB limit already bounds it; this bounds the tree kept in memory). */
const MAX_NODES = 50_000;
const UUID_RE = /^[0-9A-Fa-f]{8}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{4}-[0-9A-Fa-f]{12}$/;
const AMOUNT_RE = /^\d{1,15}(\.\d{1,6})?$/;
const DATE_RE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

const bad = (message: string) => new HttpError(400, message);
const unprocessable = (message: string) => new HttpError(422, message);

/**
 * The element tree through the CFDI library's reader (modules/cfdi/xml-tree.ts), which refuses any
 * document type declaration (XXE, entity expansion) before parsing; its failures become Spanish 400s.
 */
function tree(xml: string): Node {
  try {
    return parseXmlTree(xml, MAX_NODES);
  } catch (error) {
    if (!(error instanceof XmlTreeError)) throw error;
    if (error.kind === 'doctype') throw bad(M.doctype);
    if (error.kind === 'too-large') throw bad(M.tooLarge);
    throw bad(M.malformed(error.message.slice(0, 200)));
  }
}

const child = childNode;
const children = childNodes;

function cents(value: string | undefined, field: string, required: boolean): number {
  if (value === undefined || value === '') {
    if (required) throw unprocessable(M.missing(`el atributo ${field}`));
    return 0;
  }
  if (!AMOUNT_RE.test(value)) throw unprocessable(M.badAmount(field, value.slice(0, 40)));
  return Math.round(Number(value) * 100);
}

function quantity(value: string | undefined): number {
  if (value === undefined || !AMOUNT_RE.test(value)) throw unprocessable(M.badAmount('Cantidad', (value ?? '').slice(0, 40)));
  return Number(value);
}

/**
 * Reads a supplier's CFDI 4.0 (Anexo 20): 400 when it is not well-formed XML or declares entities, 422
 * (in Spanish, saying what is wrong) when it is XML but not an importable CFDI: another root or version,
 * a type other than I or E, no issuer RFC, receiver, concepts or fiscal stamp UUID, an amount that is
 * not a decimal.
 */
export function parseCfdi(xml: string): ParsedCfdi {
  if (xml.trim() === '') throw bad(M.emptyXml);
  const root = tree(xml);
  if (root.local !== 'Comprobante') throw unprocessable(M.notCfdi);
  if (root.uri !== CFDI_NAMESPACE) throw unprocessable(M.notCfdi40(root.attrs.Version ?? root.attrs.version ?? ''));
  const a = root.attrs;
  if (a.Version !== '4.0') throw unprocessable(M.notCfdi40(a.Version ?? ''));
  const tipo = a.TipoDeComprobante ?? '';
  if (tipo !== 'I' && tipo !== 'E') throw unprocessable(M.wrongType(tipo.slice(0, 5)));
  const fecha = a.Fecha ?? '';
  if (!DATE_RE.test(fecha) || Number.isNaN(Date.parse(`${fecha}Z`))) throw unprocessable(M.badDate(fecha.slice(0, 40)));

  const emisor = child(root, CFDI_NAMESPACE, 'Emisor');
  const emisorRfc = (emisor?.attrs.Rfc ?? '').trim().toUpperCase();
  if (!emisorRfc) throw unprocessable(M.missing('el RFC del emisor (cfdi:Emisor Rfc)'));
  const receptor = child(root, CFDI_NAMESPACE, 'Receptor');
  if (!receptor?.attrs.Rfc) throw unprocessable(M.missing('el receptor (cfdi:Receptor Rfc)'));
  const conceptNodes = children(child(root, CFDI_NAMESPACE, 'Conceptos'), CFDI_NAMESPACE, 'Concepto');
  if (conceptNodes.length === 0) throw unprocessable(M.missing('los conceptos (cfdi:Conceptos)'));
  const timbre = child(child(root, CFDI_NAMESPACE, 'Complemento'), TFD_NAMESPACE, 'TimbreFiscalDigital');
  const uuid = (timbre?.attrs.UUID ?? '').trim();
  if (!UUID_RE.test(uuid)) throw unprocessable(M.missing('el timbre fiscal digital con su UUID (tfd:TimbreFiscalDigital)'));

  const currency = (a.Moneda ?? '').trim().toUpperCase();
  if (!/^[A-Z]{3}$/.test(currency)) throw unprocessable(M.missing('la moneda (Moneda)'));
  let exchangeRate = 10_000;
  if (currency !== 'MXN' && currency !== 'XXX') {
    const rate = a.TipoCambio;
    if (!rate || !AMOUNT_RE.test(rate) || Number(rate) <= 0) throw unprocessable(M.missing('el tipo de cambio (TipoCambio)'));
    exchangeRate = Math.round(Number(rate) * 10_000);
  }

  const concepts = conceptNodes.map((c) => ({
    claveProdServ: (c.attrs.ClaveProdServ ?? '').slice(0, 8),
    code: (c.attrs.NoIdentificacion ?? '').trim().slice(0, 100),
    description: (c.attrs.Descripcion ?? '').trim().slice(0, 1000),
    quantity: quantity(c.attrs.Cantidad),
    unit: (c.attrs.ClaveUnidad ?? c.attrs.Unidad ?? '').slice(0, 20),
    unitPriceCents: cents(c.attrs.ValorUnitario, 'ValorUnitario', true),
    amountCents: cents(c.attrs.Importe, 'Importe', true),
    discountCents: cents(c.attrs.Descuento, 'Descuento', false),
  }));

  const impuestos = child(root, CFDI_NAMESPACE, 'Impuestos');
  let related: ParsedCfdi['related'] = null;
  for (const group of children(root, CFDI_NAMESPACE, 'CfdiRelacionados')) {
    const type = group.attrs.TipoRelacion ?? '';
    const first = children(group, CFDI_NAMESPACE, 'CfdiRelacionado').find((r) => UUID_RE.test((r.attrs.UUID ?? '').trim()));
    if (!first) continue;
    const understood = tipo === 'E' ? (CREDIT_NOTE_RELATIONS as readonly string[]).includes(type) : type === DOWN_PAYMENT_RELATION;
    if (understood && !related) related = { uuid: first.attrs.UUID!.trim().toUpperCase(), relationType: type };
  }
  const isDownPayment = tipo === 'I' && concepts.every((c) => c.claveProdServ === ANTICIPO_CLAVE_PROD_SERV);
  return {
    uuid: uuid.toUpperCase(),
    tipo,
    kind: tipo === 'E' ? 'credit_note' : isDownPayment ? 'down_payment' : 'invoice',
    serie: (a.Serie ?? '').slice(0, 25),
    folio: (a.Folio ?? '').slice(0, 40),
    fecha,
    currency,
    exchangeRate,
    subtotalCents: cents(a.SubTotal, 'SubTotal', true),
    discountCents: cents(a.Descuento, 'Descuento', false),
    totalCents: cents(a.Total, 'Total', true),
    transferredTaxCents: cents(impuestos?.attrs.TotalImpuestosTrasladados, 'TotalImpuestosTrasladados', false),
    withheldTaxCents: cents(impuestos?.attrs.TotalImpuestosRetenidos, 'TotalImpuestosRetenidos', false),
    paymentMethod: (a.MetodoPago ?? '').slice(0, 3),
    paymentForm: (a.FormaPago ?? '').slice(0, 2),
    emisorRfc: emisorRfc.slice(0, 13),
    emisorName: (emisor?.attrs.Nombre ?? '').slice(0, 300),
    receptorRfc: receptor.attrs.Rfc.trim().toUpperCase().slice(0, 13),
    related,
    concepts,
  };
}
