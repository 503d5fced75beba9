import { useDeferredValue, useId, useMemo, useState } from 'react';
import {
  checkNameListText,
  decodeNameListFile,
  gridTotals,
  NAME_LIST_MAX_BYTES,
  type CheckedNameRow,
  type NameListTextCheck,
  type NameTextBox,
  type SizeGrid,
} from '@muestrario/shared/rules';
import { cx, DataTable, Field, FileDrop, Textarea, type DataColumn } from '@muestrario/shared/ui';

export interface NameListInputProps {
  /** The line's grid: the list's sizes, colours and counts are checked against it. */
  grid: SizeGrid;
  /** The sample's text decorations the names fill (none: the fit is not checked). */
  boxes: readonly NameTextBox[];
  /** The list as typed, pasted or read from a file. */
  value: string;
  /** The new text and its check (a form saves the text and refuses while `check.ok` is false). */
  onChange: (text: string, check: NameListTextCheck) => void;
  readOnly?: boolean;
}

const number = (n: number) => n.toLocaleString('es-MX');
const plural = (n: number, one: string, many: string) => `${number(n)} ${n === 1 ? one : many}`;
const CSV_ACCEPT = { 'text/csv': ['.csv'], 'text/plain': ['.txt', '.tsv'] };

/**
 * A sales order line's name list (issue 30): a paste area and a CSV file button; under them the rows
 * as checked (row number, name, size, colour, text, and each row's problems in Spanish, an error
 * `role="alert"`), the list's own errors (counts per colour × size that differ from the grid), and a
 * summary. The check runs on a deferred copy of the text, so typing stays quick on a long list.
 */
export function NameListInput({ grid, boxes, value, onChange, readOnly = false }: NameListInputProps) {
  const id = useId();
  const [fileError, setFileError] = useState<string | null>(null);
  const deferred = useDeferredValue(value);
  const check = useMemo(() => checkNameListText(deferred, grid, boxes), [deferred, grid, boxes]);
  const blank = deferred.trim() === '';
  const expected = gridTotals(grid).total;

  const change = (text: string) => onChange(text, checkNameListText(text, grid, boxes));
  const readFile = async (file: File) => {
    const decoded = decodeNameListFile(new Uint8Array(await file.arrayBuffer()));
    if (!decoded.ok) return setFileError(`${file.name}: ${decoded.message}`);
    setFileError(null);
    // As a textarea holds it (line feeds only), so the value kept is the one shown.
    change(decoded.text.replace(/\r\n?/g, '\n'));
  };

  const columns: DataColumn<CheckedNameRow>[] = [
    { key: 'row', header: 'Fila', rowHeader: true, className: 'bo:tabular-nums bo:text-gray-500', cell: (r) => r.row },
    { key: 'name', header: 'Nombre', className: 'bo:font-medium bo:text-gray-900', cell: (r) => r.name || <span className="bo:text-gray-400">(vacío)</span> },
    { key: 'size', header: 'Talla', cell: (r) => r.size },
    { key: 'colour', header: 'Color', cell: (r) => r.colour },
    ...(boxes.length > 0 ? [{ key: 'text', header: 'Texto', cell: (r: CheckedNameRow) => r.text }] : []),
    { key: 'status', header: 'Revisión', cell: (r) => <RowIssues row={r} /> },
  ];

  return (
    <div className="bo:space-y-4">
      <Field
        label="Lista de nombres"
        hint="Columnas: nombre, talla, color y, si la muestra tiene varios textos, texto. Pégala desde la hoja de cálculo (con o sin encabezado) o sube un CSV."
      >
        <Textarea rows={6} wrap="off" value={value} readOnly={readOnly} spellCheck={false} onChange={(e) => change(e.target.value)} className="bo:font-mono" />
      </Field>
      {!readOnly && (
        <FileDrop
          label="Archivo CSV de nombres"
          compact
          accept={CSV_ACCEPT}
          maxSize={NAME_LIST_MAX_BYTES}
          hint="CSV o texto separado por comas, punto y coma o tabuladores · hasta 1 MB"
          error={fileError}
          onFiles={(files) => void (files[0] && readFile(files[0]))}
        />
      )}
      {!blank && (
        <section aria-labelledby={`${id}-summary`} className="bo:space-y-3">
          <h3 id={`${id}-summary`} className="bo:text-sm bo:font-semibold bo:text-gray-900">
            Revisión de la lista
          </h3>
          <p aria-live="polite" className={cx('bo:text-sm', check.ok ? 'bo:text-green-700' : 'bo:text-gray-700')}>
            {[
              plural(check.rows.length, 'nombre', 'nombres'),
              `la cuadrícula pide ${plural(expected, 'pieza', 'piezas')}`,
              plural(check.errorCount, 'error en filas', 'errores en filas'),
              ...(check.warningCount > 0 ? [plural(check.warningCount, 'aviso', 'avisos')] : []),
            ].join(' · ')}
            {check.ok ? '. La lista coincide con la cuadrícula.' : '.'}
          </p>
          {check.errors.length > 0 && (
            <div role="alert" className="bo:rounded-md bo:border bo:border-red-200 bo:bg-red-50 bo:p-3 bo:text-sm bo:text-red-700">
              <p className="bo:font-semibold bo:text-red-800">La lista no coincide con la cuadrícula</p>
              <ul className="bo:mt-1 bo:list-disc bo:space-y-0.5 bo:pl-5">
                {check.errors.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            </div>
          )}
          {check.rows.length > 0 && (
            <div className="bo:max-h-96 bo:overflow-y-auto bo:rounded-lg bo:ring-1 bo:ring-gray-200">
              <DataTable
                rows={check.rows}
                columns={columns}
                rowKey={(r) => r.row}
                label="Nombres revisados"
                scrollLabel="Nombres revisados"
                rowClassName={(r) => (r.issues.some((i) => i.severity === 'error') ? 'bo:bg-red-50/50' : undefined)}
                card={(r) => (
                  <>
                    <p className="bo:text-sm bo:text-gray-900">
                      <span className="bo:text-gray-500">Fila {r.row} · </span>
                      <span className="bo:font-medium">{r.name || '(vacío)'}</span>
                    </p>
                    <p className="bo:text-sm bo:text-gray-600">{[r.size && `Talla ${r.size}`, r.colour, r.text].filter(Boolean).join(' · ')}</p>
                    <div className="bo:mt-1">
                      <RowIssues row={r} />
                    </div>
                  </>
                )}
              />
            </div>
          )}
        </section>
      )}
    </div>
  );
}

/** A row's problems: errors as one alert, warnings as 'Aviso: …', or 'Correcto'. */
function RowIssues({ row }: { row: CheckedNameRow }) {
  if (row.issues.length === 0) return <span className="bo:text-sm bo:text-green-700">Correcto</span>;
  const errors = row.issues.filter((i) => i.severity === 'error');
  const warnings = row.issues.filter((i) => i.severity === 'warning');
  return (
    <>
      {errors.length > 0 && (
        <div role="alert" className="bo:space-y-0.5 bo:text-sm bo:text-red-700">
          {errors.map((i) => (
            <p key={i.message}>{i.message}</p>
          ))}
        </div>
      )}
      {warnings.map((i) => (
        <p key={i.message} className="bo:text-sm bo:text-amber-700">
          Aviso: {i.message}
        </p>
      ))}
    </>
  );
}
