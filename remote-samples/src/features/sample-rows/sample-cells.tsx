import type { SampleListItem } from '@muestrario/shared/contract';
import { dueStatus, formatShortDate, type DueStatus } from '@muestrario/shared/rules';
import { cx } from '@muestrario/shared/ui';

/** The table's columns (spec: project, client with avatar, garment, department, 'Muestra sobre', stage). */
export const COLUMNS = ['Proyecto', 'Cliente', 'Prenda', 'Departamento', 'Muestra sobre', 'Etapa'] as const;
/** The columns with 'Fecha compromiso' before the stage (home, issue 15). */
export const columnsOf = (showDue: boolean): readonly string[] => (showDue ? [...COLUMNS.slice(0, -1), 'Fecha compromiso', COLUMNS.at(-1)!] : COLUMNS);

export const dash = (value: string | null) => (value && value.trim() ? value : '—');

export interface SampleRowsProps {
  rows: readonly SampleListItem[];
  /** How many rows the whole list has (the server's count; the loaded rows when unknown). */
  total?: number;
  /** Id of the heading that names the list (the table's accessible name). */
  headingId: string;
  /** Where a row leads (editor at stage 1, review otherwise). */
  hrefOf: (sample: SampleListItem) => string;
  /** Show the due date, overdue ones highlighted (home 'Muestras pendientes', issue 15). */
  showDue?: boolean;
}

const DUE_TEXT: Record<DueStatus, string> = {
  overdue: 'ms:font-semibold ms:text-red-700',
  today: 'ms:font-semibold ms:text-amber-800',
  upcoming: 'ms:text-gray-600',
  done: 'ms:text-gray-600',
};
const DUE_NOTE: Partial<Record<DueStatus, string>> = { overdue: 'Vencida', today: 'Vence hoy' };

/** The due date, and 'Vencida' / 'Vence hoy' beside it when it matters (in words, not only in colour). */
export function DueDate({ sample, today }: { sample: SampleListItem; today: string }) {
  const status = dueStatus(sample.dueDate, sample.sampleStage, today);
  const note = DUE_NOTE[status];
  return (
    <span className={cx('ms:whitespace-nowrap', DUE_TEXT[status])}>
      <time dateTime={sample.dueDate}>{formatShortDate(sample.dueDate)}</time>
      {note && (
        <span className={cx('ms:ml-2 ms:rounded-md ms:px-1.5 ms:py-0.5 ms:text-xs ms:ring-1 ms:ring-inset', status === 'overdue' ? 'ms:bg-red-50 ms:ring-red-600/20' : 'ms:bg-amber-50 ms:ring-amber-600/20')}>
          {note}
        </span>
      )}
    </span>
  );
}

/** 'OF-00012 · 120 piezas', '2 órdenes · 240 piezas': what a sample became in production (issue 30 item 8). */
export function productionText(production: NonNullable<SampleListItem['production']>): string {
  const pieces = `${production.pieces.toLocaleString('es-MX')} ${production.pieces === 1 ? 'pieza' : 'piezas'}`;
  return production.orders === 1 ? `${production.latestFolio} · ${pieces}` : `${production.orders} órdenes · ${pieces}`;
}

/** The badge of an authorised sample that became production orders, in words ('En producción: …'). */
export function ProductionBadge({ sample }: { sample: SampleListItem }) {
  if (!sample.production) return null;
  return (
    <span className="ms:inline-flex ms:items-center ms:rounded-md ms:bg-emerald-50 ms:px-2 ms:py-1 ms:text-xs ms:font-medium ms:whitespace-nowrap ms:text-emerald-800 ms:ring-1 ms:ring-emerald-600/20 ms:ring-inset">
      En producción: {productionText(sample.production)}
    </span>
  );
}
