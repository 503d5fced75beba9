import type { BomCreateInput, BomDetail, BomLineInput } from '@muestrario/shared/contract';
import { BOM_MESSAGES, type BomLineKind } from '@muestrario/shared/domain';
import { checkBom } from '@muestrario/shared/rules';

/** A line as typed: numbers kept as the text in the box ('0.35', '2,5') until saved. */
export interface BomLineDraftText {
  kind: BomLineKind;
  itemId: number | null;
  quantity: string;
  scrapPercent: string;
}

/** The BOM form's values. */
export interface BomFormValues {
  /** The style (chosen on a new BOM; fixed once saved). */
  itemId: number | null;
  decorationScrapPercent: string;
  notes: string;
  lines: BomLineDraftText[];
}

const BLANK_LINE: BomLineDraftText = { kind: 'blank', itemId: null, quantity: '1', scrapPercent: '0' };

/** A new BOM: the blank alone, 5 % scrap on the decoration. */
export const NEW_BOM: BomFormValues = { itemId: null, decorationScrapPercent: '5', notes: '', lines: [BLANK_LINE] };

/** A number typed with a point or a comma ('2,5' is 2.5); NaN for anything else (the check then names the field). */
export function parseDecimal(text: string): number {
  const t = text.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(t) ? Number(t) : Number.NaN;
}

/** What the form edits from a BOM the server sent. */
export function valuesOf(bom: BomDetail): BomFormValues {
  return {
    itemId: bom.itemId,
    decorationScrapPercent: String(bom.decorationScrapPercent),
    notes: bom.notes,
    lines: bom.lines.map((l) => ({ kind: l.kind, itemId: l.itemId, quantity: String(l.quantity), scrapPercent: String(l.scrapPercent) })),
  };
}

/** The body the API takes (`itemId` 0 while no style is chosen: the check refuses it first). */
export function bodyOf(values: BomFormValues): BomCreateInput {
  return {
    itemId: values.itemId ?? 0,
    decorationScrapPercent: parseDecimal(values.decorationScrapPercent),
    notes: values.notes,
    lines: values.lines.map(
      (l): BomLineInput =>
        l.kind === 'blank'
          ? { kind: 'blank', itemId: null, quantity: 1, scrapPercent: 0 }
          : { kind: 'material', itemId: l.itemId, quantity: parseDecimal(l.quantity), scrapPercent: parseDecimal(l.scrapPercent) },
    ),
  };
}

/** The form's errors by field: the shared BOM checks plus the style to choose on a new BOM. */
export function checkBomForm(values: BomFormValues, isNew: boolean): Record<string, string> {
  const errors = checkBom(bodyOf(values));
  if (isNew && values.itemId === null) errors.itemId = BOM_MESSAGES.styleRequired;
  return errors;
}

/** A new material line at the end (no material chosen yet, 1 per piece, no scrap). */
export const withNewLine = (values: BomFormValues): BomFormValues => ({
  ...values,
  lines: [...values.lines, { kind: 'material', itemId: null, quantity: '1', scrapPercent: '0' }],
});

export const withoutLine = (values: BomFormValues, index: number): BomFormValues =>
  values.lines[index]?.kind === 'blank' ? values : { ...values, lines: values.lines.filter((_, i) => i !== index) };

export const withLine = (values: BomFormValues, index: number, patch: Partial<BomLineDraftText>): BomFormValues => ({
  ...values,
  lines: values.lines.map((l, i) => (i === index && l.kind === 'material' ? { ...l, ...patch } : l)),
});

/** The material lines' item ids, to leave a material chosen on one line out of the others' lists. */
export const takenMaterials = (values: BomFormValues, except: number): Set<number> =>
  new Set(values.lines.flatMap((l, i) => (i !== except && l.kind === 'material' && l.itemId !== null ? [l.itemId] : [])));
