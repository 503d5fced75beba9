import { useId, useState } from 'react';
import { Link } from 'react-router';
import { PAGE_SIZE, type PartnerRow } from '@muestrario/shared/contract';
import { PARTNER_TYPES, type PartnerType } from '@muestrario/shared/domain';
import { paths } from '@muestrario/shared/routes';
import { PageHeader, Badge, buttonClassName, Card, LoadingBlock, EmptyState, Select, useDebouncedValue, usePageTitle } from '@muestrario/shared/ui';
import { PencilIcon, PlusIcon, SearchIcon } from '../icons';
import { LoadFailed } from '../layout/LoadStates';
import { Pagination } from '../paging/Pagination';
import { useAllowed, usePartners } from '@muestrario/shared/api';

const COLUMNS = ['Nombre', 'RFC', 'Email', 'Tipo'] as const;

export function PartnerTypeBadge({ type }: { type: PartnerType }) {
  return <Badge tone={type === 'Cliente' ? 'primary' : 'gray'}>{type}</Badge>;
}

function InactiveBadge({ active }: { active: boolean }) {
  return active ? null : <Badge tone="gray">Inactivo</Badge>;
}

/** 'Socios de Negocio': the clients table and the suppliers, searched and paged on the server. */
export default function PartnersList() {
  usePageTitle('Socios de negocio');
  const [search, setSearch] = useState('');
  const [type, setType] = useState<PartnerType | ''>('');
  const [page, setPage] = useState(1);
  const query = useDebouncedValue(search.trim());
  const { data, error, isLoading, mutate } = usePartners({ search: query || undefined, type: type || undefined, page, pageSize: PAGE_SIZE });
  const ids = { heading: useId(), search: useId(), type: useId() };
  const mayCreate = useAllowed('partner.create');

  return (
    <>
      <PageHeader
        title={<span id={ids.heading}>Socios de Negocio</span>}
        description="Clientes y proveedores con sus datos maestros."
        actions={
          mayCreate && (
            <Link to={paths.newPartner} className={buttonClassName()}>
              <PlusIcon className="bo:-ml-0.5 bo:size-5" />
              Nuevo socio
            </Link>
          )
        }
      />
      <Card padding="none" className="bo:overflow-hidden">
        <div className="bo:flex bo:flex-col bo:gap-3 bo:border-b bo:border-gray-200 bo:p-4 bo:sm:flex-row bo:sm:px-6">
          <div className="bo:relative bo:min-w-0 bo:flex-1">
            <label htmlFor={ids.search} className="bo:sr-only">
              Buscar socio
            </label>
            <SearchIcon className="bo:pointer-events-none bo:absolute bo:top-1/2 bo:left-3 bo:size-5 bo:-translate-y-1/2 bo:text-gray-400" />
            <input
              id={ids.search}
              type="search"
              value={search}
              onChange={(e) => {
                setSearch(e.target.value);
                setPage(1);
              }}
              placeholder="Nombre, RFC, correo o código"
              autoComplete="off"
              className="bo:block bo:w-full bo:rounded-md bo:border-0 bo:bg-white bo:py-2 bo:pr-3 bo:pl-10 bo:text-sm bo:text-gray-900 bo:ring-1 bo:ring-gray-300 bo:ring-inset bo:placeholder:text-gray-500 bo:focus:ring-2 bo:focus:ring-primary-700 bo:focus:outline-none"
            />
          </div>
          <div className="bo:sm:w-48">
            <label htmlFor={ids.type} className="bo:sr-only">
              Tipo de socio
            </label>
            <Select
              id={ids.type}
              value={type}
              options={[{ value: '', label: 'Todos los tipos' }, ...PARTNER_TYPES.map((t) => ({ value: t, label: t }))]}
              onChange={(e) => {
                setType(e.target.value as PartnerType | '');
                setPage(1);
              }}
            />
          </div>
        </div>

        {error && !data ? (
          <LoadFailed onRetry={() => void mutate()} className="bo:m-4" />
        ) : isLoading && !data ? (
          <LoadingBlock label="Cargando socios" />
        ) : data && data.rows.length === 0 ? (
          <EmptyState headingLevel={2} title="Sin resultados" description="Ningún socio coincide con la búsqueda." />
        ) : (
          data && (
            <>
              <PartnerCards rows={data.rows} headingId={ids.heading} />
              <PartnerTable rows={data.rows} headingId={ids.heading} />
            </>
          )
        )}
        {data && <Pagination page={data.page} pageSize={data.pageSize} total={data.total} onPage={setPage} />}
      </Card>
    </>
  );
}

/** What the list shows in place of an RFC or e-mail the viewer's role may not see (issue 28). */
const HIDDEN_PRIVATE_TEXT = 'Oculto';

function PartnerTable({ rows, headingId }: { rows: readonly PartnerRow[]; headingId: string }) {
  return (
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
                <span className="bo:block">{p.cardName}</span>
                <span className="bo:block bo:text-xs bo:font-normal bo:text-gray-500">{p.cardCode}</span>
              </td>
              <td className="bo:px-4 bo:py-3 bo:font-mono bo:text-xs bo:whitespace-nowrap bo:text-gray-700">{p.privateHidden ? HIDDEN_PRIVATE_TEXT : p.rfc}</td>
              <td className="bo:px-4 bo:py-3 bo:text-gray-700">{p.privateHidden ? HIDDEN_PRIVATE_TEXT : p.email}</td>
              <td className="bo:px-4 bo:py-3">
                <span className="bo:flex bo:gap-1.5">
                  <PartnerTypeBadge type={p.partnerType} />
                  <InactiveBadge active={p.active} />
                </span>
              </td>
              <td className="bo:py-3 bo:pr-6 bo:pl-4 bo:text-right">
                <Link to={paths.partner(p.id)} className="bo:inline-flex bo:items-center bo:gap-1 bo:font-medium bo:text-primary-700 bo:hover:text-primary-900">
                  <PencilIcon className="bo:size-4" />
                  Editar<span className="bo:sr-only"> {p.cardName}</span>
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PartnerCards({ rows, headingId }: { rows: readonly PartnerRow[]; headingId: string }) {
  return (
    <ul aria-labelledby={headingId} className="bo:divide-y bo:divide-gray-100 bo:md:hidden">
      {rows.map((p) => (
        <li key={p.id} className="bo:relative bo:px-4 bo:py-4 bo:hover:bg-gray-50">
          <div className="bo:flex bo:items-start bo:justify-between bo:gap-3">
            <p className="bo:min-w-0 bo:font-semibold bo:text-gray-900">{p.cardName}</p>
            <span className="bo:flex bo:shrink-0 bo:gap-1.5">
              <PartnerTypeBadge type={p.partnerType} />
              <InactiveBadge active={p.active} />
            </span>
          </div>
          <p className="bo:mt-1 bo:font-mono bo:text-xs bo:text-gray-600">
            {p.cardCode} · {p.privateHidden ? `RFC ${HIDDEN_PRIVATE_TEXT.toLowerCase()}` : p.rfc || 'Sin RFC'}
          </p>
          {!p.privateHidden && <p className="bo:truncate bo:text-sm bo:text-gray-600">{p.email}</p>}
          {/* The link covers the whole card: one tab stop, a big touch target. */}
          <Link
            to={paths.partner(p.id)}
            className="bo:mt-2 bo:inline-flex bo:items-center bo:gap-1 bo:text-sm bo:font-medium bo:text-primary-700 bo:after:absolute bo:after:inset-0 bo:after:content-['']"
          >
            <PencilIcon className="bo:size-4" />
            Editar<span className="bo:sr-only"> {p.cardName}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
