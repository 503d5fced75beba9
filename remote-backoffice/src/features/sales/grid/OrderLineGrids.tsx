import { useMemo, useState } from 'react';
import type { OrderLineGrid, SalesDocumentDetail } from '@muestrario/shared/contract';
import { failureText, useGridSamples, useItem, useItems, useOrderGrids, useOrderGridWrites, usePermission, useProductionOrders } from '@muestrario/shared/api';
import { PAGE_SIZE_MAX } from '@muestrario/shared/contract';
import { emptyGrid, gridTotals, nameTextBoxes, reshapeGrid, type SizeGrid as Grid } from '@muestrario/shared/rules';
import { Button, Card, ErrorAlert, Field, LoadFailed, Select } from '@muestrario/shared/ui';
import { LineProduction } from '../../production-orders/LineProduction';
import { NameListInput } from './NameListInput';
import { SizeGrid } from './SizeGrid';

const FAILED = 'No se pudo guardar; inténtalo de nuevo.';
const pieces = (n: number) => `${n.toLocaleString('es-MX')} ${n === 1 ? 'pieza' : 'piezas'}`;

/** Why a sample may be missing from the chooser (issue 30: only authorised samples are made). */
export const ONLY_AUTHORISED =
  'Solo aparecen las muestras autorizadas (etapa 7, Autorizada) de este cliente: una muestra en otra etapa todavía no puede fabricarse.';

/**
 * 'Tallas y nombres' of a saved sales order (issue 30 item 2): each line with its grid's summary, and
 * for the line chosen a style, an authorised sample, the colour × size grid and the pasted name list.
 * The order's seller or an admin edits (`order.editGrid`); everyone else reads.
 */
export function OrderLineGrids({ doc, dirty }: { doc: SalesDocumentDetail; dirty: boolean }) {
  const grids = useOrderGrids(doc.id);
  const allowed = usePermission('order.editGrid', { ownerId: doc.seller.id });
  const mayEdit = doc.status === 'Abierta' && allowed?.allowed === true;
  const [open, setOpen] = useState<number | null>(null);
  // The production orders made from this order's lines (issue 30 item 4): a link, or 'Mandar a producción'.
  const production = useProductionOrders({ salesOrderId: doc.id, pageSize: PAGE_SIZE_MAX });
  const mayProduce = usePermission('production.create', { ownerId: doc.seller.id })?.allowed === true && doc.status !== 'Cancelada';
  const byLine = new Map((grids.data ?? []).map((g) => [g.line, g]));

  return (
    <Card className="bo:mt-6" padding="none">
      <section aria-labelledby="tallas-nombres" className="bo:px-4 bo:py-5 bo:sm:px-6">
        <h2 id="tallas-nombres" className="bo:text-base bo:font-semibold bo:text-gray-900">
          Tallas y nombres
        </h2>
        <p className="bo:mt-1 bo:text-sm bo:text-gray-600">
          Una línea puede fabricar un estilo con la decoración de una muestra autorizada: cantidades por color y talla, y la lista de nombres que se bordan o imprimen.
        </p>
        {grids.error && !grids.data && <LoadFailed title="No se pudieron cargar las tallas y nombres" className="bo:mt-4" onRetry={() => void grids.mutate()} />}
        <ul className="bo:mt-4 bo:divide-y bo:divide-gray-200">
          {doc.lines.map((line, i) => {
            const n = i + 1;
            const grid = byLine.get(n);
            return (
              <li key={n} className="bo:py-3">
                <div className="bo:flex bo:flex-wrap bo:items-center bo:gap-x-4 bo:gap-y-2">
                  <p className="bo:min-w-0 bo:flex-1 bo:text-sm">
                    <span className="bo:font-medium bo:text-gray-900">
                      Línea {n}: {line.code}
                    </span>{' '}
                    <span className="bo:text-gray-600">{line.description}</span>
                    <br />
                    <span className="bo:text-gray-600">
                      {grid
                        ? `${grid.styleCode} · muestra «${grid.sampleName}» · ${pieces(grid.total)} · ${grid.names.length.toLocaleString('es-MX')} ${grid.names.length === 1 ? 'nombre' : 'nombres'}`
                        : 'Sin cuadrícula de tallas'}
                    </span>
                  </p>
                  {(grid || mayEdit) && (
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-expanded={open === n}
                      disabled={mayEdit && dirty && open !== n}
                      title={mayEdit && dirty ? 'Guarda los cambios de la orden antes de editar tallas y nombres.' : undefined}
                      onClick={() => setOpen(open === n ? null : n)}
                    >
                      {open === n ? `Cerrar línea ${n}` : mayEdit ? `Tallas y nombres de la línea ${n}` : `Ver tallas y nombres de la línea ${n}`}
                    </Button>
                  )}
                </div>
                {grid && <LineProduction salesOrderId={doc.id} line={n} orders={production.data?.rows ?? []} mayCreate={mayProduce && production.data !== undefined} />}
                {open === n && <LineGridEditor key={`${n}-${grid?.total ?? 0}`} doc={doc} line={n} saved={grid} readOnly={!mayEdit} onDone={() => setOpen(null)} />}
              </li>
            );
          })}
        </ul>
      </section>
    </Card>
  );
}

function LineGridEditor({ doc, line, saved, readOnly, onDone }: { doc: SalesDocumentDetail; line: number; saved: OrderLineGrid | undefined; readOnly: boolean; onDone: () => void }) {
  const styles = useItems({ kind: 'Estilo', pageSize: 100 });
  const samples = useGridSamples(doc.clientId);
  const writes = useOrderGridWrites(doc.id);
  const [styleId, setStyleId] = useState<number | null>(saved?.styleId ?? null);
  const [sampleId, setSampleId] = useState<number | null>(saved?.sampleId ?? null);
  const style = useItem(styleId).data;
  const [grid, setGrid] = useState<Grid | null>(saved ? { colours: saved.colours, sizes: saved.sizes, quantities: saved.quantities } : null);
  const [names, setNames] = useState(saved?.nameListText ?? '');
  const [namesOk, setNamesOk] = useState(true);
  const [gridValid, setGridValid] = useState(true);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The grid follows the chosen style's colours and size run (quantities of shared names kept).
  const shown = useMemo(() => {
    if (!style) return grid;
    const colours = style.colours.map((c) => c.name);
    return grid ? reshapeGrid(grid, colours, style.sizes) : emptyGrid(colours, style.sizes);
  }, [style, grid]);
  const sample = samples.data?.find((s) => s.id === sampleId);
  const boxes = useMemo(() => nameTextBoxes(sample?.texts ?? []), [sample]);
  const total = shown ? gridTotals(shown).total : 0;

  const save = async () => {
    if (!shown || styleId === null || sampleId === null) return setFailure('Elige el estilo y la muestra autorizada.');
    setBusy(true);
    setFailure(null);
    try {
      await writes.save(line, { styleId, sampleId, colours: [...shown.colours], sizes: [...shown.sizes], quantities: shown.quantities.map((r) => [...r]), nameList: names });
      onDone();
    } catch (error) {
      setFailure(failureText(error, FAILED));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="bo:mt-4 bo:space-y-5 bo:rounded-md bo:border bo:border-gray-200 bo:p-4">
      <div className="bo:grid bo:grid-cols-1 bo:gap-4 bo:sm:grid-cols-2">
        <Field label={`Estilo de la línea ${line}`}>
          <Select
            value={styleId ?? ''}
            disabled={readOnly}
            placeholder="Elige un estilo…"
            options={(styles.data?.rows ?? []).map((s) => ({ value: String(s.id), label: `${s.code} · ${s.description}` }))}
            onChange={(e) => setStyleId(e.target.value ? Number(e.target.value) : null)}
          />
        </Field>
        <Field label={`Muestra autorizada de la línea ${line}`} hint={ONLY_AUTHORISED}>
          <Select
            value={sampleId ?? ''}
            disabled={readOnly}
            placeholder={samples.data && samples.data.length === 0 ? 'Este cliente no tiene muestras autorizadas' : 'Elige una muestra…'}
            options={(samples.data ?? []).map((s) => ({ value: String(s.id), label: `${s.name} (#${s.id})` }))}
            onChange={(e) => setSampleId(e.target.value ? Number(e.target.value) : null)}
          />
        </Field>
      </div>
      {shown && (
        <SizeGrid
          grid={shown}
          readOnly={readOnly}
          caption={`Cantidades por color y talla de la línea ${line}`}
          onChange={(g) => setGrid(g)}
          onValidityChange={setGridValid}
        />
      )}
      {shown && (
        <NameListInput
          grid={shown}
          boxes={boxes}
          value={names}
          readOnly={readOnly}
          onChange={(text, check) => {
            setNames(text);
            setNamesOk(text.trim() === '' || check.ok);
          }}
        />
      )}
      <p className="bo:text-sm bo:text-gray-700">
        Total de la línea: <strong>{pieces(total)}</strong> (la cantidad de la línea será este total).
      </p>
      {failure && (
        <ErrorAlert title={`No se guardaron las tallas y nombres de la línea ${line}`}>
          <p>{failure}</p>
        </ErrorAlert>
      )}
      {!readOnly && (
        <div className="bo:flex bo:flex-wrap bo:justify-end bo:gap-3">
          {saved && (
            <Button variant="secondary" disabled={busy} onClick={() => void writes.remove(line).then(onDone, (e: unknown) => setFailure(failureText(e, FAILED)))}>
              Quitar cuadrícula
            </Button>
          )}
          <Button disabled={busy || !gridValid || !namesOk || total === 0} onClick={() => void save()}>
            {busy ? 'Guardando…' : `Guardar tallas y nombres de la línea ${line}`}
          </Button>
        </div>
      )}
    </div>
  );
}
