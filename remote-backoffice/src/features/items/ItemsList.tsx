import { useId } from 'react';
import { Link } from 'react-router';
import { PAGE_SIZE, type ItemRow } from '@muestrario/shared/contract';
import { ITEM_KINDS, ITEM_MESSAGES, type ItemKind } from '@muestrario/shared/domain';
import { sizeRunLabel } from '@muestrario/shared/rules';
import { paths } from '@muestrario/shared/routes';
import { Badge, buttonClassName, Card, EmptyState, PagedTable, PageHeader, SearchBox, Select, useListParams, usePageTitle, type DataColumn } from '@muestrario/shared/ui';
import { useAllowed, useItems } from '@muestrario/shared/api';
import { PlusIcon } from '../icons';
import { CardLink, linkColumn } from '../layout/RowLinks';
import { ColourDots } from './ColourDots';

/** The URL parameter of the kind filter (`?tipo=Servicio`). */
const KIND_PARAM = 'tipo';
const FILTERS = [KIND_PARAM] as const;

export function ItemKindBadge({ kind }: { kind: ItemKind }) {
  return <Badge tone={kind === 'Estilo' ? 'primary' : 'gray'}>{kind}</Badge>;
}

/** 'Artículos' (Inventario › Datos maestros): styles and services, searched and paged on the server. */
export default function ItemsList() {
  usePageTitle('Artículos');
  const list = useListParams(FILTERS);
  const picked = list.filters[KIND_PARAM]?.[0] ?? '';
  const kind = (ITEM_KINDS as readonly string[]).includes(picked) ? (picked as ItemKind) : '';
  const items = useItems({ search: list.q.trim() || undefined, kind: kind || undefined, page: list.page, pageSize: PAGE_SIZE });
  const ids = { heading: useId(), kind: useId() };
  const mayCreate = useAllowed('item.create');

  return (
    <>
      <PageHeader
        title={<span id={ids.heading}>Artículos</span>}
        description="Estilos con sus colores, tallas y variantes, y los servicios de decoración."
        actions={
          mayCreate && (
            <Link to={paths.newItem} className={buttonClassName()}>
              <PlusIcon className="bo:-ml-0.5 bo:size-5" />
              Nuevo artículo
            </Link>
          )
        }
      />
      <Card padding="none" className="bo:overflow-hidden">
        <div className="bo:flex bo:flex-col bo:gap-3 bo:border-b bo:border-gray-200 bo:p-4 bo:sm:flex-row bo:sm:px-6">
          <SearchBox label="Buscar artículo" value={list.searchText} onChange={list.setSearchText} placeholder="Código o descripción" />
          <div className="bo:sm:w-48">
            <label htmlFor={ids.kind} className="bo:sr-only">
              Tipo de artículo
            </label>
            <Select
              id={ids.kind}
              value={kind}
              options={[{ value: '', label: 'Todos los tipos' }, ...ITEM_KINDS.map((k) => ({ value: k, label: k === 'Estilo' ? 'Estilos' : k === 'Servicio' ? 'Servicios' : 'Materiales' }))]}
              onChange={(e) => list.setFilter(KIND_PARAM, e.target.value ? [e.target.value] : [])}
            />
          </div>
        </div>
        <PagedTable
          read={items}
          failedTitle={ITEM_MESSAGES.loadFailed}
          failedClassName="bo:m-4"
          loadingLabel="Cargando artículos"
          empty={<EmptyState headingLevel={2} title="Sin resultados" description="Ningún artículo coincide con la búsqueda." />}
          onPage={list.setPage}
          columns={COLUMNS}
          rowKey={(i) => i.id}
          labelledBy={ids.heading}
          card={ItemCard}
          cardClassName="bo:relative bo:hover:bg-gray-50"
        />
      </Card>
    </>
  );
}

const variantsText = (i: ItemRow) => (i.kind !== 'Estilo' ? `Por ${i.unit}` : `${i.variantCount} variante${i.variantCount === 1 ? '' : 's'}`);

function Badges({ i }: { i: ItemRow }) {
  return (
    <span className="bo:flex bo:shrink-0 bo:gap-1.5">
      <ItemKindBadge kind={i.kind} />
      {!i.active && <Badge tone="gray">Inactivo</Badge>}
    </span>
  );
}

const COLUMNS: readonly DataColumn<ItemRow>[] = [
  {
    key: 'item',
    header: 'Artículo',
    className: 'bo:min-w-64 bo:font-medium bo:text-gray-900',
    cell: (i) => (
      <>
        <span className="bo:block">{i.description}</span>
        <span className="bo:block bo:font-mono bo:text-xs bo:font-normal bo:text-gray-500">{i.code}</span>
      </>
    ),
  },
  { key: 'garment', header: 'Prenda', className: 'bo:text-gray-700', cell: (i) => i.garment ?? '—' },
  { key: 'colours', header: 'Colores', cell: (i) => (i.colours.length ? <ColourDots colours={i.colours} /> : '—') },
  { key: 'sizes', header: 'Tallas', className: 'bo:whitespace-nowrap bo:text-gray-700', cell: (i) => sizeRunLabel(i.sizes) || '—' },
  { key: 'variants', header: 'Variantes', className: 'bo:whitespace-nowrap bo:text-gray-700', cell: variantsText },
  { key: 'kind', header: 'Tipo', cell: (i) => <Badges i={i} /> },
  linkColumn({ key: 'open', label: 'Abrir', to: (i) => paths.item(i.id), name: (i) => i.code }),
];

function ItemCard(i: ItemRow) {
  return (
    <>
      <div className="bo:flex bo:items-start bo:justify-between bo:gap-3">
        <p className="bo:min-w-0 bo:font-semibold bo:text-gray-900">{i.description}</p>
        <Badges i={i} />
      </div>
      <p className="bo:mt-1 bo:font-mono bo:text-xs bo:text-gray-600">
        {i.code}
        {i.garment ? ` · ${i.garment}` : ''}
      </p>
      <div className="bo:mt-1 bo:flex bo:flex-wrap bo:items-center bo:gap-x-3 bo:gap-y-1 bo:text-sm bo:text-gray-600">
        {i.colours.length > 0 && <ColourDots colours={i.colours} />}
        {i.sizes.length > 0 && <span>Tallas {sizeRunLabel(i.sizes)}</span>}
        <span>{variantsText(i)}</span>
      </div>
      <CardLink to={paths.item(i.id)} label="Abrir" name={i.code} />
    </>
  );
}
