import { Link } from 'react-router';
import type { DataColumn } from '@muestrario/shared/ui';
import { PencilIcon } from '../icons';

/** A row's link to its record: the visible verb ('Abrir', 'Editar') and, for screen readers, the record's name. */
export interface RowLink<Row> {
  /** The verb shown on the link; also the column's header. */
  label: string;
  /** The record's page. */
  to: (row: Row) => string;
  /** What completes the link's accessible name ('Abrir POL-001'): the record's code or name. */
  name: (row: Row) => string;
}

/** The last column of a list: a right-aligned pencil link to the row's record ('Abrir POL-001'). */
export function linkColumn<Row>({ key, label, to, name }: RowLink<Row> & { key: string }): DataColumn<Row> {
  return {
    key,
    header: label,
    align: 'right',
    cell: (row) => (
      <Link to={to(row)} className="bo:inline-flex bo:items-center bo:gap-1 bo:font-medium bo:text-primary-700 bo:hover:text-primary-900">
        <PencilIcon className="bo:size-4" />
        {label}
        <span className="bo:sr-only"> {name(row)}</span>
      </Link>
    ),
  };
}

/**
 * The same link at the foot of a phone card. It covers the whole card (the list item needs `bo:relative`,
 * the DataTable's `cardClassName`): one tab stop, a big touch target.
 */
export function CardLink({ to, label, name }: { to: string; label: string; name: string }) {
  return (
    <Link
      to={to}
      className="bo:mt-2 bo:inline-flex bo:items-center bo:gap-1 bo:text-sm bo:font-medium bo:text-primary-700 bo:after:absolute bo:after:inset-0 bo:after:content-['']"
    >
      <PencilIcon className="bo:size-4" />
      {label}
      <span className="bo:sr-only"> {name}</span>
    </Link>
  );
}
