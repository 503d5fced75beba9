import { useId } from 'react';
import { Link } from 'react-router';
import type { PartnerRow, PartnerType } from '@muestrario/shared/domain';
import { paths } from '@muestrario/shared/routes';
import { Badge, Card, PageHeader, buttonClassName } from '@muestrario/shared/ui';
import { PencilIcon, PlusIcon } from '../icons';
import { usePartnerRows } from './partners-list.data';

const COLUMNS = ['Nombre', 'RFC', 'Email', 'Tipo'] as const;

export function PartnerTypeBadge({ type }: { type: PartnerType }) {
  return <Badge tone={type === 'Cliente' ? 'primary' : 'gray'}>{type}</Badge>;
}

/** 'Socios de Negocio' (spec: mock list; each row opens that partner's master data). */
export default function PartnersList() {
  const rows = usePartnerRows();
  const headingId = useId();
  return (
    <>
      <PageHeader
        title={<span id={headingId}>Socios de Negocio</span>}
        description="Clientes y proveedores con sus datos maestros."
        actions={
          <Link to={paths.newPartner} className={buttonClassName()}>
            <PlusIcon className="bo:-ml-0.5 bo:size-5" />
            Nuevo socio
          </Link>
        }
      />
      <Card padding="none" className="bo:overflow-hidden">
        <PartnerCards rows={rows} headingId={headingId} />
        <div className="bo:hidden bo:relative bo:overflow-x-auto bo:md:block">
          <table aria-labelledby={headingId} className="bo:min-w-full bo:divide-y bo:divide-gray-200 bo:text-sm">
            <thead className="bo:bg-gray-50">
              <tr>
                {COLUMNS.map((c) => (
                  <th key={c} scope="col" className="bo:px-4 bo:py-3 bo:text-left bo:font-semibold bo:whitespace-nowrap bo:text-gray-900 bo:first:pl-6">
                    {c}
                  </th>
                ))}
                <th scope="col" className="bo:py-3 bo:pr-6 bo:pl-4 bo:text-right bo:font-semibold bo:text-gray-900">
                  Editar
                </th>
              </tr>
            </thead>
            <tbody className="bo:divide-y bo:divide-gray-100 bo:bg-white">
              {rows.map((p) => (
                <tr key={p.id} className="bo:hover:bg-gray-50">
                  <td className="bo:min-w-56 bo:py-3 bo:pr-4 bo:pl-6 bo:font-medium bo:text-gray-900">
                    <span className="bo:block">{p.name}</span>
                    <span className="bo:block bo:text-xs bo:font-normal bo:text-gray-500">{p.code}</span>
                  </td>
                  <td className="bo:px-4 bo:py-3 bo:font-mono bo:text-xs bo:whitespace-nowrap bo:text-gray-700">{p.rfc}</td>
                  <td className="bo:px-4 bo:py-3 bo:text-gray-700">{p.email}</td>
                  <td className="bo:px-4 bo:py-3">
                    <PartnerTypeBadge type={p.type} />
                  </td>
                  <td className="bo:py-3 bo:pr-6 bo:pl-4 bo:text-right">
                    <Link
                      to={paths.partner(p.id)}
                      className="bo:inline-flex bo:items-center bo:gap-1 bo:font-medium bo:text-primary-700 bo:hover:text-primary-900"
                    >
                      <PencilIcon className="bo:size-4" />
                      Editar<span className="bo:sr-only"> {p.name}</span>
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="bo:border-t bo:border-gray-200 bo:px-4 bo:py-3 bo:text-sm bo:text-gray-700 bo:sm:px-6">
          {rows.length === 1 ? '1 socio de negocio' : `${rows.length} socios de negocio`}
        </p>
      </Card>
    </>
  );
}

function PartnerCards({ rows, headingId }: { rows: readonly PartnerRow[]; headingId: string }) {
  return (
    <ul aria-labelledby={headingId} className="bo:divide-y bo:divide-gray-100 bo:md:hidden">
      {rows.map((p) => (
        <li key={p.id} className="bo:relative bo:px-4 bo:py-4 bo:hover:bg-gray-50">
          <div className="bo:flex bo:items-start bo:justify-between bo:gap-3">
            <p className="bo:min-w-0 bo:font-semibold bo:text-gray-900">{p.name}</p>
            <PartnerTypeBadge type={p.type} />
          </div>
          <p className="bo:mt-1 bo:font-mono bo:text-xs bo:text-gray-600">{p.rfc}</p>
          <p className="bo:truncate bo:text-sm bo:text-gray-600">{p.email}</p>
          {/* The link covers the whole card: one tab stop, a big touch target. */}
          <Link
            to={paths.partner(p.id)}
            className="bo:mt-2 bo:inline-flex bo:items-center bo:gap-1 bo:text-sm bo:font-medium bo:text-primary-700 bo:after:absolute bo:after:inset-0 bo:after:content-['']"
          >
            <PencilIcon className="bo:size-4" />
            Editar<span className="bo:sr-only"> {p.name}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
