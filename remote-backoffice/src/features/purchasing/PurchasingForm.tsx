import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { createPurchasingDocument, searchSuppliers, updatePurchasingDocument, usePartner, useSettlePurchasingDocument, useWarehouses } from '@muestrario/shared/api';
import type { PurchasingDocumentDetail } from '@muestrario/shared/contract';
import { paths } from '@muestrario/shared/routes';
import { formatMoney, formatStockQuantity, parseExchangeRate, type PurchasingDocumentKind } from '@muestrario/shared/rules';
import { Button, buttonClassName, Card, Combobox, DataTable, EmptyState, ErrorAlert, Field, PageHeader, TextInput, type DataColumn } from '@muestrario/shared/ui';
import { DocumentTotals } from '../documents/DocumentTotals';
import { failureText } from '../errors';
import { PencilIcon, PlusIcon, TrashIcon } from '../icons';
import { PurchaseLineDialog } from './PurchaseLineDialog';
import { createBodyOf, inputOf, purchaseTotals, validatePurchaseDraft, type PurchaseDraft, type PurchaseDraftErrors, type PurchaseLineDraft } from './purchase-draft';
import { PURCHASING_FORM_TEXTS } from './texts';

interface PurchasingFormProps {
  kind: PurchasingDocumentKind;
  /** The saved document being edited, or null for 'Nueva …'. */
  doc: PurchasingDocumentDetail | null;
  initial: PurchaseDraft;
}

/** 'Nueva solicitud / oferta / pedido de compra' and their edit: supplier, dates, reference, lines, totals with IVA. */
export function PurchasingForm({ kind, doc, initial }: PurchasingFormProps) {
  const texts = PURCHASING_FORM_TEXTS[kind];
  const navigate = useNavigate();
  const settle = useSettlePurchasingDocument();
  const warehouses = useWarehouses();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<PurchaseDraftErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // undefined: closed; 'new': adding; a number: editing that line.
  const [editing, setEditing] = useState<number | 'new' | undefined>(undefined);
  const supplier = usePartner(draft.supplierId || null).data;
  const linesHeading = useId();
  const totals = purchaseTotals(draft.lines, supplier?.borderRegion ?? doc?.taxRateBp === 800, draft.currency === 'MXN' ? undefined : (parseExchangeRate(draft.exchangeRate) ?? undefined));
  const title = doc ? texts.editTitle(doc.folio) : texts.newTitle;
  const backTo = doc ? paths.purchasingDocument(doc.id) : texts.listHref;

  const update = (patch: Partial<PurchaseDraft>, clear: (keyof PurchaseDraftErrors)[]) => {
    setDraft((d) => ({ ...d, ...patch }));
    if (clear.some((k) => errors[k])) setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !clear.includes(k as keyof PurchaseDraftErrors))));
  };

  const saveLine = (line: PurchaseLineDraft) => {
    update({ lines: editing === 'new' || editing === undefined ? [...draft.lines, line] : draft.lines.map((l, i) => (i === editing ? line : l)) }, ['lines']);
    setEditing(undefined);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const found = validatePurchaseDraft(draft);
    setErrors(found);
    if (Object.keys(found).length) return;
    setSaving(true);
    try {
      const saved = doc ? await updatePurchasingDocument(doc.id, inputOf(draft)) : await createPurchasingDocument(createBodyOf(kind, draft));
      await settle(saved);
      void navigate(paths.purchasingDocument(saved.id), { state: { notice: doc ? `${texts.one} ${saved.folio} guardado.` : `${texts.one} ${saved.folio} creado.` } });
    } catch (error) {
      setFailure(failureText(error, 'No pudimos guardar el documento. Intenta de nuevo.'));
      setSaving(false);
    }
  };

  const removeLine = (index: number) => update({ lines: draft.lines.filter((_, j) => j !== index) }, []);
  const money = (cents: number) => formatMoney(cents, draft.currency);
  const columns: DataColumn<PurchaseLineDraft>[] = [
    {
      key: 'item',
      header: 'Artículo',
      rowHeader: true,
      cell: (l) => (
        <>
          <span className="bo:block bo:font-medium bo:text-gray-900">{l.description}</span>
          <span className="bo:block bo:font-mono bo:text-xs bo:text-gray-500">{l.code}</span>
        </>
      ),
    },
    { key: 'warehouse', header: 'Almacén', cell: (l) => l.warehouseName },
    { key: 'quantity', header: 'Cantidad', align: 'right', className: 'bo:whitespace-nowrap bo:tabular-nums', cell: (l) => formatStockQuantity(l.quantity, l.unit) },
    { key: 'price', header: 'Precio', align: 'right', className: 'bo:whitespace-nowrap bo:tabular-nums', cell: (l) => money(l.unitPriceCents * (l.unit === 'metro' ? 100 : 1)) },
    { key: 'discount', header: 'Desc.', align: 'right', className: 'bo:tabular-nums', cell: (l) => (l.discountBp ? `${l.discountBp / 100} %` : '—') },
    { key: 'amount', header: 'Importe', align: 'right', className: 'bo:whitespace-nowrap bo:font-medium bo:tabular-nums', cell: (l) => money(totals.lines[draft.lines.indexOf(l)]?.subtotalCents ?? 0) },
    { key: 'actions', header: 'Acciones', hideHeader: true, cell: (l) => <LineActions index={draft.lines.indexOf(l)} removable={l.taken === 0} onEdit={setEditing} onRemove={removeLine} /> },
  ];

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-busy={saving}>
      <PageHeader title={title} description={texts.description} />
      <Card>
        <h2 className="bo:sr-only">Datos generales</h2>
        <div className="bo:grid bo:grid-cols-1 bo:gap-x-6 bo:gap-y-5 bo:sm:grid-cols-2 bo:xl:grid-cols-4">
          <Field label="Proveedor" error={errors.supplierId} className="bo:sm:col-span-2">
            <Combobox
              search={searchSuppliers}
              getKey={(p) => p.id}
              getLabel={(p) => p.cardName}
              defaultQuery={draft.supplierName}
              onSelect={(p) => update({ supplierId: p.id, supplierName: p.cardName }, ['supplierId'])}
              placeholder="Escribe para buscar un proveedor"
            />
          </Field>
          <Field label="Fecha" error={errors.docDate}>
            <TextInput type="date" value={draft.docDate} onChange={(e) => update({ docDate: e.target.value }, ['docDate', 'dueDate'])} />
          </Field>
          <Field label="Fecha de entrega" error={errors.dueDate}>
            <TextInput type="date" value={draft.dueDate} onChange={(e) => update({ dueDate: e.target.value }, ['dueDate'])} />
          </Field>
          <Field label="Referencia" hint="La cotización o el folio del proveedor (opcional)." className="bo:sm:col-span-2">
            <TextInput value={draft.reference} maxLength={80} autoComplete="off" onChange={(e) => update({ reference: e.target.value }, [])} />
          </Field>
        </div>
      </Card>

      <Card padding="none" className="bo:mt-6 bo:overflow-hidden">
        <div className="bo:flex bo:flex-wrap bo:items-center bo:justify-between bo:gap-3 bo:px-4 bo:pt-4 bo:sm:px-6">
          <h2 id={linesHeading} className="bo:text-base bo:font-semibold bo:text-gray-900">
            Líneas
          </h2>
          <Button variant="secondary" size="sm" onClick={() => setEditing('new')}>
            <PlusIcon className="bo:size-4" />
            Agregar línea
          </Button>
        </div>
        {draft.lines.length === 0 ? (
          <EmptyState headingLevel={3} title="Sin líneas" description="Agrega la primera línea con el botón 'Agregar línea'." className="bo:py-8" />
        ) : (
          <div className="bo:mt-4">
            <DataTable
              rows={draft.lines}
              columns={columns}
              rowKey={(l, i) => `${l.code}-${i}`}
              labelledBy={linesHeading}
              cardClassName="bo:space-y-1"
              card={(l) => {
                const i = draft.lines.indexOf(l);
                return (
                  <>
                    <div className="bo:flex bo:items-start bo:justify-between bo:gap-2">
                      <p className="bo:font-medium bo:text-gray-900">
                        {i + 1}. {l.description}
                        <span className="bo:block bo:font-mono bo:text-xs bo:font-normal bo:text-gray-500">{l.code}</span>
                      </p>
                      <LineActions index={i} removable={l.taken === 0} onEdit={setEditing} onRemove={removeLine} />
                    </div>
                    <p className="bo:text-sm bo:text-gray-700">
                      {formatStockQuantity(l.quantity, l.unit)} · {l.warehouseName}
                      {l.discountBp ? ` · ${l.discountBp / 100} % desc.` : ''}
                    </p>
                    <p className="bo:text-sm bo:font-medium bo:text-gray-900 bo:tabular-nums">{money(totals.lines[i]?.subtotalCents ?? 0)}</p>
                  </>
                );
              }}
            />
          </div>
        )}
        {errors.lines && (
          <p role="alert" className="bo:px-4 bo:pb-2 bo:text-sm bo:text-red-700 bo:sm:px-6">
            {errors.lines}
          </p>
        )}
        <DocumentTotals totals={totals} currency={draft.currency} />
      </Card>

      {failure && (
        <ErrorAlert title="No se guardó el documento" className="bo:mt-6">
          {failure}
        </ErrorAlert>
      )}

      <div className="bo:mt-6 bo:flex bo:flex-col-reverse bo:gap-3 bo:sm:flex-row bo:sm:justify-end">
        <Link to={backTo} className={buttonClassName({ variant: 'secondary' })}>
          Cancelar
        </Link>
        <Button type="submit" disabled={saving}>
          {saving ? 'Guardando…' : doc ? 'Guardar cambios' : texts.createLabel}
        </Button>
      </div>

      <PurchaseLineDialog
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        line={typeof editing === 'number' ? draft.lines[editing] : undefined}
        defaultWarehouseId={draft.lines[draft.lines.length - 1]?.warehouseId ?? null}
        warehouses={warehouses.data ?? []}
        taxRateBp={totals.taxRateBp}
        onSave={saveLine}
      />
    </form>
  );
}

/** A line's 'Editar' and 'Eliminar' (a line copied further cannot go: the engine keeps it). */
function LineActions({ index, removable, onEdit, onRemove }: { index: number; removable: boolean; onEdit: (index: number) => void; onRemove: (index: number) => void }) {
  return (
    <span className="bo:flex bo:justify-end bo:gap-1">
      <Button variant="ghost" size="sm" aria-label={`Editar línea ${index + 1}`} title="Editar" onClick={() => onEdit(index)}>
        <PencilIcon className="bo:size-4" />
      </Button>
      {removable && (
        <Button variant="ghost" size="sm" aria-label={`Eliminar línea ${index + 1}`} title="Eliminar" onClick={() => onRemove(index)} className="bo:hover:text-red-700">
          <TrashIcon className="bo:size-4" />
        </Button>
      )}
    </span>
  );
}
