import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import type { ItemInput } from '@muestrario/shared/contract';
import { ITEM_KINDS, ITEM_LIMITS, ITEM_MESSAGES, ITEM_UNITS, SAT_PRODUCT_KEYS, SAT_UNIT_KEYS, type ItemKind } from '@muestrario/shared/domain';
import { checkItem } from '@muestrario/shared/rules';
import { paths } from '@muestrario/shared/routes';
import { Button, Card, ErrorAlert, Field, PageHeader, Select, TextInput, buttonClassName, useForm } from '@muestrario/shared/ui';
import { useArticles, useClothingCatalogue, usePermission, useSaveItem } from '@muestrario/shared/api';
import { Breadcrumb } from '../layout/Breadcrumb';
import { ColoursEditor } from './ColoursEditor';
import { ItemKindBadge } from './ItemsList';
import { previewCodes, withKind } from './item-draft';
import { SizeRunChooser } from './SizeRunChooser';

export interface ItemFormProps {
  id: number | null;
  initial: ItemInput;
  /** The saved description (the page's heading). */
  title?: string;
}

/** The item form: a style's garment, SAT keys, colours and size run (its variants follow), or a service. */
export function ItemForm({ id, initial, title }: ItemFormProps) {
  const navigate = useNavigate();
  const saveItem = useSaveItem();
  const [saved, setSaved] = useState(false);
  const isNew = id === null;
  const edit = usePermission('item.edit');
  const readOnly = !isNew && edit?.allowed !== true;
  const clothing = useClothingCatalogue();
  const articles = useArticles();
  const form = useForm({
    initial,
    check: (item: ItemInput) => checkItem(item),
    failureFallback: ITEM_MESSAGES.saveFailed,
    save: (item: ItemInput) => saveItem(id, item),
    onSaved: (result, item) => {
      if (isNew) return void navigate(paths.item(result.id), { replace: true });
      const completed: ItemInput = { ...item, code: result.code, colours: result.colours, sizes: result.sizes as ItemInput['sizes'] };
      form.setValues(completed);
      form.markSaved(completed);
      setSaved(true);
    },
  });
  const item = form.values;
  const update = (next: ItemInput, fields: string[]) => {
    form.setValues(next, fields);
    setSaved(false);
  };
  const set = <K extends keyof ItemInput & string>(key: K, value: ItemInput[K]) => update({ ...item, [key]: value }, [key]);
  const isStyle = item.kind === 'Estilo';
  const codes = previewCodes(item);
  const articleOptions = (articles.data ?? []).filter((a) => (isStyle ? a.kind === 'Prenda' : item.kind === 'Servicio' && a.kind === 'Servicio'));

  return (
    <form noValidate onSubmit={(e) => void form.submit(e)} aria-busy={form.saving}>
      <PageHeader
        before={<Breadcrumb items={[{ label: 'Artículos', to: paths.items }, { label: isNew ? 'Nuevo artículo' : initial.code }]} />}
        title={isNew ? 'Nuevo artículo' : (title ?? initial.description)}
        description={isNew ? 'Un estilo (prenda en colores y tallas), un servicio de decoración o un material.' : <ItemKindBadge kind={item.kind} />}
      />

      <Card>
        <fieldset disabled={readOnly} className="bo:min-w-0 bo:grid bo:grid-cols-1 bo:gap-x-6 bo:gap-y-5 bo:sm:grid-cols-2 bo:xl:grid-cols-3">
          <Field label="Tipo">
            <Select value={item.kind} options={ITEM_KINDS.map((k) => ({ value: k, label: k }))} onChange={(e) => update(withKind(item, e.target.value as ItemKind), ['kind', 'colours', 'sizes', 'clothingId'])} />
          </Field>
          <Field label="Código" error={form.errorOf('code')} hint={isStyle ? 'Por ejemplo POL-001; forma el código de cada variante.' : undefined}>
            <TextInput value={item.code} maxLength={ITEM_LIMITS.code} autoComplete="off" className="bo:font-mono bo:uppercase" onChange={(e) => set('code', e.target.value.toUpperCase())} />
          </Field>
          <Field label="Descripción" error={form.errorOf('description')} className="bo:sm:col-span-2 bo:xl:col-span-1">
            <TextInput value={item.description} maxLength={ITEM_LIMITS.description} autoComplete="off" onChange={(e) => set('description', e.target.value)} />
          </Field>
          {isStyle && (
            <Field label="Prenda del catálogo" error={form.errorOf('clothingId')} hint="La prenda base de las muestras y del editor.">
              <Select
                value={item.clothingId === null ? '' : String(item.clothingId)}
                options={[{ value: '', label: 'Sin prenda del catálogo' }, ...(clothing.data ?? []).map((g) => ({ value: String(g.id), label: g.title }))]}
                onChange={(e) => set('clothingId', e.target.value ? Number(e.target.value) : null)}
              />
            </Field>
          )}
          <Field label="Clave de producto SAT" error={form.errorOf('satProductKey')}>
            <Select value={item.satProductKey} options={SAT_PRODUCT_KEYS.map((k) => ({ value: k.code, label: `${k.code} · ${k.label}` }))} onChange={(e) => set('satProductKey', e.target.value as ItemInput['satProductKey'])} />
          </Field>
          <Field label="Clave de unidad SAT" error={form.errorOf('satUnitKey')}>
            <Select value={item.satUnitKey} options={SAT_UNIT_KEYS.map((k) => ({ value: k.code, label: `${k.code} · ${k.label}` }))} onChange={(e) => set('satUnitKey', e.target.value as ItemInput['satUnitKey'])} />
          </Field>
          <Field label="Unidad de venta">
            <Select value={item.unit} options={ITEM_UNITS.map((u) => ({ value: u, label: u }))} onChange={(e) => set('unit', e.target.value as ItemInput['unit'])} />
          </Field>
          <Field label="Artículo de precios" error={form.errorOf('articleCode')} hint="El artículo del catálogo de precios con que se cotiza.">
            <Select
              value={item.articleCode ?? ''}
              options={[
                { value: '', label: 'Sin artículo de precios' },
                ...(item.articleCode && !articleOptions.some((a) => a.code === item.articleCode) ? [{ value: item.articleCode, label: item.articleCode }] : []),
                ...articleOptions.map((a) => ({ value: a.code, label: `${a.code} · ${a.description}` })),
              ]}
              onChange={(e) => set('articleCode', e.target.value || null)}
            />
          </Field>
          <fieldset>
            <legend className="bo:text-sm bo:font-medium bo:text-gray-900">Estado</legend>
            <div className="bo:mt-3 bo:flex bo:gap-6">
              {([['Activo', true], ['Inactivo', false]] as const).map(([label, value]) => (
                <label key={label} className="bo:flex bo:items-center bo:gap-2 bo:text-sm bo:text-gray-700">
                  <input type="radio" name="item-active" checked={item.active === value} onChange={() => set('active', value)} className="bo:size-4 bo:accent-primary-700" />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
        </fieldset>
      </Card>

      {isStyle && (
        <Card className="bo:mt-6">
          <fieldset disabled={readOnly} className="bo:min-w-0 bo:grid bo:grid-cols-1 bo:gap-8 bo:lg:grid-cols-2">
            <ColoursEditor item={item} errorOf={form.errorOf} onChange={update} />
            <div>
              <SizeRunChooser item={item} error={form.errorOf('sizes')} onChange={update} />
              {codes.length > 0 && (
                <p className="bo:mt-4 bo:text-sm bo:text-gray-600" aria-live="polite">
                  {item.colours.length} color{item.colours.length === 1 ? '' : 'es'} × {item.sizes.length} talla{item.sizes.length === 1 ? '' : 's'} = {codes.length} variante
                  {codes.length === 1 ? '' : 's'}: <span className="bo:font-mono bo:text-xs">{codes.slice(0, 3).join(', ')}{codes.length > 3 ? '…' : ''}</span>
                </p>
              )}
            </div>
          </fieldset>
        </Card>
      )}

      {form.failure && (
        <ErrorAlert title="No se guardó el artículo" className="bo:mt-6">
          {form.failure} Lo que escribiste sigue en el formulario.
        </ErrorAlert>
      )}

      <div className="bo:mt-6 bo:flex bo:flex-col-reverse bo:gap-3 bo:sm:flex-row bo:sm:items-center bo:sm:justify-end">
        {saved && (
          <p role="status" className="bo:text-sm bo:font-medium bo:text-green-800 bo:sm:mr-auto">
            Artículo guardado.
          </p>
        )}
        <Link to={paths.items} className={buttonClassName({ variant: 'secondary' })}>
          {readOnly ? 'Volver a Artículos' : 'Cancelar'}
        </Link>
        {readOnly ? (
          edit && !edit.allowed && <p className="bo:text-sm bo:text-gray-600 bo:sm:mr-auto">{edit.reason}</p>
        ) : (
          <Button type="submit" disabled={form.saving}>
            {form.saving ? 'Guardando…' : isNew ? 'Crear artículo' : 'Guardar cambios'}
          </Button>
        )}
      </div>
    </form>
  );
}
