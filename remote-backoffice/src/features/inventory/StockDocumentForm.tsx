import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { listItemVariants, searchStockItems, useCreateStockDocument, usePermission, useStockLocations, useWarehouses } from '@muestrario/shared/api';
import type { ItemRow, ItemVariant, StockDocumentLineBody } from '@muestrario/shared/contract';
import { INVENTORY_LIMITS, STOCK_LIMITS, type ItemUnit, type StockDocumentKind } from '@muestrario/shared/domain';
import { parseStockQuantity, parseUnitCost } from '@muestrario/shared/rules';
import { Button, buttonClassName, Card, Combobox, ErrorAlert, Field, PageHeader, RefusalPage, Select, TextInput, usePageTitle } from '@muestrario/shared/ui';
import { PlusIcon, TrashIcon } from '../icons';
import { KIND_PAGES, withoutControls } from './kinds';

const UNIT_WORDS: Partial<Record<ItemUnit, string>> = { pieza: 'piezas', metro: 'metros' };

interface LineDraft {
  key: number;
  item: Pick<ItemRow, 'id' | 'code' | 'description' | 'kind' | 'unit'> | null;
  variants: readonly ItemVariant[] | null;
  variantId: string;
  warehouseId: string;
  locationId: string;
  quantity: string;
  cost: string;
  toWarehouseId: string;
  toLocationId: string;
}
type LineErrors = Partial<Record<'item' | 'variantId' | 'warehouseId' | 'quantity' | 'cost' | 'toWarehouseId', string>>;

let nextKey = 1;
const blankLine = (warehouseId = ''): LineDraft => ({
  key: nextKey++,
  item: null,
  variants: null,
  variantId: '',
  warehouseId,
  locationId: '',
  quantity: '',
  cost: '',
  toWarehouseId: '',
  toLocationId: '',
});

/** The errors of one line as typed, and its body when it has none. */
function checkLine(kind: StockDocumentKind, l: LineDraft): { errors: LineErrors; body?: StockDocumentLineBody } {
  const errors: LineErrors = {};
  if (!l.item) errors.item = 'Elige el artículo.';
  else if (l.variants?.length && !l.variantId) errors.variantId = 'Elige color y talla.';
  if (!l.warehouseId) errors.warehouseId = 'Elige el almacén.';
  const unit = (l.item?.unit ?? 'pieza') as ItemUnit;
  const quantity = parseStockQuantity(l.quantity, unit);
  if (quantity === undefined || quantity <= 0 || quantity > STOCK_LIMITS.quantity.max)
    errors.quantity = unit === 'metro' ? 'Escribe los metros, mayores que cero, con hasta dos decimales.' : 'Escribe un número entero de piezas mayor que cero.';
  const cost = kind === 'receipt' ? parseUnitCost(l.cost) : null;
  if (kind === 'receipt' && cost === undefined) errors.cost = 'Escribe el costo en pesos, con hasta dos decimales (0 si no costó).';
  if (kind === 'transfer') {
    if (!l.toWarehouseId) errors.toWarehouseId = 'Elige el almacén de destino.';
    else if (l.toWarehouseId === l.warehouseId && l.toLocationId === l.locationId) errors.toWarehouseId = 'El destino debe ser otro almacén u otra ubicación.';
  }
  if (Object.keys(errors).length) return { errors };
  return {
    errors,
    body: {
      itemId: l.item!.id,
      variantId: l.variantId ? Number(l.variantId) : null,
      warehouseId: Number(l.warehouseId),
      locationId: l.locationId ? Number(l.locationId) : null,
      quantity: quantity!,
      unitCostCents: cost ?? null,
      toWarehouseId: kind === 'transfer' ? Number(l.toWarehouseId) : null,
      toLocationId: kind === 'transfer' && l.toLocationId ? Number(l.toLocationId) : null,
    },
  };
}

/** 'Nueva entrada / salida / transferencia' (issue 31, item 3): several lines posted in one transaction. */
export default function StockDocumentForm({ kind }: { kind: StockDocumentKind }) {
  const page = KIND_PAGES[kind];
  usePageTitle(page.labels.new);
  const permission = usePermission('stock.move');
  if (!permission) return null;
  if (!permission.allowed) return <RefusalPage title={page.labels.new} reason={permission.reason} backTo={page.list} backLabel={`Volver a ${page.labels.many}`} />;
  return <DocumentForm kind={kind} />;
}

function DocumentForm({ kind }: { kind: StockDocumentKind }) {
  const page = KIND_PAGES[kind];
  const navigate = useNavigate();
  const create = useCreateStockDocument();
  const warehouses = useWarehouses();
  const locations = useStockLocations();
  const [note, setNote] = useState('');
  const [lines, setLines] = useState<LineDraft[]>(() => [blankLine()]);
  const [errors, setErrors] = useState<Record<number, LineErrors>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const headingId = useId();

  const active = (warehouses.data ?? []).filter((w) => w.active);
  const warehouseOptions = active.map((w) => ({ value: String(w.id), label: `${w.code} · ${w.name}` }));
  const locationOptions = (warehouseId: string) =>
    (locations.data ?? []).filter((l) => l.active && String(l.warehouseId) === warehouseId).map((l) => ({ value: String(l.id), label: l.name ? `${l.code} · ${l.name}` : l.code }));
  const update = (key: number, patch: Partial<LineDraft>) => setLines((all) => all.map((l) => (l.key === key ? { ...l, ...patch } : l)));

  const chooseItem = async (key: number, item: ItemRow) => {
    update(key, { item, variants: null, variantId: '' });
    if (item.kind === 'Estilo') {
      const variants = (await listItemVariants(item.id)).filter((v) => v.active);
      update(key, { variants });
    } else update(key, { variants: [] });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = lines.map((l) => checkLine(kind, l));
    const found: Record<number, LineErrors> = {};
    checked.forEach((c, i) => {
      if (Object.keys(c.errors).length) found[lines[i]!.key] = c.errors;
    });
    setErrors(found);
    if (Object.keys(found).length) {
      setFailure('Revisa las líneas marcadas.');
      return;
    }
    setSaving(true);
    try {
      const created = await create({ kind, note: note.trim(), lines: checked.map((c) => c.body!) });
      void navigate(page.detail(created.id));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'No pudimos registrar el documento.');
      setSaving(false);
    }
  };

  return (
    <>
      <PageHeader title={page.labels.new} description={page.description} />
      <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby={headingId} className="bo:space-y-6">
        <h2 id={headingId} className="bo:sr-only">
          {page.labels.new}
        </h2>
        {failure && <ErrorAlert title={failure === 'Revisa las líneas marcadas.' ? failure : 'No se registró el documento.'}>{failure === 'Revisa las líneas marcadas.' ? undefined : failure}</ErrorAlert>}
        <Card>
          <Field label="Nota" hint="Por qué entra, sale o se mueve la mercancía (opcional).">
            <TextInput value={note} maxLength={STOCK_LIMITS.note.max} autoComplete="off" onChange={(e) => setNote(withoutControls(e.target.value))} />
          </Field>
        </Card>
        <ol className="bo:space-y-4" aria-label="Líneas">
          {lines.map((l, i) => {
            const e = errors[l.key] ?? {};
            const unitWord = l.item ? (UNIT_WORDS[l.item.unit as ItemUnit] ?? l.item.unit) : 'unidad del artículo';
            const n = i + 1;
            return (
              <li key={l.key}>
                <Card>
                  <div className="bo:mb-3 bo:flex bo:items-center bo:justify-between bo:gap-3">
                    <h3 className="bo:text-sm bo:font-semibold bo:text-gray-900">Línea {n}</h3>
                    {lines.length > 1 && (
                      <Button type="button" variant="secondary" size="sm" aria-label={`Quitar línea ${n}`} onClick={() => setLines((all) => all.filter((x) => x.key !== l.key))}>
                        <TrashIcon className="bo:size-4" aria-hidden="true" />
                        Quitar
                      </Button>
                    )}
                  </div>
                  <div className="bo:grid bo:grid-cols-1 bo:gap-4 bo:sm:grid-cols-2 bo:xl:grid-cols-4">
                    <Field label={`Artículo (línea ${n})`} error={e.item} className="bo:sm:col-span-2">
                      <Combobox
                        search={searchStockItems}
                        getKey={(it) => it.id}
                        getLabel={(it) => `${it.code} · ${it.description}`}
                        onSelect={(it) => void chooseItem(l.key, it)}
                        placeholder="Escribe código o descripción"
                      />
                    </Field>
                    <Field label={`Color y talla (línea ${n})`} error={e.variantId}>
                      <Select
                        value={l.variantId}
                        disabled={!l.variants?.length}
                        placeholder={l.item && l.variants?.length === 0 ? 'Sin variantes' : 'Elige color y talla'}
                        options={(l.variants ?? []).map((v) => ({ value: String(v.id), label: `${v.colourName} · ${v.size}` }))}
                        onChange={(ev) => update(l.key, { variantId: ev.target.value })}
                      />
                    </Field>
                    <Field label={`Cantidad en ${unitWord} (línea ${n})`} error={e.quantity}>
                      <TextInput value={l.quantity} inputMode="decimal" autoComplete="off" onChange={(ev) => update(l.key, { quantity: ev.target.value })} />
                    </Field>
                    <Field label={`${kind === 'transfer' ? 'Almacén de origen' : 'Almacén'} (línea ${n})`} error={e.warehouseId}>
                      <Select value={l.warehouseId} placeholder="Elige el almacén" options={warehouseOptions} onChange={(ev) => update(l.key, { warehouseId: ev.target.value, locationId: '' })} />
                    </Field>
                    <Field label={`${kind === 'transfer' ? 'Ubicación de origen' : 'Ubicación'} (línea ${n})`}>
                      <Select value={l.locationId} placeholder="Sin ubicación" options={locationOptions(l.warehouseId)} disabled={!l.warehouseId} onChange={(ev) => update(l.key, { locationId: ev.target.value })} />
                    </Field>
                    {kind === 'receipt' && (
                      <Field label={`Costo unitario en pesos (línea ${n})`} error={e.cost}>
                        <TextInput value={l.cost} inputMode="decimal" autoComplete="off" onChange={(ev) => update(l.key, { cost: ev.target.value })} />
                      </Field>
                    )}
                    {kind === 'transfer' && (
                      <>
                        <Field label={`Almacén de destino (línea ${n})`} error={e.toWarehouseId}>
                          <Select value={l.toWarehouseId} placeholder="Elige el destino" options={warehouseOptions} onChange={(ev) => update(l.key, { toWarehouseId: ev.target.value, toLocationId: '' })} />
                        </Field>
                        <Field label={`Ubicación de destino (línea ${n})`}>
                          <Select value={l.toLocationId} placeholder="Sin ubicación" options={locationOptions(l.toWarehouseId)} disabled={!l.toWarehouseId} onChange={(ev) => update(l.key, { toLocationId: ev.target.value })} />
                        </Field>
                      </>
                    )}
                  </div>
                </Card>
              </li>
            );
          })}
        </ol>
        <div className="bo:flex bo:flex-col-reverse bo:gap-3 bo:sm:flex-row bo:sm:items-center bo:sm:justify-between">
          <Button type="button" variant="secondary" disabled={lines.length >= INVENTORY_LIMITS.documentLines.max} onClick={() => setLines((all) => [...all, blankLine(all[all.length - 1]?.warehouseId)])}>
            <PlusIcon className="bo:size-5" aria-hidden="true" />
            Agregar línea
          </Button>
          <div className="bo:flex bo:flex-col-reverse bo:gap-3 bo:sm:flex-row">
            <Link to={page.list} className={buttonClassName({ variant: 'secondary' })}>
              Cancelar
            </Link>
            <Button type="submit" disabled={saving}>
              {saving ? 'Registrando…' : `Registrar ${page.labels.one.toLowerCase()}`}
            </Button>
          </div>
        </div>
      </form>
    </>
  );
}
