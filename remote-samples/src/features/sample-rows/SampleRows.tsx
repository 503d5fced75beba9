import type { MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { SampleListItem } from '@muestrario/shared/contract';
import { dueStatus, formatShortDate, localToday, type DueStatus } from '@muestrario/shared/rules';
import { Avatar, cx, Skeleton, StageBadge, useMediaQuery } from '@muestrario/shared/ui';

const COLUMNS = ['Proyecto', 'Cliente', 'Prenda', 'Departamento', 'Muestra sobre', 'Etapa'] as const;
const dash = (value: string | null) => (value && value.trim() ? value : '—');

export interface SampleRowsProps {
  rows: readonly SampleListItem[];
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
function DueDate({ sample, today }: { sample: SampleListItem; today: string }) {
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

/** Sample rows (spec: project, client with avatar, garment, department, 'Muestra sobre', stage): a table from md up, cards on phones. */
export function SampleRows(props: SampleRowsProps) {
  // Only the layout on screen is rendered (half the work on a long list); both where no one can tell.
  const wide = useMediaQuery('(min-width: 48rem)');
  return (
    <>
      {wide !== true && <SampleCards {...props} />}
      {wide !== false && <SampleTable {...props} />}
    </>
  );
}

function SampleTable({ rows, headingId, hrefOf, showDue = false }: SampleRowsProps) {
  const navigate = useNavigate();
  const today = localToday(new Date());
  const columns = showDue ? [...COLUMNS.slice(0, -1), 'Fecha compromiso', COLUMNS.at(-1)!] : COLUMNS;
  // The project link is the keyboard way in; a click anywhere else on the row does the same.
  const openRow = (event: MouseEvent<HTMLTableRowElement>, to: string) => {
    if ((event.target as HTMLElement).closest('a, button')) return;
    navigate(to);
  };
  return (
    <div className="ms:hidden ms:overflow-x-auto ms:md:block">
      <table aria-labelledby={headingId} className="ms:min-w-full ms:divide-y ms:divide-gray-200 ms:text-sm">
        <thead className="ms:bg-gray-50">
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className="ms:px-4 ms:py-3 ms:text-left ms:font-semibold ms:whitespace-nowrap ms:text-gray-900 ms:first:pl-6 ms:last:pr-6">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="ms:divide-y ms:divide-gray-100 ms:bg-white">
          {rows.map((s) => {
            const to = hrefOf(s);
            return (
              <tr key={s.sampleId} onClick={(e) => openRow(e, to)} className="ms:cursor-pointer ms:hover:bg-gray-50">
                <td className="ms:py-3 ms:pr-4 ms:pl-6 ms:font-medium">
                  <Link to={to} className="ms:text-gray-900 ms:hover:text-primary-700 ms:hover:underline">
                    {s.sampleName}
                  </Link>
                </td>
                <td className="ms:px-4 ms:py-3">
                  <span className="ms:flex ms:items-center ms:gap-3">
                    <Avatar name={s.cardName} />
                    <span className="ms:text-gray-700">{s.cardName}</span>
                  </span>
                </td>
                <td className="ms:px-4 ms:py-3 ms:text-gray-600">{dash(s.title)}</td>
                <td className="ms:px-4 ms:py-3 ms:text-gray-600">{dash(s.department)}</td>
                <td className="ms:px-4 ms:py-3 ms:text-gray-600">{s.sampleOn}</td>
                {showDue && (
                  <td className="ms:px-4 ms:py-3">
                    <DueDate sample={s} today={today} />
                  </td>
                )}
                <td className="ms:py-3 ms:pr-6 ms:pl-4">
                  <StageBadge stage={s.sampleStage} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function SampleCards({ rows, headingId, hrefOf, showDue = false }: SampleRowsProps) {
  const today = localToday(new Date());
  return (
    <ul aria-labelledby={headingId} className="ms:divide-y ms:divide-gray-100 ms:md:hidden">
      {rows.map((s) => (
        <li key={s.sampleId} className="ms:relative ms:flex ms:gap-3 ms:px-4 ms:py-4 ms:hover:bg-gray-50">
          <Avatar name={s.cardName} size="md" />
          <div className="ms:min-w-0 ms:flex-1">
            <div className="ms:flex ms:items-start ms:justify-between ms:gap-2">
              {/* The link covers the whole card (after:inset-0): one tab stop, a big touch target. */}
              <Link to={hrefOf(s)} className="ms:font-semibold ms:text-gray-900 ms:after:absolute ms:after:inset-0 ms:after:content-['']">
                {s.sampleName}
              </Link>
              <StageBadge stage={s.sampleStage} />
            </div>
            <p className="ms:truncate ms:text-sm ms:text-gray-700">{s.cardName}</p>
            <dl className="ms:mt-1 ms:flex ms:flex-wrap ms:gap-x-3 ms:text-xs ms:text-gray-500">
              <div className="ms:flex ms:gap-1">
                <dt>Prenda:</dt>
                <dd>{dash(s.title)}</dd>
              </div>
              <div className="ms:flex ms:gap-1">
                <dt>Depto.:</dt>
                <dd>{dash(s.department)}</dd>
              </div>
              <div className="ms:flex ms:gap-1">
                <dt>Sobre:</dt>
                <dd>{s.sampleOn}</dd>
              </div>
              {showDue && (
                <div className="ms:flex ms:gap-1">
                  <dt>Compromiso:</dt>
                  <dd>
                    <DueDate sample={s} today={today} />
                  </dd>
                </div>
              )}
            </dl>
          </div>
        </li>
      ))}
    </ul>
  );
}

/** Skeleton rows with the same columns, announced as `label`. */
export function LoadingRows({ label, rows = 5 }: { label: string; rows?: number }) {
  return (
    <div aria-busy="true">
      <p role="status" className="ms:sr-only">
        {label}
      </p>
      <ul aria-hidden="true" className="ms:divide-y ms:divide-gray-100 ms:md:hidden">
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i} className="ms:flex ms:gap-3 ms:px-4 ms:py-4">
            <Skeleton shape="circle" />
            <div className="ms:flex-1 ms:space-y-2">
              <Skeleton className="ms:w-2/3" />
              <Skeleton className="ms:w-1/3" />
            </div>
          </li>
        ))}
      </ul>
      <table aria-hidden="true" className="ms:hidden ms:min-w-full ms:text-sm ms:md:table">
        <thead className="ms:bg-gray-50">
          <tr>
            {COLUMNS.map((c) => (
              <th key={c} scope="col" className="ms:px-4 ms:py-3 ms:text-left ms:font-semibold ms:text-gray-900 ms:first:pl-6">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="ms:divide-y ms:divide-gray-100">
          {Array.from({ length: rows }, (_, i) => (
            <tr key={i}>
              {COLUMNS.map((c) => (
                <td key={c} className="ms:px-4 ms:py-4 ms:first:pl-6">
                  <Skeleton className={c === 'Cliente' ? 'ms:w-32' : 'ms:w-20'} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
