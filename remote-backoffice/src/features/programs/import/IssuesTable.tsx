import type { RosterImportIssue } from '@muestrario/shared/domain';
import { Badge } from '@muestrario/shared/ui';

/** The roster file's errors and warnings, one per line, by row and column (a real table, scrolled inside the dialog). */
export function IssuesTable({ issues, total }: { issues: readonly RosterImportIssue[]; total: number }) {
  const errors = issues.filter((i) => i.severity === 'error').length;
  return (
    <div className="bo:space-y-2">
      <div tabIndex={0} role="region" aria-labelledby="roster-issues-caption" className="bo:max-h-80 bo:overflow-auto bo:rounded-md bo:border bo:border-gray-200">
        <table className="bo:w-full bo:border-collapse bo:text-left bo:text-sm">
          <caption id="roster-issues-caption" className="bo:sr-only">
            Errores y avisos por fila ({errors.toLocaleString('es-MX')} errores)
          </caption>
          <thead className="bo:sticky bo:top-0 bo:bg-gray-50 bo:text-xs bo:text-gray-600">
            <tr>
              <th scope="col" className="bo:px-3 bo:py-2 bo:font-semibold">
                Fila
              </th>
              <th scope="col" className="bo:px-3 bo:py-2 bo:font-semibold">
                Columna
              </th>
              <th scope="col" className="bo:px-3 bo:py-2 bo:font-semibold">
                Problema
              </th>
            </tr>
          </thead>
          <tbody className="bo:divide-y bo:divide-gray-100">
            {issues.map((issue, i) => (
              <tr key={i} className="bo:align-top">
                <td className="bo:px-3 bo:py-2 bo:tabular-nums bo:text-gray-900">{issue.row.toLocaleString('es-MX')}</td>
                <td className="bo:px-3 bo:py-2 bo:text-gray-700">{issue.column ?? '—'}</td>
                <td className="bo:px-3 bo:py-2 bo:text-gray-900">
                  <Badge tone={issue.severity === 'error' ? 'red' : 'yellow'} className="bo:mr-2">
                    {issue.severity === 'error' ? 'Error' : 'Aviso'}
                  </Badge>
                  {issue.message}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {total > issues.length && (
        <p className="bo:text-xs bo:text-gray-500">
          Se muestran los primeros {issues.length.toLocaleString('es-MX')} de {total.toLocaleString('es-MX')} errores y avisos.
        </p>
      )}
    </div>
  );
}
