import { useId, type ReactNode } from 'react';
import type { CsvCell } from '@muestrario/shared/rules';
import { Button, Card } from '@muestrario/shared/ui';

export interface ReportTable {
  /** Column headers; the first column names each row (a row header). */
  columns: string[];
  /** Cells as shown on screen. */
  rows: ReactNode[][];
  /** The same rows for the CSV file (es-MX numbers, no currency sign). */
  csvRows: CsvCell[][];
  /** Column headers of the CSV file (default: `columns`). */
  csvColumns?: string[];
  /** Right-align numeric columns (every column but the first by default). */
  alignLeft?: number[];
  /** A final row of totals (a row header first). */
  footer?: ReactNode[];
}

export interface ReportFigureProps {
  title: string;
  description?: ReactNode;
  /** The chart itself; it carries its own text summary (role="img" and aria-label). Null: the table only. */
  chart: ReactNode;
  table: ReportTable;
  /** File name of the CSV without extension: 'muestras-por-etapa'. */
  csvName: string;
  className?: string;
}

/**
 * A chart with the table of its figures (real table markup, for screen readers and for anyone who
 * wants the numbers) and 'Descargar CSV' (the same figures for Excel).
 */
export function ReportFigure({ title, description, chart, table, csvName, className }: ReportFigureProps) {
  const id = useId();
  const headingId = `${id}-title`;
  const numeric = (i: number) => i > 0 && !table.alignLeft?.includes(i);
  const cell = (i: number) => (numeric(i) ? 'bo:px-3 bo:py-2 bo:text-right bo:tabular-nums' : 'bo:px-3 bo:py-2 bo:text-left');
  return (
    <Card className={`bo:min-w-0 ${className ?? ''}`}>
      <section aria-labelledby={headingId}>
        <div className="bo:flex bo:flex-wrap bo:items-start bo:justify-between bo:gap-3">
          <div className="bo:min-w-0">
            <h2 id={headingId} className="bo:text-base bo:font-semibold bo:text-gray-900">
              {title}
            </h2>
            {description && <div className="bo:mt-1 bo:text-sm bo:text-gray-600">{description}</div>}
          </div>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void import('./csv-download').then((m) => m.downloadTableCsv(`${csvName}.csv`, table.csvColumns ?? table.columns, table.csvRows))}
            aria-label={`Descargar CSV: ${title}`}
          >
            Descargar CSV
          </Button>
        </div>
        {chart ? <div className="bo:mt-5">{chart}</div> : null}
        <div className="bo:mt-5 bo:overflow-x-auto bo:rounded-md bo:border bo:border-gray-200" tabIndex={0} role="region" aria-label={`Tabla: ${title}`}>
          <table className="bo:min-w-full bo:divide-y bo:divide-gray-200 bo:text-sm">
            <caption className="bo:sr-only">{title}</caption>
            <thead className="bo:bg-gray-50">
              <tr>
                {table.columns.map((c, i) => (
                  <th key={c} scope="col" className={`${cell(i)} bo:font-semibold bo:whitespace-nowrap bo:text-gray-900`}>
                    {c}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="bo:divide-y bo:divide-gray-100">
              {table.rows.length === 0 && (
                <tr>
                  <td colSpan={table.columns.length} className="bo:px-3 bo:py-4 bo:text-center bo:text-gray-500">
                    Sin datos por ahora.
                  </td>
                </tr>
              )}
              {table.rows.map((row, r) => (
                <tr key={r}>
                  {row.map((value, i) =>
                    i === 0 ? (
                      <th key={i} scope="row" className={`${cell(i)} bo:font-medium bo:text-gray-900`}>
                        {value}
                      </th>
                    ) : (
                      <td key={i} className={`${cell(i)} ${numeric(i) ? 'bo:whitespace-nowrap' : ''} bo:text-gray-700`}>
                        {value}
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
            {table.footer && (
              <tfoot className="bo:bg-gray-50">
                <tr>
                  {table.footer.map((value, i) =>
                    i === 0 ? (
                      <th key={i} scope="row" className={`${cell(i)} bo:font-semibold bo:text-gray-900`}>
                        {value}
                      </th>
                    ) : (
                      <td key={i} className={`${cell(i)} bo:font-semibold bo:whitespace-nowrap bo:text-gray-900`}>
                        {value}
                      </td>
                    ),
                  )}
                </tr>
              </tfoot>
            )}
          </table>
        </div>
      </section>
    </Card>
  );
}
