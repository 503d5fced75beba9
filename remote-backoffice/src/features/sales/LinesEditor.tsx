import { useState } from 'react';
import type { Article, SalesLine } from '@muestrario/shared/contract';
import { formatMoney, type SalesDocumentAmounts } from '@muestrario/shared/rules';
import { Button, DataTable, EmptyState, type DataColumn } from '@muestrario/shared/ui';
import { DocumentTotals } from '../documents/DocumentTotals';
import { PencilIcon, PlusIcon, TrashIcon } from '../icons';
import { LineDialog } from './LineDialog';

export interface LinesEditorProps {
  lines: SalesLine[];
  onChange: (lines: SalesLine[]) => void;
  articles: readonly Article[];
  currency: string;
  /** From `salesDocumentAmounts`: the same function the server stores the amounts with. */
  totals: SalesDocumentAmounts;
  /** The viewer's role may see prices and totals (`canSeeSalesAmounts`); otherwise those columns and the footer are left out. */
  showAmounts?: boolean;
  /** The document can no longer be changed (closed, cancelled, or someone else's). */
  readOnly?: boolean;
  /** Shown under the table when the form was sent without lines. */
  error?: string;
}

/** The 'Contenido' tab: the lines table (add, edit, remove) and the Subtotal / Impuesto / Total footer. */
export function LinesEditor({ lines, onChange, articles, currency, totals, showAmounts = true, readOnly = false, error }: LinesEditorProps) {
  // undefined: dialog closed; 'new': adding; a number: editing that line.
  const [editing, setEditing] = useState<number | 'new' | undefined>(undefined);
  // Spec: the column reads 'Impuesto 16%' (8% for a client in the border region).
  const taxHeader = `Impuesto ${totals.taxRateBp / 100}%`;
  const money = (cents: number) => formatMoney(cents, currency);

  const amount = (key: string, header: string, cents: (line: SalesLine, i: number) => number, strong = false): DataColumn<SalesLine> => ({
    key,
    header,
    align: 'right',
    className: strong ? 'bo:font-medium bo:whitespace-nowrap bo:text-gray-900 bo:tabular-nums' : 'bo:whitespace-nowrap bo:text-gray-700 bo:tabular-nums',
    cell: (line, i) => money(cents(line, i)),
  });
  const columns: DataColumn<SalesLine>[] = [
    {
      key: 'article',
      header: 'Artículo',
      rowHeader: true,
      cell: (line) => (
        <>
          <span className="bo:block bo:font-medium bo:text-gray-900">{line.description}</span>
          <span className="bo:block bo:text-xs bo:text-gray-500">{line.code}</span>
        </>
      ),
    },
    { key: 'quantity', header: 'Cantidad', align: 'right', className: 'bo:text-gray-700 bo:tabular-nums', cell: (line) => line.quantity.toLocaleString('es-MX') },
    ...(showAmounts
      ? [
          amount('price', 'Precio Unitario', (line) => line.unitPriceCents),
          amount('tax', taxHeader, (_, i) => totals.lines[i]?.taxCents ?? 0),
          amount('subtotal', 'Subtotal', (_, i) => totals.lines[i]?.subtotalCents ?? 0, true),
        ]
      : []),
    {
      key: 'actions',
      header: 'Acciones',
      hideHeader: true,
      cell: (_, i) => (
        <span className="bo:flex bo:justify-end bo:gap-1" hidden={readOnly}>
          <Button variant="ghost" size="sm" aria-label={`Editar línea ${i + 1}`} title="Editar" onClick={() => setEditing(i)}>
            <PencilIcon className="bo:size-4" />
          </Button>
          <Button variant="ghost" size="sm" aria-label={`Eliminar línea ${i + 1}`} title="Eliminar" onClick={() => onChange(lines.filter((_, j) => j !== i))} className="bo:hover:text-red-700">
            <TrashIcon className="bo:size-4" />
          </Button>
        </span>
      ),
    },
  ];

  const save = (line: SalesLine) => {
    onChange(editing === 'new' || editing === undefined ? [...lines, line] : lines.map((l, i) => (i === editing ? line : l)));
    setEditing(undefined);
  };

  return (
    <div>
      <div className="bo:flex bo:flex-wrap bo:items-center bo:justify-between bo:gap-3 bo:px-4 bo:sm:px-6">
        <h3 className="bo:text-base bo:font-semibold bo:text-gray-900">Artículos</h3>
        {!readOnly && (
          <Button variant="secondary" size="sm" onClick={() => setEditing('new')}>
            <PlusIcon className="bo:size-4" />
            Agregar línea
          </Button>
        )}
      </div>

      {lines.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="Sin artículos"
          description="Agrega la primera línea con el botón 'Agregar línea'."
          className="bo:py-8"
        />
      ) : (
        // Focusable so the keyboard can scroll it on a phone even when its lines have no buttons (read-only).
        <div className="bo:mt-4">
          <DataTable
            rows={lines}
            columns={columns}
            rowKey={(line, i) => `${line.code}-${i}`}
            caption="Líneas del documento"
            rowClassName={() => ''}
            tableClassName="bo:min-w-[44rem] bo:w-full"
            scrollLabel={readOnly ? 'Líneas (desplazable)' : undefined}
          />
        </div>
      )}

      {error && (
        <p role="alert" className="bo:px-4 bo:pb-2 bo:text-sm bo:text-red-700 bo:sm:px-6">
          {error}
        </p>
      )}

      {!showAmounts && (
        <p className="bo:border-t bo:border-gray-200 bo:bg-gray-50 bo:px-4 bo:py-4 bo:text-sm bo:text-gray-600 bo:sm:px-6">
          Los precios y los totales solo los ven ventas y administración.
        </p>
      )}
      <DocumentTotals totals={totals} currency={currency} hidden={!showAmounts} />

      <LineDialog
        open={editing !== undefined}
        onOpenChange={(open) => !open && setEditing(undefined)}
        line={typeof editing === 'number' ? lines[editing] : undefined}
        articles={articles}
        currency={currency}
        taxRateBp={totals.taxRateBp}
        onSave={save}
      />
    </div>
  );
}
