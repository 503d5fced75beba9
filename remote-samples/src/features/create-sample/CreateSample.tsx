import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiError, searchClients, usePermission } from '@muestrario/shared/api';
import type { ClientSearchResult } from '@muestrario/shared/contract';
import { NEW_CLIENT_OPTION, NEW_SAMPLE_MAX_CHARS, PHONE_DIGITS, SAMPLE_MESSAGES, ZIP_DIGITS } from '@muestrario/shared/domain';
import { DEPARTMENT_LABEL, NEW_SAMPLE_LABELS, newSampleErrors, toCreateSampleBody, tomorrowLocal, type NewSampleField } from '@muestrario/shared/rules';
import { paths } from '@muestrario/shared/routes';
import { PageHeader, Button, buttonClassName, Card, Combobox, Field, RefusalPage, usePageTitle, useToast, TextInput } from '@muestrario/shared/ui';
import { useCreateSample } from './api';
import { chooseClient, chooseNewClient, editField, initialFormState, markInvalid, type ClientFieldName } from './form-state';

type TextField = Exclude<NewSampleField, 'cardCode'> | 'department';

/**
 * '/create-sample' ('Nueva muestra', docs/requirements.md §2 and §5): project, due date and client, then
 * 'Comenzar a diseñar'. Whoever the permission table refuses ('sample.create') reads why instead of a
 * form they could not send.
 */
export default function CreateSample() {
  const permission = usePermission('sample.create');
  if (!permission) return null;
  if (!permission.allowed) return <RefusalPage title="Nueva muestra" reason={permission.reason} backTo={paths.samples} backLabel="Ver las muestras" />;
  return <NewSampleForm />;
}

function NewSampleForm() {
  usePageTitle('Nueva muestra');
  const navigate = useNavigate();
  const toast = useToast();
  const [minDate] = useState(() => tomorrowLocal(new Date()));
  const [state, setState] = useState(() => initialFormState(minDate));
  const form = useRef<HTMLFormElement>(null);
  const { values, invalid } = state;

  const focusFirstInvalid = () =>
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());

  const create = useCreateSample((error) => {
    const fields = error instanceof ApiError ? (error.body as { fields?: unknown } | undefined)?.fields : undefined;
    if (Array.isArray(fields)) {
      setState((s) => markInvalid(s, fields.filter((f): f is string => typeof f === 'string')));
      focusFirstInvalid();
    }
    toast.error(error instanceof ApiError ? error.message : SAMPLE_MESSAGES.createFailed);
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (create.isMutating) return;
    const failing = newSampleErrors(values, tomorrowLocal(new Date()));
    if (failing.length > 0) {
      setState((s) => markInvalid(s, failing));
      focusFirstInvalid();
      return;
    }
    const created = await create.trigger(toCreateSampleBody(values));
    if (created) navigate(paths.sampleDesign(created.sampleId), { replace: true });
  };

  const text = (field: TextField) => ({
    value: values[field],
    onChange: (e: { target: { value: string } }) => setState((s) => editField(s, field, e.target.value)),
  });
  const isNew = values.cardCode === null;
  const chosen = values.cardCode !== undefined;
  const clientField = (field: ClientFieldName, props: Record<string, unknown> = {}) => (
    <Field label={NEW_SAMPLE_LABELS[field]} invalid={invalid.has(field)} required={isNew}>
      <TextInput {...text(field)} {...props} readOnly={!isNew} />
    </Field>
  );

  return (
    <div className="ms:mx-auto ms:max-w-3xl ms:space-y-6">
      <PageHeader title="Nueva muestra" description={<p>Define el proyecto y el cliente; después diseñarás la prenda.</p>} />
      <form ref={form} noValidate onSubmit={onSubmit} aria-label="Nueva muestra">
        <Card padding="none" className="ms:divide-y ms:divide-gray-200">
          <section aria-labelledby="new-sample-project" className="ms:grid ms:gap-6 ms:px-4 ms:py-6 ms:sm:grid-cols-2 ms:sm:px-6">
            <h2 id="new-sample-project" className="ms:text-base ms:font-semibold ms:text-gray-900 ms:sm:col-span-2">
              Datos del proyecto
            </h2>
            <Field label={NEW_SAMPLE_LABELS.sampleName} invalid={invalid.has('sampleName')} required className="ms:sm:col-span-2">
              <TextInput {...text('sampleName')} maxLength={NEW_SAMPLE_MAX_CHARS.sampleName} autoComplete="off" />
            </Field>
            <Field label={NEW_SAMPLE_LABELS.dueDate} invalid={invalid.has('dueDate')} required hint="A partir de mañana.">
              <TextInput type="date" {...text('dueDate')} min={minDate} />
            </Field>
            <Field label={DEPARTMENT_LABEL} hint="Opcional: el área del cliente que usará la prenda.">
              <TextInput {...text('department')} maxLength={NEW_SAMPLE_MAX_CHARS.department} autoComplete="off" placeholder="Ej. Mantenimiento" />
            </Field>
          </section>

          <section aria-labelledby="new-sample-client" className="ms:grid ms:gap-6 ms:px-4 ms:py-6 ms:sm:grid-cols-2 ms:sm:px-6">
            <h2 id="new-sample-client" className="ms:text-base ms:font-semibold ms:text-gray-900 ms:sm:col-span-2">
              Datos del cliente
            </h2>
            <Field
              label={NEW_SAMPLE_LABELS.cardCode}
              invalid={invalid.has('cardCode')}
              required
              hint="Escribe al menos 2 letras del nombre, código o RFC."
              className="ms:sm:col-span-2"
            >
              <Combobox<ClientSearchResult>
                search={searchClients}
                getKey={(c) => c.cardCode}
                getLabel={(c) => c.cardName}
                onSelect={(c) => setState((s) => chooseClient(s, c))}
                fixedOption={{ label: NEW_CLIENT_OPTION.cardName, onSelect: (searched) => setState((s) => chooseNewClient(s, searched)) }}
                placeholder="Buscar cliente"
              />
            </Field>
            {chosen && (
              <>
                <p className="ms:text-sm ms:text-gray-600 ms:sm:col-span-2" aria-live="polite">
                  {isNew ? 'Cliente nuevo: completa sus datos.' : 'Datos del cliente elegido.'}
                </p>
                <div className="ms:sm:col-span-2">{clientField('cardName', { maxLength: NEW_SAMPLE_MAX_CHARS.cardName, autoComplete: 'organization' })}</div>
                {clientField('email', { type: 'email', maxLength: NEW_SAMPLE_MAX_CHARS.email, autoComplete: 'email' })}
                {clientField('phone1', { type: 'tel', inputMode: 'numeric', maxLength: PHONE_DIGITS, autoComplete: 'tel-national' })}
                <div className="ms:sm:col-span-2">{clientField('address', { maxLength: NEW_SAMPLE_MAX_CHARS.address, autoComplete: 'street-address' })}</div>
                {clientField('county', { maxLength: NEW_SAMPLE_MAX_CHARS.county })}
                {clientField('state', { maxLength: NEW_SAMPLE_MAX_CHARS.state })}
                {clientField('zipCode', { inputMode: 'numeric', maxLength: ZIP_DIGITS, autoComplete: 'postal-code' })}
              </>
            )}
          </section>

          <div className="ms:flex ms:flex-col-reverse ms:gap-3 ms:px-4 ms:py-4 ms:sm:flex-row ms:sm:justify-end ms:sm:px-6">
            <Link to={paths.samples} className={buttonClassName({ variant: 'secondary' })}>
              Cancelar
            </Link>
            <Button type="submit" loading={create.isMutating}>
              {create.isMutating ? 'Preparando área de diseño' : 'Comenzar a diseñar'}
            </Button>
          </div>
        </Card>
      </form>
    </div>
  );
}
