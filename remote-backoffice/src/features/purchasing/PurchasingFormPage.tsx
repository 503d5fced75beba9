import { useParams } from 'react-router';
import { usePermission, usePurchasingDocument } from '@muestrario/shared/api';
import { SALES_MESSAGES } from '@muestrario/shared/domain';
import { paths } from '@muestrario/shared/routes';
import { purchasingActionFor } from '@muestrario/shared/rules';
import { LoadState, RefusalPage, usePageTitle } from '@muestrario/shared/ui';
import { draftOfDocument } from './purchase-draft';
import { PurchasingForm } from './PurchasingForm';
import { PURCHASING_FORM_TEXTS } from './texts';

/** '/admin/compras/documentos/:id/editar': an open request, offer or order, saved whole. */
export default function EditPurchasingDocument() {
  const id = Number(useParams().id);
  const { data, error, mutate } = usePurchasingDocument(id);
  usePageTitle(data ? PURCHASING_FORM_TEXTS[data.kind].editTitle(data.folio) : 'Editar documento de compra');
  return (
    <LoadState data={data} error={error} onRetry={() => void mutate()} failedTitle={SALES_MESSAGES.loadFailed} loadingLabel="Cargando el documento">
      {(doc) => <EditGate key={`${doc.id}-${doc.status}`} doc={doc} />}
    </LoadState>
  );
}

function EditGate({ doc }: { doc: NonNullable<ReturnType<typeof usePurchasingDocument>['data']> }) {
  const texts = PURCHASING_FORM_TEXTS[doc.kind];
  const permission = usePermission(purchasingActionFor(doc.kind));
  if (!permission) return null;
  const title = texts.editTitle(doc.folio);
  const back = { backTo: paths.purchasingDocument(doc.id), backLabel: `Volver a ${texts.one.toLowerCase()} ${doc.folio}` };
  if (!permission.allowed) return <RefusalPage title={title} reason={permission.reason} {...back} />;
  if (doc.status !== 'Abierta') return <RefusalPage title={title} reason={`El documento está ${doc.status.toLowerCase()}: ya no se puede cambiar.`} {...back} />;
  return <PurchasingForm kind={doc.kind} doc={doc} initial={draftOfDocument(doc)} />;
}
