import { Link, useLocation, useParams } from 'react-router';
import { SALES_MESSAGES } from '@muestrario/shared/domain';
import { ApiError } from '@muestrario/shared/api';
import { paths } from '@muestrario/shared/routes';
import { Button, Card, EmptyState, ErrorAlert, LoadingBlock, buttonClassName } from '@muestrario/shared/ui';
import { usePartner } from './api';
import { inputOf, NEW_PARTNER } from './partner-draft';
import { PartnerForm } from './PartnerForm';

/** '/admin/socios/socios-negocios/:id' and '…/nuevo': partner master data, read from and saved to the server. */
export default function PartnerDetail({ isNew = false }: { isNew?: boolean }) {
  const { id } = useParams();
  const location = useLocation();
  const partnerId = isNew ? null : Number(id);
  const valid = partnerId === null || (Number.isSafeInteger(partnerId) && partnerId > 0);
  const { data, error, mutate } = usePartner(valid ? partnerId : null);
  const justCreated = (location.state as { created?: string[] } | null)?.created;

  if (isNew) return <PartnerForm key="new" id={null} initial={NEW_PARTNER} />;
  if (!valid || (error instanceof ApiError && error.status === 404)) {
    return (
      <Card>
        <EmptyState
          headingLevel={1}
          title="No encontramos este socio de negocio"
          description="Puede que el enlace esté mal escrito o que el socio ya no exista."
          action={
            <Link to={paths.partners} className={buttonClassName({ variant: 'secondary' })}>
              Volver a Socios de Negocio
            </Link>
          }
        />
      </Card>
    );
  }
  if (error && !data) {
    return (
      <ErrorAlert
        title={SALES_MESSAGES.loadFailed}
        action={
          <Button variant="secondary" size="sm" onClick={() => void mutate()}>
            Reintentar
          </Button>
        }
      />
    );
  }
  if (!data) return <LoadingBlock label="Cargando socio" />;
  return <PartnerForm key={data.id} id={data.id} initial={inputOf(data)} warnings={justCreated ?? data.warnings} savedNotice={justCreated !== undefined} />;
}
