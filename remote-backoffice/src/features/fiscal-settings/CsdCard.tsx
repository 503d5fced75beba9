import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { companyFiscalKey, deleteCompanyCsd, uploadCompanyCsd } from '@muestrario/shared/api';
import type { CompanyFiscalView } from '@muestrario/shared/contract';
import { COMPANY_FISCAL_MESSAGES } from '@muestrario/shared/rules';
import { Badge, Button, Card, Dialog, ErrorAlert, Field, TextInput, useFieldControl, useForm, useToast } from '@muestrario/shared/ui';
import { checkCsdDraft, CSD_FORM_MESSAGES, csdDate, daysLeft, type CsdDraft } from './fiscal-draft';

const EMPTY: CsdDraft = { cer: null, key: null, password: '' };

/**
 * A file input inside a Field (labelled, described and marked invalid by it), with its button and the chosen
 * file's name in Spanish whatever the browser's language (the native control is visually hidden).
 */
function FileChooser({ accept, onFile }: { accept: string; onFile: (file: File | null) => void }) {
  const control = useFieldControl();
  const [name, setName] = useState<string | null>(null);
  return (
    <div className="bo:mt-2 bo:flex bo:min-w-0 bo:items-center bo:gap-3">
      <input
        type="file"
        id={control?.id}
        accept={accept}
        aria-describedby={control?.describedBy}
        aria-invalid={control?.invalid ? true : undefined}
        onChange={(e) => {
          const file = e.target.files?.[0] ?? null;
          setName(file?.name ?? null);
          onFile(file);
        }}
        className="bo:peer bo:sr-only"
      />
      <label
        htmlFor={control?.id}
        aria-hidden="true"
        className="bo:shrink-0 bo:cursor-pointer bo:rounded-md bo:bg-primary-50 bo:px-3 bo:py-1.5 bo:text-sm bo:font-semibold bo:text-primary-700 bo:hover:bg-primary-100 bo:peer-focus-visible:outline-2 bo:peer-focus-visible:outline-offset-2 bo:peer-focus-visible:outline-primary-600"
      >
        Elegir archivo
      </label>
      <span className="bo:min-w-0 bo:truncate bo:text-sm bo:text-gray-600">{name ?? 'Ningún archivo elegido'}</span>
    </div>
  );
}

/** The certificate loaded: number, holder, validity, whether its key can be used. */
function CsdSummary({ csd }: { csd: NonNullable<CompanyFiscalView['csd']> }) {
  const left = daysLeft(csd.validTo, new Date());
  const rows: [string, React.ReactNode][] = [
    ['Número de certificado', <span className="bo:font-mono">{csd.certificateNumber}</span>],
    ['RFC', csd.rfc],
    ['Titular', csd.legalName || '—'],
    ['Vigente desde', csdDate(csd.validFrom)],
    ['Vigente hasta', csdDate(csd.validTo)],
    [
      'Llave privada',
      csd.keyLoaded ? 'Guardada cifrada' : <span className="bo:text-red-700">No se puede descifrar con la clave actual: vuelve a cargar el CSD.</span>,
    ],
  ];
  return (
    <>
      <div className="bo:mt-3 bo:flex bo:flex-wrap bo:gap-2">
        {left < 0 ? <Badge tone="red">Vencido</Badge> : left <= 30 ? <Badge tone="yellow">Vence en {left} días</Badge> : <Badge tone="green">Vigente</Badge>}
      </div>
      <dl className="bo:mt-4 bo:grid bo:grid-cols-1 bo:gap-x-6 bo:gap-y-3 bo:text-sm bo:sm:grid-cols-2">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className="bo:text-gray-600">{term}</dt>
            <dd className="bo:mt-0.5 bo:break-words bo:font-medium bo:text-gray-900">{value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** The CSD: what is loaded, and the form to load one (.cer, .key and the key's password). */
export function CsdCard({ view }: { view: CompanyFiscalView }) {
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const [generation, setGeneration] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [removeFailure, setRemoveFailure] = useState<string | null>(null);
  const form = useForm({
    initial: EMPTY,
    check: checkCsdDraft,
    save: async (d: CsdDraft) => {
      const saved = await uploadCompanyCsd({ cer: d.cer!, key: d.key!, password: d.password });
      await mutate(companyFiscalKey, saved, { revalidate: false });
      return saved;
    },
    onSaved: () => {
      form.setValues(EMPTY);
      form.markSaved(EMPTY);
      setGeneration((g) => g + 1);
      toast.success(COMPANY_FISCAL_MESSAGES.csdUploaded);
    },
    failureFallback: CSD_FORM_MESSAGES.uploadFailed,
    warnBeforeUnload: false,
  });
  const { values: draft, saving, failure } = form;

  const remove = async () => {
    setRemoving(true);
    setRemoveFailure(null);
    try {
      const saved = await deleteCompanyCsd();
      await mutate(companyFiscalKey, saved, { revalidate: false });
      setConfirming(false);
      toast.success(COMPANY_FISCAL_MESSAGES.csdRemoved);
    } catch (error) {
      setRemoveFailure(error instanceof Error && error.message ? error.message : CSD_FORM_MESSAGES.removeFailed);
    } finally {
      setRemoving(false);
    }
  };

  return (
    <Card>
      <div className="bo:flex bo:flex-wrap bo:items-center bo:justify-between bo:gap-3">
        <h2 id="csd" className="bo:text-base bo:font-semibold bo:text-gray-900">
          Certificado de sello digital (CSD)
        </h2>
        {view.csd ? (
          <Dialog
            open={confirming}
            onOpenChange={setConfirming}
            trigger={
              <Button variant="secondary" size="sm">
                Quitar CSD
              </Button>
            }
            title="¿Quitar el CSD?"
            description="Sin CSD no se pueden sellar facturas. La llave guardada se borra; para volver a usarlo hay que cargar otra vez el .cer, el .key y su contraseña."
            footer={
              <>
                <Button variant="secondary" onClick={() => setConfirming(false)}>
                  Cancelar
                </Button>
                <Button loading={removing} onClick={() => void remove()}>
                  Quitar CSD
                </Button>
              </>
            }
          >
            {removeFailure ? <ErrorAlert title={removeFailure} /> : null}
          </Dialog>
        ) : null}
      </div>
      {view.csd ? <CsdSummary csd={view.csd} /> : <p className="bo:mt-2 bo:text-sm bo:text-gray-600">No hay CSD cargado: sin él no se pueden sellar facturas.</p>}
      <p className="bo:mt-4 bo:text-sm bo:text-gray-600">
        Timbrado:{' '}
        {view.pac.testStamps ? (
          <span className="bo:font-medium bo:text-gray-900">PAC de pruebas integrado (sin validez fiscal).</span>
        ) : (
          <span className="bo:font-medium bo:text-gray-900">SW sapien.</span>
        )}
      </p>

      <form noValidate onSubmit={(e) => void form.submit(e)} aria-busy={saving} aria-labelledby="cargar-csd" className="bo:mt-6 bo:border-t bo:border-gray-200 bo:pt-5">
        <h3 id="cargar-csd" className="bo:text-sm bo:font-semibold bo:text-gray-900">
          {view.csd ? 'Reemplazar el CSD' : 'Cargar el CSD'}
        </h3>
        <p className="bo:mt-1 bo:text-sm bo:text-gray-600">Los archivos tal como los entrega el SAT. La llave se guarda cifrada y la contraseña no se guarda.</p>
        {failure ? <ErrorAlert title={failure} className="bo:mt-4" /> : null}
        <div key={generation} className="bo:mt-4 bo:grid bo:grid-cols-1 bo:gap-x-6 bo:gap-y-5 bo:sm:grid-cols-2">
          <Field label="Certificado (.cer)" error={form.errorOf('cer')} required>
            <FileChooser accept=".cer" onFile={(cer) => form.setValues({ ...draft, cer }, ['cer'])} />
          </Field>
          <Field label="Llave privada (.key)" error={form.errorOf('key')} required>
            <FileChooser accept=".key" onFile={(key) => form.setValues({ ...draft, key }, ['key'])} />
          </Field>
          <Field label="Contraseña de la llave privada" error={form.errorOf('password')} required>
            <TextInput type="password" autoComplete="off" value={draft.password} onChange={(e) => form.setValues({ ...draft, password: e.target.value }, ['password'])} />
          </Field>
          <div className="bo:flex bo:items-end">
            <Button type="submit" loading={saving}>
              {view.csd ? 'Reemplazar CSD' : 'Cargar CSD'}
            </Button>
          </div>
        </div>
      </form>
    </Card>
  );
}
