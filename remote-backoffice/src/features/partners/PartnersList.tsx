import { useId } from 'react';
import { Link } from 'react-router';
import { PAGE_SIZE, type PartnerRow } from '@muestrario/shared/contract';
import { PARTNER_TYPES, SALES_MESSAGES, type PartnerType } from '@muestrario/shared/domain';
import { paths } from '@muestrario/shared/routes';
import {
  Badge,
  buttonClassName,
  Card,
  EmptyState,
  PagedTable,
  PageHeader,
  SearchBox,
  Select,
  useListParams,
  usePageTitle,
  type DataColumn,
} from '@muestrario/shared/ui';
import { PlusIcon } from '../icons';
import { CardLink, linkColumn } from '../layout/RowLinks';
import { useAllowed, usePartners } from '@muestrario/shared/api';

export function PartnerTypeBadge({ type }: { type: PartnerType }) {
  return <Badge tone={type === 'Cliente' ? 'primary' : 'gray'}>{type}</Badge>;
}

function InactiveBadge({ active }: { active: boolean }) {
  return active ? null : <Badge tone="gray">Inactivo</Badge>;
}

/** The URL parameter of the type filter (`?tipo=Cliente`). */
const TYPE_PARAM = 'tipo';
const FILTERS = [TYPE_PARAM] as const;

/** 'Socios de Negocio': the clients table and the suppliers, searched and paged on the server (state in the URL). */
export default function PartnersList() {
  usePageTitle('Socios de negocio');
  const list = useListParams(FILTERS);
  const type = (PARTNER_TYPES as readonly string[]).includes(list.filters[TYPE_PARAM]?.[0] ?? '') ? (list.filters[TYPE_PARAM]![0] as PartnerType) : '';
  const partners = usePartners({ search: list.q.trim() || undefined, type: type || undefined, page: list.page, pageSize: PAGE_SIZE });
  const ids = { heading: useId(), type: useId() };
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
          <SearchBox label="Buscar socio" value={list.searchText} onChange={list.setSearchText} placeholder="Nombre, RFC, correo o código" />
          <div className="bo:sm:w-48">
            <label htmlFor={ids.type} className="bo:sr-only">
              Tipo de socio
            </label>
            <Select
              id={ids.type}
              value={type}
              options={[{ value: '', label: 'Todos los tipos' }, ...PARTNER_TYPES.map((t) => ({ value: t, label: t }))]}
              onChange={(e) => list.setFilter(TYPE_PARAM, e.target.value ? [e.target.value] : [])}
            />
          </div>
        </div>
        <PagedTable
          read={partners}
          failedTitle={SALES_MESSAGES.loadFailed}
          failedClassName="bo:m-4"
          loadingLabel="Cargando socios"
          empty={<EmptyState headingLevel={2} title="Sin resultados" description="Ningún socio coincide con la búsqueda." />}
          onPage={list.setPage}
          columns={COLUMNS}
          rowKey={(p) => p.id}
          labelledBy={ids.heading}
          card={PartnerCard}
          cardClassName="bo:relative bo:hover:bg-gray-50"
        />
      </Card>
    </>
  );
}

/** What the list shows in place of an RFC or e-mail the viewer's role may not see (issue 28). */
const HIDDEN_PRIVATE_TEXT = 'Oculto';

function Badges({ p }: { p: PartnerRow }) {
  return (
    <span className="bo:flex bo:shrink-0 bo:gap-1.5">
      <PartnerTypeBadge type={p.partnerType} />
      <InactiveBadge active={p.active} />
    </span>
  );
}

const COLUMNS: readonly DataColumn<PartnerRow>[] = [
  {
    key: 'name',
    header: 'Nombre',
    className: 'bo:min-w-56 bo:font-medium bo:text-gray-900',
    cell: (p) => (
      <>
        <span className="bo:block">{p.cardName}</span>
        <span className="bo:block bo:text-xs bo:font-normal bo:text-gray-500">{p.cardCode}</span>
      </>
    ),
  },
  { key: 'rfc', header: 'RFC', className: 'bo:font-mono bo:text-xs bo:whitespace-nowrap bo:text-gray-700', cell: (p) => (p.privateHidden ? HIDDEN_PRIVATE_TEXT : p.rfc) },
  { key: 'email', header: 'Email', className: 'bo:text-gray-700', cell: (p) => (p.privateHidden ? HIDDEN_PRIVATE_TEXT : p.email) },
  { key: 'type', header: 'Tipo', cell: (p) => <Badges p={p} /> },
  linkColumn({ key: 'edit', label: 'Editar', to: (p) => paths.partner(p.id), name: (p) => p.cardName }),
];

function PartnerCard(p: PartnerRow) {
  return (
    <>
      <div className="bo:flex bo:items-start bo:justify-between bo:gap-3">
        <p className="bo:min-w-0 bo:font-semibold bo:text-gray-900">{p.cardName}</p>
        <Badges p={p} />
      </div>
      <p className="bo:mt-1 bo:font-mono bo:text-xs bo:text-gray-600">
        {p.cardCode} · {p.privateHidden ? `RFC ${HIDDEN_PRIVATE_TEXT.toLowerCase()}` : p.rfc || 'Sin RFC'}
      </p>
      {!p.privateHidden && <p className="bo:truncate bo:text-sm bo:text-gray-600">{p.email}</p>}
      <CardLink to={paths.partner(p.id)} label="Editar" name={p.cardName} />
    </>
  );
}
