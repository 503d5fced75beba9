/*
 * The first Intl formatter a page builds loads ICU's locale, calendar and time-zone data, which the browser
 * then keeps for the whole renderer process. On the main thread that first build stalls the page's first
 * paint (measured: 130–310 ms under the benchmark's 4× CPU throttle); built first in a worker, while the
 * page's scripts are still compiling, the main thread's first formatter takes 1–14 ms
 * (docs/decisions/performance-budgets.md, "Fifth pass").
 */

/**
 * Runs inside the worker: one formatter of each kind the screens use, in es-MX. Self-contained (it is sent to
 * the worker as its source text): only globals, nothing from this module's scope.
 */
export function buildFormatters(): string[] {
  const locale = 'es-MX';
  const now = new Date(Date.UTC(2026, 10, 23, 18, 30));
  const dates: Intl.DateTimeFormatOptions[] = [
    { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
    { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
    { dateStyle: 'medium', timeStyle: 'short' },
    { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Mexico_City' },
  ];
  return [
    ...dates.map((options) => new Intl.DateTimeFormat(locale, options).format(now)),
    new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(1234.5),
    new Intl.NumberFormat(locale, { style: 'currency', currency: 'MXN' }).format(1234.5),
    new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(-1, 'day'),
    new Intl.PluralRules(locale).select(2),
    String('ñandú'.localeCompare('nube', locale)),
  ];
}

/** The worker's whole script: build the formatters, say so, close. */
export const warmUpSource = () => `(${buildFormatters.toString()})();postMessage(0);close();`;

/**
 * Starts that worker from a blob (no request; the CSP allows `worker-src blob:` for it). A hint only: without
 * workers, or when one cannot start, the first formatter simply pays that cost itself.
 */
export function warmIntl(): void {
  if (typeof Worker === 'undefined' || typeof Blob === 'undefined' || typeof URL.createObjectURL !== 'function') return;
  try {
    const url = URL.createObjectURL(new Blob([warmUpSource()], { type: 'text/javascript' }));
    const worker = new Worker(url, { name: 'intl-warmup' });
    const done = () => {
      worker.terminate();
      URL.revokeObjectURL(url);
    };
    worker.onmessage = done;
    worker.onerror = done;
  } catch {
    // Nothing to do: the formatters build on first use as before.
  }
}
