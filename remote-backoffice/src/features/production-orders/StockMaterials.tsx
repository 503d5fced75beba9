import { useId, useState, type FormEvent } from 'react';
import type { OrderMaterial, OrderMaterials, ProductionOrderDetail } from '@muestrario/shared/contract';
import { ApiError, useAllowed, useOrderMaterials, useProductionStockWrites, useWarehouses } from '@muestrario/shared/api';
import { formatMoney, formatStockQuantity, parseStockQuantity, receiptPrefill, stockNumber } from '@muestrario/shared/rules';
import { Badge, Button, DataTable, Dialog, DialogClose, ErrorAlert, Field, LoadingBlock, Select, TextInput, useForm, useToast, type DataColumn, type Form } from '@muestrario/shared/ui';

/*
 * Production and stock (issue 31 item 4) on the production order's Materiales tab: required, issued and
 * pending per component; the finished goods received per variant; 'Entregar materiales' and 'Recibir
 * producto terminado', each shown only to who may (production, admins) while the order is released or in
 * progress.
 */

const OPEN = new Set(['released', 'in_progress']);
const LOAD_FAILED = 'No pudimos cargar los materiales de la orden.';
const WAREHOUSE_REQUIRED = 'Elige el almacén.';
const NOTHING = 'Escribe al menos una cantidad mayor que cero.';

const quantityText = (m: Pick<OrderMaterial, 'unit'>, q: number) => formatStockQuantity(q, m.unit);

const materialColumns: DataColumn<OrderMaterial>[] = [
  { key: 'component', header: 'Componente', rowHeader: true, cell: (m) => <span className="bo:font-medium bo:text-gray-900">{m.component}</span> },
  { key: 'description', header: 'Descripción', cell: (m) => m.description },
  { key: 'required', header: 'Requerido', align: 'right', cell: (m) => quantityText(m, m.required) },
  { key: 'issued', header: 'Entregado', align: 'right', cell: (m) => quantityText(m, m.issued) },
  {
    key: 'remaining',
    header: 'Pendiente',
    align: 'right',
    cell: (m) => (m.remaining === 0 ? <Badge tone="green">Completo</Badge> : quantityText(m, m.remaining)),
  },
];

type Good = OrderMaterials['finishedGoods'][number];
const goodsColumns: DataColumn<Good>[] = [
  { key: 'code', header: 'Variante', rowHeader: true, cell: (g) => <span className="bo:font-medium bo:text-gray-900">{g.code}</span> },
  { key: 'colour', header: 'Color y talla', cell: (g) => `${g.colour} · ${g.size}` },
  { key: 'pieces', header: 'Piezas', align: 'right', cell: (g) => g.pieces.toLocaleString('es-MX') },
  { key: 'received', header: 'Recibidas', align: 'right', cell: (g) => g.received.toLocaleString('es-MX') },
  { key: 'receivable', header: 'Por recibir', align: 'right', cell: (g) => g.receivable.toLocaleString('es-MX') },
];

/** The Materiales section: progress tables and the two stock actions. */
export function StockMaterials({ order }: { order: ProductionOrderDetail }) {
  const { data, error, mutate } = useOrderMaterials(order.id);
  const mayIssue = useAllowed('production.issueMaterials');
  const mayReceive = useAllowed('production.receive');
  const [open, setOpen] = useState<'issue' | 'receive' | null>(null);
  const toast = useToast();
  const materialsHeading = useId();
  const goodsHeading = useId();
  if (error && !data) {
    return (
      <ErrorAlert title={LOAD_FAILED}>
        <Button variant="secondary" onClick={() => void mutate()}>
          Reintentar
        </Button>
      </ErrorAlert>
    );
  }
  if (!data) return <LoadingBlock label="Cargando materiales" />;
  const isOpen = OPEN.has(order.status);
  const pending = data.materials.filter((m) => m.remaining > 0 && m.itemId !== null);
  const receivable = data.finishedGoods.filter((g) => g.receivable > 0 && g.variantId !== null);
  const showIssue = mayIssue && isOpen && pending.length > 0;
  const showReceive = mayReceive && isOpen && receivable.length > 0;

  return (
    <section className="bo:space-y-6">
      <div className="bo:flex bo:flex-col bo:gap-3 bo:sm:flex-row bo:sm:items-center bo:sm:justify-between">
        <h2 id={materialsHeading} className="bo:text-base bo:font-semibold bo:text-gray-900">
          Materiales entregados
        </h2>
        {(showIssue || showReceive) && (
          <div className="bo:flex bo:flex-wrap bo:gap-3">
            {showIssue && <Button onClick={() => setOpen('issue')}>Entregar materiales</Button>}
            {showReceive && (
              <Button variant={showIssue ? 'secondary' : 'primary'} onClick={() => setOpen('receive')}>
                Recibir producto terminado
              </Button>
            )}
          </div>
        )}
      </div>
      <div className="bo:overflow-hidden bo:rounded-lg bo:ring-1 bo:ring-gray-200">
        <DataTable
          rows={data.materials}
          columns={materialColumns}
          rowKey={(m) => m.component}
          labelledBy={materialsHeading}
          cardClassName="bo:space-y-1"
          card={(m) => (
            <>
              <p className="bo:font-medium bo:text-gray-900">{m.component}</p>
              <p className="bo:text-sm bo:text-gray-500">{m.description}</p>
              <p className="bo:text-sm bo:text-gray-700">
                Requerido {quantityText(m, m.required)} · entregado {quantityText(m, m.issued)} · pendiente {quantityText(m, m.remaining)}
              </p>
            </>
          )}
        />
      </div>
      <h2 id={goodsHeading} className="bo:text-base bo:font-semibold bo:text-gray-900">
        Producto terminado recibido
      </h2>
      <div className="bo:overflow-hidden bo:rounded-lg bo:ring-1 bo:ring-gray-200">
        <DataTable
          rows={data.finishedGoods}
          columns={goodsColumns}
          rowKey={(g) => g.code}
          labelledBy={goodsHeading}
          cardClassName="bo:space-y-1"
          card={(g) => (
            <>
              <p className="bo:font-medium bo:text-gray-900">{g.code}</p>
              <p className="bo:text-sm bo:text-gray-700">
                {g.colour} · {g.size}: {g.received} de {g.pieces} recibidas
              </p>
            </>
          )}
        />
      </div>
      {data.receipts.length > 0 && (
        <ul className="bo:space-y-1 bo:text-sm bo:text-gray-700" aria-label="Entradas de producto terminado">
          {data.receipts.map((r) => (
            <li key={`${r.at}-${r.unitCostCents}-${r.warehouseName}`}>
              {new Date(r.at).toLocaleString('es-MX', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Mexico_City' })}: {r.pieces.toLocaleString('es-MX')} piezas a{' '}
              {r.warehouseName}, costo unitario {formatMoney(r.unitCostCents, 'MXN')}
            </li>
          ))}
        </ul>
      )}
      <IssueDialog
        open={open === 'issue'}
        onOpenChange={(o) => setOpen(o ? 'issue' : null)}
        order={order}
        pending={pending}
        onDone={() => {
          setOpen(null);
          toast.success(`Materiales entregados a ${order.folio}.`);
        }}
      />
      <ReceiveDialog
        open={open === 'receive'}
        onOpenChange={(o) => setOpen(o ? 'receive' : null)}
        order={order}
        materials={data}
        onDone={(unitCostCents) => {
          setOpen(null);
          toast.success(`Producto terminado recibido a ${formatMoney(unitCostCents, 'MXN')} por pieza.`);
        }}
      />
    </section>
  );
}

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  order: ProductionOrderDetail;
}

function useWarehouseOptions(kind: 'raw_material' | 'finished_goods') {
  const { data } = useWarehouses();
  return (data ?? []).filter((w) => w.active && w.kind === kind).map((w) => ({ value: String(w.id), label: `${w.code} · ${w.name}` }));
}

interface IssueDraft {
  warehouseId: string;
  /** Per component, as typed in the item's unit. */
  quantities: Record<string, string>;
}

function IssueDialog({ open, onOpenChange, order, pending, onDone }: DialogProps & { pending: OrderMaterial[]; onDone: () => void }) {
  return <IssueDialogBody key={open ? 'open' : 'closed'} open={open} onOpenChange={onOpenChange} order={order} pending={pending} onDone={onDone} />;
}

function issueErrors(draft: IssueDraft, pending: readonly OrderMaterial[]): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!draft.warehouseId) errors.warehouseId = WAREHOUSE_REQUIRED;
  let any = false;
  for (const m of pending) {
    const text = draft.quantities[m.component] ?? '';
    if (!text.trim()) continue;
    const q = parseStockQuantity(text, m.unit);
    if (q === undefined || q < 0) errors[m.component] = m.unit === 'metro' ? 'Escribe los metros, con dos decimales a lo más.' : 'Escribe un número entero de piezas.';
    else if (q > m.remaining) errors[m.component] = `Solo faltan ${quantityText(m, m.remaining)}.`;
    else if (q > 0) any = true;
  }
  if (!any && !Object.keys(errors).some((k) => k !== 'warehouseId')) errors.lines = NOTHING;
  return errors;
}

function IssueDialogBody({ open, onOpenChange, order, pending, onDone }: DialogProps & { pending: OrderMaterial[]; onDone: () => void }) {
  const formId = useId();
  const writes = useProductionStockWrites();
  const options = useWarehouseOptions('raw_material');
  const form = useForm({
    initial: (): IssueDraft => ({ warehouseId: options.length === 1 ? options[0]!.value : '', quantities: Object.fromEntries(pending.map((m) => [m.component, stockNumber(m.remaining, m.unit)])) }),
    check: (draft: IssueDraft) => issueErrors(draft, pending),
    save: (draft: IssueDraft) =>
      writes.issue(order.id, {
        warehouseId: Number(draft.warehouseId),
        lines: pending.flatMap((m) => {
          const q = parseStockQuantity(draft.quantities[m.component] ?? '', m.unit) ?? 0;
          return q > 0 ? [{ itemId: m.itemId!, variantId: m.variantId, locationId: null, quantity: q }] : [];
        }),
      }),
    onSaved: () => onDone(),
    failureFallback: 'No pudimos entregar los materiales. Revisa tu conexión e inténtalo de nuevo.',
    fieldOfFailure: (error) => (error instanceof ApiError && error.status === 404 ? 'warehouseId' : undefined),
    warnBeforeUnload: false,
  });
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Entregar materiales a ${order.folio}`}
      description="Salidas a producción del almacén de materia prima. Se proponen las cantidades pendientes."
      footer={
        <>
          <Button type="submit" form={formId} loading={form.saving}>
            Entregar
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
        </>
      }
    >
      {open && <IssueForm id={formId} form={form} pending={pending} warehouses={options} />}
    </Dialog>
  );
}

function IssueForm({ id, form, pending, warehouses }: { id: string; form: Form<IssueDraft, unknown>; pending: OrderMaterial[]; warehouses: { value: string; label: string }[] }) {
  const { values: draft, failure } = form;
  const errors: Record<string, string | undefined> = form.errors;
  const submit = (event: FormEvent) => {
    event.stopPropagation();
    void form.submit(event);
  };
  return (
    <form id={id} noValidate onSubmit={submit} className="bo:space-y-5">
      <Field label="Almacén de materia prima" required error={errors.warehouseId}>
        <Select value={draft.warehouseId} placeholder="Elige el almacén" options={warehouses} onChange={(e) => form.setValues({ ...draft, warehouseId: e.target.value }, ['warehouseId'])} />
      </Field>
      <fieldset className="bo:space-y-3">
        <legend className="bo:text-sm/6 bo:font-medium bo:text-gray-900">Cantidades a entregar</legend>
        {pending.map((m) => (
          <Field key={m.component} label={`${m.component} (${m.unit === 'metro' ? 'metros' : 'piezas'})`} hint={`${m.description}. Pendiente: ${quantityText(m, m.remaining)}.`} error={errors[m.component]}>
            <TextInput
              inputMode={m.unit === 'metro' ? 'decimal' : 'numeric'}
              value={draft.quantities[m.component] ?? ''}
              onChange={(e) => form.setValues({ ...draft, quantities: { ...draft.quantities, [m.component]: e.target.value } }, [m.component, 'lines'])}
            />
          </Field>
        ))}
        {errors.lines && (
          <p role="alert" className="bo:text-sm bo:text-red-600">
            {errors.lines}
          </p>
        )}
      </fieldset>
      {failure && <ErrorAlert title={failure} />}
    </form>
  );
}

interface ReceiveDraft {
  warehouseId: string;
  quantities: Record<string, string>;
}

function ReceiveDialog({ open, onOpenChange, order, materials, onDone }: DialogProps & { materials: OrderMaterials; onDone: (unitCostCents: number) => void }) {
  return <ReceiveDialogBody key={open ? 'open' : 'closed'} open={open} onOpenChange={onOpenChange} order={order} materials={materials} onDone={onDone} />;
}

function ReceiveDialogBody({ open, onOpenChange, order, materials, onDone }: DialogProps & { materials: OrderMaterials; onDone: (unitCostCents: number) => void }) {
  const formId = useId();
  const writes = useProductionStockWrites();
  const options = useWarehouseOptions('finished_goods');
  const goods = materials.finishedGoods.filter((g) => g.receivable > 0 && g.variantId !== null);
  const receivedSoFar = materials.finishedGoods.reduce((s, g) => s + g.received, 0);
  const prefill = receiptPrefill(
    goods.map((g) => ({ code: g.code, quantity: g.receivable })),
    materials.goodPieces === null ? null : Math.max(0, materials.goodPieces - receivedSoFar),
  );
  const form = useForm({
    initial: (): ReceiveDraft => ({ warehouseId: options.length === 1 ? options[0]!.value : '', quantities: Object.fromEntries(prefill.map((p) => [p.code, String(p.quantity)])) }),
    check: (draft: ReceiveDraft) => {
      const errors: Record<string, string> = {};
      if (!draft.warehouseId) errors.warehouseId = WAREHOUSE_REQUIRED;
      let any = false;
      for (const g of goods) {
        const text = (draft.quantities[g.code] ?? '').trim();
        if (!text) continue;
        const q = /^\d+$/.test(text) ? Number(text) : NaN;
        if (!Number.isSafeInteger(q)) errors[g.code] = 'Escribe un número entero de piezas.';
        else if (q > g.receivable) errors[g.code] = g.receivable === 1 ? 'Solo queda 1 pieza por recibir.' : `Solo quedan ${g.receivable} piezas por recibir.`;
        else if (q > 0) any = true;
      }
      if (!any && !Object.keys(errors).some((k) => k !== 'warehouseId')) errors.lines = NOTHING;
      return errors;
    },
    save: (draft: ReceiveDraft) =>
      writes.receive(order.id, {
        warehouseId: Number(draft.warehouseId),
        lines: goods.flatMap((g) => {
          const q = Number((draft.quantities[g.code] ?? '').trim() || 0);
          return q > 0 ? [{ variantId: g.variantId!, quantity: q }] : [];
        }),
      }),
    onSaved: (result) => onDone(result.unitCostCents),
    failureFallback: 'No pudimos recibir el producto terminado. Revisa tu conexión e inténtalo de nuevo.',
    warnBeforeUnload: false,
  });
  const { values: draft, failure } = form;
  const errors: Record<string, string | undefined> = form.errors;
  const submit = (event: FormEvent) => {
    event.stopPropagation();
    void form.submit(event);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Recibir producto terminado de ${order.folio}`}
      description="Entra al almacén de producto terminado al costo de sus materiales y tiempo de máquina. Los materiales pendientes que consumen estas piezas se entregan en automático."
      footer={
        <>
          <Button type="submit" form={formId} loading={form.saving}>
            Recibir
          </Button>
          <DialogClose asChild>
            <Button variant="secondary">Cancelar</Button>
          </DialogClose>
        </>
      }
    >
      {open && (
        <form id={formId} noValidate onSubmit={submit} className="bo:space-y-5">
          <Field label="Almacén de producto terminado" required error={errors.warehouseId}>
            <Select value={draft.warehouseId} placeholder="Elige el almacén" options={options} onChange={(e) => form.setValues({ ...draft, warehouseId: e.target.value }, ['warehouseId'])} />
          </Field>
          <fieldset className="bo:space-y-3">
            <legend className="bo:text-sm/6 bo:font-medium bo:text-gray-900">Piezas buenas por variante</legend>
            {goods.map((g) => (
              <Field key={g.code} label={`${g.code} (piezas)`} hint={`${g.colour} · ${g.size}. Por recibir: ${g.receivable}.`} error={errors[g.code]}>
                <TextInput inputMode="numeric" value={draft.quantities[g.code] ?? ''} onChange={(e) => form.setValues({ ...draft, quantities: { ...draft.quantities, [g.code]: e.target.value } }, [g.code, 'lines'])} />
              </Field>
            ))}
            {errors.lines && (
              <p role="alert" className="bo:text-sm bo:text-red-600">
                {errors.lines}
              </p>
            )}
          </fieldset>
          {failure && <ErrorAlert title={failure} />}
        </form>
      )}
    </Dialog>
  );
}
