import { BLANK_ITEM, type ItemDetail, type ItemInput } from '@muestrario/shared/contract';
import type { ItemKind, ItemSize } from '@muestrario/shared/domain';
import { orderSizeRun, sizeFamily, suggestColourCode, variantCode } from '@muestrario/shared/rules';

/** The empty form behind 'Nuevo artículo'. */
export const NEW_ITEM: ItemInput = BLANK_ITEM;

/** What the form edits from an item the server sent. */
export function inputOf(item: ItemDetail): ItemInput {
  const { id: _id, garment: _garment, variantCount: _count, ...input } = item;
  return { ...input, sizes: input.sizes as ItemSize[] };
}

/** A style becomes a service or a material (no garment, colours or sizes; their SAT keys) or back. */
export function withKind(item: ItemInput, kind: ItemKind): ItemInput {
  if (kind === item.kind) return item;
  if (kind === 'Servicio') return { ...item, kind, clothingId: null, colours: [], sizes: [], satUnitKey: 'E48', satProductKey: '73151900', unit: 'servicio' };
  if (kind === 'Material') return { ...item, kind, clothingId: null, colours: [], sizes: [], satUnitKey: 'H87', satProductKey: '55121600', unit: 'pieza' };
  return { ...item, kind, satUnitKey: 'H87', satProductKey: '53102700', unit: 'pieza' };
}

/** A new colour row at the end (#000000 until chosen). */
export const withNewColour = (item: ItemInput): ItemInput => ({ ...item, colours: [...item.colours, { code: '', name: '', hex: '#000000' }] });

/**
 * A colour's name typed: its code follows the name (AZM for 'Azul marino') until someone types a code
 * of their own, i.e. while the code is empty or still the one the old name suggested.
 */
export function withColourName(item: ItemInput, index: number, name: string): ItemInput {
  return {
    ...item,
    colours: item.colours.map((c, i) => (i !== index ? c : { ...c, name, code: !c.code || c.code === suggestColourCode(c.name) ? suggestColourCode(name) : c.code })),
  };
}

export function withColour(item: ItemInput, index: number, patch: Partial<ItemInput['colours'][number]>): ItemInput {
  return { ...item, colours: item.colours.map((c, i) => (i === index ? { ...c, ...patch } : c)) };
}

export const withoutColour = (item: ItemInput, index: number): ItemInput => ({ ...item, colours: item.colours.filter((_, i) => i !== index) });

/** A size ticked or unticked; a size of another family (G after 32) starts a new run. */
export function toggleSize(item: ItemInput, size: ItemSize): ItemInput {
  if (item.sizes.includes(size)) return { ...item, sizes: item.sizes.filter((s) => s !== size) };
  const family = sizeFamily(size);
  const kept = item.sizes.filter((s) => sizeFamily(s) === family);
  return { ...item, sizes: orderSizeRun([...kept, size]) as ItemSize[] };
}

export const withSizes = (item: ItemInput, sizes: readonly ItemSize[]): ItemInput => ({ ...item, sizes: [...sizes] });

/** The variant codes the style will have once saved (a colour without a code yet shows '?'). */
export function previewCodes(item: ItemInput): string[] {
  if (item.kind !== 'Estilo' || !item.code.trim()) return [];
  return item.colours.flatMap((c) => orderSizeRun(item.sizes).map((size) => variantCode(item.code, c.code.trim() || '?', size)));
}
