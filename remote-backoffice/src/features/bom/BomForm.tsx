import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { PAGE_SIZE_MAX, type BomDetail } from '@muestrario/shared/contract';
import { BOM_LIMITS, BOM_MESSAGES } from '@muestrario/shared/domain';
import { paths } from '@muestrario/shared/routes';
import { Button, Card, ErrorAlert, Field, PageHeader, Select, Textarea, TextInput, buttonClassName, useForm } from '@muestrario/shared/ui';
import { useBoms, useItems, usePermission, useSaveBom } from '@muestrario/shared/api';
import { Breadcrumb } from '../layout/Breadcrumb';
import { bodyOf, checkBomForm, valuesOf, type BomFormValues } from './bom-draft';
import { ComponentLines } from './ComponentLines';

export interface BomFormProps {
  /** The saved BOM, or null for a new one. */
  bom: BomDetail | null;
  initial: BomFormValues;
}

/** The BOM form: the style (chosen once), the component lines, the decoration's scrap and notes. */
export function BomForm({ bom, initial }: BomFormProps) {
  const navigate = useNavigate();
  const saveBom = useSaveBom();
  const [saved, setSaved] = useState(false);
  const isNew = bom === null;
  const edit = usePermission(isNew ? 'bom.create' : 'bom.edit');
  const readOnly = !isNew && edit?.allowed !== true;
  const materials = useItems({ kind: 'Material', pageSize: PAGE_SIZE_MAX });
  const styles = useItems(isNew ? { kind: 'Estilo', pageSize: PAGE_SIZE_MAX } : { kind: 'Estilo', pageSize: 1 });
  const existing = useBoms({ pageSize: PAGE_SIZE_MAX });
  const form = useForm({
    initial,
    check: (values: BomFormValues) => checkBomForm(values, isNew),
    failureFallback: BOM_MESSAGES.saveFailed,
    save: (values: BomFormValues) => saveBom(bom?.id ?? null, bodyOf(values)),
    onSaved: (result) => {
      if (isNew) return void navigate(paths.bom(result.id), { replace: true });
      const completed = valuesOf(result);
      form.setValues(completed);
      form.markSaved(completed);
      setSaved(true);
    },
  });
  const values = form.values;
  const update = (next: BomFormValues, fields: string[]) => {
    form.setValues(next, fields);
    setSaved(false);
  };
  const withBom = new Set((existing.data?.rows ?? []).map((r) => r.itemId));
  const styleOptions = (styles.data?.rows ?? []).filter((s) => !withBom.has(s.id));
  const styleCode = bom?.styleCode ?? styleOptions.find((s) => s.id === values.itemId)?.code ?? null;

  return (
    <form noValidate onSubmit={(e) => void form.submit(e)} aria-busy={form.saving}>
      <PageHeader
        before={<Breadcrumb items={[{ label: 'Listas de materiales', to: paths.boms }, { label: bom ? bom.styleCode : 'Nueva lista' }]} />}
        title={bom ? `Lista de materiales ${bom.styleCode}` : 'Nueva lista de materiales'}
        description={bom ? `${bom.styleDescription}${bom.garment ? ` · ${bom.garment}` : ''}` : 'Elige el estilo y lo que lleva cada pieza además de la prenda base.'}
      />

      <Card>
        <fieldset disabled={readOnly} className="bo:min-w-0 bo:grid bo:grid-cols-1 bo:gap-x-6 bo:gap-y-5 bo:sm:grid-cols-2 bo:xl:grid-cols-3">
          {isNew ? (
            <Field label="Estilo" error={form.errorOf('itemId')} hint="Solo los estilos que aún no tienen lista.">
              <Select
                value={values.itemId === null ? '' : String(values.itemId)}
                options={[{ value: '', label: 'Elige un estilo' }, ...styleOptions.map((s) => ({ value: String(s.id), label: `${s.code} · ${s.description}` }))]}
                onChange={(e) => update({ ...values, itemId: e.target.value ? Number(e.target.value) : null }, ['itemId'])}
              />
            </Field>
          ) : (
            <div>
              <p className="bo:text-sm/6 bo:font-medium bo:text-gray-900">Estilo</p>
              <p className="bo:mt-2 bo:text-sm bo:text-gray-700">
                <Link to={paths.item(bom.itemId)} className="bo:font-mono bo:font-medium bo:text-primary-700 bo:hover:text-primary-900">
                  {bom.styleCode}
                </Link>{' '}
                · {bom.colours.length} color{bom.colours.length === 1 ? '' : 'es'} × {bom.sizes.length} talla{bom.sizes.length === 1 ? '' : 's'}
              </p>
            </div>
          )}
          <Field label="Merma de la decoración (%)" error={form.errorOf('decorationScrapPercent')} hint="Se suma al hilo y a la película que consume la decoración.">
            <TextInput
              value={values.decorationScrapPercent}
              inputMode="decimal"
              autoComplete="off"
              maxLength={6}
              onChange={(e) => update({ ...values, decorationScrapPercent: e.target.value }, ['decorationScrapPercent'])}
            />
          </Field>
          <Field label="Notas" error={form.errorOf('notes')} className="bo:sm:col-span-2 bo:xl:col-span-1">
            <Textarea value={values.notes} rows={2} maxLength={BOM_LIMITS.notes} onChange={(e) => update({ ...values, notes: e.target.value }, ['notes'])} />
          </Field>
        </fieldset>
      </Card>

      <Card className="bo:mt-6">
        <fieldset disabled={readOnly} className="bo:min-w-0">
          <ComponentLines values={values} materials={materials.data?.rows ?? []} styleCode={styleCode} readOnly={readOnly} errorOf={form.errorOf} onChange={update} />
        </fieldset>
      </Card>

      {form.failure && (
        <ErrorAlert title={BOM_MESSAGES.saveFailed} className="bo:mt-6">
          {form.failure} Lo que escribiste sigue en el formulario.
        </ErrorAlert>
      )}

      <div className="bo:mt-6 bo:flex bo:flex-col-reverse bo:gap-3 bo:sm:flex-row bo:sm:items-center bo:sm:justify-end">
        {saved && (
          <p role="status" className="bo:text-sm bo:font-medium bo:text-green-800 bo:sm:mr-auto">
            Lista de materiales guardada.
          </p>
        )}
        <Link to={paths.boms} className={buttonClassName({ variant: 'secondary' })}>
          {readOnly ? 'Volver a Listas de materiales' : 'Cancelar'}
        </Link>
        {readOnly ? (
          edit && !edit.allowed && <p className="bo:text-sm bo:text-gray-600 bo:sm:mr-auto">{edit.reason}</p>
        ) : (
          <Button type="submit" disabled={form.saving}>
            {form.saving ? 'Guardando…' : isNew ? 'Crear lista' : 'Guardar cambios'}
          </Button>
        )}
      </div>
    </form>
  );
}
