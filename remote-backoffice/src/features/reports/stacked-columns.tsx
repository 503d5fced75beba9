import { seriesColour, share } from './charts';

// Its own module: only the figures below the fold draw columns (the Panel loads them on scroll).
export interface Series {
  name: string;
  /** One value per column. */
  values: number[];
}

/** Stacked columns (one per period, one segment per series) with a legend; the column total on hover. */
export function StackedColumns({ columns, series, summary, formatTotal }: { columns: string[]; series: Series[]; summary: string; formatTotal: (v: number) => string }) {
  const totals = columns.map((_, c) => series.reduce((n, s) => n + (s.values[c] ?? 0), 0));
  const max = Math.max(0, ...totals);
  return (
    <div role="img" aria-label={summary}>
      <div aria-hidden="true" className="bo:flex bo:h-48 bo:items-end bo:gap-1 bo:border-b bo:border-gray-300 bo:sm:gap-2">
        {columns.map((label, c) => (
          // Keyed by position: labels may repeat (day 1 of two months in the production report).
          <div key={c} className="bo:flex bo:h-full bo:min-w-0 bo:flex-1 bo:flex-col bo:justify-end" title={`${label}: ${formatTotal(totals[c]!)}`}>
            <div className="bo:flex bo:flex-col-reverse bo:overflow-hidden bo:rounded-t-sm" style={{ height: share(totals[c]!, max) }}>
              {series.map((s, i) => (
                <div key={s.name} className={seriesColour(i)} style={{ height: share(s.values[c] ?? 0, totals[c]!) }} />
              ))}
            </div>
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="bo:mt-1 bo:flex bo:gap-1 bo:sm:gap-2">
        {columns.map((label, c) => (
          <span key={c} className="bo:min-w-0 bo:flex-1 bo:truncate bo:text-center bo:text-xs bo:text-gray-500">
            {label}
          </span>
        ))}
      </div>
      <ul aria-hidden="true" className="bo:mt-4 bo:flex bo:flex-wrap bo:gap-x-4 bo:gap-y-1.5">
        {series.map((s, i) => (
          <li key={s.name} className="bo:flex bo:items-center bo:gap-1.5 bo:text-xs bo:text-gray-700">
            <span className={`bo:size-2.5 bo:rounded-sm ${seriesColour(i)}`} />
            {s.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
