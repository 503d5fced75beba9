import { useId, useState } from 'react';
import { Link } from 'react-router';
import { requestPurchaseShortages, useAllowed, usePurchaseShortages } from '@muestrario/shared/api';
import type { PurchaseShortage, ShortageRequestsAnswer } from '@muestrario/shared/contract';
import { SALES_MESSAGES } from '@muestrario/shared/domain';
import { paths } from '@muestrario/shared/routes';
import { formatStockQuantity } from '@muestrario/shared/rules';
import { Button, Card, DataTable, EmptyState, ErrorAlert, LoadState, PageHeader, usePageTitle, useToast, type DataColumn } from '@muestrario/shared/ui';

const TITLE = 'Necesidades de compra';
const DESCRIPTION = 'Lo que piden las órdenes de fabricación liberadas o en proceso, menos lo que hay y lo ya pedido.';

/**
 * '/admin/compras/necesidades' (issue 31): the shortages of production per item or variant, and 'Generar
 * solicitudes de compra' (one per preferred supplier) for production and admins.
 */
export default function PurchaseShortages() {
  usePageTitle(TITLE);
  const { data, error, mutate } = usePurchaseShortages();
  const mayRequest = useAllowed('purchase.request');
  const toast = useToast();
  const headingId = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [made, setMade] = useState<ShortageRequestsAnswer | null>(null);

  const generate = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const answer = await requestPurchaseShortages();
      setMade(answer);
      toast.success(answer.requests.length === 1 ? 'Se generó 1 solicitud de compra.' : `Se generaron ${answer.requests.length} solicitudes de compra.`);
      void mutate();
    } catch (e) {
      setFailure(e instanceof Error ? e.message : 'No se pudieron generar las solicitudes.');
    } finally {
      setBusy(false);
    }
  };

  const toBuy = data?.some((s) => s.suggested > 0) ?? false;
  return (
    <>
      <PageHeader
        title={TITLE}
        description={DESCRIPTION}
        actions={
          mayRequest && toBuy ? (
            <Button onClick={() => void generate()} disabled={busy}>
              {busy ? 'Generando…' : 'Generar solicitudes de compra'}
            </Button>
          ) : undefined
        }
      />
      {failure && <ErrorAlert title={failure} className="bo:mb-4" />}
      {made && (
        <div role="status" className="bo:mb-4 bo:rounded-md bo:bg-green-50 bo:p-4 bo:text-sm bo:text-green-900">
          {made.requests.length > 0 && (
            <p>
              Solicitudes generadas:{' '}
              {made.requests.map((r, i) => (
                <span key={r.id}>
                  {i > 0 && ', '}
                  <Link className="bo:font-medium bo:underline" to={paths.purchasingDocument(r.id)}>
                    {r.folio}
                  </Link>
                </span>
              ))}
              .
            </p>
          )}
          {made.withoutSupplier.length > 0 && <p>Sin proveedor preferido (pídalos a mano): {made.withoutSupplier.map((w) => w.code).join(', ')}.</p>}
        </div>
      )}
      <LoadState data={data} error={error} onRetry={() => void mutate()} failedTitle={SALES_MESSAGES.loadFailed} loadingLabel="Cargando necesidades de compra">
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState title="No hay necesidades de compra" description="Ninguna orden de fabricación liberada o en proceso pide materiales pendientes." />
          ) : (
            <Card padding="none" className="bo:overflow-hidden">
              <h2 id={headingId} className="bo:sr-only">
                Necesidades por artículo
              </h2>
              <DataTable
                rows={rows}
                columns={COLUMNS}
                rowKey={(r) => `${r.itemId}:${r.variantId ?? 0}`}
                labelledBy={headingId}
                cardClassName="bo:space-y-1"
                card={(r) => (
                  <>
                    <p className="bo:font-medium bo:text-gray-900">
                      <span className="bo:font-mono">{r.code}</span> · {r.description}
                    </p>
                    <p className="bo:text-sm bo:text-gray-700">
                      Requerido {formatStockQuantity(r.required, r.unit)} · En existencia {formatStockQuantity(r.onHand, r.unit)} · Pedido {formatStockQuantity(r.ordered, r.unit)}
                    </p>
                    <p className="bo:text-sm bo:font-medium bo:text-gray-900">
                      Sugerido {formatStockQuantity(r.suggested, r.unit)} · {r.supplier?.name ?? 'Sin proveedor preferido'}
                    </p>
                  </>
                )}
              />
            </Card>
          )
        }
      </LoadState>
    </>
  );
}

const qty = (n: number, s: PurchaseShortage) => formatStockQuantity(n, s.unit);

const COLUMNS: readonly DataColumn<PurchaseShortage>[] = [
  { key: 'code', header: 'Artículo', rowHeader: true, className: 'bo:font-mono bo:text-gray-900', cell: (r) => r.code },
  { key: 'description', header: 'Descripción', cell: (r) => r.description },
  { key: 'required', header: 'Requerido', align: 'right', className: 'bo:tabular-nums', cell: (r) => qty(r.required, r) },
  { key: 'onHand', header: 'En existencia', align: 'right', className: 'bo:tabular-nums', cell: (r) => qty(r.onHand, r) },
  { key: 'ordered', header: 'Pedido', align: 'right', className: 'bo:tabular-nums', cell: (r) => qty(r.ordered, r) },
  { key: 'suggested', header: 'Sugerido', align: 'right', className: 'bo:tabular-nums bo:font-medium', cell: (r) => qty(r.suggested, r) },
  { key: 'supplier', header: 'Proveedor preferido', cell: (r) => r.supplier?.name ?? 'Sin proveedor preferido' },
];
