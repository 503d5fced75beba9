import type { ProductionOrderStatusChange } from '@muestrario/shared/contract';
import { formatInstant, historyChange } from './order-view';

/** The 'Historial' tab: every status change, newest first, with who, when and the note. */
export function HistoryList({ history }: { history: readonly ProductionOrderStatusChange[] }) {
  const newestFirst = [...history].sort((a, b) => b.at.localeCompare(a.at));
  if (newestFirst.length === 0) return <p className="bo:text-sm bo:text-gray-600">Sin cambios de estado.</p>;
  return (
    <ol aria-label="Historial de estados" className="bo:divide-y bo:divide-gray-100">
      {newestFirst.map((h, i) => (
        <li key={`${h.at}-${i}`} className="bo:py-3 bo:text-sm">
          <p className="bo:font-medium bo:text-gray-900">{historyChange(h)}</p>
          <p className="bo:text-gray-600">
            {h.userName} · <time dateTime={h.at}>{formatInstant(h.at)}</time>
          </p>
          {h.note && <p className="bo:mt-1 bo:text-gray-700">«{h.note}»</p>}
        </li>
      ))}
    </ol>
  );
}
