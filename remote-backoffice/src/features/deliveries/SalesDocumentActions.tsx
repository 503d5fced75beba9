import { useState } from 'react';
import { salesDocumentPdfPath, useAllowed } from '@muestrario/shared/api';
import type { SalesDocumentKind } from '@muestrario/shared/domain';
import { Button } from '@muestrario/shared/ui';
import { secondaryLinkClass } from './delivery-view';
import { EmailDialog } from './EmailDialog';

/**
 * 'PDF' and 'Enviar por correo' of a saved quotation or order (issue 32 item 7): the PDF for whoever sees sales
 * amounts, the e-mail for the document's seller or an admin.
 */
export function SalesDocumentActions({ kind, id, folio, sellerId, onSent }: { kind: SalesDocumentKind; id: number; folio: string; sellerId: number; onSent: (message: string) => void }) {
  const [open, setOpen] = useState(false);
  const mayPrint = useAllowed('sales.seeAmounts');
  const maySend = useAllowed(kind === 'quotation' ? 'quotation.send' : 'order.send', { ownerId: sellerId });
  if (!mayPrint) return null;
  return (
    <>
      <a className={secondaryLinkClass} href={salesDocumentPdfPath(kind, id)} target="_blank" rel="noreferrer" aria-label={`PDF de ${kind === 'quotation' ? 'la cotización' : 'la orden'} ${folio}`}>
        PDF
      </a>
      {maySend && (
        <>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            Enviar por correo
          </Button>
          <EmailDialog
            kind={kind}
            id={id}
            folio={folio}
            open={open}
            onOpenChange={setOpen}
            onSent={(to) => {
              setOpen(false);
              onSent(`${folio} enviada por correo a ${to}.`);
            }}
          />
        </>
      )}
    </>
  );
}
