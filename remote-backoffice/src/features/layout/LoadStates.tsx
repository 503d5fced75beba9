import { Link } from 'react-router';
import { SALES_MESSAGES } from '@muestrario/shared/domain';
import { Button, Card, EmptyState, ErrorAlert, buttonClassName } from '@muestrario/shared/ui';

/** A read that failed: said in Spanish, with 'Reintentar'. */
export function LoadFailed({ onRetry, className }: { onRetry: () => void; className?: string }) {
  return (
    <ErrorAlert
      title={SALES_MESSAGES.loadFailed}
      className={className}
      action={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          Reintentar
        </Button>
      }
    />
  );
}

/** A detail URL whose record does not exist, with the way back to its list. */
export function NotFoundCard({ title, backTo, backLabel }: { title: string; backTo: string; backLabel: string }) {
  return (
    <Card>
      <EmptyState
        headingLevel={1}
        title={title}
        description="Puede que el enlace esté mal escrito o que ya no exista."
        action={
          <Link to={backTo} className={buttonClassName({ variant: 'secondary' })}>
            {backLabel}
          </Link>
        }
      />
    </Card>
  );
}
