import { multiplyCents, parseDecimal, percentOfCents } from './decimal';
import { CfdiInputError } from './errors';
import type { CfdiConceptInput, CfdiConceptTotals, CfdiTotals, CfdiTransferTotal } from './types';

/**
 * One concept's amounts as Anexo 20 computes them: Importe = Cantidad × ValorUnitario rounded half up to
 * the currency's two decimals (inside the SAT's lower/upper limits), traslado Base = Importe − Descuento,
 * traslado Importe = Base × TasaOCuota rounded half up per concept.
 */
export function conceptTotals(concept: CfdiConceptInput, index: number): CfdiConceptTotals {
  const line = `Concepto ${index + 1}`;
  const quantity = parseDecimal(concept.quantity, `${line}: la cantidad`, 6);
  if (quantity.units === 0n) throw new CfdiInputError(`${line}: la cantidad debe ser mayor que cero.`);
  if (!Number.isSafeInteger(concept.unitPriceCents) || concept.unitPriceCents < 0) {
    throw new CfdiInputError(`${line}: el valor unitario debe ser un importe en centavos no negativo.`);
  }
  const amountCents = multiplyCents(concept.unitPriceCents, quantity);
  const discountCents = concept.discountCents ?? 0;
  if (!Number.isSafeInteger(discountCents) || discountCents < 0 || discountCents > amountCents) {
    throw new CfdiInputError(`${line}: el descuento debe estar entre 0 y el importe del concepto.`);
  }
  if (concept.taxObject !== '02') {
    if (concept.ivaRateBp !== undefined) throw new CfdiInputError(`${line}: con objeto de impuesto ${concept.taxObject} no se desglosa IVA.`);
    return { amountCents, discountCents, iva: null };
  }
  if (concept.ivaRateBp === undefined) throw new CfdiInputError(`${line}: con objeto de impuesto 02 falta la tasa de IVA.`);
  const baseCents = amountCents - discountCents;
  if (baseCents === 0) throw new CfdiInputError(`${line}: descontado por completo no tiene base para el IVA; use objeto de impuesto 01.`);
  return { amountCents, discountCents, iva: { baseCents, rateBp: concept.ivaRateBp, amountCents: percentOfCents(baseCents, concept.ivaRateBp) } };
}

/**
 * The header sums: SubTotal = Σ Importe, Descuento = Σ descuentos (written when some concept has one),
 * Traslados grouped by impuesto + tipo factor + tasa, each the sum of its concepts' rounded bases and
 * importes (the SAT's rule: round per concept, then add), TotalImpuestosTrasladados = Σ traslados,
 * Total = SubTotal − Descuento + TotalImpuestosTrasladados. Groups are ordered by rate, highest first.
 */
export function cfdiTotals(concepts: readonly CfdiConceptInput[]): CfdiTotals {
  if (concepts.length === 0) throw new CfdiInputError('El comprobante necesita al menos un concepto.');
  const lines = concepts.map(conceptTotals);
  const groups = new Map<number, CfdiTransferTotal>();
  for (const { iva } of lines) {
    if (!iva) continue;
    const group = groups.get(iva.rateBp) ?? { tax: '002', factorType: 'Tasa', rateBp: iva.rateBp, baseCents: 0, amountCents: 0 };
    group.baseCents += iva.baseCents;
    group.amountCents += iva.amountCents;
    groups.set(iva.rateBp, group);
  }
  const transfers = [...groups.values()].sort((a, b) => b.rateBp - a.rateBp);
  const subtotalCents = lines.reduce((sum, l) => sum + l.amountCents, 0);
  const discountCents = lines.reduce((sum, l) => sum + l.discountCents, 0);
  const transferredTaxCents = transfers.length ? transfers.reduce((sum, t) => sum + t.amountCents, 0) : null;
  return {
    concepts: lines,
    subtotalCents,
    discountCents,
    hasDiscount: lines.some((l) => l.discountCents > 0),
    transferredTaxCents,
    transfers,
    totalCents: subtotalCents - discountCents + (transferredTaxCents ?? 0),
  };
}
