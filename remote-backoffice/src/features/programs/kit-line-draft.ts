import type { KitLineInput, KitOptions } from '@muestrario/shared/contract';
import { PROGRAM_LIMITS, type ProgramKitLine } from '@muestrario/shared/domain';

type Style = KitOptions['styles'][number];
type Sample = KitOptions['samples'][number];

/** The kit line form's values (selects as text, pieces as typed). */
export interface KitLineDraft {
  itemId: string;
  colourId: string;
  sampleId: string;
  piecesPerPeriod: number | null;
}

export type KitLineField = 'itemId' | 'colourId' | 'sampleId' | 'piecesPerPeriod';

export const NEW_KIT_LINE: KitLineDraft = { itemId: '', colourId: '', sampleId: '', piecesPerPeriod: 1 };

export function draftOfKitLine(l: ProgramKitLine): KitLineDraft {
  return { itemId: String(l.itemId), colourId: String(l.colourId), sampleId: String(l.sampleId), piecesPerPeriod: l.piecesPerPeriod };
}

/**
 * The client's authorised samples that can show `style`: made on its garment, or where either names none
 * (a sample on canvas, a style without a garment) — the server's rule (`kitLineRefusal`).
 */
export function samplesForStyle(samples: readonly Sample[], style: Style | undefined): Sample[] {
  if (!style) return [];
  return samples.filter((s) => s.clothingId === null || style.clothingId === null || s.clothingId === style.clothingId);
}

/** The draft checked (field → Spanish message), or the body. */
export function kitLineBodyOf(d: KitLineDraft): { body: KitLineInput } | { errors: Partial<Record<KitLineField, string>> } {
  const errors: Partial<Record<KitLineField, string>> = {};
  if (!d.itemId) errors.itemId = 'Elige el estilo.';
  if (!d.colourId) errors.colourId = 'Elige el color.';
  if (!d.sampleId) errors.sampleId = 'Elige la muestra autorizada.';
  const pieces = d.piecesPerPeriod;
  if (pieces === null || !Number.isInteger(pieces) || pieces < 1 || pieces > PROGRAM_LIMITS.piecesPerPeriod) {
    errors.piecesPerPeriod = `Escribe de 1 a ${PROGRAM_LIMITS.piecesPerPeriod} piezas.`;
  }
  if (Object.keys(errors).length) return { errors };
  return { body: { itemId: Number(d.itemId), colourId: Number(d.colourId), sampleId: Number(d.sampleId), piecesPerPeriod: pieces! } };
}
