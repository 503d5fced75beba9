import { useLocation, useParams } from 'react-router';
import { ApiError, usePermission } from '@muestrario/shared/api';
import { paths } from '@muestrario/shared/routes';
import { LoadingBlock, RefusalPage, usePageTitle } from '@muestrario/shared/ui';
import { LoadFailed, NotFoundCard } from '../layout/LoadStates';
import { usePartner } from '@muestrario/shared/api';
import { inputOf, NEW_PARTNER } from './partner-draft';
import { PartnerForm, type CreatedState } from './PartnerForm';
import { PartnerPrograms } from '../programs/PartnerPrograms';

/** '/admin/socios/socios-negocios/:id' and '…/nuevo': partner master data, read from and saved to the server. */
export default function PartnerDetail({ isNew = false }: { isNew?: boolean }) {
  const { id } = useParams();
  const location = useLocation();
  const partnerId = isNew ? null : Number(id);
  const valid = partnerId === null || (Number.isSafeInteger(partnerId) && partnerId > 0);
  const { data, error, mutate } = usePartner(valid ? partnerId : null);
  const created = location.state as Partial<CreatedState> | null;
  const justCreated = created?.created;
  const mayCreate = usePermission('partner.create');
  usePageTitle(isNew ? 'Nuevo socio de negocio' : data ? `Socio ${data.cardName}` : 'Socio de negocio');

  if (isNew) {
    if (!mayCreate) return null;
    // Typed by hand: whoever may not create partners reads why instead of filling a form to be refused.
    if (!mayCreate.allowed) return <RefusalPage title="Nuevo socio de negocio" reason={mayCreate.reason} backTo={paths.partners} backLabel="Volver a Socios de Negocio" />;
    return <PartnerForm key="new" id={null} initial={NEW_PARTNER} />;
  }
  if (!valid || (error instanceof ApiError && error.status === 404)) {
    return <NotFoundCard title="No encontramos este socio de negocio" backTo={paths.partners} backLabel="Volver a Socios de Negocio" />;
  }
  if (error && !data) return <LoadFailed onRetry={() => void mutate()} />;
  if (!data) return <LoadingBlock label="Cargando socio" />;
  return (
    <>
      <PartnerForm
        key={data.id}
        id={data.id}
        initial={inputOf(data)}
        warnings={justCreated ?? data.warnings}
        savedNotice={justCreated !== undefined}
        photoUrl={data.photoUrl}
        privateHidden={data.privateHidden === true}
        photoError={created?.photoError}
      />
      {/* A client's uniform programs (issue 35), outside the partner's form: they save on their own. */}
      {data.partnerType === 'Cliente' && <PartnerPrograms partnerId={data.id} />}
    </>
  );
}
