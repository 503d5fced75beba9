import { useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { CURRENCIES, type PostalAddress, type SalesDocumentDetail, type SalesDocumentKind } from '@muestrario/shared/domain';
import {
  Button,
  Card,
  EmptyState,
  ErrorAlert,
  Field,
  PageHeader,
  Select,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
  TextInput,
  buttonClassName,
} from '@muestrario/shared/ui';
import { Breadcrumb } from '../layout/Breadcrumb';
import { ARTICLES } from './articles.data';
import { CLIENT_OPTIONS } from './clients.data';
import { validateDocument, withAddressField, withClient, type AddressKey, type DocumentErrors } from './document-draft';
import { emptyDocument, useSalesDocument } from './documents.data';
import { SALES_DOCUMENT_TEXTS } from './kinds';
import { LinesEditor } from './LinesEditor';
import { StatusBadge } from './StatusBadge';

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

/** Quotation or order detail, and the 'Nueva …' form (spec: the same screen for both kinds; mock, nothing is saved). */
export default function SalesDocumentForm({ kind, isNew = false }: { kind: SalesDocumentKind; isNew?: boolean }) {
  const { id } = useParams();
  const found = useSalesDocument(kind, Number(id));
  const texts = SALES_DOCUMENT_TEXTS[kind];
  const initial = isNew ? emptyDocument(kind) : found;
  if (!initial) {
    return (
      <Card>
        <EmptyState
          headingLevel={1}
          title={texts.notFound}
          description="Puede que el enlace esté mal escrito o que ya no exista."
          action={
            <Link to={texts.listHref} className={buttonClassName({ variant: 'secondary' })}>
              Volver a {texts.listTitle}
            </Link>
          }
        />
      </Card>
    );
  }
  return <DocumentForm key={`${kind}-${initial.id}`} initial={initial} isNew={isNew} />;
}

function DocumentForm({ initial, isNew }: { initial: SalesDocumentDetail; isNew: boolean }) {
  const texts = SALES_DOCUMENT_TEXTS[initial.kind];
  const [doc, setDoc] = useState(initial);
  const [errors, setErrors] = useState<DocumentErrors>({});
  const [tab, setTab] = useState('contenido');
  const [checked, setChecked] = useState(false);
  const client = CLIENT_OPTIONS.find((c) => c.code === doc.clientCode);

  const update = (next: SalesDocumentDetail, clear: (keyof DocumentErrors)[] = []) => {
    setDoc(next);
    setChecked(false);
    if (clear.some((k) => errors[k])) setErrors((e) => Object.fromEntries(Object.entries(e).filter(([k]) => !clear.includes(k as keyof DocumentErrors))));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateDocument(doc);
    setErrors(found);
    const ok = Object.keys(found).length === 0;
    setChecked(ok);
    if (found.lines) setTab('contenido');
    else if (found['shippingAddress.zipCode'] || found['billingAddress.zipCode']) setTab('logistica');
  };

  const problems = Object.values(errors).filter(Boolean);
  const title = isNew ? texts.newTitle : texts.title(initial.folio);

  return (
    <form noValidate onSubmit={submit}>
      <PageHeader
        before={<Breadcrumb items={[{ label: texts.listTitle, to: texts.listHref }, { label: isNew ? texts.newTitle : initial.folio }]} />}
        title={title}
        actions={!isNew && <StatusBadge status={doc.status} />}
      />

      <Card>
        <h2 className="bo:sr-only">Datos generales</h2>
        <div className="bo:grid bo:grid-cols-1 bo:gap-x-6 bo:gap-y-5 bo:sm:grid-cols-2 bo:xl:grid-cols-3">
          <Field label="Cliente" error={errors.clientCode} className="bo:sm:col-span-2 bo:xl:col-span-1">
            <Select
              value={doc.clientCode}
              placeholder="Elige un cliente"
              options={CLIENT_OPTIONS.map((o) => ({ value: o.code, label: o.name }))}
              onChange={(e) => update(withClient(doc, CLIENT_OPTIONS.find((o) => o.code === e.target.value)), ['clientCode'])}
            />
          </Field>
          <Field label="Nombre">
            <TextInput value={doc.name} autoComplete="off" onChange={(e) => update({ ...doc, name: e.target.value })} />
          </Field>
          <Field label="Persona de contacto">
            <Select
              value={doc.contactId}
              disabled={!client}
              placeholder={client ? 'Sin contacto' : 'Elige primero un cliente'}
              options={(client?.contacts ?? []).map((p) => ({ value: p.id, label: p.name }))}
              onChange={(e) => update({ ...doc, contactId: e.target.value })}
            />
          </Field>
          <Field label="Referencia">
            <TextInput value={doc.reference} autoComplete="off" onChange={(e) => update({ ...doc, reference: e.target.value })} />
          </Field>
          <Field label="Moneda">
            <Select
              value={doc.currency}
              options={CURRENCY_OPTIONS}
              onChange={(e) => update({ ...doc, currency: e.target.value as SalesDocumentDetail['currency'] })}
            />
          </Field>
        </div>
      </Card>

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
              lines={doc.lines}
              onChange={(lines) => update({ ...doc, lines }, ['lines'])}
              articles={ARTICLES}
              currency={doc.currency}
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
              <fieldset key={which}>
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
                        value={doc[which][field]}
                        autoComplete={`${which === 'shippingAddress' ? 'shipping' : 'billing'} ${autoComplete}`}
                        inputMode={field === 'zipCode' ? 'numeric' : undefined}
                        onChange={(e) => update(withAddressField(doc, which, field, e.target.value), [`${which}.zipCode`])}
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
              description={`Aquí se definirán las condiciones de pago, el método de pago y el uso del CFDI de ${texts.theOne}.`}
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

      {problems.length > 0 && (
        <ErrorAlert title="Revisa lo siguiente antes de continuar:" className="bo:mt-6">
          <ul className="bo:list-disc bo:pl-5">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </ErrorAlert>
      )}

      <div className="bo:mt-6 bo:flex bo:flex-col-reverse bo:gap-3 bo:sm:flex-row bo:sm:items-center bo:sm:justify-end">
        {checked && (
          <p role="status" className="bo:text-sm bo:text-gray-700 bo:sm:mr-auto">
            Todo en orden. Esta pantalla es de demostración: {texts.theOne} todavía no se guarda.
          </p>
        )}
        <Link to={texts.listHref} className={buttonClassName({ variant: 'secondary' })}>
          Cancelar
        </Link>
        <Button type="submit">{isNew ? texts.createLabel : 'Guardar cambios'}</Button>
      </div>
    </form>
  );
}
