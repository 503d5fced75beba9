import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { createGoodsReturn, failureText, useAllowed, useGoodsReceipt, useMutation, useRefreshGoods } from '@muestrario/shared/api';
import type { GoodsDocumentDetail, GoodsDocumentLine } from '@muestrario/shared/contract';
import { PERMISSION_MESSAGES } from '@muestrario/shared/domain';
import { paths } from '@muestrario/shared/routes';
import { Button, Card, DataTable, ErrorAlert, Field, LoadState, PageHeader, TextInput, usePageTitle, type DataColumn } from '@muestrario/shared/ui';
import { linesOf, qty } from './goods-view';

const linkClass = 'bo:font-medium bo:text-primary-700 bo:hover:text-primary-900 bo:hover:underline';

/** 'Devolver mercancía' from a receipt: how much of each line goes back to the supplier (out of where it came in). */
export default function NewReturnPage() {
  const { id: raw } = useParams();
  const id = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const receipt = useGoodsReceipt(id);
  usePageTitle(receipt.data ? `Devolver mercancía de ${receipt.data.folio}` : 'Devolver mercancía');
  const may = useAllowed('purchase.receive');
  return (
    <>
      <PageHeader
        before={
          id !== null && (
            <Link to={paths.goodsReceipt(id)} className={`bo:text-sm ${linkClass}`}>
              {receipt.data ? `Entrada ${receipt.data.folio}` : 'Entrada de mercancía'}
            </Link>
          )
        }
        title={receipt.data ? `Devolver mercancía de ${receipt.data.folio}` : 'Devolver mercancía'}
        description="Sale del almacén y la ubicación donde entró; no se puede devolver más de lo recibido menos lo ya devuelto."
      />
      {!may ? (
        <ErrorAlert title={PERMISSION_MESSAGES.purchasingReadOnly} />
      ) : id === null ? (
        <ErrorAlert title="No encontramos esa entrada de mercancía." />
      ) : (
        <LoadState data={receipt.data} error={receipt.error} onRetry={() => void receipt.mutate()} failedTitle="No se pudo cargar la entrada de mercancía." loadingLabel="Cargando la entrada de mercancía">
          {(r) => <ReturnFields receipt={r} />}
        </LoadState>
      )}
    </>
  );
}

function ReturnFields({ receipt }: { receipt: GoodsDocumentDetail }) {
  const navigate = useNavigate();
  const refresh = useRefreshGoods();
  const returnable = receipt.lines.filter((l) => l.openQuantity > 0);
  const [texts, setTexts] = useState<Record<number, string>>({});
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<number, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const save = useMutation(createGoodsReturn);
  const heading = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = linesOf(
      returnable.map((l) => ({ id: l.id, code: l.variantCode ?? l.code, unit: l.unit, max: l.openQuantity, text: texts[l.id] ?? '' })),
      'Se pueden devolver',
    );
    setErrors(checked.errors);
    setFormError(null);
    if (Object.keys(checked.errors).length) return;
    if (!checked.lines.length) return setFormError('Escribe cuánto se devuelve de al menos una línea.');
    const saved = await save.trigger({ receiptId: receipt.id, note: note.trim(), lines: checked.lines });
    if (saved) {
      await refresh();
      void navigate(paths.goodsReturn(saved.id));
    }
  };

  const columns: DataColumn<GoodsDocumentLine>[] = [
    { key: 'code', header: 'Artículo', rowHeader: true, className: 'bo:whitespace-nowrap bo:font-mono bo:text-xs', cell: (l) => l.variantCode ?? l.itemCode ?? l.code },
    { key: 'description', header: 'Descripción', className: 'bo:min-w-40', cell: (l) => l.description },
    { key: 'received', header: 'Recibido', align: 'right', className: 'bo:whitespace-nowrap bo:tabular-nums', cell: (l) => qty(l.quantity, l.unit) },
    { key: 'open', header: 'Por devolver', align: 'right', className: 'bo:whitespace-nowrap bo:tabular-nums', cell: (l) => qty(l.openQuantity, l.unit) },
    {
      key: 'now',
      header: 'Devolver',
      className: 'bo:min-w-36',
      cell: (l) =>
        l.openQuantity > 0 ? (
          <Field label={`Devolver de ${l.variantCode ?? l.code}`} hideLabel error={errors[l.id]}>
            <TextInput inputMode="decimal" value={texts[l.id] ?? ''} onChange={(e) => setTexts({ ...texts, [l.id]: e.target.value })} className="bo:text-right" />
          </Field>
        ) : (
          <span className="bo:text-sm bo:text-gray-600">Nada por devolver</span>
        ),
    },
  ];
  const shown = formError ?? (save.error ? failureText(save.error, 'No pudimos registrar la devolución. Inténtalo de nuevo.') : null);
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="bo:space-y-6">
      <Card>
        <p className="bo:text-sm bo:text-gray-700">
          {receipt.supplier.name} · pedido {receipt.order?.folio ?? '—'} · {receipt.warehouse?.name ?? ''}
          {receipt.location ? `, ubicación ${receipt.location.code}` : ''}
        </p>
        <Field label="Motivo" hint="Por qué se devuelve (defecto, talla equivocada…)." className="bo:mt-4 bo:max-w-xl">
          <TextInput value={note} maxLength={300} onChange={(e) => setNote(e.target.value)} />
        </Field>
      </Card>
      <h2 id={heading} className="bo:text-lg bo:font-semibold bo:text-gray-900">
        Líneas de la entrada
      </h2>
      <Card padding="none" className="bo:overflow-hidden">
        <DataTable rows={receipt.lines} rowKey={(l) => l.id} labelledBy={heading} columns={columns} scrollLabel="Líneas de la entrada" />
      </Card>
      {shown !== null && <ErrorAlert title={shown} />}
      <div className="bo:flex bo:justify-end bo:gap-3">
        <Link to={paths.goodsReceipt(receipt.id)} className="bo:rounded-md bo:px-3 bo:py-2 bo:text-sm bo:font-semibold bo:text-gray-900 bo:ring-1 bo:ring-gray-300 bo:ring-inset bo:hover:bg-gray-50">
          Cancelar
        </Link>
        <Button type="submit" loading={save.isMutating} disabled={!returnable.length}>
          Registrar devolución
        </Button>
      </div>
    </form>
  );
}
