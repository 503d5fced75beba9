import { useSWRConfig } from 'swr';
import { reorderRequestsKey, useAllowed, useNotificationSignal } from '@muestrario/shared/api';
import { PortalLinksPanel } from './PortalLinksPanel';
import { ReorderRequestsPanel } from './ReorderRequestsPanel';

export interface PortalTabProps {
  program: { id: number; name: string; partnerName: string; sellerId: number; active: boolean };
}

/**
 * The program's 'Portal de RH' tab (issue 35 item 4): the private links of the client's HR contact (create
 * one, shown once with 'Copiar' and 'Enviar por correo'; their state; 'Revocar') and the reorder requests
 * the contact sent (pending first), each turned into a sales order or set aside. The requests list follows
 * the live stream: a new request notifies the seller, and the tab re-reads its list then.
 */
export function PortalTab({ program }: PortalTabProps) {
  const { mutate } = useSWRConfig();
  useNotificationSignal(() => void mutate(reorderRequestsKey(program.id)));
  const mayLink = useAllowed('programs.portalLink', { ownerId: program.sellerId });
  return (
    <div className="bo:space-y-6">
      <ReorderRequestsPanel program={program} />
      {mayLink && <PortalLinksPanel program={program} />}
    </div>
  );
}
