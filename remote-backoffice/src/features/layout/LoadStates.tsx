import { Link } from 'react-router';
import { LOAD_FAILED_MESSAGE } from '@muestrario/shared/domain';
import { Card, EmptyState, LoadFailed as SharedLoadFailed, buttonClassName } from '@muestrario/shared/ui';

/** A back-office read that failed: the kit's block with the area's Spanish message and 'Reintentar'. */
export function LoadFailed({ onRetry, className }: { onRetry: () => void; className?: string }) {
  return <SharedLoadFailed title={LOAD_FAILED_MESSAGE} onRetry={onRetry} className={className} />;
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
