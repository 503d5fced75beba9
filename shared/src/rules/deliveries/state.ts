import type { DeliveryState } from '../../domain/deliveries';

/**
 * What an order's deliveries did to it (docs/decisions/deliveries.md): derived from the pieces its deliveries
 * took per line, not from the engine's open quantities (an invoice copied straight from the order takes those
 * too) and not a status of its own (the engine's statuses stay Abierta / Cerrada / Cancelada).
 */
export function deliveryState(lines: readonly { ordered: number; delivered: number }[]): DeliveryState {
  const delivered = lines.reduce((s, l) => s + l.delivered, 0);
  if (delivered <= 0) return 'none';
  return lines.every((l) => l.delivered >= l.ordered) ? 'complete' : 'partial';
}

/** A size (variant) of a line: how many pieces it may still take. */
export interface SizeRoom {
  variantId: number;
  /** 'Azul marino M'. */
  label: string;
  max: number;
}

export type SizeRefusal =
  | { why: 'repeated' }
  | { why: 'unknown' }
  | { why: 'over'; label: string; max: number };

/** Why pieces per size cannot be taken from what each size has room for (null: they can). */
export function sizeRefusal(room: readonly SizeRoom[], wanted: readonly { variantId: number; quantity: number }[]): SizeRefusal | null {
  const seen = new Set<number>();
  for (const w of wanted) {
    if (seen.has(w.variantId)) return { why: 'repeated' };
    seen.add(w.variantId);
    const size = room.find((r) => r.variantId === w.variantId);
    if (!size) return { why: 'unknown' };
    if (w.quantity > size.max) return { why: 'over', label: size.label, max: size.max };
  }
  return null;
}

/** Pieces typed in a cell: '' is 0; anything but a whole number ≥ 0 is null. */
export function parsePieces(text: string): number | null {
  const t = text.trim();
  if (t === '') return 0;
  if (!/^\d{1,9}$/.test(t)) return null;
  return Number(t);
}

/** A plausible e-mail address (the SMTP server has the last word). */
export function looksLikeEmail(text: string): boolean {
  return /^[^\s@<>(),;:"\\]+@[^\s@<>(),;:"\\]+\.[A-Za-z]{2,}$/.test(text.trim());
}
