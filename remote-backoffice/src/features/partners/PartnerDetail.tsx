import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useParams } from 'react-router';
import { CURRENCIES, PARTNER_GROUPS, PARTNER_TYPES, SHIPPING_METHODS, type PartnerDetail as Partner } from '@muestrario/shared/domain';
import { paths } from '@muestrario/shared/routes';
import {
  Button,
  Card,
  EmptyState,
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
import { NEW_PARTNER, usePartnerDetail } from './partner-detail.data';
import { PARTNER_PHOTO_NOTE, photoProblem, validatePartner, type PartnerErrors } from './partner-draft';
import { PartnerTypeBadge } from './PartnersList';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** The tabs of the master data (spec); only General has fields, the rest say what they will hold. */
const LATER_TABS = [
  ['contactos', 'Personas de Contacto', 'Aquí se registrarán las personas de contacto del socio: nombre, puesto, teléfono y correo.'],
  ['direcciones', 'Direcciones', 'Aquí se registrarán las direcciones de entrega y de facturación del socio.'],
  ['condiciones', 'Condiciones de pago', 'Aquí se definirán el plazo de pago, el límite de crédito y los descuentos del socio.'],
  ['ejecucion', 'Ejecución de pago', 'Aquí se configurarán los métodos de pago y las cuentas bancarias del socio.'],
  ['finanzas', 'Finanzas', 'Aquí se verán el saldo de la cuenta, las facturas abiertas y los datos fiscales del socio.'],
  ['anexos', 'Anexos', 'Aquí podrás adjuntar documentos del socio: constancia de situación fiscal, contratos y comprobantes.'],
] as const;

/** '/admin/socios/socios-negocios/:id' and '…/nuevo': partner master data (mock, nothing is saved). */
export default function PartnerDetail({ isNew = false }: { isNew?: boolean }) {
  const { id } = useParams();
  const found = usePartnerDetail(Number(id));
  const initial = isNew ? NEW_PARTNER : found;
  if (!initial) {
    return (
      <Card>
        <EmptyState
          headingLevel={1}
          title="No encontramos este socio de negocio"
          description="Puede que el enlace esté mal escrito o que el socio ya no exista."
          action={
            <Link to={paths.partners} className={buttonClassName({ variant: 'secondary' })}>
              Volver a Socios de Negocio
            </Link>
          }
        />
      </Card>
    );
  }
  return <PartnerForm key={initial.id} initial={initial} isNew={isNew} />;
}

function PartnerForm({ initial, isNew }: { initial: Partner; isNew: boolean }) {
  const [partner, setPartner] = useState(initial);
  const [errors, setErrors] = useState<PartnerErrors>({});
  const [saved, setSaved] = useState(false);
  const set = <K extends keyof Partner>(key: K, value: Partner[K]) => {
    setPartner((p) => ({ ...p, [key]: value }));
    setSaved(false);
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const text = (key: 'code' | 'name' | 'rfc' | 'email' | 'phone1' | 'phone2' | 'mobile' | 'website') => ({
    value: partner[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(key, e.target.value),
  });
  const title = isNew ? 'Nuevo socio de negocio' : initial.name;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validatePartner(partner);
    setErrors(found);
    setSaved(Object.keys(found).length === 0);
  };

  return (
    <form noValidate onSubmit={submit}>
      <PageHeader
        before={<Breadcrumb items={[{ label: 'Socios de Negocio', to: paths.partners }, { label: isNew ? 'Nuevo socio' : initial.code }]} />}
        title={title}
        description={isNew ? 'Datos maestros del nuevo cliente o proveedor.' : <PartnerTypeBadge type={partner.type} />}
      />

      <Card>
        <div className="bo:grid bo:grid-cols-1 bo:gap-8 bo:lg:grid-cols-[12rem_1fr]">
          <PhotoBlock photoUrl={partner.photoUrl} onChange={(url) => set('photoUrl', url)} />
          <div className="bo:grid bo:grid-cols-1 bo:gap-x-6 bo:gap-y-5 bo:sm:grid-cols-2">
            <Field label="Código"><TextInput {...text('code')} autoComplete="off" /></Field>
            <Field label="Tipo">
              <Select value={partner.type} options={options(PARTNER_TYPES)} onChange={(e) => set('type', e.target.value as Partner['type'])} />
            </Field>
            <Field label="Nombre" error={errors.name} className="bo:sm:col-span-2">
              <TextInput {...text('name')} autoComplete="organization" />
            </Field>
            <Field label="RFC" error={errors.rfc}>
              <TextInput {...text('rfc')} autoComplete="off" className="bo:uppercase" />
            </Field>
            <Field label="Grupo">
              <Select value={partner.group} options={options(PARTNER_GROUPS)} onChange={(e) => set('group', e.target.value as Partner['group'])} />
            </Field>
            <Field label="Moneda">
              <Select value={partner.currency} options={options(CURRENCIES)} onChange={(e) => set('currency', e.target.value as Partner['currency'])} />
            </Field>
          </div>
        </div>
      </Card>

      <Card padding="none" className="bo:mt-6">
        <Tabs defaultValue="general">
          <TabsList aria-label="Secciones del socio" className="bo:relative bo:overflow-x-auto bo:px-4 bo:sm:px-6">
            {[['general', 'General'] as const, ...LATER_TABS].map(([value, label]) => (
              <TabsTrigger key={value} value={value} className="bo:shrink-0">
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="general" className="bo:px-4 bo:pb-6 bo:sm:px-6">
            <div className="bo:grid bo:grid-cols-1 bo:gap-x-6 bo:gap-y-5 bo:sm:grid-cols-2 bo:xl:grid-cols-3">
              <Field label="Teléfono 1"><TextInput {...text('phone1')} type="tel" autoComplete="tel" /></Field>
              <Field label="Teléfono 2"><TextInput {...text('phone2')} type="tel" autoComplete="off" /></Field>
              <Field label="Móvil"><TextInput {...text('mobile')} type="tel" autoComplete="off" /></Field>
              <Field label="Correo electrónico" error={errors.email}>
                <TextInput {...text('email')} type="email" autoComplete="email" />
              </Field>
              <Field label="Sitio web"><TextInput {...text('website')} type="url" autoComplete="url" /></Field>
              <Field label="Forma de envío">
                <Select value={partner.shippingMethod} options={options(SHIPPING_METHODS)} onChange={(e) => set('shippingMethod', e.target.value as Partner['shippingMethod'])} />
              </Field>
              <fieldset>
                <legend className="bo:text-sm bo:font-medium bo:text-gray-900">Estado</legend>
                <div className="bo:mt-3 bo:flex bo:gap-6">
                  {([['Activo', true], ['Inactivo', false]] as const).map(([label, value]) => (
                    <label key={label} className="bo:flex bo:items-center bo:gap-2 bo:text-sm bo:text-gray-700">
                      <input
                        type="radio"
                        name="partner-active"
                        checked={partner.active === value}
                        onChange={() => set('active', value)}
                        className="bo:size-4 bo:accent-primary-700"
                      />
                      {label}
                    </label>
                  ))}
                </div>
              </fieldset>
            </div>
          </TabsContent>
          {LATER_TABS.map(([value, label, planned]) => (
            <TabsContent key={value} value={value} className="bo:px-4 bo:pb-6 bo:sm:px-6">
              <EmptyState headingLevel={3} title={label} description={planned} className="bo:py-8" />
            </TabsContent>
          ))}
        </Tabs>
      </Card>

      <div className="bo:mt-6 bo:flex bo:flex-col-reverse bo:gap-3 bo:sm:flex-row bo:sm:items-center bo:sm:justify-end">
        {saved && (
          <p role="status" className="bo:text-sm bo:text-gray-700 bo:sm:mr-auto">
            Datos revisados. Esta pantalla es de demostración: todavía no se guardan.
          </p>
        )}
        <Link to={paths.partners} className={buttonClassName({ variant: 'secondary' })}>
          Cancelar
        </Link>
        <Button type="submit">{isNew ? 'Crear socio' : 'Guardar cambios'}</Button>
      </div>
    </form>
  );
}

/** The partner's photo with 'Cambiar foto' (JPG, GIF or PNG up to 1 MB, previewed here only). */
function PhotoBlock({ photoUrl, onChange }: { photoUrl: string | null; onChange: (url: string | null) => void }) {
  const inputId = useId();
  const noteId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const objectUrl = useRef<string | null>(null);
  useEffect(() => () => {
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
  }, []);

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const why = photoProblem(file);
    setProblem(why);
    if (why) return;
    if (objectUrl.current) URL.revokeObjectURL(objectUrl.current);
    objectUrl.current = URL.createObjectURL(file);
    onChange(objectUrl.current);
  };

  return (
    <div className="bo:flex bo:items-center bo:gap-5 bo:lg:flex-col bo:lg:items-start">
      {photoUrl ? (
        <img src={photoUrl} alt="Foto del socio" width={96} height={96} className="bo:size-24 bo:shrink-0 bo:rounded-lg bo:object-cover bo:ring-1 bo:ring-gray-200" />
      ) : (
        <span className="bo:flex bo:size-24 bo:shrink-0 bo:items-center bo:justify-center bo:rounded-lg bo:bg-gray-100 bo:text-xs bo:text-gray-500">
          Sin foto
        </span>
      )}
      <div>
        <input id={inputId} type="file" accept="image/jpeg,image/gif,image/png" aria-describedby={noteId} onChange={choose} className="bo:peer bo:sr-only" />
        <label
          htmlFor={inputId}
          className={buttonClassName({ variant: 'secondary', className: 'bo:peer-focus-visible:outline-2 bo:peer-focus-visible:outline-primary-700' })}
        >
          Cambiar foto
        </label>
        <p id={noteId} className="bo:mt-2 bo:text-xs bo:text-gray-500">
          {PARTNER_PHOTO_NOTE}
        </p>
        {problem && (
          <p role="alert" className="bo:mt-2 bo:text-sm bo:text-red-700">
            {problem}
          </p>
        )}
      </div>
    </div>
  );
}
