import type { ItemUnit } from '../../domain/items';
import { STOCK_SCALE } from '../stock/quantity';
import type { Requirement } from './bom';

/*
 * Production and stock (issue 31 item 4; docs/decisions/stock.md, "Production and stock"), pure:
 * - `materialNeeds`: an order's requirements (its snapshot's `materials`) in the item's smallest unit
 *   (metres become centimetres), one per component.
 * - `materialProgress`: required, issued and remaining per component.
 * - `backflushTarget` / `backflushQuantities`: what must have been issued once some pieces are received
 *   (proportional to them, rounded up: material is never short).
 * - `receiptUnitCostCents`: a receipt's unit cost from the materials its pieces consumed (at the cost they
 *   left the ledger at) plus the machine time of the order's operations at their machines' rates.
 * All arithmetic on integers (BigInt where products may grow); one rounding, half up, at the very end.
 */

/** One component an order needs: a blank variant (by its code) or a material (by its item code). */
export interface OrderMaterialNeed {
  kind: Requirement['kind'];
  component: string;
  description: string;
  unit: ItemUnit;
  /** The blank's colour and size (null for a material). */
  colour: string | null;
  size: string | null;
  /** In the item's smallest unit (pieces; centimetres for metres). */
  required: number;
}

/** Smallest units per unit of a BOM's unit text ('metro' → 100); 1 for anything unknown. */
const scaleOf = (unit: string) => STOCK_SCALE[unit as ItemUnit] ?? 1;

/** The requirements in smallest units, one per component (a component named twice is added up), in the snapshot's order. */
export function materialNeeds(materials: readonly Requirement[]): OrderMaterialNeed[] {
  const byComponent = new Map<string, OrderMaterialNeed>();
  for (const r of materials) {
    const required = Math.round(r.total * scaleOf(r.unit));
    const seen = byComponent.get(r.component);
    if (seen) {
      seen.required += required;
      continue;
    }
    byComponent.set(r.component, { kind: r.kind, component: r.component, description: r.description, unit: r.unit as ItemUnit, colour: r.colour, size: r.size, required });
  }
  return [...byComponent.values()];
}

export interface MaterialProgress extends OrderMaterialNeed {
  issued: number;
  /** What is still to be issued (never below zero). */
  remaining: number;
}

/** Required, issued and remaining per component; `issued` by component code (smallest units). */
export function materialProgress(needs: readonly OrderMaterialNeed[], issued: ReadonlyMap<string, number>): MaterialProgress[] {
  return needs.map((n) => {
    const done = issued.get(n.component) ?? 0;
    return { ...n, issued: done, remaining: Math.max(0, n.required - done) };
  });
}

/**
 * What of `required` the received pieces consume: ⌈required × received ÷ pieces⌉, at most `required`.
 * A blank is counted against its own variant's pieces (then it is exactly the pieces received of that
 * variant); a material against the order's pieces.
 */
export function backflushTarget(required: number, received: number, pieces: number): number {
  if (pieces <= 0 || received <= 0) return 0;
  if (received >= pieces) return required;
  const n = BigInt(required) * BigInt(received);
  const d = BigInt(pieces);
  return Number((n + d - 1n) / d);
}

export interface BackflushInput {
  needs: readonly OrderMaterialNeed[];
  issued: ReadonlyMap<string, number>;
  /** Pieces the order makes in all, and per blank variant code. */
  pieces: number;
  variantPieces: ReadonlyMap<string, number>;
  /** Pieces received in all (this receipt included), and per variant code. */
  received: number;
  receivedByVariant: ReadonlyMap<string, number>;
}

/** What a receipt must issue first so that what was issued covers what was received: per component, > 0 only. */
export function backflushQuantities(input: BackflushInput): { component: string; quantity: number }[] {
  const out: { component: string; quantity: number }[] = [];
  for (const n of input.needs) {
    const target =
      n.kind === 'blank'
        ? backflushTarget(n.required, input.receivedByVariant.get(n.component) ?? 0, input.variantPieces.get(n.component) ?? 0)
        : backflushTarget(n.required, input.received, input.pieces);
    const missing = target - (input.issued.get(n.component) ?? 0);
    if (missing > 0) out.push({ component: n.component, quantity: missing });
  }
  return out;
}

/** The order's issues of one component: quantity (smallest units) and value (smallest units × cents per unit of the item). */
export interface IssuedValue {
  unit: ItemUnit;
  quantity: number;
  /** Σ quantity × unit cost (cents per unit of the item): ÷ the unit's scale gives cents. */
  weightedCents: bigint;
}

export interface ReceiptCostInput {
  /** Every component the order needs, and what its issues cost (after any backflush). */
  needs: readonly OrderMaterialNeed[];
  issuedValue: ReadonlyMap<string, IssuedValue>;
  pieces: number;
  variantPieces: ReadonlyMap<string, number>;
  /** Received before this receipt and after it, in all and per variant. */
  receivedBefore: number;
  receivedAfter: number;
  byVariantBefore: ReadonlyMap<string, number>;
  byVariantAfter: ReadonlyMap<string, number>;
  /** The order's operations: estimated minutes and their machine's rate (cents per hour; 0 without a machine). */
  operations: readonly { minutes: number; rateCentsPerHour: number }[];
}

export interface ReceiptCost {
  /** Materials consumed by these pieces, in cents (exact fraction, rounded for showing). */
  materialsCents: number;
  machineCents: number;
  /** (materials + machine time) ÷ pieces received, whole cents, half up. */
  unitCostCents: number;
}

/** a/b + c/d on BigInt fractions. */
const add = (a: [bigint, bigint], b: [bigint, bigint]): [bigint, bigint] => [a[0] * b[1] + b[0] * a[1], a[1] * b[1]];
const roundHalfUp = ([n, d]: [bigint, bigint]) => (d === 0n ? 0 : Number((n * 2n + d) / (d * 2n)));

/**
 * A receipt's unit cost. The pieces of this receipt consume, per component, the share between the
 * backflush targets before and after it (the same proportional rule as `backflushTarget`), valued at the
 * average cost the order's issues of that component left the ledger at. Machine time: each operation's
 * minutes × its machine's rate ÷ 60, for this receipt's share of the order's pieces. The sum ÷ the
 * pieces received, rounded half up to a whole cent (the only rounding).
 */
export function receiptUnitCostCents(input: ReceiptCostInput): ReceiptCost {
  const pieces = input.receivedAfter - input.receivedBefore;
  let materials: [bigint, bigint] = [0n, 1n];
  for (const n of input.needs) {
    const value = input.issuedValue.get(n.component);
    if (!value || value.quantity <= 0) continue;
    const [total, before, after] =
      n.kind === 'blank'
        ? [input.variantPieces.get(n.component) ?? 0, input.byVariantBefore.get(n.component) ?? 0, input.byVariantAfter.get(n.component) ?? 0]
        : [input.pieces, input.receivedBefore, input.receivedAfter];
    const consumed = backflushTarget(n.required, after, total) - backflushTarget(n.required, before, total);
    if (consumed <= 0) continue;
    // consumed × (weighted ÷ quantity) ÷ scale
    materials = add(materials, [BigInt(consumed) * value.weightedCents, BigInt(value.quantity) * BigInt(scaleOf(value.unit))]);
  }
  const machineMinuteCents = input.operations.reduce((sum, op) => sum + BigInt(op.minutes) * BigInt(op.rateCentsPerHour), 0n);
  const machine: [bigint, bigint] = input.pieces > 0 ? [machineMinuteCents * BigInt(pieces), 60n * BigInt(input.pieces)] : [0n, 1n];
  const total = add(materials, machine);
  return {
    materialsCents: roundHalfUp(materials),
    machineCents: roundHalfUp(machine),
    unitCostCents: pieces > 0 ? roundHalfUp([total[0], total[1] * BigInt(pieces)]) : 0,
  };
}

/** Pieces still to receive per variant: the order's pieces less what was received (never below zero). */
export function receivableByVariant(variants: readonly { code: string; quantity: number }[], received: ReadonlyMap<string, number>): Map<string, number> {
  return new Map(variants.map((v) => [v.code, Math.max(0, v.quantity - (received.get(v.code) ?? 0))]));
}

/**
 * The receipt dialog's first quantities: what is still to receive per variant, cut down (from the last
 * variant back) to the good pieces the last finished operation left, when one has finished.
 */
export function receiptPrefill(receivable: readonly { code: string; quantity: number }[], goodToReceive: number | null): { code: string; quantity: number }[] {
  const rows = receivable.map((r) => ({ ...r }));
  if (goodToReceive === null) return rows;
  let excess = rows.reduce((s, r) => s + r.quantity, 0) - Math.max(0, goodToReceive);
  for (let i = rows.length - 1; i >= 0 && excess > 0; i--) {
    const cut = Math.min(rows[i]!.quantity, excess);
    rows[i]!.quantity -= cut;
    excess -= cut;
  }
  return rows;
}

export const PRODUCTION_STOCK_MESSAGES = {
  orderNotOpen: (status: string) => `La orden está ${status.toLowerCase()}: solo se le entregan materiales o se recibe producto mientras está liberada o en proceso.`,
  notComponent: (code: string) => `${code} no es un material de esta orden.`,
  overIssue: (code: string, remaining: string) => `De ${code} solo faltan ${remaining} por entregar.`,
  repeatedLine: (code: string) => `${code} aparece dos veces: júntalo en una línea.`,
  rawWarehouse: (name: string) => `Los materiales salen de un almacén de materia prima; ${name} no lo es.`,
  finishedWarehouse: (name: string) => `El producto terminado entra a un almacén de producto terminado; ${name} no lo es.`,
  notVariant: (code: string) => `${code} no es una variante de esta orden.`,
  overReceipt: (code: string, left: number) => (left === 0 ? `De ${code} ya se recibieron todas las piezas de la orden.` : left === 1 ? `De ${code} solo queda 1 pieza por recibir.` : `De ${code} solo quedan ${left} piezas por recibir.`),
  noMaterialsWarehouse: 'No hay un almacén de materia prima activo del que surtir los materiales pendientes.',
  noLines: 'Agrega al menos una línea con cantidad.',
  quantityPositive: 'La cantidad es un entero mayor que cero.',
} as const;
