import { foldText } from '../text';

/** One concept of a CFDI as the matching needs it (amounts in cents, quantity as written). */
export interface CfdiConceptForMatch {
  code: string;
  description: string;
  quantity: number;
  unitPriceCents: number;
  amountCents: number;
}

/** An open line of the goods receipt the CFDI is matched with. */
export interface ReceiptLineForMatch {
  id: number;
  code: string;
  description: string;
  /** What is still open (not yet invoiced) on the receipt line. */
  openQuantity: number;
  unitPriceCents: number;
}

export type CfdiDifferenceKind = 'quantity' | 'price' | 'total' | 'not-received' | 'not-invoiced' | 'currency';

export interface CfdiDifference {
  kind: CfdiDifferenceKind;
  code: string;
  description: string;
  /** What the receipt says (quantity, cents), null when it has no such line. */
  expected: number | null;
  /** What the CFDI says, null when it has no such concept. */
  actual: number | null;
  /** In Spanish, for the list. */
  message: string;
}

export interface CfdiMatch {
  /** Concept index → receipt line id. */
  pairs: { concept: number; lineId: number; quantity: number }[];
  differences: CfdiDifference[];
}

const money = (cents: number) => (cents / 100).toLocaleString('es-MX', { style: 'currency', currency: 'MXN' });
const name = (code: string, description: string) => (code ? `${code} ${description}`.trim() : description);

/**
 * Matches a CFDI's concepts with a receipt's open lines: first by item code (the concept's
 * NoIdentificacion equals the line's code, case aside), then by description (folded). Each receipt line
 * is used once. The differences list what does not agree: quantity, unit price (more than a cent
 * apart), concepts with no receipt line ('not-received') and receipt lines with no concept
 * ('not-invoiced'). Totals are compared by `totalDifference`.
 */
export function matchCfdiToReceipt(concepts: readonly CfdiConceptForMatch[], lines: readonly ReceiptLineForMatch[]): CfdiMatch {
  const free = new Set(lines.map((l) => l.id));
  const pairs: CfdiMatch['pairs'] = [];
  const differences: CfdiDifference[] = [];
  const byCode = (c: CfdiConceptForMatch) => c.code.trim() !== '' && lines.find((l) => free.has(l.id) && l.code.trim().toUpperCase() === c.code.trim().toUpperCase());
  const fold = (text: string) => foldText(text).replace(/\s+/g, ' ').trim();
  const byDescription = (c: CfdiConceptForMatch) => lines.find((l) => free.has(l.id) && fold(l.description) !== '' && fold(l.description) === fold(c.description));
  concepts.forEach((c, index) => {
    const line = byCode(c) || byDescription(c);
    const label = name(c.code, c.description);
    if (!line) {
      differences.push({ kind: 'not-received', code: c.code, description: c.description, expected: null, actual: c.quantity, message: `«${label}» está facturado pero no está en la entrada.` });
      return;
    }
    free.delete(line.id);
    pairs.push({ concept: index, lineId: line.id, quantity: Math.min(Math.round(c.quantity), line.openQuantity) });
    if (c.quantity !== line.openQuantity) {
      differences.push({ kind: 'quantity', code: line.code, description: line.description, expected: line.openQuantity, actual: c.quantity, message: `«${label}»: se recibieron ${line.openQuantity} y se facturan ${c.quantity}.` });
    }
    if (Math.abs(c.unitPriceCents - line.unitPriceCents) > 1) {
      differences.push({
        kind: 'price',
        code: line.code,
        description: line.description,
        expected: line.unitPriceCents,
        actual: c.unitPriceCents,
        message: `«${label}»: precio unitario ${money(c.unitPriceCents)} en el CFDI y ${money(line.unitPriceCents)} en el pedido.`,
      });
    }
  });
  for (const l of lines) {
    if (free.has(l.id) && l.openQuantity > 0) {
      differences.push({ kind: 'not-invoiced', code: l.code, description: l.description, expected: l.openQuantity, actual: null, message: `«${name(l.code, l.description)}» se recibió (${l.openQuantity}) pero no está facturado.` });
    }
  }
  return { pairs, differences };
}

/** The total's difference (more than a cent apart), or null when they agree. */
export function totalDifference(expectedCents: number, actualCents: number): CfdiDifference | null {
  if (Math.abs(expectedCents - actualCents) <= 1) return null;
  return {
    kind: 'total',
    code: '',
    description: 'Total',
    expected: expectedCents,
    actual: actualCents,
    message: `El total del CFDI (${money(actualCents)}) no coincide con el de la entrada (${money(expectedCents)}): diferencia de ${money(actualCents - expectedCents)}.`,
  };
}
