import { useParams } from 'react-router';
import { ApiError, useItem, usePermission } from '@muestrario/shared/api';
import { paths } from '@muestrario/shared/routes';
import { LoadingBlock, RefusalPage, usePageTitle } from '@muestrario/shared/ui';
import { LoadFailed, NotFoundCard } from '../layout/LoadStates';
import { inputOf, NEW_ITEM } from './item-draft';
import { ItemForm } from './ItemForm';
import { VariantsTable } from './VariantsTable';
import { ItemStockSection } from '../stock/ItemStockSection';
import { ItemPlanningSection } from './ItemPlanningSection';

/** '/admin/inventario/articulos/:id' and '…/nuevo': an item's master data and, for a style, its variants. */
export default function ItemDetail({ isNew = false }: { isNew?: boolean }) {
  const { id } = useParams();
  const itemId = isNew ? null : Number(id);
  const valid = itemId === null || (Number.isSafeInteger(itemId) && itemId > 0);
  const { data, error, mutate } = useItem(valid ? itemId : null);
  const mayCreate = usePermission('item.create');
  usePageTitle(isNew ? 'Nuevo artículo' : data ? `Artículo ${data.code}` : 'Artículo');

  if (isNew) {
    if (!mayCreate) return null;
    if (!mayCreate.allowed) return <RefusalPage title="Nuevo artículo" reason={mayCreate.reason} backTo={paths.items} backLabel="Volver a Artículos" />;
    return <ItemForm key="new" id={null} initial={NEW_ITEM} />;
  }
  if (!valid || (error instanceof ApiError && error.status === 404)) {
    return <NotFoundCard title="No encontramos este artículo" backTo={paths.items} backLabel="Volver a Artículos" />;
  }
  if (error && !data) return <LoadFailed onRetry={() => void mutate()} />;
  if (!data) return <LoadingBlock label="Cargando artículo" />;
  return (
    <>
      <ItemForm key={data.id} id={data.id} initial={inputOf(data)} title={data.description} />
      {data.kind === 'Estilo' && <VariantsTable itemId={data.id} />}
      {data.kind !== 'Servicio' && <ItemStockSection itemId={data.id} />}
      {data.kind !== 'Servicio' && <ItemPlanningSection itemId={data.id} />}
    </>
  );
}
