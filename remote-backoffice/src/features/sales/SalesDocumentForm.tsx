import { useLocation, useParams } from 'react-router';
import { ApiError, usePermission } from '@muestrario/shared/api';
import type { SalesDocumentKind } from '@muestrario/shared/domain';
import { LoadingBlock, RefusalPage, usePageTitle } from '@muestrario/shared/ui';
import { LoadFailed, NotFoundCard } from '../layout/LoadStates';
import { useSalesDocument } from '@muestrario/shared/api';
import { DocumentForm } from './DocumentForm';
import { draftOf, EMPTY_DRAFT } from './document-draft';
import { SALES_DOCUMENT_TEXTS } from './kinds';

/** Quotation or order detail, and the 'Nueva …' form (spec: the same screen for both kinds), on the server. */
export default function SalesDocumentForm({ kind, isNew = false }: { kind: SalesDocumentKind; isNew?: boolean }) {
  const { id } = useParams();
  const location = useLocation();
  const texts = SALES_DOCUMENT_TEXTS[kind];
  const docId = isNew ? null : Number(id);
  const valid = docId === null || (Number.isSafeInteger(docId) && docId > 0);
  const { data, error, mutate } = useSalesDocument(kind, valid ? docId : null);
  const mayCreate = usePermission(texts.createAction);
  usePageTitle(isNew ? texts.newTitle : data ? texts.title(data.folio) : texts.theOne.replace(/^la /, '').replace(/^./, (c) => c.toUpperCase()));

  if (isNew) {
    if (!mayCreate) return null;
    // Typed by hand: whoever may not create one reads why instead of filling a form to be refused.
    if (!mayCreate.allowed) return <RefusalPage title={texts.newTitle} reason={mayCreate.reason} backTo={texts.listHref} backLabel={`Volver a ${texts.listTitle}`} />;
    return <DocumentForm key={`${kind}-new`} kind={kind} doc={null} initial={EMPTY_DRAFT} />;
  }
  if (!valid || (error instanceof ApiError && error.status === 404)) {
    return <NotFoundCard title={texts.notFound} backTo={texts.listHref} backLabel={`Volver a ${texts.listTitle}`} />;
  }
  if (error && !data) return <LoadFailed onRetry={() => void mutate()} />;
  if (!data) return <LoadingBlock label={`Cargando ${texts.theOne}`} />;
  const notice = (location.state as { notice?: string } | null)?.notice;
  return <DocumentForm key={`${kind}-${data.id}-${data.status}-${data.lines.map((l) => l.quantity).join(',')}`} kind={kind} doc={data} initial={draftOf(data)} notice={notice} />;
}
