import type { PurchasingCreateBody, PurchasingDocumentDetail, PurchasingDocumentInput } from '@muestrario/shared/contract';
import { PURCHASING_LIMITS } from '@muestrario/shared/contract';
import type { ItemUnit } from '@muestrario/shared/domain';
import { businessDocumentAmounts, formatStockQuantity, MXN_RATE, parseStockQuantity, STOCK_SCALE, type PurchasingDocumentKind, type SalesDocumentAmounts } from '@muestrario/shared/rules';

/*
 * The purchase request / offer / order form's state and checks as plain functions (docs/decisions/purchasing.md,
 * "By hand"): quantities in the item's smallest unit and prices in cents per smallest unit, as the API takes
 * them; the screen converts what is typed in the item's unit (pieces, metres) with the functions below.
 */

/** One line as the form holds it: the API's line plus what the table shows. */
export interface PurchaseLineDraft {
  itemId: number;
  variantId: number | null;
  warehouseId: number;
  /** Smallest units (pieces; centimetres for metres). */
  quantity: number;
  /** Cents per smallest unit. */
  unitPriceCents: number;
  discountBp: number;
  description: string;
  /** The variant's code, else the item's. */
  code: string;
  unit: ItemUnit;
  warehouseName: string;
  /** Later documents took part of it (received, ordered…): its item, variant and that much stay. */
  taken: number;
}

export interface PurchaseDraft {
  supplierId: number;
  supplierName: string;
  docDate: string;
  dueDate: string;
  reference: string;
  /** Kept as the document has them (the form makes peso documents; an offer in dollars stays in dollars). */
  currency: PurchasingDocumentInput['currency'] & string;
  exchangeRate: string;
  lines: PurchaseLineDraft[];
}

export type PurchaseDraftErrors = Partial<Record<'supplierId' | 'docDate' | 'dueDate' | 'lines', string>>;

export const PURCHASE_FORM_MESSAGES = {
  supplierId: 'Elige un proveedor.',
  docDate: 'Escribe la fecha del documento.',
  dueDate: 'La fecha de entrega no puede ser anterior a la fecha del documento.',
  lines: 'Agrega al menos una línea.',
  tooManyLines: `Un documento lleva a lo más ${PURCHASING_LIMITS.linesMax} líneas.`,
  item: 'Elige el artículo.',
  variant: 'Elige color y talla.',
  warehouse: 'Elige el almacén donde se recibe.',
  quantityPieces: 'Escribe un número entero de piezas mayor que cero.',
  quantityMetres: 'Escribe los metros, mayores que cero, con hasta dos decimales.',
  quantityTooLarge: 'La cantidad es demasiado grande.',
  belowTaken: (taken: string) => `Ya se copiaron ${taken} de esta línea a otro documento: la cantidad no puede ser menor.`,
  price: 'Escribe el precio en pesos, con hasta dos decimales (0 si no tiene costo).',
  pricePerMetre: 'El precio por metro se guarda por centímetro: escribe pesos enteros (por ejemplo 15.00).',
  discount: 'Escribe el descuento en %, de 0 a 100, con hasta dos decimales.',
} as const;

export const emptyPurchaseDraft = (today: string): PurchaseDraft => ({ supplierId: 0, supplierName: '', docDate: today, dueDate: '', reference: '', currency: 'MXN', exchangeRate: '1', lines: [] });

/** What the form edits of a saved document (lines without an item cannot be typed here and are not kept). */
export function draftOfDocument(doc: PurchasingDocumentDetail): PurchaseDraft {
  return {
    supplierId: doc.supplier.id,
    supplierName: doc.supplier.name,
    docDate: doc.docDate,
    dueDate: doc.dueDate ?? '',
    reference: doc.reference,
    currency: doc.currency,
    exchangeRate: doc.exchangeRate,
    lines: doc.lines
      .filter((l) => l.itemId !== null && l.warehouseId !== null)
      .map((l) => ({
        itemId: l.itemId!,
        variantId: l.variantId,
        warehouseId: l.warehouseId!,
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
        discountBp: l.discountBp,
        description: l.description,
        code: l.code,
        unit: l.unit ?? 'pieza',
        warehouseName: l.warehouseName ?? '',
        taken: l.quantity - l.openQuantity,
      })),
  };
}

/** What blocks saving, per field. */
export function validatePurchaseDraft(draft: PurchaseDraft): PurchaseDraftErrors {
  const errors: PurchaseDraftErrors = {};
  if (!draft.supplierId) errors.supplierId = PURCHASE_FORM_MESSAGES.supplierId;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(draft.docDate)) errors.docDate = PURCHASE_FORM_MESSAGES.docDate;
  else if (draft.dueDate && draft.dueDate < draft.docDate) errors.dueDate = PURCHASE_FORM_MESSAGES.dueDate;
  if (draft.lines.length === 0) errors.lines = PURCHASE_FORM_MESSAGES.lines;
  else if (draft.lines.length > PURCHASING_LIMITS.linesMax) errors.lines = PURCHASE_FORM_MESSAGES.tooManyLines;
  return errors;
}

/** The API's body for an edit. */
export function inputOf(draft: PurchaseDraft): PurchasingDocumentInput {
  return {
    supplierId: draft.supplierId,
    docDate: draft.docDate,
    dueDate: draft.dueDate || null,
    reference: draft.reference.trim(),
    currency: draft.currency,
    ...(draft.currency === 'MXN' ? {} : { exchangeRate: draft.exchangeRate }),
    lines: draft.lines.map((l) => ({
      itemId: l.itemId,
      variantId: l.variantId,
      warehouseId: l.warehouseId,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      ...(l.discountBp ? { discountBp: l.discountBp } : {}),
      description: l.description,
    })),
  };
}

/** The API's body for 'Nueva solicitud / oferta / pedido'. */
export const createBodyOf = (kind: PurchasingDocumentKind, draft: PurchaseDraft): PurchasingCreateBody => ({ kind, ...inputOf(draft) });

/** Subtotal, IVA and total as the server will store them (the engine's own function). */
export function purchaseTotals(lines: readonly Pick<PurchaseLineDraft, 'quantity' | 'unitPriceCents' | 'discountBp'>[], borderRegion: boolean, exchangeRate = MXN_RATE): SalesDocumentAmounts {
  return businessDocumentAmounts(lines, borderRegion, exchangeRate);
}

const scaleOf = (unit: ItemUnit) => STOCK_SCALE[unit] ?? 1;

/** A price per smallest unit as an input per unit of the item shows it: 9000 ¢/piece → '90.00'; 15 ¢/cm → '15.00' per metre. */
export function priceText(unitPriceCents: number, unit: ItemUnit): string {
  return ((unitPriceCents * scaleOf(unit)) / 100).toFixed(2);
}

/**
 * A price typed per unit of the item ('185.50' per piece, '15' per metre) in cents per smallest unit, or a
 * message. A price per metre must convert to whole cents per centimetre (whole pesos): rounding would change
 * what the supplier is paid.
 */
export function parsePurchasePrice(text: string, unit: ItemUnit): { cents: number } | { error: string } {
  const trimmed = text.trim().replace(/,/g, '');
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(trimmed)) return { error: PURCHASE_FORM_MESSAGES.price };
  const [whole, fraction = ''] = trimmed.split('.');
  const perUnit = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  const scale = scaleOf(unit);
  if (perUnit % scale !== 0) return { error: PURCHASE_FORM_MESSAGES.pricePerMetre };
  const cents = perUnit / scale;
  if (cents > PURCHASING_LIMITS.unitPriceMaxCents) return { error: PURCHASE_FORM_MESSAGES.price };
  return { cents };
}

/** A discount typed in % ('10', '2.5') in basis points, or undefined. Empty is 0. */
export function parseDiscount(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.').replace(/%$/, '').trim();
  if (trimmed === '') return 0;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return undefined;
  const [whole, fraction = ''] = trimmed.split('.');
  const bp = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return bp <= PURCHASING_LIMITS.discountMaxBp ? bp : undefined;
}

/** A discount in basis points as the input shows it: 1000 → '10', 250 → '2.5', 0 → ''. */
export const discountText = (bp: number) => (bp ? String(bp / 100) : '');

/** What the line dialog holds while typing. */
export interface LineForm {
  item: { id: number; code: string; description: string; unit: ItemUnit } | null;
  variants: readonly { id: number; code: string }[] | null;
  variantId: string;
  warehouseId: string;
  quantity: string;
  price: string;
  discount: string;
}

export type LineFormErrors = Partial<Record<'item' | 'variantId' | 'warehouseId' | 'quantity' | 'price' | 'discount', string>>;

/** The line a valid dialog describes, or each wrong field's message. */
export function parseLineForm(
  form: LineForm,
  warehouses: readonly { id: number; name: string }[],
  previous?: PurchaseLineDraft,
): { ok: true; line: PurchaseLineDraft } | { ok: false; errors: LineFormErrors } {
  const errors: LineFormErrors = {};
  const item = form.item;
  if (!item) errors.item = PURCHASE_FORM_MESSAGES.item;
  else if (form.variants?.length && !form.variantId) errors.variantId = PURCHASE_FORM_MESSAGES.variant;
  const warehouse = warehouses.find((w) => String(w.id) === form.warehouseId);
  if (!warehouse) errors.warehouseId = PURCHASE_FORM_MESSAGES.warehouse;
  const unit = item?.unit ?? 'pieza';
  const quantity = parseStockQuantity(form.quantity, unit);
  if (quantity === undefined || quantity <= 0) errors.quantity = unit === 'metro' ? PURCHASE_FORM_MESSAGES.quantityMetres : PURCHASE_FORM_MESSAGES.quantityPieces;
  else if (quantity > PURCHASING_LIMITS.quantityMax) errors.quantity = PURCHASE_FORM_MESSAGES.quantityTooLarge;
  else if (previous && previous.taken > quantity) errors.quantity = PURCHASE_FORM_MESSAGES.belowTaken(formatStockQuantity(previous.taken, previous.unit));
  const price = parsePurchasePrice(form.price, unit);
  if ('error' in price) errors.price = price.error;
  const discountBp = parseDiscount(form.discount);
  if (discountBp === undefined) errors.discount = PURCHASE_FORM_MESSAGES.discount;
  if (Object.keys(errors).length || !item || !warehouse || quantity === undefined || 'error' in price || discountBp === undefined) return { ok: false, errors };
  const variant = form.variants?.find((v) => String(v.id) === form.variantId);
  const variantId = variant?.id ?? null;
  const same = previous && previous.itemId === item.id && previous.variantId === variantId;
  return {
    ok: true,
    line: {
      itemId: item.id,
      variantId,
      warehouseId: warehouse.id,
      quantity,
      unitPriceCents: price.cents,
      discountBp,
      description: same ? previous.description : item.description,
      code: variant?.code ?? item.code,
      unit,
      warehouseName: warehouse.name,
      taken: same ? previous.taken : 0,
    },
  };
}
