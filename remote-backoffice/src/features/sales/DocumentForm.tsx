import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { SALES_MAX_CHARS, type PostalAddress, type SalesDocumentDetail } from '@muestrario/shared/contract';
import { CURRENCIES, SALES_MESSAGES, type SalesDocumentKind } from '@muestrario/shared/domain';
import { canSeeSalesAmounts, MXN_RATE, salesDocumentAmounts } from '@muestrario/shared/rules';
import { paths } from '@muestrario/shared/routes';
import {
  Button,
  Card,
  Combobox,
  EmptyState,
  ErrorAlert,
  Field,
  LoadingBlock,
  PageHeader,
  Select,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  TextInput,
  buttonClassName,
} from '@muestrario/shared/ui';
import { failureText } from '../errors';
import { Breadcrumb } from '../layout/Breadcrumb';
import { getPartner, searchPartnerClients, useArticles, useAuthDetails, usePartner, usePermission, useMutation, useSalesWrites } from '@muestrario/shared/api';
import { rateOf, validateDocument, withAddressField, withClient, withCurrency, type AddressKey, type DocumentDraft, type DocumentErrors } from './document-draft';
import { CloseOrderDialog } from '../deliveries/CloseOrderDialog';
import { OrderDeliveries } from '../deliveries/OrderDeliveries';
import { SalesDocumentActions } from '../deliveries/SalesDocumentActions';
import { DocumentLinks } from './DocumentLinks';
import { SALES_DOCUMENT_TEXTS } from './kinds';
import { LinesEditor } from './LinesEditor';
import { StatusBadge } from './StatusBadge';

/** 'Tallas y nombres' (grid, name list, their rules and font tables): loaded only on a saved order. */
const OrderLineGrids = lazy(() => import('./grid/OrderLineGrids').then((m) => ({ default: m.OrderLineGrids })));

const TABS = [
  ['contenido', 'Contenido'],
  ['logistica', 'Logística'],
  ['finanzas', 'Finanzas'],
  ['anexos', 'Anexos'],
] as const;
const CURRENCY_OPTIONS = CURRENCIES.map((c) => ({ value: c, label: c }));

const ADDRESS_FIELDS: [keyof PostalAddress, string, string][] = [
  ['street', 'Dirección', 'street-address'],
  ['city', 'Ciudad', 'address-level2'],
  ['state', 'Estado', 'address-level1'],
  ['zipCode', 'Código Postal', 'postal-code'],
];

interface DocumentFormProps {
  kind: SalesDocumentKind;
  /** The saved document, or null for 'Nueva …'. */
  doc: SalesDocumentDetail | null;
  initial: DocumentDraft;
  /** Said once after arriving here (created, copied). */
  notice?: string;
}

/** The quotation / order form: client, lines and addresses; saved, copied to an order, closed or cancelled on the server. */
export function DocumentForm({ kind, doc, initial, notice }: DocumentFormProps) {
  const texts = SALES_DOCUMENT_TEXTS[kind];
  const navigate = useNavigate();
  const writes = useSalesWrites(kind);
  const articles = useArticles();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<DocumentErrors>({});
  const [tab, setTab] = useState('contenido');
  const [failure, setFailure] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(notice ?? null);
  const client = usePartner(draft.clientId || null).data;
  // The permission table decides, with the document's seller as its owner (an admin any; a seller their own);
  // only an open document changes. Until the user is known, an existing document reads only.
  const owner = doc ? { ownerId: doc.seller.id } : undefined;
  const editing = usePermission(`${kind}.edit`, owner);
  const settling = usePermission(`${kind}.setStatus`, owner);
  const copyingAllowed = usePermission('quotation.convert', owner)?.allowed === true && kind === 'quotation';
  const open = doc?.status === 'Abierta';
  const readOnly = doc !== null && (!open || editing?.allowed !== true);
  const { data: user } = useAuthDetails();
  // Roles that may not see prices read the lines without them (the server sends none: issue 28).
  const showAmounts = user ? canSeeSalesAmounts(user) : doc?.totalCents !== null;
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial);
  const totals = salesDocumentAmounts({
    lines: draft.lines,
    borderRegion: client?.borderRegion ?? doc?.borderRegion ?? false,
    exchangeRate: rateOf(draft) ?? MXN_RATE,
  });

  const update = (next: DocumentDraft | ((current: DocumentDraft) => DocumentDraft), clear: (keyof DocumentErrors)[] = []) => {
    setDraft(next);
    setStatus(null);
    if (clear.some((k) => errors[k])) setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !clear.includes(k as keyof DocumentErrors))));
  };

  const chooseClient = async (id: number) => {
    try {
      const partner = await getPartner(id);
      // On the draft as it is when the client arrives: what was typed while it loaded stays.
      update((current) => withClient(current, partner), ['clientId']);
    } catch (error) {
      setFailure(failureText(error, SALES_MESSAGES.loadFailed));
    }
  };

  // The three writes; a failure is told in Spanish and what the user typed stays.
  const onError = (error: unknown) => setFailure(failureText(error, SALES_MESSAGES.saveFailed));
  const saving = useMutation(
    async (d: DocumentDraft) => {
      const saved = await writes.save(doc?.id ?? null, d);
      const message = doc ? `${texts.title(saved.folio)} guardada.` : `${texts.title(saved.folio)} creada.`;
      if (doc) setStatus(message);
      navigate(texts.detailHref(saved.id), { replace: true, state: { notice: message } });
    },
    { onError },
  );
  const copying = useMutation(
    async (_: void) => {
      const order = await writes.copyToOrder(doc!.id);
      navigate(paths.order(order.id), { state: { notice: `Orden de venta ${order.folio} creada desde la cotización ${doc!.folio}.` } });
    },
    { onError },
  );
  const closing = useMutation(
    async (next: 'Cerrada' | 'Cancelada') => {
      const saved = await writes.setStatus(doc!.id, next);
      navigate(texts.detailHref(saved.id), { replace: true, state: { notice: `${texts.title(saved.folio)}: ${saved.status.toLowerCase()}.` } });
    },
    { onError },
  );
  const busy = saving.isMutating || copying.isMutating || closing.isMutating;
  const run = <Arg,>(write: { trigger: (arg: Arg) => Promise<unknown> }, arg: Arg) => {
    setFailure(null);
    return write.trigger(arg);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateDocument(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      if (found.lines || found.exchangeRate) setTab('contenido');
      else if (found['shippingAddress.zipCode'] || found['billingAddress.zipCode']) setTab('logistica');
      return;
    }
    void run(saving, draft);
  };

  const copyToOrder = () => run(copying, undefined);
  const changeStatus = (next: 'Cerrada' | 'Cancelada') => run(closing, next);

  const problems = Object.values(errors).filter(Boolean);
  const title = doc ? texts.title(doc.folio) : texts.newTitle;

  return (
    <form noValidate onSubmit={submit} aria-busy={busy}>
      <PageHeader
        before={<Breadcrumb items={[{ label: texts.listTitle, to: texts.listHref }, { label: doc ? doc.folio : texts.newTitle }]} />}
        title={title}
        actions={
          doc && (
            <div className="bo:flex bo:flex-wrap bo:items-center bo:gap-2">
              <StatusBadge status={doc.status} />
              <SalesDocumentActions kind={kind} id={doc.id} folio={doc.folio} sellerId={doc.seller.id} onSent={setStatus} />
            </div>
          )
        }
        description={doc && <DocumentLinks doc={doc} />}
      />

      <fieldset disabled={readOnly} className="bo:min-w-0">
        <legend className="bo:sr-only">Datos de {texts.theOne}</legend>
        <Card>
          <h2 className="bo:sr-only">Datos generales</h2>
          <div className="bo:grid bo:grid-cols-1 bo:gap-x-6 bo:gap-y-5 bo:sm:grid-cols-2 bo:xl:grid-cols-3">
            <Field label="Cliente" error={errors.clientId} className="bo:sm:col-span-2 bo:xl:col-span-1">
              <Combobox
                search={searchPartnerClients}
                getKey={(c) => c.id}
                getLabel={(c) => c.cardName}
                defaultQuery={doc?.clientName ?? ''}
                onSelect={(c) => void chooseClient(c.id)}
                placeholder="Escribe para buscar un cliente"
                disabled={readOnly}
              />
            </Field>
            <Field label="Nombre">
              <TextInput value={draft.name} maxLength={SALES_MAX_CHARS.name} autoComplete="off" onChange={(e) => update({ ...draft, name: e.target.value })} />
            </Field>
            <Field label="Persona de contacto">
              <Select
                value={draft.contactId ?? ''}
                disabled={!client}
                placeholder={client ? 'Sin contacto' : 'Elige primero un cliente'}
                options={(client?.contacts ?? []).map((p) => ({ value: String(p.id), label: p.name }))}
                onChange={(e) => update({ ...draft, contactId: e.target.value ? Number(e.target.value) : null })}
              />
            </Field>
            <Field label="Referencia">
              <TextInput value={draft.reference} maxLength={SALES_MAX_CHARS.reference} autoComplete="off" onChange={(e) => update({ ...draft, reference: e.target.value })} />
            </Field>
            {kind === 'order' && (
              <Field label="Fecha de entrega prometida" hint="Producción planea hacia atrás desde este día.">
                <TextInput type="date" value={draft.dueDate ?? ''} onChange={(e) => update({ ...draft, dueDate: e.target.value || null })} />
              </Field>
            )}
            <Field label="Moneda">
              <Select value={draft.currency} options={CURRENCY_OPTIONS} onChange={(e) => update(withCurrency(draft, e.target.value as DocumentDraft['currency']), ['exchangeRate'])} />
            </Field>
            {draft.currency !== 'MXN' && (
              <Field label="Tipo de cambio" hint={`Pesos por 1 ${draft.currency}, hasta 4 decimales.`} error={errors.exchangeRate}>
                <TextInput value={draft.exchangeRate} inputMode="decimal" autoComplete="off" maxLength={9} onChange={(e) => update({ ...draft, exchangeRate: e.target.value }, ['exchangeRate'])} />
              </Field>
            )}
          </div>
        </Card>
      </fieldset>

      <Card padding="none" className="bo:mt-6 bo:overflow-hidden">
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label={`Secciones de ${texts.theOne}`} className="bo:relative bo:overflow-x-auto bo:px-4 bo:sm:px-6">
            {TABS.map(([value, label]) => (
              <TabsTrigger key={value} value={value} className="bo:shrink-0">
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="contenido">
            <LinesEditor
              lines={draft.lines}
              onChange={(lines) => update({ ...draft, lines }, ['lines'])}
              articles={articles.data ?? []}
              currency={draft.currency}
              totals={totals}
              showAmounts={showAmounts}
              readOnly={readOnly}
              error={errors.lines}
            />
          </TabsContent>
          <TabsContent value="logistica" className="bo:grid bo:grid-cols-1 bo:gap-8 bo:px-4 bo:pb-6 bo:sm:px-6 bo:lg:grid-cols-2">
            {(
              [
                ['shippingAddress', 'Dirección de envío'],
                ['billingAddress', 'Dirección de facturación'],
              ] as [AddressKey, string][]
            ).map(([which, legend]) => (
              <fieldset key={which} disabled={readOnly}>
                <legend className="bo:text-base bo:font-semibold bo:text-gray-900">{legend}</legend>
                <div className="bo:mt-4 bo:grid bo:grid-cols-1 bo:gap-x-4 bo:gap-y-5 bo:sm:grid-cols-2">
                  {ADDRESS_FIELDS.map(([field, label, autoComplete]) => (
                    <Field
                      key={field}
                      label={label}
                      className={field === 'street' ? 'bo:sm:col-span-2' : undefined}
                      error={field === 'zipCode' ? errors[`${which}.zipCode`] : undefined}
                    >
                      <TextInput
                        value={draft[which][field]}
                        maxLength={field === 'street' ? SALES_MAX_CHARS.street : SALES_MAX_CHARS.place}
                        autoComplete={`${which === 'shippingAddress' ? 'shipping' : 'billing'} ${autoComplete}`}
                        inputMode={field === 'zipCode' ? 'numeric' : undefined}
                        onChange={(e) => update(withAddressField(draft, which, field, e.target.value), [`${which}.zipCode`])}
                      />
                    </Field>
                  ))}
                </div>
              </fieldset>
            ))}
          </TabsContent>
          <TabsContent value="finanzas" className="bo:px-4 bo:pb-6 bo:sm:px-6">
            <EmptyState
              headingLevel={3}
              title="Finanzas"
              description={`Aquí se definirán las condiciones de pago y el método de pago de ${texts.theOne}. El régimen fiscal y el uso del CFDI están en los datos maestros del cliente.`}
              className="bo:py-8"
            />
          </TabsContent>
          <TabsContent value="anexos" className="bo:px-4 bo:pb-6 bo:sm:px-6">
            <EmptyState
              headingLevel={3}
              title="Anexos"
              description={`Aquí podrás adjuntar archivos a ${texts.theOne}: diseños aprobados, órdenes de compra del cliente y fichas técnicas.`}
              className="bo:py-8"
            />
          </TabsContent>
        </Tabs>
      </Card>

      {kind === 'order' && doc && (
        <Suspense fallback={<LoadingBlock label="Cargando tallas y nombres" />}>
          <OrderLineGrids doc={doc} dirty={dirty} />
        </Suspense>
      )}

      {kind === 'order' && doc && <OrderDeliveries orderId={doc.id} sellerId={doc.seller.id} dirty={dirty} />}

      {problems.length > 0 && (
        <ErrorAlert title="Revisa lo siguiente antes de continuar:" className="bo:mt-6">
          <ul className="bo:list-disc bo:pl-5">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </ErrorAlert>
      )}
      {failure && (
        <ErrorAlert title={`No se guardó ${texts.theOne}`} className="bo:mt-6">
          {failure}
        </ErrorAlert>
      )}

      <div className="bo:mt-6 bo:flex bo:flex-col-reverse bo:gap-3 bo:sm:flex-row bo:sm:flex-wrap bo:sm:items-center bo:sm:justify-end">
        {status && (
          <p role="status" className="bo:text-sm bo:font-medium bo:text-green-800 bo:sm:mr-auto">
            {status}
          </p>
        )}
        {open && editing?.allowed === false && <p className="bo:text-sm bo:text-gray-600 bo:sm:mr-auto">{editing.reason}</p>}
        <Link to={texts.listHref} className={buttonClassName({ variant: 'secondary' })}>
          {/* 'Cancelar' only on a new document: beside 'Cancelar cotización' it would read as the same act. */}
          {readOnly || doc ? `Volver a ${texts.listTitle}` : 'Cancelar'}
        </Link>
        {open && settling?.allowed === true && (
          <>
            <Button variant="secondary" disabled={busy} onClick={() => void changeStatus('Cancelada')}>
              {texts.cancelLabel}
            </Button>
            {texts.closeLabel && doc && <CloseOrderDialog folio={doc.folio} busy={busy} onConfirm={() => void changeStatus('Cerrada')} />}
            {copyingAllowed && (
              <Button variant="secondary" disabled={busy || dirty} title={dirty ? 'Guarda los cambios antes de copiar.' : undefined} onClick={() => void copyToOrder()}>
                Copiar a orden de venta
              </Button>
            )}
          </>
        )}
        {!readOnly && (
          <Button type="submit" disabled={busy}>
            {saving.isMutating ? 'Guardando…' : doc ? 'Guardar cambios' : texts.createLabel}
          </Button>
        )}
      </div>
    </form>
  );
}
