import { useState, type ChangeEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { PARTNER_MAX_CHARS, type PartnerInput } from '@muestrario/shared/contract';
import { CURRENCIES, FILE_MESSAGES, PARTNER_GROUPS, PARTNER_TYPES, SALES_MESSAGES, SHIPPING_METHODS } from '@muestrario/shared/domain';
import { checkPartner, checkRfc, type PartnerCheckField } from '@muestrario/shared/rules';
import { paths } from '@muestrario/shared/routes';
import { Button, Card, EmptyState, ErrorAlert, Field, PageHeader, Select, Tabs, TabsContent, TabsList, TabsTrigger, TextInput, buttonClassName, useForm } from '@muestrario/shared/ui';
import { failureText } from '../errors';
import { Breadcrumb } from '../layout/Breadcrumb';
import { uploadPartnerPhoto, usePermission, useSavePartner } from '@muestrario/shared/api';
import { AddressesTab } from './AddressesTab';
import { ContactsTab } from './ContactsTab';
import { FiscalTab } from './FiscalTab';
import { PhotoBlock } from './PhotoBlock';
import { PartnerTypeBadge } from './PartnersList';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** Tabs still without content: they say what they will hold. */
const LATER_TABS = [
  ['condiciones', 'Condiciones de pago', 'Aquí se definirán el plazo de pago, el límite de crédito y los descuentos del socio.'],
  ['ejecucion', 'Ejecución de pago', 'Aquí se configurarán los métodos de pago y las cuentas bancarias del socio.'],
  ['anexos', 'Anexos', 'Aquí podrás adjuntar documentos del socio: constancia de situación fiscal, contratos y comprobantes.'],
] as const;

export type PartnerErrors = Partial<Record<PartnerCheckField | 'cardCode', string>>;

/** The tab where a field lives, to open it when that field has an error. */
function tabOf(field: string): string {
  if (field.startsWith('contacts.')) return 'contactos';
  if (field.startsWith('addresses.') || field === 'zipCode') return 'direcciones';
  if (['regimenFiscal', 'usoCfdi', 'fiscalZipCode'].includes(field)) return 'finanzas';
  return 'general';
}

const PERSON_TYPE = { moral: 'Persona moral', fisica: 'Persona física' } as const;

/** What the detail screen hands the form besides the fields. */
export interface PartnerFormProps {
  id: number | null;
  initial: PartnerInput;
  warnings?: string[];
  savedNotice?: boolean;
  /** The saved photo ('/api/files/…'), or null. */
  photoUrl?: string | null;
  /** Why the photo chosen on 'Nuevo socio' was not saved (the partner was). */
  photoError?: string | null;
  /** The viewer's role may not see the RFC and e-mail addresses (issue 28): those fields are left out. */
  privateHidden?: boolean;
}

/** Where 'Crear socio' goes: the new partner, with its warnings and whether its photo was refused. */
export interface CreatedState {
  created: string[];
  photoError?: string;
}

/** The partner master data form: create or edit every field, contacts and addresses; saved on the server. */
export function PartnerForm({ id, initial, warnings = [], savedNotice = false, photoUrl = null, photoError = null, privateHidden = false }: PartnerFormProps) {
  const navigate = useNavigate();
  const savePartner = useSavePartner();
  const [tab, setTab] = useState('general');
  const [notice, setNotice] = useState<{ saved: boolean; warnings: string[] }>({ saved: savedNotice, warnings });
  const isNew = id === null;
  // Whoever may not change partners reads them: the fields are disabled and say why; no 'Guardar'.
  const edit = usePermission('partner.edit');
  const readOnly = !isNew && edit?.allowed !== true;
  // 'Nuevo socio': the photo waits for the partner to exist and is sent right after 'Crear socio'.
  const [pendingPhoto, setPendingPhoto] = useState<File | null>(null);
  const openTabOf = (found: PartnerErrors) => {
    const first = Object.keys(found)[0];
    if (first) setTab(tabOf(first));
  };
  const form = useForm({
    initial,
    check: (p: PartnerInput): PartnerErrors => checkPartner(p).errors,
    onErrors: openTabOf,
    failureFallback: SALES_MESSAGES.saveFailed,
    save: async (p: PartnerInput) => {
      const saved = await savePartner(id, p);
      const state: CreatedState = { created: saved.warnings };
      if (isNew && pendingPhoto) {
        await uploadPartnerPhoto(saved.id, pendingPhoto).catch((error: unknown) => {
          state.photoError = failureText(error, FILE_MESSAGES.uploadFailed);
        });
      }
      return { saved, state };
    },
    onSaved: ({ saved, state }, p) => {
      if (isNew) return void navigate(paths.partner(saved.id), { replace: true, state });
      const completed = { ...p, cardCode: saved.cardCode, contacts: saved.contacts, addresses: saved.addresses };
      form.setValues(completed);
      form.markSaved(completed);
      setNotice({ saved: true, warnings: saved.warnings });
    },
  });
  const partner = form.values;
  const errors: PartnerErrors = form.errors;
  const saving = form.saving;
  const failure = form.failure;

  const update = (next: PartnerInput, fields: string[] = []) => {
    form.setValues(next, fields);
    setNotice({ saved: false, warnings: [] });
  };
  const set = <K extends keyof PartnerInput>(key: K, value: PartnerInput[K]) => update({ ...partner, [key]: value }, [key]);
  const text = (key: 'cardCode' | 'cardName' | 'rfc' | 'email' | 'phone1' | 'phone2' | 'mobile' | 'website', maxLength: number) => ({
    value: partner[key],
    maxLength,
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(key, e.target.value),
  });

  const rfc = partner.rfc.trim() ? checkRfc(partner.rfc) : null;
  const rfcHint = rfc?.ok ? [PERSON_TYPE[rfc.personType], ...(rfc.warnings.length ? ['el dígito verificador no coincide; revísalo'] : [])].join(': ') : undefined;

  return (
    <form noValidate onSubmit={(e) => void form.submit(e)} aria-busy={saving}>
      <PageHeader
        before={<Breadcrumb items={[{ label: 'Socios de Negocio', to: paths.partners }, { label: isNew ? 'Nuevo socio' : partner.cardCode }]} />}
        title={isNew ? 'Nuevo socio de negocio' : initial.cardName}
        description={isNew ? 'Datos maestros del nuevo cliente o proveedor.' : <PartnerTypeBadge type={partner.partnerType} />}
      />

      <Card>
        <div className="bo:grid bo:grid-cols-1 bo:gap-8 bo:lg:grid-cols-[12rem_1fr]">
          <PhotoBlock
            partnerId={id}
            name={initial.cardName}
            photoUrl={photoUrl}
            onPending={setPendingPhoto}
            initialError={photoError}
            readOnly={readOnly}
          />
          <fieldset disabled={readOnly} className="bo:min-w-0 bo:grid bo:grid-cols-1 bo:gap-x-6 bo:gap-y-5 bo:sm:grid-cols-2">
            <Field label="Código" hint={isNew ? 'Déjalo vacío para numerarlo (C… clientes, P… proveedores).' : undefined} error={errors.cardCode}>
              <TextInput {...text('cardCode', PARTNER_MAX_CHARS.cardCode)} autoComplete="off" />
            </Field>
            <Field label="Tipo">
              <Select value={partner.partnerType} options={options(PARTNER_TYPES)} onChange={(e) => set('partnerType', e.target.value as PartnerInput['partnerType'])} />
            </Field>
            <Field label="Nombre" error={errors.cardName} className="bo:sm:col-span-2">
              <TextInput {...text('cardName', PARTNER_MAX_CHARS.cardName)} autoComplete="organization" />
            </Field>
            {privateHidden ? (
              <p className="bo:text-sm bo:text-gray-600">El RFC y los correos solo los ven ventas y administración.</p>
            ) : (
              <Field label="RFC" error={errors.rfc} hint={rfcHint}>
                <TextInput {...text('rfc', PARTNER_MAX_CHARS.rfc)} autoComplete="off" className="bo:uppercase" />
              </Field>
            )}
            <Field label="Grupo">
              <Select value={partner.partnerGroup} options={options(PARTNER_GROUPS)} onChange={(e) => set('partnerGroup', e.target.value as PartnerInput['partnerGroup'])} />
            </Field>
            <Field label="Moneda">
              <Select value={partner.currency} options={options(CURRENCIES)} onChange={(e) => set('currency', e.target.value as PartnerInput['currency'])} />
            </Field>
          </fieldset>
        </div>
      </Card>

      <Card padding="none" className="bo:mt-6">
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList aria-label="Secciones del socio" className="bo:relative bo:overflow-x-auto bo:px-4 bo:sm:px-6">
            {[
              ['general', 'General'],
              ['contactos', 'Personas de Contacto'],
              ['direcciones', 'Direcciones'],
              ...LATER_TABS.slice(0, 2),
              ['finanzas', 'Finanzas'],
              LATER_TABS[2],
            ].map(([value, label]) => (
              <TabsTrigger key={value} value={value!} className="bo:shrink-0">
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="general" className="bo:px-4 bo:pb-6 bo:sm:px-6">
            <fieldset disabled={readOnly} className="bo:min-w-0 bo:grid bo:grid-cols-1 bo:gap-x-6 bo:gap-y-5 bo:sm:grid-cols-2 bo:xl:grid-cols-3">
              <Field label="Teléfono 1"><TextInput {...text('phone1', PARTNER_MAX_CHARS.phone)} type="tel" autoComplete="tel" /></Field>
              <Field label="Teléfono 2"><TextInput {...text('phone2', PARTNER_MAX_CHARS.phone)} type="tel" autoComplete="off" /></Field>
              <Field label="Móvil"><TextInput {...text('mobile', PARTNER_MAX_CHARS.phone)} type="tel" autoComplete="off" /></Field>
              {!privateHidden && (
                <Field label="Correo electrónico" error={errors.email}>
                  <TextInput {...text('email', PARTNER_MAX_CHARS.email)} type="email" autoComplete="email" />
                </Field>
              )}
              <Field label="Sitio web"><TextInput {...text('website', PARTNER_MAX_CHARS.website)} type="url" autoComplete="url" /></Field>
              <Field label="Forma de envío">
                <Select value={partner.shippingMethod} options={options(SHIPPING_METHODS)} onChange={(e) => set('shippingMethod', e.target.value as PartnerInput['shippingMethod'])} />
              </Field>
              <fieldset>
                <legend className="bo:text-sm bo:font-medium bo:text-gray-900">Estado</legend>
                <div className="bo:mt-3 bo:flex bo:gap-6">
                  {([['Activo', true], ['Inactivo', false]] as const).map(([label, value]) => (
                    <label key={label} className="bo:flex bo:items-center bo:gap-2 bo:text-sm bo:text-gray-700">
                      <input type="radio" name="partner-active" checked={partner.active === value} onChange={() => set('active', value)} className="bo:size-4 bo:accent-primary-700" />
                      {label}
                    </label>
                  ))}
                </div>
              </fieldset>
            </fieldset>
          </TabsContent>
          <TabsContent value="contactos" className="bo:px-4 bo:pb-6 bo:sm:px-6">
            <fieldset disabled={readOnly} className="bo:min-w-0">
              <ContactsTab partner={partner} errors={errors} onChange={update} />
            </fieldset>
          </TabsContent>
          <TabsContent value="direcciones" className="bo:px-4 bo:pb-6 bo:sm:px-6">
            <fieldset disabled={readOnly} className="bo:min-w-0">
              <AddressesTab partner={partner} errors={errors} onChange={update} />
            </fieldset>
          </TabsContent>
          <TabsContent value="finanzas" className="bo:px-4 bo:pb-6 bo:sm:px-6">
            <fieldset disabled={readOnly} className="bo:min-w-0">
              <FiscalTab partner={partner} errors={errors} personType={rfc?.ok ? rfc.personType : null} onChange={update} />
            </fieldset>
          </TabsContent>
          {LATER_TABS.map(([value, label, planned]) => (
            <TabsContent key={value} value={value} className="bo:px-4 bo:pb-6 bo:sm:px-6">
              <EmptyState headingLevel={3} title={label} description={planned} className="bo:py-8" />
            </TabsContent>
          ))}
        </Tabs>
      </Card>

      {failure && (
        <ErrorAlert title="No se guardó el socio" className="bo:mt-6">
          {failure} Lo que escribiste sigue en el formulario.
        </ErrorAlert>
      )}

      <div className="bo:mt-6 bo:flex bo:flex-col-reverse bo:gap-3 bo:sm:flex-row bo:sm:items-center bo:sm:justify-end">
        {(notice.saved || notice.warnings.length > 0) && (
          <div role="status" className="bo:text-sm bo:text-gray-700 bo:sm:mr-auto">
            {notice.saved && <p className="bo:font-medium bo:text-green-800">Socio guardado.</p>}
            {notice.warnings.map((w) => (
              <p key={w} className="bo:text-amber-800">
                Aviso: {w}
              </p>
            ))}
          </div>
        )}
        <Link to={paths.partners} className={buttonClassName({ variant: 'secondary' })}>
          {readOnly ? 'Volver a Socios de Negocio' : 'Cancelar'}
        </Link>
        {readOnly ? (
          edit && !edit.allowed && <p className="bo:text-sm bo:text-gray-600 bo:sm:mr-auto">{edit.reason}</p>
        ) : (
          <Button type="submit" disabled={saving}>
            {saving ? 'Guardando…' : isNew ? 'Crear socio' : 'Guardar cambios'}
          </Button>
        )}
      </div>
    </form>
  );
}
