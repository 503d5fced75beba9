import { useId } from 'react';
import { Link } from 'react-router';
import { PAGE_SIZE, type BomRow } from '@muestrario/shared/contract';
import { BOM_MESSAGES } from '@muestrario/shared/domain';
import { paths } from '@muestrario/shared/routes';
import { buttonClassName, Card, EmptyState, PagedTable, PageHeader, SearchBox, useListParams, usePageTitle, type DataColumn } from '@muestrario/shared/ui';
import { useAllowed, useBoms } from '@muestrario/shared/api';
import { PlusIcon } from '../icons';
import { CardLink, linkColumn } from '../layout/RowLinks';
import { formatPercent } from './format';

const FILTERS = [] as const;

/** 'Listas de materiales' (Producción): one per style, searched by the style and paged on the server. */
export default function BomList() {
  usePageTitle('Listas de materiales');
  const list = useListParams(FILTERS);
  const boms = useBoms({ search: list.q.trim() || undefined, page: list.page, pageSize: PAGE_SIZE });
  const heading = useId();
  const mayCreate = useAllowed('bom.create');

  return (
    <>
      <PageHeader
        title={<span id={heading}>Listas de materiales</span>}
        description="Lo que lleva cada pieza de un estilo: la prenda base, etiquetas, bolsas, entretela e hilo, con su merma."
        actions={
          mayCreate && (
            <Link to={paths.newBom} className={buttonClassName()}>
              <PlusIcon className="bo:-ml-0.5 bo:size-5" />
              Nueva lista
            </Link>
          )
        }
      />
      <Card padding="none" className="bo:overflow-hidden">
        <div className="bo:border-b bo:border-gray-200 bo:p-4 bo:sm:px-6">
          <SearchBox label="Buscar lista de materiales" value={list.searchText} onChange={list.setSearchText} placeholder="Código o descripción del estilo" />
        </div>
        <PagedTable
          read={boms}
          failedTitle={BOM_MESSAGES.loadFailed}
          failedClassName="bo:m-4"
          loadingLabel="Cargando listas de materiales"
          empty={<EmptyState headingLevel={2} title="Sin resultados" description="Ninguna lista de materiales coincide con la búsqueda." />}
          onPage={list.setPage}
          columns={COLUMNS}
          rowKey={(b) => b.id}
          labelledBy={heading}
          card={BomCard}
          cardClassName="bo:relative bo:hover:bg-gray-50"
        />
      </Card>
    </>
  );
}

const materialsText = (b: BomRow) => `Prenda base + ${b.materials} material${b.materials === 1 ? '' : 'es'}`;
const updated = (iso: string) => new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium' }).format(new Date(iso));

const COLUMNS: readonly DataColumn<BomRow>[] = [
  {
    key: 'style',
    header: 'Estilo',
    className: 'bo:min-w-64 bo:font-medium bo:text-gray-900',
    cell: (b) => (
      <>
        <span className="bo:block">{b.styleDescription}</span>
        <span className="bo:block bo:font-mono bo:text-xs bo:font-normal bo:text-gray-500">{b.styleCode}</span>
      </>
    ),
  },
  { key: 'garment', header: 'Prenda', className: 'bo:text-gray-700', cell: (b) => b.garment ?? '—' },
  { key: 'components', header: 'Componentes', className: 'bo:whitespace-nowrap bo:text-gray-700', cell: materialsText },
  { key: 'scrap', header: 'Merma de la decoración', className: 'bo:whitespace-nowrap bo:text-gray-700', cell: (b) => formatPercent(b.decorationScrapPercent) },
  { key: 'updated', header: 'Actualizada', className: 'bo:whitespace-nowrap bo:text-gray-700', cell: (b) => updated(b.updatedAt) },
  linkColumn({ key: 'open', label: 'Abrir', to: (b) => paths.bom(b.id), name: (b) => b.styleCode }),
];

function BomCard(b: BomRow) {
  return (
    <>
      <p className="bo:font-semibold bo:text-gray-900">{b.styleDescription}</p>
      <p className="bo:mt-1 bo:font-mono bo:text-xs bo:text-gray-600">
        {b.styleCode}
        {b.garment ? ` · ${b.garment}` : ''}
      </p>
      <p className="bo:mt-1 bo:text-sm bo:text-gray-600">
        {materialsText(b)} · merma de la decoración {formatPercent(b.decorationScrapPercent)}
      </p>
      <CardLink to={paths.bom(b.id)} label="Abrir" name={b.styleCode} />
    </>
  );
}
