import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { createDelivery, failureText, useMutation, useRefreshDeliveries } from '@muestrario/shared/api';
import type { DeliverableLine, DeliverableOrder } from '@muestrario/shared/contract';
import { DELIVERY_LIMITS } from '@muestrario/shared/domain';
import { paths } from '@muestrario/shared/routes';
import { Button, Card, ErrorAlert, Field, Select, TextInput } from '@muestrario/shared/ui';
import { allOpen, cellKey, deliveryLines, stockOf, type Cells } from './delivery-draft';
import { pieces, secondaryLinkClass, today } from './delivery-view';

/**
 * 'Crear entrega': the finished-goods warehouse, the date, a note and how many pieces of each line (of each size
 * on a grid line) go now; the stock of the chosen warehouse beside each. Checked here, re-checked by the server.
 */
export function DeliveryForm({ order }: { order: DeliverableOrder }) {
  const navigate = useNavigate();
  const refresh = useRefreshDeliveries();
  const [warehouseId, setWarehouseId] = useState<number | null>(order.warehouses[0]?.id ?? null);
  const [date, setDate] = useState(today());
  const [note, setNote] = useState('');
  const [cells, setCells] = useState<Cells>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useMutation(createDelivery);

  const type = (key: string, value: string) => {
    setCells((c) => ({ ...c, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    if (warehouseId === null) return setFormError('Elige el almacén de producto terminado del que sale la entrega.');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return setFormError('Escribe la fecha de la entrega.');
    const checked = deliveryLines(order, cells, warehouseId);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length) return setFormError('Revisa las cantidades marcadas.');
    if (!checked.lines.length) return setFormError('Escribe cuántas piezas se entregan de al menos una línea.');
    const saved = await save.trigger({ orderId: order.id, body: { warehouseId, docDate: date, note: note.trim(), lines: checked.lines } });
    if (saved) {
      await refresh();
      void navigate(paths.delivery(saved.id), { state: { notice: `Entrega ${saved.folio} creada.` } });
    }
  };
  const shown = formError ?? (save.error ? failureText(save.error, 'No pudimos crear la entrega. Inténtalo de nuevo.') : null);
  const deliverable = order.lines.filter((l) => !l.refusal && l.open > 0);

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="bo:space-y-6">
      <Card>
        <div className="bo:grid bo:grid-cols-1 bo:gap-4 bo:sm:grid-cols-3">
          <Field label="Almacén" hint="Sale de producto terminado.">
            <Select
              value={warehouseId ?? ''}
              placeholder={order.warehouses.length ? undefined : 'No hay almacenes de producto terminado'}
              options={order.warehouses.map((w) => ({ value: String(w.id), label: `${w.code} · ${w.name}` }))}
              onChange={(e) => setWarehouseId(e.target.value ? Number(e.target.value) : null)}
            />
          </Field>
          <Field label="Fecha de entrega">
            <TextInput type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          </Field>
          <Field label="Nota" hint="Quién recibe, guía o chofer.">
            <TextInput value={note} maxLength={DELIVERY_LIMITS.note.max} onChange={(e) => setNote(e.target.value)} />
          </Field>
        </div>
        <div className="bo:mt-4">
          <Button variant="secondary" disabled={!deliverable.length} onClick={() => setCells(allOpen(order, warehouseId))}>
            Entregar todo lo pendiente
          </Button>
        </div>
      </Card>
      {order.lines.map((l) => (
        <LineCard key={l.id} line={l} order={order} warehouseId={warehouseId} cells={cells} errors={errors} onType={type} />
      ))}
      {shown !== null && <ErrorAlert title={shown} />}
      <div className="bo:flex bo:flex-col-reverse bo:gap-3 bo:sm:flex-row bo:sm:justify-end">
        <Link to={paths.order(order.id)} className={secondaryLinkClass}>
          Cancelar
        </Link>
        <Button type="submit" loading={save.isMutating} disabled={!deliverable.length}>
          Crear entrega
        </Button>
      </div>
    </form>
  );
}

interface LineProps {
  line: DeliverableLine;
  order: DeliverableOrder;
  warehouseId: number | null;
  cells: Cells;
  errors: Record<string, string>;
  onType: (key: string, value: string) => void;
}

/** One order line: its figures and the pieces to deliver (per size on a grid line). */
function LineCard({ line: l, order, warehouseId, cells, errors, onType }: LineProps) {
  const stock = (variantId: number | null) => {
    const n = l.stocked ? stockOf(order, warehouseId, l.itemId, variantId) : null;
    return n === null ? (l.stocked ? '—' : 'Servicio') : pieces(n);
  };
  const input = (key: string, label: string, disabled: boolean) => (
    <Field label={label} hideLabel error={errors[key]}>
      <TextInput inputMode="numeric" autoComplete="off" value={cells[key] ?? ''} disabled={disabled} onChange={(e) => onType(key, e.target.value)} className="bo:w-24 bo:text-right" />
    </Field>
  );
  return (
    <Card padding="none" className="bo:overflow-hidden">
      <section aria-labelledby={`line-${l.id}`}>
        <header className="bo:border-b bo:border-gray-200 bo:px-4 bo:py-3 bo:sm:px-6">
          <h2 id={`line-${l.id}`} className="bo:text-base bo:font-semibold bo:text-gray-900">
            Línea {l.lineNumber + 1} · <span className="bo:font-mono bo:text-sm">{l.code}</span> · {l.description}
          </h2>
          <p className="bo:mt-1 bo:text-sm bo:text-gray-600">
            Pedido {pieces(l.ordered)} · entregado {pieces(l.delivered)} · pendiente {pieces(l.open)}
          </p>
        </header>
        {l.refusal ? (
          <p className="bo:px-4 bo:py-3 bo:text-sm bo:text-yellow-800 bo:sm:px-6">{l.refusal}</p>
        ) : l.sizes.length ? (
          <>
            <table className="bo:w-full bo:text-sm">
              <caption className="bo:sr-only">Tallas de la línea {l.lineNumber + 1}</caption>
              <thead className="bo:bg-gray-50 bo:text-left bo:text-gray-600">
                <tr>
                  <th scope="col" className="bo:px-4 bo:py-2 bo:font-medium bo:sm:px-6">
                    Color y talla
                  </th>
                  <th scope="col" className="bo:px-2 bo:py-2 bo:text-right bo:font-medium">
                    Pendiente
                  </th>
                  <th scope="col" className="bo:px-2 bo:py-2 bo:text-right bo:font-medium">
                    Existencia
                  </th>
                  <th scope="col" className="bo:px-4 bo:py-2 bo:text-right bo:font-medium bo:sm:px-6">
                    Entregar
                  </th>
                </tr>
              </thead>
              <tbody className="bo:divide-y bo:divide-gray-100">
                {l.sizes.map((s) => (
                  <tr key={s.variantId}>
                    <th scope="row" className="bo:px-4 bo:py-2 bo:text-left bo:font-normal bo:text-gray-900 bo:sm:px-6">
                      {s.colour} <span className="bo:font-semibold">{s.size}</span>
                    </th>
                    <td className="bo:px-2 bo:py-2 bo:text-right bo:tabular-nums">{s.open}</td>
                    <td className="bo:px-2 bo:py-2 bo:text-right bo:tabular-nums bo:text-gray-600">{stock(s.variantId)}</td>
                    <td className="bo:px-4 bo:py-2 bo:sm:px-6">
                      <div className="bo:flex bo:justify-end">{input(cellKey(l.id, s.variantId), `Entregar ${s.colour} ${s.size} de la línea ${l.lineNumber + 1}`, s.open === 0)}</div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {errors[cellKey(l.id)] && (
              <p role="alert" className="bo:px-4 bo:pb-3 bo:text-sm bo:text-red-700 bo:sm:px-6">
                {errors[cellKey(l.id)]}
              </p>
            )}
          </>
        ) : (
          <div className="bo:flex bo:flex-wrap bo:items-center bo:justify-between bo:gap-3 bo:px-4 bo:py-3 bo:text-sm bo:sm:px-6">
            <span className="bo:text-gray-600">Existencia: {stock(l.variantId)}</span>
            {input(cellKey(l.id), `Entregar de la línea ${l.lineNumber + 1}`, l.open === 0)}
          </div>
        )}
      </section>
    </Card>
  );
}
