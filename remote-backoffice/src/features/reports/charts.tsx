/*
 * The reports' charts: plain elements sized with CSS, no chart library (docs/decisions/dashboard.md).
 * Each draws itself as role="img" with a text summary; the numbers are in the table beside it.
 */

/** Bar colours, in series order (the theme's primary first). */
export const SERIES_COLOURS = ['bo:bg-primary-600', 'bo:bg-sky-500', 'bo:bg-amber-500', 'bo:bg-emerald-600', 'bo:bg-rose-500', 'bo:bg-violet-500', 'bo:bg-gray-400'];
export const seriesColour = (i: number) => SERIES_COLOURS[i % SERIES_COLOURS.length]!;

export interface Bar {
  label: string;
  value: number;
  /** The value as written beside the bar. */
  text: string;
  colour?: string;
}

export const share = (value: number, max: number) => (max > 0 ? `${Math.max(0, (value / max) * 100)}%` : '0%');

/** Horizontal bars, one per row: label, bar, value. Fits a phone (labels above the bars there). */
export function BarChart({ bars, summary }: { bars: Bar[]; summary: string }) {
  const max = Math.max(0, ...bars.map((b) => b.value));
  return (
    <div role="img" aria-label={summary} className="bo:space-y-2.5">
      {bars.map((b) => (
        <div key={b.label} className="bo:grid bo:grid-cols-[1fr_auto] bo:items-center bo:gap-x-3 bo:gap-y-1 bo:sm:grid-cols-[11rem_1fr_auto]">
          <span className="bo:truncate bo:text-sm bo:text-gray-700 bo:sm:col-auto" aria-hidden="true">
            {b.label}
          </span>
          <span className="bo:order-last bo:col-span-2 bo:h-3 bo:rounded-full bo:bg-gray-100 bo:sm:order-none bo:sm:col-span-1" aria-hidden="true">
            <span className={`bo:block bo:h-3 bo:rounded-full ${b.colour ?? seriesColour(0)}`} style={{ width: share(b.value, max) }} />
          </span>
          <span className="bo:text-right bo:text-sm bo:font-medium bo:tabular-nums bo:text-gray-900" aria-hidden="true">
            {b.text}
          </span>
        </div>
      ))}
    </div>
  );
}
