import { useEffect, useId, useState, type FormEvent } from 'react';
import { estimatePurchasePrice, listItemVariants, searchStockItems } from '@muestrario/shared/api';
import type { ItemRow, Warehouse } from '@muestrario/shared/contract';
import type { ItemUnit } from '@muestrario/shared/domain';
import { formatMoney, ivaLabel } from '@muestrario/shared/rules';
import { Button, Combobox, Dialog, DialogClose, Field, Select, TextInput } from '@muestrario/shared/ui';
import { discountText, parseLineForm, priceText, purchaseTotals, type LineForm, type LineFormErrors, type PurchaseLineDraft } from './purchase-draft';

const UNIT_WORDS: Partial<Record<ItemUnit, [one: string, many: string]>> = { pieza: ['pieza', 'piezas'], metro: ['metro', 'metros'] };

export interface PurchaseLineDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The line being edited; undefined adds one. */
  line: PurchaseLineDraft | undefined;
  /** Where a new line is received unless changed (the last line's warehouse). */
  defaultWarehouseId: number | null;
  warehouses: readonly Warehouse[];
  taxRateBp: number;
  onSave: (line: PurchaseLineDraft) => void;
}

/** Add or edit one purchase line: item (and colour × size), warehouse, quantity, price (estimated), discount. */
export function PurchaseLineDialog({ open, onOpenChange, line, ...rest }: PurchaseLineDialogProps) {
  const formId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={line ? 'Editar línea' : 'Agregar línea'}
      footer={
        <>
          <Button type="submit" form={formId}>
            {line ? 'Guardar línea' : 'Agregar'}
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
        </>
      }
    >
      {open && <LineFormView id={formId} line={line} {...rest} />}
    </Dialog>
  );
}

function initialForm(line: PurchaseLineDraft | undefined, defaultWarehouseId: number | null): LineForm {
  if (!line) return { item: null, variants: null, variantId: '', warehouseId: defaultWarehouseId ? String(defaultWarehouseId) : '', quantity: '', price: '', discount: '' };
  const scale = line.unit === 'metro' ? 100 : 1;
  return {
    item: { id: line.itemId, code: line.code, description: line.description, unit: line.unit },
    variants: line.variantId === null ? [] : [{ id: line.variantId, code: line.code }],
    variantId: line.variantId === null ? '' : String(line.variantId),
    warehouseId: String(line.warehouseId),
    quantity: String(line.quantity / scale),
    price: priceText(line.unitPriceCents, line.unit),
    discount: discountText(line.discountBp),
  };
}

function LineFormView({ id, line, defaultWarehouseId, warehouses, taxRateBp, onSave }: Omit<PurchaseLineDialogProps, 'open' | 'onOpenChange'> & { id: string }) {
  const [form, setForm] = useState<LineForm>(() => initialForm(line, defaultWarehouseId));
  const [variantLabels, setVariantLabels] = useState<Record<number, string>>(() => (line?.variantId ? { [line.variantId]: line.code } : {}));
  const [errors, setErrors] = useState<LineFormErrors>({});
  const [estimating, setEstimating] = useState(false);
  // Editing a style's line: its other colours and sizes, with their names, once loaded.
  useEffect(() => {
    if (line?.variantId == null) return;
    let current = true;
    void listItemVariants(line.itemId)
      .then((all) => {
        if (!current) return;
        const variants = all.filter((v) => v.active || v.id === line.variantId);
        setVariantLabels(Object.fromEntries(variants.map((v) => [v.id, `${v.code} · ${v.colourName} · ${v.size}`])));
        setForm((f) => (f.item?.id === line.itemId ? { ...f, variants: variants.map((v) => ({ id: v.id, code: v.code })) } : f));
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [line]);
  // A line already copied further keeps its item and variant (the server refuses a change with 409).
  const locked = (line?.taken ?? 0) > 0;
  const active = warehouses.filter((w) => w.active || w.id === line?.warehouseId);
  const parsed = parseLineForm(form, active, line);
  const preview = parsed.ok ? purchaseTotals([parsed.line], taxRateBp === 800) : null;
  const unitWords = form.item ? (UNIT_WORDS[form.item.unit] ?? [form.item.unit, form.item.unit]) : (['unidad', 'unidades'] as const);

  const edit = (patch: Partial<LineForm>, fields: (keyof LineFormErrors)[]) => {
    setForm((f) => ({ ...f, ...patch }));
    setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !fields.includes(k as keyof LineFormErrors))));
  };

  /** The estimated price (last purchase order, average cost, variant's cost) fills the price once chosen. */
  const estimate = async (item: { id: number; unit: ItemUnit }, variantId: number | null) => {
    setEstimating(true);
    try {
      const found = await estimatePurchasePrice(item.id, variantId);
      setForm((f) => (f.item?.id === item.id ? { ...f, price: priceText(found.unitPriceCents, item.unit) } : f));
    } catch {
      // No estimate: the buyer types the price.
    } finally {
      setEstimating(false);
    }
  };

  const chooseItem = async (item: ItemRow) => {
    const chosen = { id: item.id, code: item.code, description: item.description, unit: item.unit as ItemUnit };
    edit({ item: chosen, variants: null, variantId: '', price: '' }, ['item', 'variantId', 'price', 'quantity']);
    if (item.kind === 'Estilo') {
      const variants = (await listItemVariants(item.id)).filter((v) => v.active);
      setVariantLabels(Object.fromEntries(variants.map((v) => [v.id, `${v.code} · ${v.colourName} · ${v.size}`])));
      setForm((f) => (f.item?.id === item.id ? { ...f, variants: variants.map((v) => ({ id: v.id, code: v.code })) } : f));
    } else {
      setForm((f) => (f.item?.id === item.id ? { ...f, variants: [] } : f));
      void estimate(chosen, null);
    }
  };

  const chooseVariant = (value: string) => {
    edit({ variantId: value }, ['variantId']);
    if (value && form.item) void estimate(form.item, Number(value));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    event.stopPropagation(); // portalled, but React bubbles to the document's form
    if (parsed.ok) onSave(parsed.line);
    else setErrors(parsed.errors);
  };

  return (
    <form id={id} noValidate onSubmit={submit} className="bo:space-y-5">
      <Field label="Artículo" error={errors.item} hint={locked ? 'Ya se copió a otro documento: el artículo no cambia.' : undefined}>
        <Combobox
          search={searchStockItems}
          getKey={(it) => it.id}
          getLabel={(it) => `${it.code} · ${it.description}`}
          defaultQuery={line ? `${line.code} · ${line.description}` : ''}
          onSelect={(it) => void chooseItem(it)}
          placeholder="Escribe código o descripción"
          disabled={locked}
        />
      </Field>
      <Field label="Color y talla" error={errors.variantId}>
        <Select
          value={form.variantId}
          disabled={locked || !form.variants?.length}
          placeholder={form.item && form.variants?.length === 0 ? 'Sin variantes' : 'Elige color y talla'}
          options={(form.variants ?? []).map((v) => ({ value: String(v.id), label: variantLabels[v.id] ?? v.code }))}
          onChange={(e) => chooseVariant(e.target.value)}
        />
      </Field>
      <Field label="Almacén donde se recibe" error={errors.warehouseId}>
        <Select value={form.warehouseId} placeholder="Elige el almacén" options={active.map((w) => ({ value: String(w.id), label: `${w.code} · ${w.name}` }))} onChange={(e) => edit({ warehouseId: e.target.value }, ['warehouseId'])} />
      </Field>
      <div className="bo:grid bo:grid-cols-1 bo:gap-5 bo:sm:grid-cols-3">
        <Field label={`Cantidad (${unitWords[1]})`} error={errors.quantity}>
          <TextInput value={form.quantity} inputMode="decimal" autoComplete="off" onChange={(e) => edit({ quantity: e.target.value }, ['quantity'])} />
        </Field>
        <Field label={`Precio por ${unitWords[0]}`} hint={estimating ? 'Buscando el último precio…' : 'En pesos, antes de IVA.'} error={errors.price}>
          <TextInput value={form.price} inputMode="decimal" autoComplete="off" onChange={(e) => edit({ price: e.target.value }, ['price'])} />
        </Field>
        <Field label="Descuento (%)" error={errors.discount}>
          <TextInput value={form.discount} inputMode="decimal" autoComplete="off" placeholder="0" onChange={(e) => edit({ discount: e.target.value }, ['discount'])} />
        </Field>
      </div>
      <dl aria-label="Importe de la línea" className="bo:grid bo:grid-cols-2 bo:gap-2 bo:rounded-md bo:bg-gray-50 bo:p-3 bo:text-sm">
        <dt className="bo:text-gray-600">Importe</dt>
        <dd className="bo:text-right bo:font-medium bo:text-gray-900 bo:tabular-nums">{preview ? formatMoney(preview.subtotalCents, 'MXN') : '—'}</dd>
        <dt className="bo:text-gray-600">{ivaLabel(taxRateBp)}</dt>
        <dd className="bo:text-right bo:font-medium bo:text-gray-900 bo:tabular-nums">{preview ? formatMoney(preview.taxCents, 'MXN') : '—'}</dd>
      </dl>
    </form>
  );
}
