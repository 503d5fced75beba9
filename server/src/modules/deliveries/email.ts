import type { SalesDocumentDetail, SalesEmailDraft } from '@muestrario/shared/contract';
import { DELIVERY_MESSAGES as M } from '@muestrario/shared/domain';
import { looksLikeEmail } from '@muestrario/shared/rules';
import { SALES_PDF_TITLE } from './sales-pdf';

export interface ContactEmail {
  id: number | null;
  name: string;
  email: string;
}

/**
 * What 'Enviar por correo' proposes (pure): the document's contact's e-mail, else the first contact's, else
 * the client's own; a subject with the folio and a short message signed by the seller.
 */
export function emailDraft(doc: SalesDocumentDetail, contacts: readonly ContactEmail[], contactId: number | null, available: boolean): SalesEmailDraft {
  const usable = contacts.filter((c) => looksLikeEmail(c.email));
  const chosen = usable.find((c) => c.id !== null && c.id === contactId) ?? usable[0];
  const title = SALES_PDF_TITLE[doc.kind];
  const greeting = chosen?.id !== null && chosen?.name ? `Estimado(a) ${chosen.name}:` : 'Estimado cliente:';
  const what = doc.kind === 'quotation' ? `nuestra cotización ${doc.folio}` : `la orden de venta ${doc.folio}`;
  return {
    available,
    unavailableReason: available ? null : M.emailUnavailable,
    to: chosen?.email ?? '',
    contacts: usable.map((c) => ({ name: c.name, email: c.email })),
    subject: `${title} ${doc.folio}${doc.name ? ` · ${doc.name}` : ''}`,
    message: `${greeting}\n\nLe enviamos adjunta ${what}${doc.name ? ` (${doc.name})` : ''}. Quedamos atentos a sus comentarios.\n\nSaludos,\n${doc.seller.name}`,
  };
}
