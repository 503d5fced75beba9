import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { createSalesReturn, failureText, useDelivery, useMutation, usePermission, useRefreshDeliveries } from '@muestrario/shared/api';
import type { DeliveryDetail, DeliveryLine } from '@muestrario/shared/contract';
import { DELIVERY_LIMITS } from '@muestrario/shared/domain';
import { paths } from '@muestrario/shared/routes';
import { Button, Card, ErrorAlert, Field, LoadState, PageHeader, TextInput, usePageTitle } from '@muestrario/shared/ui';
import { cellKey, returnLines, type Cells } from './delivery-draft';
import { linkClass, pieces, secondaryLinkClass, today } from './delivery-view';

/** 'Devolver' from a delivery: how many pieces of each line (of each size) the client gives back. */
export default function NewSalesReturnPage() {
  const { id: raw } = useParams();
  const id = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const delivery = useDelivery(id);
  const title = delivery.data ? `Devolver de la entrega ${delivery.data.folio}` : 'Devolver';
  usePageTitle(title);
  const decision = usePermission('order.return', delivery.data ? { ownerId: delivery.data.seller.id } : undefined);
  return (
    <>
      <PageHeader
        before={
          id !== null && (
            <Link to={paths.delivery(id)} className={`bo:text-sm ${linkClass}`}>
              {delivery.data ? `Entrega ${delivery.data.folio}` : 'Entrega'}
            </Link>
          )
        }
        title={title}
        description="Las piezas vuelven al almacén del que salieron, al costo con que salieron. La orden no se reabre."
      />
      {id === null ? (
        <ErrorAlert title="No encontramos esa entrega." />
      ) : (
        <LoadState data={delivery.data} error={delivery.error} onRetry={() => void delivery.mutate()} failedTitle="No se pudo cargar la entrega." loadingLabel="Cargando la entrega">
          {(d) => (decision && !decision.allowed ? <ErrorAlert title={decision.reason} /> : <ReturnForm delivery={d} />)}
        </LoadState>
      )}
    </>
  );
}

function ReturnForm({ delivery }: { delivery: DeliveryDetail }) {
  const navigate = useNavigate();
  const refresh = useRefreshDeliveries();
  const [cells, setCells] = useState<Cells>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [note, setNote] = useState('');
  const [date, setDate] = useState(today());
  const [formError, setFormError] = useState<string | null>(null);
  const save = useMutation(createSalesReturn);
  const lines = delivery.lines.filter((l) => l.openQuantity > 0);

  const type = (key: string, value: string) => {
    setCells((c) => ({ ...c, [key]: value }));
    if (errors[key]) setErrors(({ [key]: _gone, ...rest }) => rest);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const checked = returnLines({ lines }, cells);
    setErrors(checked.errors);
    if (Object.keys(checked.errors).length) return setFormError('Revisa las cantidades marcadas.');
    if (!checked.lines.length) return setFormError('Escribe cuántas piezas se devuelven de al menos una línea.');
    const saved = await save.trigger({ orderId: delivery.order!.id, body: { deliveryId: delivery.id, docDate: date, note: note.trim(), lines: checked.lines } });
    if (saved) {
      await refresh();
      void navigate(paths.salesReturn(saved.id), { state: { notice: `Devolución ${saved.folio} registrada.` } });
    }
  };
  const input = (key: string, label: string, max: number) => (
    <Field label={label} hideLabel error={errors[key]}>
      <TextInput inputMode="numeric" autoComplete="off" value={cells[key] ?? ''} disabled={max === 0} onChange={(e) => type(key, e.target.value)} className="bo:w-24 bo:text-right" />
    </Field>
  );
  const shown = formError ?? (save.error ? failureText(save.error, 'No pudimos registrar la devolución. Inténtalo de nuevo.') : null);
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="bo:space-y-6">
      <Card>
        <p className="bo:text-sm bo:text-gray-700">
          {delivery.client.name} · orden {delivery.order?.folio ?? '—'} · {delivery.warehouse?.name ?? ''}
        </p>
        <div className="bo:mt-4 bo:grid bo:grid-cols-1 bo:gap-4 bo:sm:grid-cols-3">
          <Field label="Motivo" hint="Defecto, talla equivocada…" className="bo:sm:col-span-2">
            <TextInput value={note} maxLength={DELIVERY_LIMITS.note.max} onChange={(e) => setNote(e.target.value)} />
          </Field>
          <Field label="Fecha">
            <TextInput type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          </Field>
        </div>
      </Card>
      {lines.length === 0 && <ErrorAlert title="De esta entrega ya no queda nada que devolver." />}
      {lines.map((l) => (
        <ReturnLine key={l.id} line={l} input={input} error={errors[cellKey(l.id)]} />
      ))}
      {shown !== null && <ErrorAlert title={shown} />}
      <div className="bo:flex bo:flex-col-reverse bo:gap-3 bo:sm:flex-row bo:sm:justify-end">
        <Link to={paths.delivery(delivery.id)} className={secondaryLinkClass}>
          Cancelar
        </Link>
        <Button type="submit" loading={save.isMutating} disabled={!lines.length}>
          Registrar devolución
        </Button>
      </div>
    </form>
  );
}

function ReturnLine({ line: l, input, error }: { line: DeliveryLine; input: (key: string, label: string, max: number) => React.ReactNode; error: string | undefined }) {
  return (
    <Card padding="none" className="bo:overflow-hidden">
      <section aria-labelledby={`rline-${l.id}`}>
        <header className="bo:border-b bo:border-gray-200 bo:px-4 bo:py-3 bo:sm:px-6">
          <h2 id={`rline-${l.id}`} className="bo:text-base bo:font-semibold bo:text-gray-900">
            Línea {l.lineNumber + 1} · <span className="bo:font-mono bo:text-sm">{l.code}</span> · {l.description}
          </h2>
          <p className="bo:mt-1 bo:text-sm bo:text-gray-600">Entregado {pieces(l.quantity)}</p>
        </header>
        {l.sizes.length ? (
          <table className="bo:w-full bo:text-sm">
            <caption className="bo:sr-only">Tallas de la línea {l.lineNumber + 1}</caption>
            <thead className="bo:bg-gray-50 bo:text-left bo:text-gray-600">
              <tr>
                <th scope="col" className="bo:px-4 bo:py-2 bo:font-medium bo:sm:px-6">
                  Color y talla
                </th>
                <th scope="col" className="bo:px-2 bo:py-2 bo:text-right bo:font-medium">
                  Entregado
                </th>
                <th scope="col" className="bo:px-2 bo:py-2 bo:text-right bo:font-medium">
                  Por devolver
                </th>
                <th scope="col" className="bo:px-4 bo:py-2 bo:text-right bo:font-medium bo:sm:px-6">
                  Devolver
                </th>
              </tr>
            </thead>
            <tbody className="bo:divide-y bo:divide-gray-100">
              {l.sizes.map((s) => (
                <tr key={s.variantId}>
                  <th scope="row" className="bo:px-4 bo:py-2 bo:text-left bo:font-normal bo:sm:px-6">
                    {s.colour} <span className="bo:font-semibold">{s.size}</span>
                  </th>
                  <td className="bo:px-2 bo:py-2 bo:text-right bo:tabular-nums">{s.quantity}</td>
                  <td className="bo:px-2 bo:py-2 bo:text-right bo:tabular-nums">{s.returnable}</td>
                  <td className="bo:px-4 bo:py-2 bo:sm:px-6">
                    <div className="bo:flex bo:justify-end">{input(cellKey(l.id, s.variantId), `Devolver ${s.colour} ${s.size} de la línea ${l.lineNumber + 1}`, s.returnable)}</div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <div className="bo:flex bo:flex-wrap bo:items-center bo:justify-between bo:gap-3 bo:px-4 bo:py-3 bo:text-sm bo:sm:px-6">
            <span className="bo:text-gray-600">Por devolver: {l.stocked ? l.returnable : l.openQuantity}</span>
            {input(cellKey(l.id), `Devolver de la línea ${l.lineNumber + 1}`, l.stocked ? l.returnable : l.openQuantity)}
          </div>
        )}
        {error && (
          <p role="alert" className="bo:px-4 bo:pb-3 bo:text-sm bo:text-red-700 bo:sm:px-6">
            {error}
          </p>
        )}
      </section>
    </Card>
  );
}
