import { usePermission } from '@muestrario/shared/api';
import { purchasingActionFor, type PurchasingDocumentKind } from '@muestrario/shared/rules';
import { RefusalPage, usePageTitle } from '@muestrario/shared/ui';
import { emptyPurchaseDraft } from './purchase-draft';
import { PurchasingForm } from './PurchasingForm';
import { PURCHASING_FORM_TEXTS } from './texts';

const today = () => {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};

/** 'Nueva solicitud de compra', 'Nueva oferta de compra', 'Nuevo pedido de compra': only for who may write the kind. */
export default function NewPurchasingDocument({ kind }: { kind: PurchasingDocumentKind }) {
  const texts = PURCHASING_FORM_TEXTS[kind];
  usePageTitle(texts.newTitle);
  const permission = usePermission(purchasingActionFor(kind));
  if (!permission) return null;
  if (!permission.allowed) return <RefusalPage title={texts.newTitle} reason={permission.reason} backTo={texts.listHref} backLabel={`Volver a ${texts.listTitle}`} />;
  return <PurchasingForm key={kind} kind={kind} doc={null} initial={emptyPurchaseDraft(today())} />;
}

