import { DOCUMENT_STATUS_TONES, type DocumentStatus } from '@muestrario/shared/domain';
import { Badge } from '@muestrario/shared/ui';

/** A quotation's or order's status (docs/requirements.md §4): Abierta yellow, Cerrada green, Cancelada red. */
export function StatusBadge({ status }: { status: DocumentStatus }) {
  return <Badge tone={DOCUMENT_STATUS_TONES[status]}>{status}</Badge>;
}
