import { useId, useState, type FormEvent } from 'react';
import { searchSuppliers, useAllowed, useItemPlanning, useSaveItemPlanning } from '@muestrario/shared/api';
import type { ItemPlanning } from '@muestrario/shared/contract';
import { formatStockQuantity, parseStockQuantity, stockNumber } from '@muestrario/shared/rules';
import { Button, Card, Combobox, ErrorAlert, Field, LoadState, TextInput } from '@muestrario/shared/ui';

const UNIT_WORDS: Record<string, string> = { pieza: 'piezas', metro: 'metros' };

/** The item page's 'Compras e inventario': its preferred supplier and minimum stock (SAP's Purchasing and Inventory tabs). */
export function ItemPlanningSection({ itemId }: { itemId: number }) {
  const read = useItemPlanning(itemId);
  const heading = useId();
  return (
    <Card padding="none" className="bo:mt-6 bo:overflow-hidden">
      <section aria-labelledby={heading}>
        <div className="bo:border-b bo:border-gray-200 bo:px-4 bo:py-4 bo:sm:px-6">
          <h2 id={heading} className="bo:text-base bo:font-semibold bo:text-gray-900">
            Compras e inventario
          </h2>
          <p className="bo:mt-1 bo:text-sm bo:text-gray-600">El proveedor al que se piden los faltantes y la existencia mínima que avisa en «Bajo mínimo».</p>
        </div>
        <LoadState data={read.data} error={read.error} onRetry={() => void read.mutate()} failedTitle="No pudimos cargar los datos de compras." loadingLabel="Cargando datos de compras">
          {(planning) => <PlanningForm key={planning.itemId} planning={planning} />}
        </LoadState>
      </section>
    </Card>
  );
}

function PlanningForm({ planning }: { planning: ItemPlanning }) {
  const mayEdit = useAllowed('item.editPlanning');
  const save = useSaveItemPlanning();
  const [saved, setSaved] = useState(false);
  const [supplier, setSupplier] = useState<{ id: number; name: string } | null>(planning.preferredSupplierId === null ? null : { id: planning.preferredSupplierId, name: planning.preferredSupplierName ?? '' });
  const [minText, setMinText] = useState(planning.stocked ? stockNumber(planning.minStock, planning.unit).replace(/,/g, '') : '0');
  const [minError, setMinError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const unitWord = UNIT_WORDS[planning.unit] ?? planning.unit;

  if (!mayEdit) {
    return (
      <dl className="bo:grid bo:grid-cols-1 bo:gap-4 bo:px-4 bo:py-4 bo:text-sm bo:sm:grid-cols-2 bo:sm:px-6">
        <div>
          <dt className="bo:text-gray-500">Proveedor preferido</dt>
          <dd className="bo:mt-1 bo:font-medium bo:text-gray-900">{planning.preferredSupplierName ?? 'Sin proveedor preferido'}</dd>
        </div>
        {planning.stocked && (
          <div>
            <dt className="bo:text-gray-500">Existencia mínima</dt>
            <dd className="bo:mt-1 bo:font-medium bo:text-gray-900">{formatStockQuantity(planning.minStock, planning.unit)}</dd>
          </div>
        )}
      </dl>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    setSaved(false);
    const minStock = planning.stocked ? parseStockQuantity(minText, planning.unit) : 0;
    if (minStock === undefined || minStock < 0) {
      setMinError(planning.unit === 'metro' ? 'Escribe los metros, con hasta dos decimales (por ejemplo 12.5).' : 'Escribe un número entero de piezas, 0 o más.');
      return;
    }
    setMinError(null);
    setSaving(true);
    try {
      await save(planning.itemId, { preferredSupplierId: supplier?.id ?? null, minStock });
      setSaved(true);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : 'No pudimos guardar.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="bo:space-y-4 bo:px-4 bo:py-4 bo:sm:px-6">
      {failure && <ErrorAlert title="No pudimos guardar.">{failure}</ErrorAlert>}
      <div className="bo:grid bo:grid-cols-1 bo:gap-4 bo:sm:grid-cols-2">
        <Field label="Proveedor preferido" hint={supplier ? undefined : 'Sin proveedor preferido'}>
          <Combobox
            search={searchSuppliers}
            getKey={(p) => p.id}
            getLabel={(p) => p.cardName}
            defaultQuery={supplier?.name ?? ''}
            onSelect={(p) => setSupplier({ id: p.id, name: p.cardName })}
            placeholder="Escribe para buscar un proveedor"
          />
        </Field>
        {planning.stocked && (
          <Field label={`Existencia mínima (${unitWord})`} error={minError}>
            <TextInput value={minText} inputMode="decimal" autoComplete="off" onChange={(e) => setMinText(e.target.value)} />
          </Field>
        )}
      </div>
      <div className="bo:flex bo:flex-wrap bo:items-center bo:justify-end bo:gap-3">
        <p role="status" className="bo:mr-auto bo:text-sm bo:text-green-700">
          {saved ? 'Datos de compras e inventario guardados.' : ''}
        </p>
        {supplier && (
          <Button type="button" variant="secondary" onClick={() => setSupplier(null)}>
            Quitar proveedor
          </Button>
        )}
        <Button type="submit" disabled={saving}>
          {saving ? 'Guardando…' : 'Guardar compras e inventario'}
        </Button>
      </div>
    </form>
  );
}
