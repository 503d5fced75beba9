import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useAllowed, useRefreshSupplierInvoices, useSupplierInvoices } from '@muestrario/shared/api';
import type { SupplierInvoice } from '@muestrario/shared/contract';
import { SALES_MESSAGES, SUPPLIER_CFDI_KIND_NAMES, type SupplierCfdiKind } from '@muestrario/shared/domain';
import { paths } from '@muestrario/shared/routes';
import { Badge, Button, Card, DataTable, EmptyState, LoadState, PageHeader, usePageTitle, useToast, type DataColumn } from '@muestrario/shared/ui';
import { PlusIcon } from '../icons';
import { day, mxn } from './format';
import { ImportCfdiDialog } from './ImportCfdiDialog';

const SCREENS: Record<SupplierCfdiKind, { title: string; description: string; empty: string }> = {
  invoice: { title: 'Facturas de proveedores', description: 'Las facturas importadas del XML de cada proveedor, comparadas con su entrada de mercancía.', empty: 'Aún no hay facturas de proveedores' },
  credit_note: { title: 'Notas de crédito de proveedores', description: 'Las notas de crédito (CFDI de egreso) que reducen lo que se debe a un proveedor.', empty: 'Aún no hay notas de crédito' },
  down_payment: { title: 'Facturas de anticipo de proveedores', description: 'Los anticipos facturados por los proveedores y la factura a la que se aplicaron.', empty: 'Aún no hay facturas de anticipo' },
};

/** '/admin/compras/facturas', '/admin/compras/notas-credito', '/admin/compras/facturas-anticipo' (issue 31 item 5): admins. */
export default function SupplierInvoicesList({ kind }: { kind: SupplierCfdiKind }) {
  const screen = SCREENS[kind];
  usePageTitle(screen.title);
  const { data, error, mutate } = useSupplierInvoices({ kind });
  const mayImport = useAllowed('purchase.invoice');
  const refresh = useRefreshSupplierInvoices();
  const toast = useToast();
  const headingId = useId();
  const [importing, setImporting] = useState(false);

  return (
    <>
      <PageHeader
        title={screen.title}
        description={screen.description}
        actions={
          mayImport ? (
            <Button onClick={() => setImporting(true)}>
              <PlusIcon className="bo:size-5" aria-hidden="true" />
              Importar XML
            </Button>
          ) : undefined
        }
      />
      <LoadState data={data} error={error} onRetry={() => void mutate()} failedTitle={SALES_MESSAGES.loadFailed} loadingLabel="Cargando CFDI de proveedores">
        {(rows) =>
          rows.length === 0 ? (
            <EmptyState title={screen.empty} description="Importa el XML que envió el proveedor con «Importar XML»." />
          ) : (
            <Card padding="none" className="bo:overflow-hidden">
              <h2 id={headingId} className="bo:sr-only">
                {screen.title}
              </h2>
              <DataTable
                rows={rows}
                columns={COLUMNS}
                rowKey={(i) => i.id}
                labelledBy={headingId}
                cardClassName="bo:space-y-1"
                card={(i) => (
                  <>
                    <p className="bo:font-medium bo:text-gray-900">
                      <Link to={paths.supplierInvoice(i.id)} className="bo:text-primary-700 bo:hover:underline">
                        {i.folio ?? i.cfdiFolio}
                      </Link>{' '}
                      · {i.supplierName}
                    </p>
                    <p className="bo:text-sm bo:text-gray-600">
                      {day(i.issuedAt)} · {mxn(i.totalMxnCents)} · saldo {mxn(i.balanceCents)}
                    </p>
                    {i.differenceCount > 0 && <Badge tone="yellow">{i.differenceCount} diferencias</Badge>}
                  </>
                )}
              />
            </Card>
          )
        }
      </LoadState>
      <ImportCfdiDialog
        open={importing}
        onOpenChange={setImporting}
        onImported={(result) => {
          setImporting(false);
          void refresh();
          toast.success(`${SUPPLIER_CFDI_KIND_NAMES[result.kind]} de ${result.supplierName} importada${result.differences.length ? ` con ${result.differences.length} diferencias` : ''}.`);
        }}
      />
    </>
  );
}

const COLUMNS: readonly DataColumn<SupplierInvoice>[] = [
  {
    key: 'folio',
    header: 'Folio',
    rowHeader: true,
    cell: (i) => (
      <Link to={paths.supplierInvoice(i.id)} className="bo:font-medium bo:text-primary-700 bo:hover:underline">
        {i.folio ?? i.cfdiFolio}
      </Link>
    ),
  },
  { key: 'cfdi', header: 'Serie y folio CFDI', className: 'bo:text-gray-700', cell: (i) => i.cfdiFolio || '—' },
  { key: 'supplier', header: 'Proveedor', className: 'bo:text-gray-900', cell: (i) => i.supplierName },
  { key: 'date', header: 'Fecha', className: 'bo:tabular-nums bo:text-gray-700', cell: (i) => day(i.issuedAt) },
  { key: 'receipt', header: 'Entrada', className: 'bo:text-gray-700', cell: (i) => i.goodsReceiptFolio ?? i.relatedUuid?.slice(0, 8) ?? '—' },
  { key: 'total', header: 'Total (MXN)', align: 'right', className: 'bo:tabular-nums', cell: (i) => mxn(i.totalMxnCents) },
  { key: 'balance', header: 'Saldo', align: 'right', className: 'bo:tabular-nums', cell: (i) => (i.kind === 'credit_note' ? '—' : mxn(i.balanceCents)) },
  { key: 'differences', header: 'Diferencias', cell: (i) => (i.differenceCount > 0 ? <Badge tone="yellow">{i.differenceCount}</Badge> : <Badge tone="green">Ninguna</Badge>) },
];
