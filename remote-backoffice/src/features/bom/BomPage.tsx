import { useParams } from 'react-router';
import { ApiError, useBom, usePermission } from '@muestrario/shared/api';
import { paths } from '@muestrario/shared/routes';
import { LoadingBlock, RefusalPage, usePageTitle } from '@muestrario/shared/ui';
import { LoadFailed, NotFoundCard } from '../layout/LoadStates';
import { NEW_BOM, valuesOf } from './bom-draft';
import { BomForm } from './BomForm';
import { ConsumptionPreview } from './ConsumptionPreview';

/** '/admin/produccion/listas-materiales/:id' and '…/nueva': a style's BOM and its decoration's consumption. */
export default function BomPage({ isNew = false }: { isNew?: boolean }) {
  const { id } = useParams();
  const bomId = isNew ? null : Number(id);
  const valid = bomId === null || (Number.isSafeInteger(bomId) && bomId > 0);
  const { data, error, mutate } = useBom(valid ? bomId : null);
  const mayCreate = usePermission('bom.create');
  usePageTitle(isNew ? 'Nueva lista de materiales' : data ? `Lista de materiales ${data.styleCode}` : 'Lista de materiales');

  if (isNew) {
    if (!mayCreate) return null;
    if (!mayCreate.allowed) return <RefusalPage title="Nueva lista de materiales" reason={mayCreate.reason} backTo={paths.boms} backLabel="Volver a Listas de materiales" />;
    return <BomForm key="new" bom={null} initial={NEW_BOM} />;
  }
  if (!valid || (error instanceof ApiError && error.status === 404)) {
    return <NotFoundCard title="No encontramos esta lista de materiales" backTo={paths.boms} backLabel="Volver a Listas de materiales" />;
  }
  if (error && !data) return <LoadFailed onRetry={() => void mutate()} />;
  if (!data) return <LoadingBlock label="Cargando lista de materiales" />;
  return (
    <>
      <BomForm key={data.id} bom={data} initial={valuesOf(data)} />
      <ConsumptionPreview bomId={data.id} garment={data.garment} />
    </>
  );
}
