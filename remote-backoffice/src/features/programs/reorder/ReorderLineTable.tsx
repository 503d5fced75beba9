import { useId } from 'react';
import type { ReorderLineView } from '@muestrario/shared/contract';
import { formatInteger } from '@muestrario/shared/rules';
import { namesSummary } from './reorder-state';

/**
 * One line of the order a reorder would make: the garment's grid (colours × sizes, with totals) as a real
 * table that scrolls sideways inside its own focusable region on a phone, and its name list (one name per
 * piece, grouped per employee) folded under a disclosure.
 */
export function ReorderLineTable({ line }: { line: ReorderLineView }) {
  const captionId = useId();
  const sizeTotals = line.sizes.map((_, c) => line.quantities.reduce((sum, row) => sum + (row[c] ?? 0), 0));
  const names = namesSummary(line.names);
  return (
    <section aria-labelledby={captionId} className="bo:space-y-2">
      <h4 id={captionId} className="bo:text-sm bo:font-semibold bo:text-gray-900">
        {line.styleCode} · {line.garment.split(' · ')[0]} <span className="bo:font-normal bo:text-gray-600">(muestra «{line.sampleName}»)</span>
      </h4>
      <div className="bo:overflow-x-auto bo:rounded-md bo:border bo:border-gray-200" tabIndex={0} role="region" aria-label={`Cuadrícula de ${line.styleCode}`}>
        <table className="bo:min-w-full bo:text-sm" aria-labelledby={captionId}>
          <thead className="bo:bg-gray-50">
            <tr>
              <th scope="col" className="bo:sticky bo:left-0 bo:bg-gray-50 bo:px-3 bo:py-2 bo:text-left bo:font-semibold bo:text-gray-900">
                Color
              </th>
              {line.sizes.map((size) => (
                <th key={size} scope="col" className="bo:px-3 bo:py-2 bo:text-right bo:font-semibold bo:text-gray-900">
                  {size}
                </th>
              ))}
              <th scope="col" className="bo:px-3 bo:py-2 bo:text-right bo:font-semibold bo:text-gray-900">
                Total
              </th>
            </tr>
          </thead>
          <tbody className="bo:divide-y bo:divide-gray-100">
            {line.colours.map((colour, r) => {
              const row = line.quantities[r] ?? [];
              return (
                <tr key={colour}>
                  <th scope="row" className="bo:sticky bo:left-0 bo:bg-white bo:px-3 bo:py-2 bo:text-left bo:font-medium bo:whitespace-nowrap bo:text-gray-900">
                    {colour}
                  </th>
                  {line.sizes.map((size, c) => (
                    <td key={size} className="bo:px-3 bo:py-2 bo:text-right bo:tabular-nums bo:text-gray-700">
                      {row[c] ? formatInteger(row[c]) : <span className="bo:text-gray-300">0</span>}
                    </td>
                  ))}
                  <td className="bo:px-3 bo:py-2 bo:text-right bo:font-medium bo:tabular-nums">{formatInteger(row.reduce((a, b) => a + b, 0))}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot className="bo:border-t bo:border-gray-200 bo:bg-gray-50">
            <tr>
              <th scope="row" className="bo:sticky bo:left-0 bo:bg-gray-50 bo:px-3 bo:py-2 bo:text-left bo:font-semibold">
                Total
              </th>
              {sizeTotals.map((n, c) => (
                <td key={line.sizes[c]} className="bo:px-3 bo:py-2 bo:text-right bo:font-medium bo:tabular-nums">
                  {formatInteger(n)}
                </td>
              ))}
              <td className="bo:px-3 bo:py-2 bo:text-right bo:font-semibold bo:tabular-nums">{formatInteger(line.total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <details className="bo:rounded-md bo:border bo:border-gray-200 bo:bg-white">
        <summary className="bo:cursor-pointer bo:px-3 bo:py-2 bo:text-sm bo:font-medium bo:text-primary-700">
          Lista de nombres de {line.styleCode} ({formatInteger(line.names.length)} {line.names.length === 1 ? 'nombre' : 'nombres'})
        </summary>
        <ul className="bo:grid bo:gap-x-6 bo:px-3 bo:pb-3 bo:text-sm bo:sm:grid-cols-2" aria-label={`Nombres de ${line.styleCode}`}>
          {names.map((n) => (
            <li key={n.key} className="bo:flex bo:justify-between bo:gap-3 bo:border-b bo:border-gray-100 bo:py-1">
              <span className="bo:min-w-0 bo:text-gray-900">{n.label}</span>
              <span className="bo:shrink-0 bo:text-right bo:text-gray-500">{n.detail}</span>
            </li>
          ))}
        </ul>
      </details>
    </section>
  );
}
